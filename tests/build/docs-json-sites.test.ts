import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { CORPUS_ROOT, corpusSkip } from '../support/corpus.ts';
import { projectRoot, quire } from '../cli/quire-process.ts';
import { problemKeys as keys, type Report, reportOf } from '../support/problem-report.ts';

// Builds render pages: run under the shared build lock (`flock /tmp/quire-build.lock …`).
const SITES = join(CORPUS_ROOT, 'docs-json/sites');
const FIXTURE = fileURLToPath(new URL('../fixtures/docs-json-site', import.meta.url));

const folders: string[] = [];
after(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** A copy of a site in a temporary folder: builds never write beside the originals. */
function copyOf(source: string): string {
  const root = mkdtempSync(join(tmpdir(), 'quire-docs-json-'));
  folders.push(root);
  const dir = join(root, 'site');
  cpSync(source, dir, { recursive: true });
  return dir;
}

function filesOf(dir: string, skip: (path: string) => boolean = () => false): string[] {
  const found: string[] = [];
  const visit = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (skip(path)) continue;
      if (statSync(path).isDirectory()) visit(path);
      else found.push(relative(dir, path));
    }
  };
  visit(dir);
  return found.sort();
}

/** Every file of the site folder with its content hash, the build's output folder left out. */
function fingerprint(dir: string): string {
  const hash = createHash('sha256');
  for (const file of filesOf(dir, (path) => path === join(dir, 'dist'))) hash.update(`${file}\0`).update(readFileSync(join(dir, file)));
  return hash.digest('hex');
}

/** The page entries docs.json lists (not operation entries), read from the file itself. */
function listedPages(navigation: unknown, out: string[] = []): string[] {
  if (Array.isArray(navigation)) for (const item of navigation) listedPages(item, out);
  else if (navigation && typeof navigation === 'object') {
    for (const [key, value] of Object.entries(navigation)) {
      if (key === 'global') continue;
      if (key === 'pages' && Array.isArray(value)) {
        for (const page of value) {
          if (typeof page === 'string' && !/^(\S+\s+)?(get|post|put|patch|delete|webhook)\s/i.test(page)) out.push(page.replace(/^\/+/, ''));
          else listedPages(page, out);
        }
      } else listedPages(value, out);
    }
  }
  return out;
}

const builtPage = (dist: string, id: string) => join(dist, id === 'index' ? 'index.html' : `${id.replace(/\/index$/, '')}/index.html`);

/** Mintlify components written in the pages; none may reach the HTML as a tag. */
const RAW_COMPONENT =
  /<(Card|CardGroup|Steps|Step|Tabs|Tab|Accordion|AccordionGroup|ResponseField|ParamField|Expandable|Frame|Note|Tip|Warning|Info|Check|Danger|Update|Tooltip|Latex|Icon|PrimaryButton|Banner|StatusWidget)[\s>/]/;

interface Built {
  dir: string;
  dist: string;
  output: string;
  pages: string[];
  /** What `quire build --reporter json` reported. */
  report: Report;
}

/** The counts every process of a build wrote (tests/support/count-reads.cjs), summed by file. */
function readsOf(folder: string, prefix: string): Map<string, number> {
  const total = new Map<string, number>();
  for (const name of readdirSync(folder).filter((entry) => entry.startsWith(`${prefix}.`))) {
    for (const [file, times] of Object.entries(JSON.parse(readFileSync(join(folder, name), 'utf8')) as Record<string, number>)) total.set(file, (total.get(file) ?? 0) + times);
  }
  return total;
}

/**
 * loadSite is the one reader of the folder: docs.json once, each page at most twice (the loader
 * and Astro's content store), each OpenAPI file at most twice.
 */
function assertReadOnce(dir: string, reads: Map<string, number>) {
  const config = join(dir, 'docs.json');
  assert.equal(reads.get(config), 1, `docs.json opened ${reads.get(config)} times`);
  const pages = [...reads].filter(([file]) => /\.mdx?$/.test(file) && !file.includes('/dist/'));
  assert.ok(pages.length > 0, 'no page read');
  assert.deepEqual(
    pages.filter(([, times]) => times > 2),
    [],
    'pages opened more than twice',
  );
  assert.deepEqual(
    [...reads].filter(([file, times]) => /\.(ya?ml|json)$/.test(file) && file !== config && !file.includes('/dist/') && times > 2),
    [],
    'specs opened more than twice',
  );
}

/**
 * A copy built as a user builds it, checked first: `quire check` is the build's judgement without
 * the drawing, so both name the same problems (kind, severity, file and line) and pass alike. The
 * build's own openings of the site's files are counted from JavaScript (tests/support/count-reads.cjs).
 */
function buildCopy(source: string): Built {
  const dir = copyOf(source);
  const before = fingerprint(dir);
  const check = quire(['check', dir, '--links', 'warn', '--reporter', 'json'], tmpdir());
  const counted = join(dir, '..');
  const run = quire(['build', dir, '--links', 'warn', '--reporter', 'json'], tmpdir(), {
    NODE_OPTIONS: `--require ${join(projectRoot, 'tests/support/count-reads.cjs')}`,
    QUIRE_COUNT_READS_UNDER: `${dir}/`,
    QUIRE_COUNT_READS_OUT: join(counted, 'reads'),
  });
  assert.equal(run.status, 0, run.output);
  assert.equal(fingerprint(dir), before, 'the build changed a file of the site folder');
  const checked = reportOf(check.stdout, 'check');
  const report = reportOf(run.stdout, 'build');
  assert.equal(check.status, run.status, check.output);
  assert.equal(checked.ok, report.ok);
  assert.deepEqual(keys(checked), keys(report), 'quire check and quire build name the same problems');
  assertReadOnce(dir, readsOf(counted, 'reads'));
  const dist = join(dir, 'dist');
  const published = filesOf(dist);
  // The sources are never published: pages, snippets, docs.json.
  assert.deepEqual(
    published.filter((file) => /\.mdx$|\.jsx$|(^|\/)docs\.json$/.test(file)),
    [],
  );
  const html = published.filter((file) => file.endsWith('.html'));
  const raw = html.filter((file) => RAW_COMPONENT.test(readFileSync(join(dist, file), 'utf8')));
  assert.deepEqual(raw, [], 'pages with a component left as a raw tag');
  const docsJson = JSON.parse(readFileSync(join(dir, 'docs.json'), 'utf8'));
  const pages = listedPages(docsJson.navigation);
  for (const page of pages) assert.ok(existsSync(builtPage(dist, page)), `navigation page ${page} not built`);
  return { dir, dist, output: run.output, pages, report };
}

const S1 = join(SITES, 'Sajal0208+vocobase-api-docs');
const S2 = join(SITES, 'Safefy-Pay+docs');
const S3 = join(SITES, 'hoppscotch+docs');

test('S1: a group with openapi and no pages gets its 53 operations at the URLs Mintlify gives them', { skip: corpusSkip(S1), timeout: 300_000 }, () => {
  const { dist, pages, report } = buildCopy(S1);
  assert.equal(pages.length, 23);
  assert.ok(report.problems.length > 0, 'a real site with no problem at all would not test that check and build agree');
  const generated = filesOf(join(dist, 'api-reference')).filter((file) => file.endsWith('index.html'));
  assert.equal(generated.length, 53);
  const page = readFileSync(join(dist, 'api-reference/config/get-partner-configuration/index.html'), 'utf8');
  assert.match(page, /<title>Get partner configuration – /);
  assert.match(page, /api-method-get">GET</);
  // The generated pages are in the sidebar, grouped by tag.
  assert.match(readFileSync(join(dist, 'index.html'), 'utf8'), /href="\/api-reference\/config\/get-partner-configuration"/);
});

test('S2: languages at the root and under en/, frontmatter openapi pages render from the spec, static files beside docs.json', { skip: corpusSkip(S2), timeout: 300_000 }, () => {
  const { dist, pages, report } = buildCopy(S2);
  assert.equal(pages.length, 68);
  assert.ok(report.problems.length > 0, 'a real site with no problem at all would not test that check and build agree');
  const home = readFileSync(join(dist, 'index.html'), 'utf8');
  for (const tab of ['Documentação', 'API']) assert.ok(home.includes(`>${tab}<`), `tab ${tab} not on the home page`);
  const api = readFileSync(join(dist, 'en/api-reference/customers/get/index.html'), 'utf8');
  assert.match(api, /api-method-get">GET</);
  assert.match(api, /\/v1\/customers\/\{id\}/);
  for (const file of ['favicon.ico', 'images/hero-light.png', 'logo/dark.svg']) assert.ok(existsSync(join(dist, file)), `${file} not published`);
});

test('S3: anchors on the home page, every local image of the pages published', { skip: corpusSkip(S3), timeout: 300_000 }, () => {
  const { dir, dist, output, report } = buildCopy(S3);
  assert.ok(report.problems.length > 0, 'a real site with no problem at all would not test that check and build agree');
  const home = readFileSync(join(dist, 'index.html'), 'utf8');
  for (const anchor of ['Documentation', 'Guides', 'Support', 'Download', 'Changelog']) assert.ok(home.includes(`>${anchor}<`), `anchor ${anchor} not on the home page`);
  const images = filesOf(join(dir, 'images')).map((file) => `images/${file}`);
  const missing = images.filter((file) => !existsSync(join(dist, file)));
  assert.deepEqual(missing, []);
  // A page imports a snippet's exported component: it renders, and the build names nothing unknown.
  assert.doesNotMatch(output, /PrimaryButton.*(unknown|not found)/i);
});

test('a docs.json fixture: tabs, nested groups, a generated API group, an operation entry, a snippet and an image', { timeout: 300_000 }, () => {
  const { dist, report } = buildCopy(FIXTURE);
  const home = readFileSync(join(dist, 'index.html'), 'utf8');
  assert.match(home, /Hello from the snippet\./);
  assert.match(home, /src="\/images\/diagram\.png"/);
  assert.ok(existsSync(join(dist, 'images/diagram.png')));
  for (const tab of ['Guides', 'API']) assert.ok(home.includes(`>${tab}<`), `tab ${tab} missing`);
  assert.match(home, />Advanced</);
  for (const id of ['api-reference/pets/list-pets', 'api-reference/pets/create-a-pet', 'api-reference/pets/get-a-pet']) {
    assert.ok(existsSync(join(dist, id, 'index.html')), `${id} not built`);
  }
  const create = readFileSync(join(dist, 'api-reference/pets/create-a-pet/index.html'), 'utf8');
  assert.match(create, /api-method-post">POST</);
  assert.match(create, /<title>Create a pet – Fixture Docs/);
  // The OpenAPI file is a static file of the site; docs.json and the pages' sources are not.
  assert.ok(existsSync(join(dist, 'api/openapi.json')));
  assert.ok(!existsSync(join(dist, 'docs.json')) && !existsSync(join(dist, 'snippets/hello.mdx')));
  assert.deepEqual(
    report.problems.filter((problem) => problem.kind === 'broken-link'),
    [],
  );
});
