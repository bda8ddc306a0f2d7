import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { after, test } from 'node:test';
import { quire, siteFolder, STACK_TRACE } from './quire-process.ts';

// A site's own code that cannot run as written stops a site.json build, naming page, component
// and message. A docs.json site builds such pages as Mintlify does: each component drawn as its
// content alone or as nothing, reported by kind (docs-json-code-faults.test.ts).
const folders: string[] = [];
after(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

test('a site.json site: a component that throws while drawn stops the build, naming page, component and message without a stack trace', {
  timeout: 300_000,
}, () => {
  const dir = siteFolder({
    'site.json': JSON.stringify({ name: 'Code', navigation: [{ group: 'Start', pages: ['index'] }] }),
    'docs/index.mdx': '# Home\n\nexport const ToolList = () => <ul>{tool_descriptions.map((tool) => <li>{tool}</li>)}</ul>;\n\n<ToolList />\n',
  });
  folders.push(dir);
  const build = quire(['build', dir], tmpdir());
  assert.equal(build.status, 1, build.output);
  assert.match(build.output, /✖ \S*index\.mdx:3: <ToolList>: ReferenceError: tool_descriptions is not defined/);
  assert.match(build.output, /✖ page-code \(1\)/);
  assert.doesNotMatch(build.output, STACK_TRACE);
});
