import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { quire, siteFolder } from '../cli/quire-process.ts';
import { all, parseHtml, textOf } from '../support/html-tree.ts';

// docs.json `api.examples.autogenerate: false`: an API page shows only the samples its OpenAPI
// file writes (x-codeSamples), as Mintlify does, and no request samples where the file has none.
const SPEC = `openapi: 3.1.0
info: { title: Plants, version: '1' }
servers: [{ url: 'https://plants.example.com' }]
paths:
  /plants:
    get:
      summary: List plants
      x-codeSamples:
        - lang: bash
          label: List all unwatered plants
          source: |
            planter list -u
      responses: { '200': { description: The plants } }
    post:
      summary: Add a plant
      responses: { '201': { description: Added } }
`;
const dir = siteFolder({
  'docs.json': JSON.stringify({
    theme: 'mint',
    name: 'Plants',
    colors: { primary: '#0d9373' },
    api: { openapi: 'openapi.yaml', examples: { autogenerate: false } },
    navigation: { groups: [{ group: 'API', openapi: 'openapi.yaml' }] },
  }),
  'openapi.yaml': SPEC,
});
after(() => rmSync(dir, { recursive: true, force: true }));

test('api.examples.autogenerate false: only the OpenAPI file’s own samples, none where it has none; no warning that the setting is ignored', { timeout: 300_000 }, () => {
  const build = quire(['build', dir], tmpdir());
  assert.equal(build.status, 0, build.output.slice(-3000));
  assert.ok(!build.output.includes('api.examples.autogenerate'), build.output.slice(-3000));
  const page = (id: string) => parseHtml(readFileSync(join(dir, 'dist', id, 'index.html'), 'utf8'), 'page');
  const list = page('api-reference/list-plants');
  assert.deepEqual(
    all('.api-aside [data-tabs="samples"] [role="tab"]', list).map(textOf),
    ['List all unwatered plants', 'List all unwatered plants'],
    'the column and the playground each show the one sample',
  );
  assert.equal(textOf(all('.api-aside [data-tabs="samples"] [data-panel="spec-0"] code', list)[0]), 'planter list -u');
  assert.deepEqual(all('.api-aside [data-tabs="samples"]', page('api-reference/add-a-plant')), []);
});
