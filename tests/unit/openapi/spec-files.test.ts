import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { findOperationPages } from '../../../src/openapi/api-reference.ts';
import { loadOpenApiSpec } from '../../../src/openapi/load.ts';
import { findOperation, indexOperations } from '../../../src/openapi/operations.ts';
import { findOpenApiFiles } from '../../../src/openapi/spec-files.ts';
import { readSiteSource, siteRootLayout } from '../../../src/source/site-source.ts';
import { CORPUS_ROOT, corpusSkip } from '../../support/corpus.ts';

test('the OpenAPI files of a site are its JSON/YAML files with a top-level openapi key, alphabetical', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'quire-spec-files-'));
  try {
    await mkdir(join(dir, 'api'));
    await writeFile(join(dir, 'z.yaml'), 'openapi: 3.1.0\ninfo: {title: Z, version: "1"}\n');
    await writeFile(join(dir, 'api/a.json'), JSON.stringify({ openapi: '3.0.3', info: {}, paths: {} }));
    await writeFile(join(dir, 'api/data.json'), JSON.stringify({ rows: [], openapi_like: true }));
    await writeFile(join(dir, 'broken.yml'), 'openapi: [unclosed');
    await writeFile(join(dir, 'docs.json'), JSON.stringify({ openapi: 'z.yaml' }));
    const files = ['z.yaml', 'api/a.json', 'api/data.json', 'broken.yml', 'docs.json', 'index.mdx'];
    assert.deepEqual(await findOpenApiFiles(dir, files), ['api/a.json', 'z.yaml']);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

const s2 = join(CORPUS_ROOT, 'docs-json/sites/Safefy-Pay+docs');

test('corpus S2: its frontmatter pages search api-reference/openapi.json, found without docs.json naming it', { skip: corpusSkip(s2) }, async () => {
  assert.deepEqual(await findOpenApiFiles(s2, ['docs.json', 'api-reference/openapi.json', 'index.mdx']), ['api-reference/openapi.json']);
});

test('corpus S2: all 32 frontmatter openapi references resolve against the files found', { skip: corpusSkip(s2) }, async () => {
  const locations = await findOpenApiFiles(s2, ['docs.json', 'api-reference/openapi.json']);
  const loads = await Promise.all(locations.map((location) => loadOpenApiSpec(location, s2, { danglingRefs: 'warn' })));
  const entries = indexOperations(loads.flatMap((load) => (load.ok ? [load.spec] : [])));
  const references = findOperationPages(readSiteSource(siteRootLayout(s2)));
  assert.equal(references.length, 32);
  for (const page of references) assert.ok(findOperation(page.reference, entries).ok, `${page.file}: ${page.reference}`);
});
