import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
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

test('a snippet importing a package Quire does not provide builds: its names draw their content (an icon: nothing), one warning names package and file', { timeout: 180_000 }, () => {
  const site = siteFolder({
    'docs.json': docsJson,
    'snippets/icons.jsx': "import { Rocket } from 'lucide-react';\nimport shiki from 'shiki';\nexport const Launch = () => <p className=\"launch\"><Rocket /> Launch {typeof shiki}</p>;\n",
    'index.mdx': "---\ntitle: Home\n---\nimport { Launch } from '/snippets/icons.jsx';\n\n<Launch />\n",
  });
  folders.push(site);
  const built = quire(['build', site], projectRoot);
  assert.equal(built.status, 0, built.output);
  assert.match(
    built.output,
    /Packages the site's React code imports that Quire does not provide \(their code never runs\): the names of Quire's components \(Card, Tabs, Steps, Note…\) are drawn as Quire's, any other name as its content alone:\n\s+⚠ lucide-react \(.*snippets\/icons\.jsx\)\n\s+⚠ shiki \(/,
  );
  // Quire's own dependencies (shiki here) are never handed to site code either.
  assert.match(readFileSync(join(site, 'dist/index.html'), 'utf8'), /<p class="launch"> Launch <!-- -->function<\/p>/);
});

// cosmos's docs: a .jsx snippet imports icons declared in an .mdx snippet, from the docs root.
test('a React snippet imports components an .mdx snippet exports (a root path, as pages write it) and draws them', { timeout: 180_000 }, () => {
  const site = siteFolder({
    'docs.json': docsJson,
    'snippets/icons.mdx':
      'export const StarIcon = ({ size = 24 }) => (\n  <svg width={size} height={size} viewBox="0 0 10 10" className="star"><path d="M5 0L10 10H0Z" /></svg>\n);\n\nSome prose the page would show.\n',
    'snippets/badge.jsx':
      "import { StarIcon } from '/snippets/icons.mdx';\nimport { Label } from './label.jsx';\nexport const Starred = () => <p className=\"starred\"><StarIcon size={12} /><Label /></p>;\n",
    'snippets/label.jsx': 'export const Label = () => <span>Starred</span>;\n',
    'index.mdx': "---\ntitle: Home\n---\nimport { Starred } from '/snippets/badge.jsx';\n\n<Starred />\n",
  });
  folders.push(site);
  const built = quire(['build', site], projectRoot);
  assert.equal(built.status, 0, built.output);
  assert.doesNotMatch(built.output, STACK_TRACE);
  const html = readFileSync(join(site, 'dist/index.html'), 'utf8');
  assert.match(html, /<p class="starred"><svg width="12" height="12" viewBox="0 0 10 10" class="star"><path d="M5 0L10 10H0Z"><\/path><\/svg><span>Starred<\/span><\/p>/);
  assert.doesNotMatch(html, /Some prose the page would show/);
});
