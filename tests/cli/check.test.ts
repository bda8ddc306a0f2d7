import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { after, test } from 'node:test';
import { SCRIPT_URL_LINES } from '../support/script-url-fixture.ts';
import { projectRoot, quire, quireHere, siteFolder, STACK_TRACE } from './quire-process.ts';

const folders: string[] = [];
const folder = (files: Record<string, string>) => {
  const dir = siteFolder(files);
  folders.push(dir);
  return dir;
};
/** A copy of a fixture site outside the repository, so paths are shown as a user outside sees them. */
const fixtureCopy = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `quire-${name}-`));
  cpSync(join(projectRoot, 'tests/fixtures', name), dir, { recursive: true });
  folders.push(dir);
  return dir;
};
after(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const SITE = JSON.stringify({ name: 'Outside', navigation: [{ group: 'Start', pages: ['index', 'guides/setup'] }] });

test('quire check on a clean folder outside the repository: exit 0 and a summary', () => {
  const dir = folder({
    'site.json': SITE,
    'docs/index.md': '# Home\n\n[Setup](/guides/setup#install) [logo](/logo.svg) [llms](/llms.txt)\n',
    'docs/guides/setup.md': '# Setup\n\n## Install\n',
    'public/logo.svg': '<svg/>',
  });
  const run = quire(['check'], dir);
  assert.equal(run.status, 0, run.output);
  assert.match(run.stdout, /✓ site\.json, 2 pages, 3 links: nothing the build would refuse in \d+ ms/);
});

test('quire check on a broken site.json: exit 1 with the same path-named errors as the build', async () => {
  const dir = fixtureCopy('broken-config');
  const run = await quireHere(['check', dir]);
  assert.equal(run.status, 1);
  assert.match(run.stderr, /site\.json has 5 problems:/);
  for (const expected of [
    '✖ navigation[0].pages (line 6, column 18) is required (an array of page paths and nested groups); found only "group", "pgaes"\n      hint: found "pgaes": did you mean "pages"?',
    '✖ colors.primary (line 4, column 26): expected a hex colour like "#0d9373" (#rgb or #rrggbb), found "green"',
    '✖ footerSocials.x (line 7, column 27): expected one of the allowed keys',
  ])
    assert.ok(run.stderr.includes(expected), `missing:\n${expected}\n--- output ---\n${run.output}`);
  assert.match(run.stderr, /site\.json: 2 keys outside the site\.json contract, ignored:/);
  assert.doesNotMatch(run.output, STACK_TRACE);
});

test('quire check names navigation entries without a page, with line and column and the closest page', () => {
  const dir = fixtureCopy('missing-pages');
  const run = quire(['check', '.'], dir);
  assert.equal(run.status, 1);
  assert.match(
    run.stderr,
    /✖ navigation\[0\]\.pages\[1\] \(line 4, column 44\): expected a page under docs\/, found "quickstrat", which has no \.md or \.mdx file\n\s+hint: did you mean "quickstart"\?/,
  );
});

test('broken links: quire check reports what the build reports; --links warn makes them warnings and exits 0', () => {
  const dir = fixtureCopy('broken-links');
  const run = quire(['check'], dir);
  assert.equal(run.status, 1, run.output);
  assert.match(run.stderr, /The pages have 4 broken links:/);
  for (const line of [
    '✖ docs/guides/install.mdx:7:26: ./usage#configuer: /guides/usage has no heading or element with id "configuer"\n      hint: did you mean #configure?',
    '✖ docs/guides/install.mdx:9:1: /guides/usgae: /guides/usgae is no page or file of this site\n      hint: did you mean /guides/usage?',
    '✖ docs/index.md:9:9: /guides/instal: /guides/instal is no page or file of this site\n      hint: did you mean /guides/install?',
    '✖ docs/index.md:13:38: #overveiw: this page has no heading or element with id "overveiw"\n      hint: did you mean #overview?',
  ])
    assert.ok(run.stderr.includes(line), `missing:\n${line}\n--- output ---\n${run.output}`);
  assert.doesNotMatch(run.output, /example\.invalid|mailto|not-checked|#requirements|#configure:/);

  const warned = quire(['check', '--links', 'warn'], dir);
  assert.equal(warned.status, 0, warned.output);
  assert.match(warned.stderr, /The pages have 4 broken links:[\s\S]*\(--links warn: the build would go on\)/);
  assert.match(warned.stdout, /✓ site\.json, 3 pages/);
});

test('script URLs in pages: quire check names each as the build does, and --links warn does not let them through', () => {
  const dir = fixtureCopy('script-urls');
  for (const args of [['check'], ['check', '--links', 'warn']]) {
    const run = quire(args, dir);
    assert.equal(run.status, 1, `${args.join(' ')}: ${run.output}`);
    assert.match(run.stderr, /The pages have 14 script URLs, refused as in site\.json/);
    for (const line of SCRIPT_URL_LINES) assert.ok(run.stderr.includes(`✖ ${line}`), `missing:\n${line}\n--- output ---\n${run.output}`);
    assert.match(run.stdout, /✖ quire build would refuse this site/);
    assert.doesNotMatch(run.output, STACK_TRACE);
  }
});

test('quire check refuses unknown MDX components as the build does: file, line, closest name', () => {
  const dir = fixtureCopy('unknown-component');
  const run = quire(['check'], dir);
  assert.equal(run.status, 1, run.output);
  assert.ok(run.stderr.includes('✖ docs/guides/setup.mdx:10:1: <CardGrup> is not a component Quire knows; did you mean <CardGroup>?'), run.output);
  assert.match(run.stderr, /setup\.mdx:14:\d+: <Tooltipp> is not a component Quire knows; did you mean <Tooltip>\?/);
  assert.doesNotMatch(run.output, /<Custom>|<Note>|<Card> is not/);
});

test('a folder without site.json says where Quire looked; with a mint.json it suggests quire migrate', () => {
  const empty = folder({ 'docs/index.md': '# x' });
  const none = quire(['check', empty], tmpdir());
  assert.equal(none.status, 1);
  assert.ok(none.stderr.includes(`No site.json in`) && none.stderr.includes(`(looked for ${join(empty, 'site.json')})`), none.output);
  assert.doesNotMatch(none.stderr, /migrate/);
  assert.ok(none.stderr.includes(`Run \`npx quire init ${basename(empty)}\` for a starter site there`), none.output);
  const throughNpmRun = quire(['build', empty], tmpdir(), { npm_lifecycle_event: 'quire', INIT_CWD: tmpdir() });
  assert.ok(throughNpmRun.stderr.includes(`Run \`npm run quire -- init ${basename(empty)}\``), throughNpmRun.output);

  const mintlify = folder({ 'mint.json': '{"name":"M","navigation":[]}', 'index.mdx': '# x' });
  for (const command of ['check', 'build']) {
    const run = quire([command, mintlify], tmpdir());
    assert.equal(run.status, 1, `${command}: ${run.output}`);
    assert.match(run.stderr, /this looks like a Mintlify site\. Run `npx quire migrate .*` to turn it into a Quire site in a new folder\./);
    assert.doesNotMatch(run.output, STACK_TRACE);
  }
  // Without its second folder, quire migrate explains itself (or, in a copy without src/migrate/, says it is not there yet).
  const migrate = quire(['migrate', mintlify], tmpdir());
  assert.notEqual(migrate.status, 0);
  assert.match(migrate.stderr, /quire migrate needs two folders: SRC .* and DEST/);
});

test('no input crashes quire check: every hostile site.json gets located errors, exit 1, no stack trace', async () => {
  let deep = '{"group":"g","pages":["index"]}';
  for (let i = 0; i < 3000; i++) deep = `{"group":"g","pages":[${deep}]}`;
  const cases: Record<string, [string | Buffer, RegExp]> = {
    'a comment': ['{"name": "A", // no\n "navigation": []}', /line 1, column 15: expected JSON, found a comment/],
    'a NUL byte': ['{"name": "A\u0000"}', /line 1, column 12: expected JSON text, found a NUL byte/],
    'an empty file': ['', /line 1, column 1: expected a JSON object, found an empty file/],
    'a top level array': ['[1, 2]', /\(top level\): expected a JSON object .*, found an array of 2 items/],
    'a top level string': ['"site"', /\(top level\): expected a JSON object/],
    'wrong types': [
      '{"name": 5, "navigation": {"a": 1}, "colors": [], "tabs": [null], "api": {"auth": []}}',
      /✖ name \(line 1, column \d+\): expected the project name \(a string\), found number 5\n[\s\S]*✖ navigation \(line 1, column \d+\): expected an array of groups/,
    ],
    '__proto__ keys': [
      '{"name": "A", "navigation": [{"group": "G", "pages": [{"__proto__": {"group": "x"}}]}], "colors": {"__proto__": {"primary": "#fff"}}}',
      /navigation\[0\]\.pages\[0\]\.group \(line 1, column \d+\) is required/,
    ],
    'deep nesting': [`{"name": "A", "navigation": [${deep}]}`, /at most 64 levels of nesting/],
    'deep arrays': [`{"name": "A", "navigation": ${'['.repeat(50_000)}${']'.repeat(50_000)}}`, /at most 64 levels of nesting/],
    'a merge conflict': ['{\n<<<<<<< HEAD\n"name": "A"\n}', /line 2, column 1: expected JSON, found a merge-conflict marker "<<<<<<<"/],
  };
  const dir = folder({ 'docs/index.md': '# Home\n' });
  // Each case in this process (the messages and the exit code are what is asserted); the deepest
  // input also as a user runs it: its own process, through bin/quire.mjs.
  for (const [name, [text, expected]] of Object.entries(cases)) {
    writeFileSync(join(dir, 'site.json'), text);
    const runs = name === 'deep arrays' ? [await quireHere(['check', dir]), quire(['check'], dir)] : [await quireHere(['check', dir])];
    for (const run of runs) {
      assert.equal(run.status, 1, `${name}: ${run.output}`);
      assert.match(run.stderr, expected, name);
      assert.doesNotMatch(run.output, STACK_TRACE, name);
    }
  }
  // A byte-order mark is ignored; a navigation of 100,000 entries is fine.
  writeFileSync(join(dir, 'site.json'), `\uFEFF${JSON.stringify({ name: 'A', navigation: [{ group: 'G', pages: new Array(100_000).fill('index') }] })}`);
  const bom = quire(['check'], dir);
  assert.equal(bom.status, 0, bom.output);
});

test('quire check reads a site of 400 pages and checks all its 8,800 links and anchors', () => {
  const files: Record<string, string> = {};
  const pages: string[] = [];
  for (let i = 0; i < 400; i++) {
    const id = `section-${i % 20}/page-${i}`;
    pages.push(id);
    files[`docs/${id}.md`] =
      `---\ntitle: Page ${i}\n---\n\n# Page ${i}\n\n## Usage\n\nSee [the next page](/section-${(i + 1) % 20}/page-${(i + 1) % 400}#usage) and [home](/).\n\n${'Some text with a [link](#usage). '.repeat(20)}\n\n\`\`\`js\nconst x = ${i};\n\`\`\`\n`;
  }
  files['docs/index.md'] = '# Home\n';
  files['site.json'] = JSON.stringify({ name: 'Big', navigation: [{ group: 'All', pages: ['index', ...pages] }] });
  const dir = folder(files);
  const run = quire(['check'], dir);
  assert.equal(run.status, 0, run.output);
  assert.match(run.stdout, /401 pages, 8800 links/);
  // How long it takes is measured by the benchmark (npm run bench), never asserted here: a test
  // that can fail on a busy machine is a flaky test.
});

test('quire check names frontmatter that is not valid YAML by file and line, as the build does: a warning (the page is built without it), an error with --strict', () => {
  const dir = folder({ 'site.json': SITE, 'docs/index.md': '# Home\n', 'docs/guides/setup.md': '---\ntitle: Setup\ntags: [a, b\n---\n# Setup\n' });
  const run = quire(['check'], dir);
  assert.equal(run.status, 0, run.output);
  assert.match(run.stderr, /A page has frontmatter that cannot be read; the pages are built without it:\n {2}⚠ docs\/guides\/setup\.md:3:\d+: frontmatter is not valid YAML/);
  const strict = quire(['check', '--strict'], dir);
  assert.equal(strict.status, 1, strict.output);
  assert.match(strict.stderr, /A page has frontmatter that cannot be read:\n {2}✖ docs\/guides\/setup\.md:3:\d+: frontmatter is not valid YAML/);
  assert.doesNotMatch(run.output, STACK_TRACE);
});

test('missing images: quire check reports what the build reports; --links warn makes them warnings, a missing markdown image the build would bundle too', () => {
  const dir = fixtureCopy('broken-images');
  const run = quire(['check'], dir);
  assert.equal(run.status, 1, run.output);
  assert.match(run.stderr, /The site has 5 images that are missing:/);
  for (const line of [
    '✖ site.json:3:49: /logo/dark.svg: logo.dark: /logo/dark.svg is no file in public/',
    '✖ docs/index.mdx:8:3: /deployment/images/server.png: src of <img>: /deployment/images/server.png is no file in public/\n      hint: did you mean /guides/deployment/images/server.png?',
    '✖ docs/index.mdx:11:1: /images/hero@2x.png: srcset of <img>: /images/hero@2x.png is no file in public/\n      hint: did you mean /images/hero.png?',
  ])
    assert.ok(run.stderr.includes(line), `missing:\n${line}\n--- output ---\n${run.output}`);
  assert.doesNotMatch(run.output, /diagram|deploy\.md:11|example\.invalid|in-code/);

  const warned = quire(['check', '--links', 'warn'], dir);
  assert.equal(warned.status, 0, warned.output);
  assert.match(warned.stderr, /The site has 5 images that are missing:[\s\S]*\(--links warn: the build would go on\)/);

  // A relative markdown image that is missing is a warning too: the build keeps it as the URL it was looked for at.
  writeFileSync(join(dir, 'docs/guides/deploy.md'), '# Deploy\n\n![Diagram](images/diagarm.png)\n');
  const bundled = quire(['check', '--links', 'warn'], dir);
  assert.equal(bundled.status, 0, bundled.output);
  assert.ok(
    bundled.stderr.includes(
      '⚠ docs/guides/deploy.md:3:1: images/diagarm.png: markdown image: docs/guides/images/diagarm.png does not exist (a markdown image named by a relative path is bundled from beside its page)\n      hint: did you mean images/diagram.png?',
    ),
    bundled.output,
  );
});

test('a broken link to a folder is offered the page inside it, not a sibling fewer letters away', async () => {
  const dir = folder({
    'site.json': JSON.stringify({ name: 'Clients', navigation: [{ group: 'Clients', pages: ['index', 'documentation/clients/web/pwa', 'documentation/clients/cli/overview'] }] }),
    'docs/index.md': '# Home\n\nSee [the CLI](/documentation/clients/cli).\n',
    'docs/documentation/clients/web/pwa.md': '# PWA\n',
    'docs/documentation/clients/cli/overview.md': '# CLI\n',
  });
  const run = await quireHere(['check', dir]);
  assert.equal(run.status, 1, run.output);
  assert.match(run.stderr, /\/documentation\/clients\/cli is no page or file of this site.*did you mean \/documentation\/clients\/cli\/overview\?/s);
  assert.doesNotMatch(run.stderr, /did you mean \/documentation\/clients\/web\/pwa/);
});

test('through `npm run quire`, a relative folder is read from where the user typed (INIT_CWD) and messages name files from there', () => {
  const standing = folder({});
  const dir = join(standing, 'my-site');
  cpSync(join(projectRoot, 'tests/fixtures/unknown-component'), dir, { recursive: true });
  // npm starts the script in the package's folder: the process begins in this repository, not in `standing`.
  const run = quire(['check', 'my-site'], projectRoot, { npm_lifecycle_event: 'quire', INIT_CWD: standing });
  assert.equal(run.status, 1, run.output);
  assert.ok(run.stderr.includes(`✖ ${join('my-site', 'docs/guides/setup.mdx')}:10:1: <CardGrup> is not a component Quire knows`), run.output);
});
