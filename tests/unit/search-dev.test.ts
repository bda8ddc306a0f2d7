import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import * as pagefind from 'pagefind';
import { indexFileFor, pagefindIndex, searchRecords } from '../../src/integration/search-dev.ts';
import { searchText } from '../../src/seo/search-text.ts';

after(() => pagefind.close());

test("a page's search text is what a reader sees: text, code and shown props, no tags, imports or expressions", () => {
  const text = searchText('import X from "./x.jsx"\n\n# Watering\n\n<Card title="Sunlight" href="/sun">Some **bold** `pot` {secret}</Card>\n\n```js\nwater(plant);\n```\n');
  assert.equal(text, 'Watering\nSunlight\nSome bold pot \nwater(plant);');
  assert.equal(searchText('a < b and { not mdx'), 'a < b and { not mdx');
});

test('the dev index is made from the pages, served by its paths under /pagefind/ and nothing else', async () => {
  const files = await pagefindIndex(
    searchRecords([
      { id: 'care', href: '/care', title: 'Plant care', body: '# Care\n\nWater your ficus weekly.\n' },
      { id: 'soil', href: '/soil', title: 'Soil', body: 'Loam drains well.\n' },
    ]),
  );
  const entry = JSON.parse(new TextDecoder().decode(indexFileFor(files, '/pagefind/pagefind-entry.json')));
  assert.equal(entry.languages.en.page_count, 2);
  assert.ok(indexFileFor(files, '/pagefind/pagefind.js?import'), 'the script answers with a query, as Vite asks for it');
  assert.equal(indexFileFor(files, '/pagefind/../secret.txt'), undefined);
  assert.equal(indexFileFor(files, '/pagefind/%E0%A4%A'), undefined, 'a malformed escape is no file');
});
