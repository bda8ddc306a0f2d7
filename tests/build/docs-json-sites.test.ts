import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { CORPUS_ROOT, corpusSkip } from '../support/corpus.ts';
import { quire } from '../cli/quire-process.ts';

// Builds render pages: run under the shared build lock (`flock /tmp/quire-build.lock …`).
const SITES = join(CORPUS_ROOT, 'docs-json/sites');
const FIXTURE = fileURLToPath(new URL('../fixtures/docs-json-site', import.meta.url));

const folders: string[] = [];
after(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** A copy of a site in a temporary folder: builds never write beside the originals. */
function copyOf(source: string): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'quire-docs-json-')), 'site');
  cpSync(source, dir, { recursive: true });
  folders.push(dir);
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
}

function buildCopy(source: string): Built {
  const dir = copyOf(source);
  const before = fingerprint(dir);
  const run = quire(['build', dir, '--links', 'warn'], tmpdir());
  assert.equal(run.status, 0, run.output);
  assert.equal(fingerprint(dir), before, 'the build changed a file of the site folder');
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
  return { dir, dist, output: run.output, pages };
}

const S1 = join(SITES, 'Sajal0208+vocobase-api-docs');
const S2 = join(SITES, 'Safefy-Pay+docs');
const S3 = join(SITES, 'hoppscotch+docs');

test('S1: a group with openapi and no pages gets its 53 operations at the URLs Mintlify gives them', { skip: corpusSkip(S1), timeout: 300_000 }, () => {
  const { dist, pages } = buildCopy(S1);
  assert.equal(pages.length, 23);
  const generated = filesOf(join(dist, 'api-reference')).filter((file) => file.endsWith('index.html'));
  assert.equal(generated.length, 53);
  const page = readFileSync(join(dist, 'api-reference/config/get-partner-configuration/index.html'), 'utf8');
  assert.match(page, /<title>Get partner configuration – /);
  assert.match(page, /api-method-get">GET</);
  // The generated pages are in the sidebar, grouped by tag.
  assert.match(readFileSync(join(dist, 'index.html'), 'utf8'), /href="\/api-reference\/config\/get-partner-configuration"/);
});

test('S2: languages at the root and under en/, frontmatter openapi pages render from the spec, static files beside docs.json', { skip: corpusSkip(S2), timeout: 300_000 }, () => {
  const { dist, pages } = buildCopy(S2);
  assert.equal(pages.length, 68);
  const home = readFileSync(join(dist, 'index.html'), 'utf8');
  for (const tab of ['Documentação', 'API']) assert.ok(home.includes(`>${tab}<`), `tab ${tab} not on the home page`);
  const api = readFileSync(join(dist, 'en/api-reference/customers/get/index.html'), 'utf8');
  assert.match(api, /api-method-get">GET</);
  assert.match(api, /\/v1\/customers\/\{id\}/);
  for (const file of ['favicon.ico', 'images/hero-light.png', 'logo/dark.svg']) assert.ok(existsSync(join(dist, file)), `${file} not published`);
});

test('S3: anchors on the home page, every local image of the pages published', { skip: corpusSkip(S3), timeout: 300_000 }, () => {
  const { dir, dist, output } = buildCopy(S3);
  const home = readFileSync(join(dist, 'index.html'), 'utf8');
  for (const anchor of ['Documentation', 'Guides', 'Support', 'Download', 'Changelog']) assert.ok(home.includes(`>${anchor}<`), `anchor ${anchor} not on the home page`);
  const images = filesOf(join(dir, 'images')).map((file) => `images/${file}`);
  const missing = images.filter((file) => !existsSync(join(dist, file)));
  assert.deepEqual(missing, []);
  // A page imports a snippet's exported component: it renders, and the build names nothing unknown.
  assert.doesNotMatch(output, /PrimaryButton.*(unknown|not found)/i);
});

test('a docs.json fixture: tabs, nested groups, a generated API group, an operation entry, a snippet and an image', { timeout: 300_000 }, () => {
  const { dist, output } = buildCopy(FIXTURE);
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
  assert.doesNotMatch(output, /broken link/);
});
