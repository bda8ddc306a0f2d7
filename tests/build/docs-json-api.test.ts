import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Root } from 'hast';
import { all, one, parseHtml, textOf } from '../support/html-tree.ts';
import { buildFixture, projectRoot, type BuildOutcome } from '../support/run-build.ts';

// The fixture is copied into a git repository of its own: the OpenAPI file committed on one day,
// the pages on another ("Last updated" of a generated page is its OpenAPI file's date).
const siteDir = join(mkdtempSync(join(tmpdir(), 'quire-docs-json-api-')), 'docs-json-api');
// Its own output folder: the fixture built in place (page-stylesheets.test.ts, the browser tests) goes to tests/.builds/docs-json-api.
const out = join(projectRoot, 'tests/.builds/docs-json-api-dated');
const SPEC_DATE = '2025-03-04T05:06:07Z';
const PAGES_DATE = '2025-06-07T08:09:10Z';
const read = (path: string) => readFileSync(join(out, path), 'utf8');
const page = (path: string): Root => parseHtml(read(path), 'page');
let outcome: BuildOutcome;

before(() => {
  cpSync(join(projectRoot, 'tests/fixtures/docs-json-api'), siteDir, { recursive: true });
  const git = (args: string[], date: string) =>
    execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', '-c', 'commit.gpgsign=false', ...args], {
      cwd: siteDir,
      env: { ...process.env, GIT_COMMITTER_DATE: date, GIT_AUTHOR_DATE: date },
      stdio: 'ignore',
    });
  git(['init', '-q'], SPEC_DATE);
  git(['add', 'api'], SPEC_DATE);
  git(['commit', '-qm', 'spec'], SPEC_DATE);
  git(['add', '.'], PAGES_DATE);
  git(['commit', '-qm', 'pages'], PAGES_DATE);
  outcome = buildFixture(siteDir, { outDir: 'tests/.builds/docs-json-api-dated' });
});
after(() => rmSync(join(siteDir, '..'), { recursive: true, force: true }));

const texts = (selector: string, tree: Root) => all(selector, tree).map((element) => textOf(element).trim());
// The column's samples (the playground's dialog shows the same beside its form).
const sampleTabs = (tree: Root) => texts('.api-aside > [data-tabs="samples"] [role="tab"]', tree);
const samplePanel = (tree: Root, language: string) => textOf(one(`.api-aside > [data-tabs="samples"] [data-panel="${language}"] code`, tree));

test("the docs.json API fixture builds; the one language name Mintlify's table lacks is said once, and no operation is called uncovered", () => {
  assert.equal(outcome.status, 0, outcome.output);
  assert.equal(outcome.output.match(/api\.examples\.languages: "cobol": no language of Mintlify's table/g)?.length, 1, outcome.output);
  assert.doesNotMatch(outcome.output, /no page \(add a page with frontmatter openapi/);
});

test('a generated operation page has the chrome of a written page: breadcrumbs, contextual menu, last updated (its OpenAPI file), meta description, previous/next', () => {
  const create = page('api-reference/pets/create-a-pet/index.html');
  assert.deepEqual(texts('nav.eyebrow-breadcrumbs li', create), ['API', 'Pets API', 'Pets']);
  assert.equal(one('quire-contextual', create).properties.dataMarkdown, '/api-reference/pets/create-a-pet.md');
  assert.equal(one('.last-modified time', create).properties.dateTime, new Date(SPEC_DATE).toISOString());
  assert.equal(one('meta[name="description"]', create).properties.content, 'Adds a pet to the shelter.');
  assert.equal(one('.prev-next a.prev', create).properties.href, '/api-reference/pets/list-pets');
  assert.equal(one('.prev-next a.next', create).properties.href, '/api-reference/pets/get-a-pet');
  // "View as Markdown" and "Copy page" have a file to read.
  const markdown = read('api-reference/pets/create-a-pet.md');
  assert.ok(markdown.startsWith('# Create a pet\n'), markdown);
  assert.ok(markdown.includes('`POST /pets`') && markdown.includes('Adds a pet to the shelter.') && markdown.includes('- `name` (string, required)'), markdown);
  assert.ok(read('llms.txt').includes('[Create a pet](/api-reference/pets/create-a-pet.md)'));
});

test('a frontmatter openapi page has the same chrome, dated by its own file', () => {
  const pet = page('reference/pet/index.html');
  assert.deepEqual(texts('nav.eyebrow-breadcrumbs li', pet), ['API', 'Written']);
  assert.equal(one('quire-contextual', pet).properties.dataMarkdown, '/reference/pet.md');
  assert.equal(one('.last-modified time', pet).properties.dateTime, new Date(PAGES_DATE).toISOString());
});

test('api.playground.display "simple" for the site; frontmatter playground "none" and "interactive" per page', () => {
  const create = page('api-reference/pets/create-a-pet/index.html');
  assert.equal(all('form.playground', create).length, 0);
  assert.equal(textOf(one('.api-aside .api-endpoint[aria-label="Endpoint"] code', create)), 'https://pets.example.com/v2/pets');
  const none = page('reference/pet/index.html');
  assert.equal(all('form.playground', none).length, 0);
  assert.equal(all('.api-aside .api-endpoint', none).length, 0);
  assert.equal(all('form.playground', page('reference/adopt/index.html')).length, 1);
});

test('api.examples: languages in the order docs.json lists them, body examples with the required fields only', () => {
  const create = page('api-reference/pets/create-a-pet/index.html');
  // The file's own sample (x-codeSamples) first, as written; "golang" is an alias of Go, whose sample comes from the generator.
  assert.deepEqual(sampleTabs(create), ['Create with the SDK', 'Python', 'cURL', 'Go']);
  assert.equal(samplePanel(create, 'spec-0'), "import { Pets } from 'pets-sdk';\nawait new Pets().create({ name: 'Rex' });");
  // The older spelling, x-code-samples, and a sample without a label, named by its language; an entry without a source string is left out.
  assert.deepEqual(sampleTabs(page('api-reference/pets/list-pets/index.html')), ['bash', 'Python', 'cURL', 'Go']);
  const go = samplePanel(create, 'go');
  assert.ok(go.includes('http.NewRequest("POST", requestUrl, payload)') && go.includes('"name": "Rex"'), go);
  const curl = samplePanel(create, 'curl');
  assert.ok(curl.includes('"name": "Rex"'), curl);
  assert.ok(!curl.includes('nickname') && !curl.includes('owner'), curl);
});

test('api.params.expanded "all" opens nested fields; api.url "full" shows the whole URL; the file\'s servers, not api.mdx.server, on OpenAPI pages', () => {
  const create = page('api-reference/pets/create-a-pet/index.html');
  const nested = all('.api-main details.api-children', create);
  assert.ok(nested.length > 0);
  for (const details of nested) assert.equal(details.properties.open, true);
  assert.equal(textOf(one('.api-endpoint-heading code', create)), 'https://pets.example.com/v2/pets');
});

test('an endpoint an MDX page defines (frontmatter api): api.mdx.server and api.mdx.auth, its ParamFields in the playground and samples', () => {
  const studio = page('reference/studio/index.html');
  assert.equal(textOf(one('.api-endpoint-heading code', studio)), 'https://api.example.com/v1/studios');
  assert.equal(textOf(one('.api-endpoint-heading .api-method', studio)), 'POST');
  // The page's own text documents it: no generated parameter sections beside its ParamFields.
  assert.equal(all('section.api-section', studio).length, 0);
  assert.ok(textOf(one('.api-main', studio)).includes('Studios are written here'));
  const form = one('form.playground', studio);
  assert.equal(textOf(one('.pg-base-url-fixed', form)), 'https://api.example.com/v1');
  const fields = all('[data-field]', form).map((control) => control.properties.dataField);
  assert.ok(fields.includes('authKey') && fields.includes('query:dryRun') && fields.includes('body'), String(fields));
  const curl = samplePanel(studio, 'curl');
  assert.ok(curl.includes("--header 'X-Api-Key: <API_TOKEN>'"), curl);
  // defaults "required": the required body field only; the ParamField shown in a code block is no field.
  assert.ok(curl.includes('"name": "string"') && !curl.includes('city') && !curl.includes('shownOnly'), curl);
  assert.deepEqual(sampleTabs(studio), ['Python', 'cURL', 'Go']);
  assert.equal(one('.last-modified time', studio).properties.dateTime, new Date(PAGES_DATE).toISOString());
});

test('errors.404.redirect: the 404 page leads to the home page', () => {
  const notFound = page('404.html');
  assert.equal(one('meta[http-equiv="refresh"]', notFound).properties.content, '0; url=/');
  assert.equal(one('body a', notFound).properties.href, '/');
  assert.ok(existsSync(join(out, 'index.html')));
});
