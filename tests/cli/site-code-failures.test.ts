import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { quire, siteFolder, STACK_TRACE } from './quire-process.ts';

// Issue 28: a site's own code that cannot run as written (a name nothing defines drawn by a
// component the page declares, a component that throws while it is drawn, a name the text reads)
// no longer stops a docs.json build, as Mintlify builds such pages: each is drawn as its content
// alone (no box) or as nothing, and reported by kind. Builds render pages: run under the shared build lock.
const folders: string[] = [];
after(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const CONFIG = { theme: 'mint', name: 'Code', colors: { primary: '#0d9373' } };

const pages = {
  // An unknown name inside a component the page declares, and inside a snippet's component.
  'declared.mdx':
    '---\ntitle: Declared\n---\n\nimport { SnippetBox } from "/snippets/boxes.mdx";\n\nexport const Box = ({ children }) => <div className="box"><Unknown kind="x">{children}</Unknown></div>;\n\n<Box>Inside the page box</Box>\n\n<SnippetBox>Inside the snippet box</SnippetBox>\n',
  'snippets/boxes.mdx': 'export const SnippetBox = ({ children }) => <section className="snippet-box"><Mystery>{children}</Mystery></section>;\n',
  // A component that reads a name nothing defines when it is drawn, one of a .jsx file too.
  'throws.mdx':
    '---\ntitle: Throws\n---\n\nimport { Broken } from "/snippets/broken.jsx";\n\nexport const ToolList = () => <ul>{tool_descriptions.map((tool) => <li>{tool}</li>)}</ul>;\n\nexport const Wrapped = ({ children }) => <div>{missing_value.length}{children}</div>;\n\nBefore the list.\n\n<ToolList />\n\n<Wrapped>Kept content</Wrapped>\n\n<Broken />\n\nAfter the list.\n',
  'snippets/broken.jsx': 'export const Broken = () => <p>{not_there.length}</p>;\n',
  // A name the text reads: a snippet's variable is its page's prop, as on Mintlify; on a page it draws nothing.
  'text.mdx': '---\ntitle: Text\n---\n\nimport Keyword from "/snippets/keyword.mdx";\n\n<Keyword word="bananas" />\n\nThe template must contain {tool_descriptions} somewhere.\n',
  'snippets/keyword.mdx': 'My keyword of the day is {word}.\n',
};

test('a docs.json site: unknown names in declared components, components that throw and names the text reads build as their content alone or nothing, one report by kind; --strict fails naming them', {
  timeout: 300_000,
}, () => {
  const dir = siteFolder({ 'docs.json': JSON.stringify({ ...CONFIG, navigation: { pages: ['declared', 'throws', 'text'] } }), ...pages });
  folders.push(dir);
  const build = quire(['build', dir], tmpdir());
  assert.equal(build.status, 0, build.output);
  assert.doesNotMatch(build.output, STACK_TRACE);
  const html = (page: string) => readFileSync(join(dir, 'dist', page, 'index.html'), 'utf8');

  const declared = html('declared');
  // The unknown tag is not drawn; what it holds is, in place, with no box around it.
  assert.match(declared, /<div class="box">Inside the page box<\/div>/);
  assert.match(declared, /<section class="snippet-box">Inside the snippet box<\/section>/);
  assert.match(build.output, /Components nothing defines[^\n]*\n {2}⚠ <Mystery> in \S*snippets\/boxes\.mdx:1\n {2}⚠ <Unknown> in \S*declared\.mdx:7/);

  const throws = html('throws');
  assert.match(throws, /Before the list\.[\s\S]*After the list\./);
  assert.doesNotMatch(throws, /<ul>/, 'the failing component without content draws nothing');
  assert.match(throws, /<p>Before the list\.<\/p>\s*Kept content\s*<p>After the list\.<\/p>/, 'the failing component with content shows it alone, with no box');
  assert.doesNotMatch(throws, /not-yet-rendered/);
  assert.match(build.output, /Components that failed while the page was drawn[^\n]*\n/);
  assert.match(build.output, /⚠ \S*snippets\/broken\.jsx:1: <Broken>: ReferenceError: not_there is not defined/);
  assert.match(build.output, /⚠ \S*throws\.mdx:7: <ToolList>: ReferenceError: tool_descriptions is not defined/);
  assert.match(build.output, /⚠ \S*throws\.mdx:9: <Wrapped>: ReferenceError: missing_value is not defined/);

  const text = html('text');
  assert.match(text, /My keyword of the day is bananas\./);
  assert.match(text, /The template must contain {2}somewhere\./);
  assert.match(build.output, /Names a page's text reads that nothing defines[^\n]*\n {2}⚠ \S*text\.mdx:9: \{tool_descriptions\}/);
  assert.doesNotMatch(build.output, /keyword\.mdx/, "a snippet's variables are no problem");

  assert.match(build.output, /⚠ unknown-component \(2\)/);
  assert.match(build.output, /⚠ page-code \(4\)/);

  const strict = quire(['build', dir, '--strict'], tmpdir());
  assert.equal(strict.status, 1, strict.output);
  assert.match(strict.output, /✖ unknown-component \(2\)/);
  assert.match(strict.output, /✖ page-code \(4\)/);
  assert.doesNotMatch(strict.output, STACK_TRACE);
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
