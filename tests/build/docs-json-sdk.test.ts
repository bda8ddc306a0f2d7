import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { all, one, parseHtml, textOf } from '../support/html-tree.ts';
import { buildFixture, projectRoot } from '../support/run-build.ts';

// A docs.json with TypeDoc `sdk` exports on a tab and a group, built as a reader gets it: TypeDoc's
// groups in the sidebar, a page per declaration with its signature's names linked across pages,
// `.md` copies and llms.txt lines; the export, listed in .mintignore as Mintlify advises, is read
// and not published; a missing export and a format Quire does not read are warnings.
const out = join(projectRoot, 'tests/.builds/docs-json-sdk');
const page = (path: string) => readFileSync(join(out, path), 'utf8');

test('sdk exports: TypeDoc groups in the sidebar, declaration pages with linked names and members, .md copies, llms.txt; the export itself is not published', { timeout: 300_000 }, () => {
  const { status, output } = buildFixture('tests/fixtures/docs-json-sdk');
  assert.equal(status, 0, output);
  assert.match(
    output,
    /⚠ navigation\.tabs\[0\]\.groups\[2\]\.sdk\.source \(line 13, column \d+\): expected a TypeDoc JSON export \(typedoc --json\), found "sdk-artifacts\/gone\.json": no such file in the site folder/,
  );
  assert.match(output, /navigation\.tabs\[2\]\.sdk \(Quire makes SDK pages from TypeDoc's JSON only, not from "javadoc"\)/);

  const client = parseHtml(page('sdk/typescript/client/index.html'), 'page');
  assert.deepEqual(all('#sidebar .sidebar-heading', client).map(textOf), ['Namespaces', 'Webhooks', 'Functions', 'Enumerations', 'Classes', 'Interfaces', 'Type Aliases', 'Variables', 'Functions']);
  assert.equal(textOf(one('.sdk-declaration', client)).trim(), 'class Client');
  assert.deepEqual(
    all('.sdk-member', client).map((node) => node.properties.dataMember),
    ['constructor', 'baseUrl', 'fetchPlant', 'getPlant'],
  );
  assert.equal(one('#getplant', client).tagName, 'h3');
  assert.equal(one('[data-member="fetchPlant"] .sdk-deprecated a', client).properties.href, '/sdk/typescript/client#getplant');
  assert.deepEqual(all('.toc a', client).map(textOf).slice(0, 3), ['Example', 'Constructors', 'constructor']);

  const listPlants = parseHtml(page('sdk/typescript/listplants/index.html'), 'page');
  assert.deepEqual(
    all('.sdk-declaration a', listPlants).map((node) => `${textOf(node)} ${node.properties.href}`),
    ['Client /sdk/typescript/client', 'PlantKind /sdk/typescript/plantkind', 'Page /sdk/typescript/page', 'Plant /sdk/typescript/plant'],
  );
  // The group's pages come first, then the export's groups, under the group's own directory.
  const beta = parseHtml(page('sdk-overview/index.html'), 'page');
  assert.ok(all('#sidebar a', beta).some((node) => node.properties.href === '/sdk/beta/client'));

  assert.match(
    page('sdk/typescript/client.md'),
    /^# Client\n\n```ts\nclass Client\n```\n\nA client for the Plants API\.\n\n## Constructors\n\n### constructor\n\n- `new Client\(options: ClientOptions\)`/,
  );
  assert.match(page('llms.txt'), /- \[listPlants\]\(\/sdk\/typescript\/listplants\.md\)/);
  assert.equal(existsSync(join(out, 'sdk-artifacts')), false, 'the export is read, not published');
  assert.match(page('old-sdk/index.html'), /this page still builds/);
  // A page targeting one symbol: its own text, then the class; its group lists only the pages written for it.
  const guide = parseHtml(page('client-guide/index.html'), 'page');
  assert.match(textOf(one('article', guide)), /Create one client per process and share it\.[\s\S]*class Client[\s\S]*getPlant\(id: string\)/);
  assert.equal(existsSync(join(out, 'guide')), false, 'no generated pages under the group that has a page of its own');
  // Every page, generated ones included, is in the search index.
  const pages = readdirSync(out, { recursive: true }).filter((file) => String(file).endsWith('index.html')).length;
  assert.equal(JSON.parse(page('pagefind/pagefind-entry.json')).languages.en.page_count, pages);
});
