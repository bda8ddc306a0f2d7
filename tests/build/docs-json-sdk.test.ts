import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { all, one, parseHtml, textOf } from '../support/html-tree.ts';
import { buildFixture, projectRoot } from '../support/run-build.ts';

// A docs.json with `sdk` artifacts of the five formats Mintlify reads (TypeDoc's JSON on a tab and
// groups; Javadoc, Sphinx, DocFX and phpDocumentor on tabs), built as a reader gets it: each tool's
// groups in the sidebar, a page per declaration with its names linked across pages, `.md` copies
// and llms.txt lines; the artifacts, listed in .mintignore as Mintlify advises, are read and not
// published; a missing export and a format Quire does not read are warnings.
const out = join(projectRoot, 'tests/.builds/docs-json-sdk');
const page = (path: string) => readFileSync(join(out, path), 'utf8');

test('sdk artifacts of the five formats: their groups in the sidebar, declaration pages in their own language with linked names and members, .md copies, llms.txt; the artifacts are not published', {
  timeout: 300_000,
}, () => {
  const { status, output } = buildFixture('tests/fixtures/docs-json-sdk');
  assert.equal(status, 0, output);
  assert.match(
    output,
    /⚠ navigation\.tabs\[0\]\.groups\[2\]\.sdk\.source \(line 13, column \d+\): expected a TypeDoc JSON export \(typedoc --json\), found "sdk-artifacts\/gone\.json": no such file in the site folder/,
  );
  assert.match(output, /navigation\.tabs\[6\]\.sdk \(Quire makes SDK pages from typedoc, javadoc(, \w+)*, not from "doxygen"\)/);

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
  // Its .md copy is its own text, then the symbol; llms.txt lists each written page once.
  assert.match(page('client-guide.md'), /Create one client per process and share it\.[\s\S]*```ts\nclass Client\n```/);
  assert.equal(page('llms.txt').match(/\(\/client-guide\.md\)/g)?.length, 1, page('llms.txt'));
  // A page naming a symbol with no title of its own is titled and described by the symbol, as Mintlify does.
  const plantKind = parseHtml(page('plant-kind/index.html'), 'page');
  assert.equal(textOf(one('article h1', plantKind)), 'PlantKind');
  assert.equal(one('meta[name="description"]', plantKind).properties.content, 'Kinds of plants.');
  assert.match(textOf(one('article', plantKind)), /Kinds decide how often a plant is watered\.[\s\S]*enum PlantKind/);
  assert.match(page('llms.txt'), /- \[PlantKind\]\(\/plant-kind\.md\)/);
  // Javadoc, Sphinx, DocFX and phpDocumentor artifacts: their packages, modules and namespaces in
  // the sidebar, declarations as their own language writes them, names linked across pages, and
  // the tags those tools give (Throws, See also).
  const declared = (path: string) => {
    const tree = parseHtml(page(`${path}/index.html`), 'page');
    return {
      tree,
      declaration: textOf(one('.sdk-declaration', tree)).trim(),
      links: all('.sdk-declaration a, .sdk-signature a', tree).map((node) => `${textOf(node)} ${node.properties.href}`),
      signatures: all('.sdk-signature', tree).map(textOf),
      notes: all('.sdk-note', tree).map((node) => textOf(node).replace(/\s+/g, ' ').trim()),
      headings: all('#sidebar .sidebar-heading', tree).map(textOf),
    };
  };
  const java = declared('sdk/java/com-example-plants/client');
  assert.equal(java.declaration, 'public class Client');
  assert.deepEqual(java.headings.slice(1, 4), ['Packages', 'com.example.plants', 'Interfaces']);
  assert.ok(java.signatures.includes('public Optional<Plant> getPlant(String id) throws PlantNotFoundException'), java.signatures.join('\n'));
  assert.ok(java.links.includes('Plant /sdk/java/com-example-plants/plant'), java.links.join('\n'));
  assert.ok(
    java.notes.some((note) => /^Throws ?PlantNotFoundException - when the API has no plant/.test(note)),
    java.notes.join('\n'),
  );
  assert.equal(one('[data-member="fetchPlant"] .sdk-deprecated a', java.tree).properties.href, '/sdk/java/com-example-plants/client#getplant');
  assert.match(page('sdk/java/com-example-plants/client.md'), /^# Client\n\n```java\npublic class Client\n```/);

  const python = declared('sdk/python/plants/client');
  assert.equal(python.declaration, 'class Client(options: ClientOptions)');
  assert.deepEqual(python.headings, ['Modules', 'plants', 'Classes', 'Exceptions', 'Functions', 'Variables']);
  assert.ok(python.signatures.includes('get_plant(plant_id: str) -> Plant | None'), python.signatures.join('\n'));
  assert.ok(python.links.includes('ClientOptions /sdk/python/plants/clientoptions'), python.links.join('\n'));
  assert.equal(one('[data-member="fetch_plant"] .sdk-deprecated a', python.tree).properties.href, '/sdk/python/plants/client#get_plant');

  const dotnet = declared('sdk/dotnet/plants/client');
  assert.equal(dotnet.declaration, 'public class Client : IPlantStore');
  assert.ok(dotnet.links.includes('IPlantStore /sdk/dotnet/plants/iplantstore'), dotnet.links.join('\n'));
  assert.ok(dotnet.signatures.includes('public Task<Plant> GetPlantAsync(string id)'), dotnet.signatures.join('\n'));
  assert.deepEqual(dotnet.headings, ['Namespaces', 'Plants', 'Classes', 'Interfaces', 'Enums', 'Delegates']);

  const php = declared('sdk/php/plants/client');
  assert.equal(php.declaration, 'final class Client extends Base implements PlantStore');
  assert.deepEqual(php.links.slice(0, 2), ['Base /sdk/php/plants/base', 'PlantStore /sdk/php/plants/plantstore']);
  assert.ok(php.signatures.includes('public function getPlant(string $id): ?Plant'), php.signatures.join('\n'));
  assert.equal(one('[data-member="fetchPlant"] .sdk-deprecated a', php.tree).properties.href, '/sdk/php/plants/client#getplant');
  assert.match(page('sdk/php/plants/client.md'), /^# Client\n\n```php\nfinal class Client extends Base implements PlantStore\n```/);

  // Every page, generated ones included, is in the search index.
  const pages = readdirSync(out, { recursive: true }).filter((file) => String(file).endsWith('index.html')).length;
  assert.equal(JSON.parse(page('pagefind/pagefind-entry.json')).languages.en.page_count, pages);
});
