import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, test } from 'node:test';
import { projectRoot, quire, siteFolder, STACK_TRACE } from './quire-process.ts';

const folders: string[] = [];
after(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const docsJson = JSON.stringify({ theme: 'mint', name: 'React', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'Start', pages: ['index'] }] } });

test('a snippet importing a Node.js module is refused, naming the file; nothing of it runs', { timeout: 180_000 }, () => {
  const site = siteFolder({
    'docs.json': docsJson,
    'snippets/leak.jsx': "import { readFileSync } from 'node:fs';\nexport const Leak = () => <pre>{readFileSync('/etc/hostname', 'utf8')}</pre>;\n",
    'index.mdx': "---\ntitle: Home\n---\nimport { Leak } from '/snippets/leak.jsx';\n\n<Leak />\n",
  });
  folders.push(site);
  const built = quire(['build', site], projectRoot);
  assert.equal(built.status, 1, built.output);
  assert.match(built.output, /snippets\/leak\.jsx:1:1: import "node:fs": Node's own modules reach the machine that builds the site/);
  assert.doesNotMatch(built.output, STACK_TRACE);
});
