import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { type QuireRun, quire, quireHere, siteFolder, STACK_TRACE } from './quire-process.ts';

// Issue 28: on a docs.json site Quire builds what Mintlify builds and says what it left out; --strict refuses anything reported.
const folders: string[] = [];
after(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const docsJsonSite = () => {
  const dir = siteFolder({
    'docs.json': JSON.stringify(
      { theme: 'mint', name: 'Rot', colors: { primary: '#0d9373' }, navigation: { groups: [{ group: 'Start', pages: ['index', 'guides/setup', 'guides/stup', 'gone'] }] } },
      null,
      2,
    ),
    'index.mdx': '---\ntitle: Home\n---\n\nSee [the old page](/old-page) and [setup](/guides/setup).\n',
    'guides/setup.mdx': '---\ntitle: Setup\n---\n\nSet up.\n',
  });
  folders.push(dir);
  return dir;
};

/** Frontmatter as Mintlify reads it (a description starting on the next line, an empty value, a number) and a block no reader reads. */
const YAML_PAGES = {
  'index.mdx': '---\ntitle: Home\ndescription: "\nStarts on the next line at column 0."\n---\n\nHome body.\n',
  'empty.mdx': '---\ntitle: 2024\ndescription:\n---\n\nEmpty description.\n',
  'broken.mdx': '---\ntitle: [unclosed\n---\n\nThe broken page body.\n',
};

/** An OpenAPI file with a GET and a POST for each path. */
const specOf = (paths: string[]) =>
  JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'Things', version: '1' },
    paths: Object.fromEntries(
      paths.map((path) => [path, { get: { summary: `Get ${path}`, responses: { 200: { description: 'ok' } } }, post: { summary: `Create ${path}`, responses: { 200: { description: 'ok' } } } }]),
    ),
  });

// Prose MDX takes for a tag or an expression (ag-ui's SDK pages): Mintlify's reader shows it as written.
const PROSE_PAGE = '---\ntitle: Types\n---\n\nHeaders are a Map<String, String>, events an Event<StateT>.\n\n    data: {json-serialized event}\n\nAfter the prose.\n';

/**
 * One docs.json site holding the rot the build tests below meet, each kind in pages of its own
 * (entries without a page and a broken link at the top, frontmatter in yaml/, unknown component
 * names in tags/, frontmatter API operations, missing media in media/, prose MDX cannot parse in
 * prose/): built once, checked once and once with --strict, each test reading its own pages and
 * problems (a build per kind cost about 3.5 s each).
 */
const ROT_FILES: Record<string, string> = {
  'docs.json': JSON.stringify({
    theme: 'mint',
    name: 'Rot',
    colors: { primary: '#0d9373' },
    navigation: {
      groups: [
        { group: 'Start', pages: ['index', 'guides/setup', 'guides/stup', 'gone'] },
        { group: 'YAML', pages: ['yaml/index', 'yaml/empty', 'yaml/broken'] },
        { group: 'Tags', pages: ['tags/index', 'tags/other', 'tags/react'] },
        { group: 'API', pages: ['create', 'es/views', 'es/views-bare', 'archive/old'] },
        { group: 'Media', pages: ['media/index', 'media/guides/setup'] },
        { group: 'Prose', pages: ['prose/index', 'prose/types'] },
      ],
    },
  }),
  'index.mdx': '---\ntitle: Home\n---\n\nSee [the old page](/old-page) and [setup](/guides/setup).\n',
  'guides/setup.mdx': '---\ntitle: Setup\n---\n\nSet up.\n',
  ...Object.fromEntries(Object.entries(YAML_PAGES).map(([file, text]) => [`yaml/${file}`, text])),
  'tags/index.mdx': '---\ntitle: Home\n---\n\n<Important>\n  Read **this** first.\n</Important>\n\nInline <Attention>careful</Attention> text.\n',
  'tags/other.mdx': '---\ntitle: Other\n---\n\n<TabItem label="npm">\n  npm install thing\n</TabItem>\n\n<Important>Again.</Important>\n',
  // As Mintlify's own docs write them: a member of an unknown name, a React component the page defines, an icon by `name`.
  'tags/react.mdx':
    '---\ntitle: React\n---\n\nexport const Counter = () => {\n  const [count, setCount] = useState(0);\n  return <button type="button" onClick={() => setCount(count + 1)}>{count}</button>;\n};\n\n<Counter />\n\n<GitHub.Repo repo="mintlify/docs" />\n\nClick the <Icon name="trash-2" /> icon.\n\nUse <Monospace>npm</Monospace> without an import.\n',
  // Exactly one snippet exports <Monospace>: a page using it without an import gets it, as on Mintlify.
  'snippets/monospace.mdx': 'export const Monospace = ({ children }) => <code className="mono">{children}</code>;\n',
  'analytics.openapi.json': specOf(['/v1/views', '/v1/old']),
  'es/analytics.openapi.json': specOf(['/v1/vistas']),
  'create.mdx': '---\ntitle: Create\nopenapi: post /v1/views\n---\n',
  'es/views.mdx': '---\ntitle: Vistas\nopenapi: "/es/analytics.openapi.json GET /v1/vistas"\n---\n',
  'es/views-bare.mdx': '---\ntitle: Vistas bare\nopenapi: "es/analytics.openapi.json post /v1/vistas"\n---\n',
  'archive/old.mdx': '---\ntitle: Old endpoint\nopenapi: GET /v1/gone\n---\n\nThis endpoint was retired.\n',
  'media/index.mdx': '---\ntitle: Media\n---\n\nimport { Generator } from "/snippets/generator.mdx";\n\n<video src="/videos/demo.mp4" controls />\n\n<Generator />\n',
  'snippets/generator.mdx': 'export const Generator = () => {\n  const [value] = useState("x");\n  return <div className="gen">{value}</div>;\n};\n',
  'media/guides/setup.mdx': '---\ntitle: Setup\n---\n\n![Diagram](images/diagram.png)\n\nAfter the image.\n',
  'prose/index.mdx': '---\ntitle: Prose\n---\n\nSee [the types](/prose/types).\n',
  'prose/types.mdx': PROSE_PAGE,
};

interface RotSite {
  dir: string;
  dist: string;
  build: QuireRun;
  check: QuireRun;
  strict: QuireRun;
}
let rot: Promise<RotSite> | undefined;
/** The shared site, built and checked on first use. */
function rotSite(): Promise<RotSite> {
  rot ??= (async () => {
    const dir = siteFolder(ROT_FILES);
    folders.push(dir);
    const build = quire(['build', dir], tmpdir());
    return { dir, dist: join(dir, 'dist'), build, check: await quireHere(['check', dir]), strict: await quireHere(['check', dir, '--strict']) };
  })();
  return rot;
}

test('quire check on a docs.json site: navigation entries without a page and broken links are warnings (exit 0), the closest page suggested; --strict exits 1 naming them', async () => {
  const dir = docsJsonSite();
  const run = await quireHere(['check', dir]);
  assert.equal(run.status, 0, run.output);
  assert.match(run.stderr, /docs\.json: 2 navigation entries name no page; left out of the navigation, as Mintlify leaves them out:/);
  assert.match(run.stderr, /"guides\/stup", which has no \.md or \.mdx file\n\s+hint: did you mean "guides\/setup"\?/);
  assert.match(run.stderr, /\/old-page/);
  assert.match(run.stderr, /⚠ missing-page \(2\): docs\.json:\d+:\d+, docs\.json:\d+:\d+/);
  assert.match(run.stderr, /⚠ broken-link \(1\): \S*index\.mdx:\d+:\d+/);
  assert.doesNotMatch(run.output, STACK_TRACE);

  const strict = await quireHere(['check', dir, '--strict']);
  assert.equal(strict.status, 1, strict.output);
  assert.match(strict.stderr, /✖ missing-page \(2\)/);
  assert.match(strict.stderr, /✖ broken-link \(1\)/);
  // --links error alone refuses the links, not the entries.
  const links = await quireHere(['check', dir, '--links', 'error']);
  assert.equal(links.status, 1, links.output);
  assert.match(links.stderr, /⚠ missing-page \(2\)/);
  assert.match(links.stderr, /✖ broken-link \(1\)/);
});

test('quire build on a docs.json site: builds past missing entries and broken links, leaves the entries out, ends with the report by kind (also quire-report.json); --strict fails', {
  timeout: 300_000,
}, async () => {
  const { dir, dist, build } = await rotSite();
  assert.equal(build.status, 0, build.output);
  assert.ok(existsSync(join(dist, 'guides/setup/index.html')));
  const home = readFileSync(join(dist, 'index.html'), 'utf8');
  assert.doesNotMatch(home, /href="\/gone"/, 'the entry without a page is left out of the navigation');
  assert.match(build.output, /Quire report, by kind/);
  assert.match(build.output, /⚠ missing-page \(2\)/);
  assert.match(build.output, /⚠ broken-link \(1\)/);
  const reportPath = /all of it in (\S+quire-report\.json)/.exec(build.output)?.[1];
  assert.ok(reportPath, build.output);
  const report = JSON.parse(readFileSync(reportPath.startsWith('/') ? reportPath : join(tmpdir(), reportPath), 'utf8'));
  const counts = new Map(report.kinds.map((kind: { kind: string; count: number }) => [kind.kind, kind.count]));
  assert.equal(counts.get('missing-page'), 2);
  assert.equal(counts.get('broken-link'), 1);

  // --strict collects, then fails: the entries found before rendering and the broken link found
  // after it are all named in the report, and nothing is published.
  const out = join(mkdtempSync(join(tmpdir(), 'quire-strict-')), 'out');
  folders.push(dirname(out));
  const strict = quire(['build', dir, '--strict', '--out', out], tmpdir());
  assert.equal(strict.status, 1, strict.output);
  assert.match(strict.stderr, /navigation entries name no page/);
  assert.match(strict.stderr, /✖ missing-page \(2\)/);
  assert.match(strict.stderr, /✖ broken-link \(1\)/);
  assert.match(strict.stderr, /--strict: every warning stops the build/);
  assert.doesNotMatch(strict.output, STACK_TRACE);
  assert.equal(existsSync(out), false, 'a strict build that fails publishes nothing');
});

test('frontmatter as Mintlify reads it: a description starting on the next line, an empty value and a number build; a block no reader reads is a warning and the page builds from its body (both front doors)', {
  timeout: 300_000,
}, async () => {
  const { dist, build } = await rotSite();
  assert.equal(build.status, 0, build.output);
  assert.match(readFileSync(join(dist, 'yaml/index.html'), 'utf8'), /Starts on the next line at column 0\./);
  assert.match(readFileSync(join(dist, 'yaml/empty/index.html'), 'utf8'), /<h1[^>]*>2024<\/h1>/);
  assert.match(readFileSync(join(dist, 'yaml/broken/index.html'), 'utf8'), /The broken page body\./);
  assert.match(build.output, /⚠ frontmatter \(1\): \S*yaml\/broken\.mdx:2:\d+/);
  assert.doesNotMatch(build.output, STACK_TRACE);

  const siteJson = siteFolder({
    'site.json': JSON.stringify({ name: 'YAML', navigation: [{ group: 'Start', pages: ['index', 'empty', 'broken'] }] }),
    ...Object.fromEntries(Object.entries(YAML_PAGES).map(([file, text]) => [`docs/${file}`, text])),
  });
  folders.push(siteJson);
  const check = await quireHere(['check', siteJson]);
  assert.equal(check.status, 0, check.output);
  assert.match(check.stderr, /⚠ frontmatter \(1\)/);
  assert.equal((await quireHere(['check', siteJson, '--strict'])).status, 1);
});

test('a component nothing defines (<Important>, names from other tools like <TabItem>) is drawn as its children alone (no box, valid inside a sentence) on a docs.json site, with one warning listing names and pages; a site.json site refuses it', {
  timeout: 300_000,
}, async () => {
  const { dist, build, check, strict } = await rotSite();
  assert.equal(check.status, 0, check.output);
  assert.match(
    check.stderr,
    /Components nothing defines; their content is shown as plain content with no box, the page built as Mintlify builds it:\n {2}⚠ <Attention> in \S*tags\/index\.mdx:9\n {2}⚠ <Important> in \S*tags\/index\.mdx:5, \S*tags\/other\.mdx:9[^\n]*\n {2}⚠ <TabItem> in \S*tags\/other\.mdx:5/,
  );
  assert.equal(build.status, 0, build.output);
  assert.match(build.output, /⚠ unknown-component \(4\)/);
  assert.equal(build.output.match(/Components nothing defines/g)?.length, 1, 'one warning');
  const home = readFileSync(join(dist, 'tags/index.html'), 'utf8');
  assert.match(home, /<h1>Home<\/h1>\s*<p>Read <strong>this<\/strong> first\.<\/p>/, 'the content, where the tag was, with no box');
  assert.match(home, /<p>Inline careful text\.<\/p>/, 'an inline unknown tag keeps its sentence whole');
  assert.doesNotMatch(home, /not-yet-rendered|Important|Attention/);
  assert.match(readFileSync(join(dist, 'tags/other/index.html'), 'utf8'), /npm install thing/);
  // The page's own React component runs (an island), GitHub.Repo is drawn, the snippet's Monospace is imported for the page.
  const react = readFileSync(join(dist, 'tags/react/index.html'), 'utf8');
  assert.match(react, /<astro-island[^>]*component-export="Counter"[\s\S]*?<button type="button">0<\/button>/);
  assert.match(react, /Use <code class="mono">npm<\/code> without an import\./);
  assert.match(react, /Click the [\s\S]*? icon\./, '<Icon name> renders (an icon Font Awesome lacks is drawn as nothing), not a failed page');
  assert.match(react, /<quire-github-repo[^>]*data-repo=/, '<GitHub.Repo> is drawn as its card');
  assert.match(strict.stderr, /✖ unknown-component \(4\)/);

  const siteJson = siteFolder({ 'site.json': JSON.stringify({ name: 'Tags', navigation: [{ group: 'Start', pages: ['index'] }] }), 'docs/index.mdx': '# Home\n\n<Important>x</Important>\n' });
  folders.push(siteJson);
  const refused = await quireHere(['check', siteJson]);
  assert.equal(refused.status, 1, refused.output);
  assert.match(refused.stderr, /<Important> is not a component Quire knows/);
});

test('openapi: frontmatter on a docs.json site: lower-case methods match, a spec named by its path from the docs root (with or without "/", in a language folder) is found, an operation no spec has builds the page from its MDX body with a warning', {
  timeout: 300_000,
}, async () => {
  const { dist, build, strict } = await rotSite();
  assert.equal(build.status, 0, build.output);
  assert.match(readFileSync(join(dist, 'create/index.html'), 'utf8'), /\/v1\/views/);
  assert.match(readFileSync(join(dist, 'es/views/index.html'), 'utf8'), /\/v1\/vistas/);
  assert.match(readFileSync(join(dist, 'es/views-bare/index.html'), 'utf8'), /\/v1\/vistas/);
  assert.match(readFileSync(join(dist, 'archive/old/index.html'), 'utf8'), /This endpoint was retired\./);
  assert.match(
    build.output,
    /1 page names an API operation no OpenAPI file has; built from its MDX body, as Mintlify builds them:\n {2}⚠ \S*archive\/old\.mdx: openapi: expected an operation in the OpenAPI file\(s\), found "GET \/v1\/gone"/,
  );
  assert.match(build.output, /⚠ unknown-operation \(1\): \S*archive\/old\.mdx/);
  assert.equal(strict.status, 1, strict.output);
  // Named as the build meets it, and refused by --strict in the report.
  assert.match(strict.stderr, /1 page names an API operation no OpenAPI file has[^\n]*\n {2}⚠ \S*archive\/old\.mdx/);
  assert.match(strict.stderr, /✖ unknown-operation \(1\): \S*archive\/old\.mdx/);
});

test('an OpenAPI file failing validation on a docs.json site: quire check says it once, by file and line, and exits 0; --strict exits 1', async () => {
  const spec = [
    'openapi: 3.0.3',
    'info: { title: Things, version: "1" }',
    'paths:',
    '  /things:',
    '    get:',
    '      summary: List things',
    '      responses:',
    '        "200":',
    '          description: ok',
    '          content:',
    '            application/json:',
    '              schema:',
    '                anyOf: [{ type: string }, { type: "null" }]',
    '',
  ].join('\n');
  const dir = siteFolder({
    'docs.json': JSON.stringify({
      theme: 'mint',
      name: 'API',
      colors: { primary: '#0d9373' },
      navigation: {
        groups: [
          { group: 'Start', pages: ['index', 'list'] },
          { group: 'API', openapi: 'openapi.yaml' },
        ],
      },
    }),
    'index.mdx': '---\ntitle: Home\n---\n\nHome.\n',
    'list.mdx': '---\ntitle: List\nopenapi: GET /things\n---\n',
    'openapi.yaml': spec,
  });
  folders.push(dir);
  const check = await quireHere(['check', dir]);
  assert.equal(check.status, 0, check.output);
  assert.equal(check.stderr.match(/OpenAPI file openapi\.yaml does not pass validation/g)?.length, 1, check.stderr);
  assert.match(check.stderr, /⚠ #\/paths\/~1things\/get\/responses\/200\/content\/application~1json\/schema\/anyOf\/1\/type at line 13, column \d+/);
  assert.match(check.stderr, /⚠ openapi-invalid \(1\)/);
  const strict = await quireHere(['check', dir, '--strict']);
  assert.equal(strict.status, 1, strict.output);
  assert.match(strict.stderr, /OpenAPI file openapi\.yaml does not pass validation[^\n]*\n {2}⚠ #\/paths/);
  assert.match(strict.stderr, /✖ openapi-invalid \(1\)/);
});

test('missing media on a docs.json site (a <video src>, a relative markdown image) are warnings and the page builds; a React component from an .mdx snippet runs as on Mintlify', {
  timeout: 300_000,
}, async () => {
  const { dist, build, strict } = await rotSite();
  assert.equal(build.status, 0, build.output);
  assert.match(build.output, /The site has 2 images that are missing:\n {2}⚠ [^\n]*media\/guides\/setup\.mdx:5:1: images\/diagram\.png[\s\S]*⚠ [^\n]*media\/index\.mdx:7:1: \/videos\/demo\.mp4/);
  assert.match(build.output, /⚠ missing-media \(2\): [^\n]*media\/guides\/setup\.mdx:5:1/);
  assert.match(readFileSync(join(dist, 'media/guides/setup/index.html'), 'utf8'), /<img src="\/media\/guides\/images\/diagram\.png" alt="Diagram"[^>]*>[\s\S]*After the image\./);
  const home = readFileSync(join(dist, 'media/index.html'), 'utf8');
  assert.match(home, /<video src="\/videos\/demo\.mp4"/);
  assert.match(home, /<astro-island[^>]*component-export="Generator"[\s\S]*?<div class="gen">x<\/div>/);
  assert.match(strict.stderr, /✖ missing-media \(2\)/);
});

// A markdown image that is there but that Astro cannot size (empty, truncated, corrupt, not an
// image at all) used to stop the build with Astro's NoImageMetadata and a stack trace.
const PNG_1x1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const UNREADABLE = { 'empty.png': Buffer.alloc(0), 'truncated.png': PNG_1x1.subarray(0, 12), 'text.png': Buffer.from('not an image\n'), 'words.svg': Buffer.from('hello\n') };
const imagesPage = `---\ntitle: Images\n---\n\n![Good](images/good.png)\n\n${Object.keys(UNREADABLE)
  .map((name) => `![${name}](images/${name})`)
  .join('\n\n')}\n\nAfter the images.\n`;

test('unreadable images on a docs.json site are missing-media warnings: the page builds, the browser gets the published file', { timeout: 300_000 }, async () => {
  const dir = siteFolder({
    'docs.json': JSON.stringify({ theme: 'mint', name: 'Images', colors: { primary: '#0d9373' }, navigation: { pages: ['index'] } }),
    'index.mdx': imagesPage,
  });
  folders.push(dir);
  mkdirSync(join(dir, 'images'));
  writeFileSync(join(dir, 'images/good.png'), PNG_1x1);
  for (const [name, bytes] of Object.entries(UNREADABLE)) writeFileSync(join(dir, 'images', name), bytes);
  const build = quire(['build', dir], tmpdir());
  assert.equal(build.status, 0, build.output);
  assert.doesNotMatch(build.output, STACK_TRACE);
  for (const name of Object.keys(UNREADABLE)) assert.match(build.output, new RegExp(`images/${name.replace('.', '\\.')} is no image Quire can read`));
  assert.doesNotMatch(build.output, /good\.png is no image/);
  const html = readFileSync(join(dir, 'dist/index.html'), 'utf8');
  for (const name of Object.keys(UNREADABLE)) assert.match(html, new RegExp(`<img src="/images/${name.replace('.', '\\.')}"`));
  assert.match(html, /<img src="\/_astro\/good\.[^"]+"/);
  assert.match(html, /After the images\./);
  assert.equal((await quireHere(['check', dir, '--strict'])).status, 1);
});

test('an unreadable markdown image on a site.json site stops the build with its file and line, not a stack trace', { timeout: 300_000 }, () => {
  const dir = siteFolder({
    'site.json': JSON.stringify({ name: 'Images', navigation: [{ group: 'Start', pages: ['index'] }] }),
    'docs/index.md': '# Images\n\n![Broken](images/text.png)\n',
    'docs/images/text.png': 'not an image\n',
  });
  folders.push(dir);
  const build = quire(['build', dir], tmpdir());
  assert.notEqual(build.status, 0, build.output);
  assert.doesNotMatch(build.output, STACK_TRACE);
  assert.match(build.output, /index\.md:3:1: images\/text\.png: markdown image: [^\n]*images\/text\.png is no image Quire can read/);
});

test('a docs.json page whose prose MDX cannot parse builds with those characters shown as written, reported as mdx-syntax', { timeout: 300_000 }, async () => {
  const { dist, build, check, strict } = await rotSite();
  assert.equal(check.status, 0, check.output);
  assert.match(check.output, /⚠ mdx-syntax \(3\): [^\n]*prose\/types\.mdx:5:\d+/);
  assert.equal(build.status, 0, build.output);
  assert.doesNotMatch(build.output, STACK_TRACE);
  assert.match(build.output, /prose\/types\.mdx:7:\d+: `\{` in "data: \{json-serialized event\}"/);
  const html = readFileSync(join(dist, 'prose/types/index.html'), 'utf8');
  assert.match(html, /a Map&lt;String, String&gt;, events an Event&lt;StateT&gt;\./);
  assert.match(html, /data: \{json-serialized event\}/);
  assert.match(html, /After the prose\./);
  assert.match(readFileSync(join(dist, 'prose/types.md'), 'utf8'), /After the prose\./);
  // The loader finds these before drawing, so --strict's refusal is the check's (a strict build's
  // refusal of what it reported: 'quire build on a docs.json site', above).
  assert.equal(strict.status, 1, strict.output);
  assert.match(strict.output, /✖ mdx-syntax \(3\)/);
});

test('on a site.json site the same page stops check with its file and line', { timeout: 300_000 }, async () => {
  const dir = siteFolder({
    'site.json': JSON.stringify({ name: 'Prose', navigation: [{ group: 'Start', pages: ['types'] }] }),
    'docs/types.mdx': PROSE_PAGE,
  });
  folders.push(dir);
  const check = await quireHere(['check', dir]);
  assert.equal(check.status, 1, check.output);
  assert.match(check.output, /types\.mdx:5:\d+: `<` in "Headers are a Map<String, String>/);
});
