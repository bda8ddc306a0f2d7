import assert from 'node:assert/strict';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { type QuireRun, quire, siteFolder, STACK_TRACE } from './quire-process.ts';

// A docs.json site's own code that cannot run as written builds as Mintlify builds it: a page
// whose code throws is published as its text under a notice, a component that throws or a name
// nothing defines draws its content alone or nothing, an import of a name a snippet does not
// export draws nothing, a package Quire does not provide never runs; each is reported by kind and
// `--strict` refuses them. One site holds every case, each in pages of its own: built once and
// once with --strict (a build per case cost 5–7 s each). The site.json side of each case, which
// stops the build, is in page-faults.test.ts, site-code-failures.test.ts and react-snippets.test.ts.
const folders: string[] = [];
after(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const THROWING_PAGE = "---\ntitle: Broken\n---\nexport const boom = () => { throw new TypeError('the chart data is missing'); };\n\nWords before the chart.\n\n{boom()}\n";

const FILES: Record<string, string> = {
  'docs.json': JSON.stringify({
    $schema: 'https://mintlify.com/docs.json',
    theme: 'mint',
    name: 'Faults',
    colors: { primary: '#16a34a' },
    navigation: { pages: ['index', 'broken', 'after', 'names', 'declared', 'throws', 'text', 'launch', 'starred'] },
  }),
  'index.mdx': '---\ntitle: Home\n---\n\nThe home page.\n',
  // A page whose own code throws, and one drawn after it.
  'broken.mdx': THROWING_PAGE,
  'after.mdx': '---\ntitle: After\n---\n\nA page drawn after the broken one.\n',
  // Names a snippet does not export: a missing named export, a default import of a file with none.
  'snippets/s.mdx': 'export const A = "alpha";\n\nSnippet text.\n',
  'snippets/c.jsx': 'export const Chart = () => <p>chart drawn</p>;\n',
  'names.mdx': "---\ntitle: Names\n---\nimport { A, B } from '/snippets/s.mdx';\nimport Default, { Chart } from '/snippets/c.jsx';\n\nA is {A}. B is {B}.\n\n<Chart />\n\n<Default />\n",
  // An unknown name inside a component the page declares, and inside a snippet's component.
  'declared.mdx':
    '---\ntitle: Declared\n---\n\nimport { SnippetBox } from "/snippets/boxes.mdx";\n\nexport const Box = ({ children }) => <div className="box"><Unknown kind="x">{children}</Unknown></div>;\n\n<Box>Inside the page box</Box>\n\n<SnippetBox>Inside the snippet box</SnippetBox>\n',
  'snippets/boxes.mdx': 'export const SnippetBox = ({ children }) => <section className="snippet-box"><Mystery>{children}</Mystery></section>;\n',
  // Components that read a name nothing defines when they are drawn, one of a .jsx file too.
  'throws.mdx':
    '---\ntitle: Throws\n---\n\nimport { Broken } from "/snippets/broken.jsx";\n\nexport const ToolList = () => <ul>{tool_descriptions.map((tool) => <li>{tool}</li>)}</ul>;\n\nexport const Wrapped = ({ children }) => <div>{missing_value.length}{children}</div>;\n\nBefore the list.\n\n<ToolList />\n\n<Wrapped>Kept content</Wrapped>\n\n<Broken />\n\nAfter the list.\n',
  'snippets/broken.jsx': 'export const Broken = () => <p>{not_there.length}</p>;\n',
  // A name the text reads: a snippet's variable is its page's prop, as on Mintlify; on a page it draws nothing.
  'text.mdx': '---\ntitle: Text\n---\n\nimport Keyword from "/snippets/keyword.mdx";\n\n<Keyword word="bananas" />\n\nThe template must contain {tool_descriptions} somewhere.\n',
  'snippets/keyword.mdx': 'My keyword of the day is {word}.\n',
  // Packages Quire does not provide, one of them Quire's own dependency.
  'snippets/launch.jsx': "import { Rocket } from 'lucide-react';\nimport shiki from 'shiki';\nexport const Launch = () => <p className=\"launch\"><Rocket /> Launch {typeof shiki}</p>;\n",
  'launch.mdx': "---\ntitle: Launch\n---\nimport { Launch } from '/snippets/launch.jsx';\n\n<Launch />\n",
  // cosmos's docs: a .jsx snippet imports icons declared in an .mdx snippet, from the docs root.
  'snippets/icons.mdx':
    'export const StarIcon = ({ size = 24 }) => (\n  <svg width={size} height={size} viewBox="0 0 10 10" className="star"><path d="M5 0L10 10H0Z" /></svg>\n);\n\nSome prose the page would show.\n',
  'snippets/badge.jsx':
    "import { StarIcon } from '/snippets/icons.mdx';\nimport { Label } from './label.jsx';\nexport const Starred = () => <p className=\"starred\"><StarIcon size={12} /><Label /></p>;\n",
  'snippets/label.jsx': 'export const Label = () => <span>Starred</span>;\n',
  'starred.mdx': "---\ntitle: Starred\n---\nimport { Starred } from '/snippets/badge.jsx';\n\n<Starred />\n",
};

interface FaultSite {
  build: QuireRun;
  strict: QuireRun;
  html: (page: string) => string;
}
let built: FaultSite | undefined;
/** The shared site, built and built with --strict on first use. */
function faultSite(): FaultSite {
  if (built) return built;
  const dir = siteFolder(FILES);
  folders.push(dir);
  const build = quire(['build', dir], dir);
  assert.equal(build.status, 0, build.output);
  const pages = new Map(['index', 'broken', 'after', 'names', 'declared', 'throws', 'text', 'launch', 'starred'].map((page) => [page, readPage(dir, page)]));
  const strict = quire(['build', dir, '--strict'], dir);
  built = { build, strict, html: (page) => pages.get(page) ?? assert.fail(`no page ${page}`) };
  return built;
}
const readPage = (dir: string, page: string): string => {
  const file = join(dir, 'dist', page === 'index' ? '' : page, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
};

test('a page whose code throws is published as its text under a notice, every other page is built, the warning names its file', () => {
  const { build, html } = faultSite();
  assert.match(build.output, /⚠ broken\.mdx: the page \(published as its text, with a notice\): TypeError: the chart data is missing/);
  assert.doesNotMatch(build.output, STACK_TRACE);
  const broken = html('broken');
  assert.match(broken, /<div class="callout callout-warning" role="note"[^>]*>.*This page could not be drawn.*TypeError: the chart data is missing/s);
  assert.match(broken, /<pre class="page-fault-text"[^>]*>[^<]*Words before the chart\./);
  // The site's chrome is around it, as around any page.
  assert.match(broken, /<title>Broken/);
  assert.match(html('index'), /The home page\./);
  assert.match(html('after'), /A page drawn after the broken one\./);
});

test('imports of names a snippet does not export (a missing named export, a default import of a file with none) draw nothing with a warning naming file and line', () => {
  const { build, html } = faultSite();
  assert.match(build.output, /⚠ names\.mdx:7: \{B\}/);
  assert.match(build.output, /<Default> in names\.mdx:11/);
  assert.doesNotMatch(build.output, /MISSING_EXPORT/);
  assert.match(html('names'), /A is alpha\. B is \./);
  assert.match(html('names'), /chart drawn/);
});

test('unknown names in declared components, components that throw and names the text reads build as their content alone or nothing, one report by kind', () => {
  const { build, html } = faultSite();
  // The unknown tag is not drawn; what it holds is, in place, with no box around it.
  assert.match(html('declared'), /<div class="box">Inside the page box<\/div>/);
  assert.match(html('declared'), /<section class="snippet-box">Inside the snippet box<\/section>/);
  assert.match(build.output, /Components nothing defines[^\n]*\n {2}⚠ <Default> in names\.mdx:11\n {2}⚠ <Mystery> in snippets\/boxes\.mdx:1\n {2}⚠ <Unknown> in declared\.mdx:7\n/);

  const throws = html('throws');
  assert.match(throws, /Before the list\.[\s\S]*After the list\./);
  assert.doesNotMatch(throws, /<ul>/, 'the failing component without content draws nothing');
  assert.match(throws, /<p>Before the list\.<\/p>\s*Kept content\s*<p>After the list\.<\/p>/, 'the failing component with content shows it alone, with no box');
  assert.doesNotMatch(throws, /not-yet-rendered/);
  assert.match(build.output, /Components that failed while the page was drawn[^\n]*\n/);
  assert.match(build.output, /⚠ \S*snippets\/broken\.jsx:1: <Broken>: ReferenceError: not_there is not defined/);
  assert.match(build.output, /⚠ \S*throws\.mdx:7: <ToolList>: ReferenceError: tool_descriptions is not defined/);
  assert.match(build.output, /⚠ \S*throws\.mdx:9: <Wrapped>: ReferenceError: missing_value is not defined/);

  assert.match(html('text'), /My keyword of the day is bananas\./);
  assert.match(html('text'), /The template must contain {2}somewhere\./);
  assert.match(build.output, /Names a page's text reads that nothing defines[^\n]*\n {2}⚠ names\.mdx:7: \{B\}\n {2}⚠ text\.mdx:9: \{tool_descriptions\}\n/);
  assert.doesNotMatch(build.output, /keyword\.mdx/, "a snippet's variables are no problem");
  assert.doesNotMatch(build.output, STACK_TRACE);
});

test('a snippet importing a package Quire does not provide builds: its names draw their content (an icon: nothing), one warning names package and file', () => {
  const { build, html } = faultSite();
  assert.match(
    build.output,
    /The packages lucide-react, shiki are not provided to pages: their code never runs; a name Quire draws \(Callout, Tabs…\) is drawn as Quire's, any other as its content alone:\n {2}⚠ snippets\/launch\.jsx:1:1: import "lucide-react"\n {2}⚠ snippets\/launch\.jsx:2:1: import "shiki"\n/,
  );
  // Said once: the bundler, which meets the same imports, adds only files the check did not name.
  assert.doesNotMatch(build.output, /Packages the site's React code imports that Quire does not provide/);
  // Quire's own dependencies (shiki here) are never handed to site code either.
  assert.match(html('launch'), /<p class="launch"> Launch <!-- -->function<\/p>/);
});

test('a React snippet imports components an .mdx snippet exports (a root path, as pages write it) and draws them', () => {
  const { html } = faultSite();
  const starred = html('starred');
  assert.match(starred, /<p class="starred"><svg width="12" height="12" viewBox="0 0 10 10" class="star"><path d="M5 0L10 10H0Z"><\/path><\/svg><span>Starred<\/span><\/p>/);
  assert.doesNotMatch(starred, /Some prose the page would show/);
});

test('the report counts each kind once over the site; --strict fails on every kind, naming them, without a stack trace', () => {
  const { build, strict } = faultSite();
  assert.match(build.output, /⚠ component-placeholder \(2\): snippets\/launch\.jsx:1:1, snippets\/launch\.jsx:2:1\n/);
  assert.match(build.output, /⚠ unknown-component \(3\): declared\.mdx:7, names\.mdx:11, snippets\/boxes\.mdx:1\n/);
  assert.match(build.output, /⚠ page-code \(6\)/);
  assert.equal(strict.status, 1, strict.output);
  assert.match(strict.output, /✖ component-placeholder \(2\)/);
  assert.match(strict.output, /✖ unknown-component \(3\)/);
  assert.match(strict.output, /✖ page-code \(6\)/);
  assert.doesNotMatch(strict.output, STACK_TRACE);
});
