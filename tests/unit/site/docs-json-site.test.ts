import assert from 'node:assert/strict';
import fs from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { syncBuiltinESMExports } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mock, test } from 'node:test';
import { layoutFor } from '../../../src/config/site-layout.ts';
import { readDocsJsonSite } from '../../../src/site/docs-json-site.ts';
import { siteRootLayout, readSiteSource } from '../../../src/source/site-source.ts';

const spec = { openapi: '3.1.0', info: { title: 'Shop', version: '1' }, paths: { '/orders': { get: { summary: 'List orders', responses: { '200': { description: 'ok' } } } } } };

// Line 6 names a page that does not exist; line 7 an operation the OpenAPI file does not have.
const DOCS_JSON = `{
  "theme": "mint",
  "name": "Shop",
  "colors": { "primary": "#0D9373" },
  "navigation": { "groups": [ { "group": "Guides", "openapi": "openapi.json", "pages": [
      "index", "missing-page",
      "GET /nowhere"
  ] } ] }
}
`;

/*
 * One reading of docs.json per read of the site: the locations of every problem (a navigation
 * entry without a page, an operation entry naming nothing) come from the text that was validated,
 * located by one parse of it. A save landing between readings could otherwise give lines of
 * another text.
 */
test('readDocsJsonSite reads docs.json once and locates every problem in that text', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'quire-docs-json-site-'));
  const configFile = join(dir, 'docs.json');
  // Every file of the site is read through read-site-file.ts, which opens it (by its real path) once per reading.
  const reads = mock.method(fs, 'openSync');
  syncBuiltinESMExports();
  try {
    await writeFile(configFile, DOCS_JSON);
    await writeFile(join(dir, 'openapi.json'), JSON.stringify(spec));
    await writeFile(join(dir, 'index.mdx'), '# Home');
    reads.mock.resetCalls();
    const site = await readDocsJsonSite(layoutFor(dir, 'docs.json'), readSiteSource(siteRootLayout(dir)));
    const docsJsonReads = reads.mock.calls.filter((call) => call.arguments[0] === fs.realpathSync(configFile));
    assert.equal(docsJsonReads.length, 1, 'docs.json is read once');

    const missing = site.problems.find((problem) => problem.found.includes('missing-page'));
    assert.deepEqual([missing?.line, missing?.column], [6, 16]);
    const operation = site.generated?.problems.find((problem) => JSON.stringify(problem).includes('/nowhere'));
    assert.ok(operation, JSON.stringify(site.generated?.problems));
    assert.deepEqual([operation.line, operation.column], [7, 7]);
  } finally {
    reads.mock.restore();
    syncBuiltinESMExports();
    await rm(dir, { recursive: true, force: true });
  }
});
