import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import type { AstroIntegrationLogger } from 'astro';
import { buildSiteJsonModel } from '../../../src/config/model.ts';
import { siteConfigSchema } from '../../../src/config/schema/index.ts';
import { setupApi } from '../../../src/integration/api-setup.ts';
import { loadedApiSources } from '../../support/api-sources.ts';
import { loadOpenApiSpec } from '../../../src/openapi/load.ts';
import { generatedOperationPages } from '../../../src/openapi/navigation-operations.ts';

const spec = {
  openapi: '3.1.0',
  info: { title: 'Shop', version: '1' },
  servers: [{ url: 'https://api.example.com' }],
  paths: {
    '/orders/{id}': {
      get: { tags: ['Orders'], summary: 'Get an order', parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }], responses: { '200': { description: 'ok' } } },
    },
  },
  webhooks: {
    orderUpdated: {
      post: {
        summary: 'Order updated',
        requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { status: { type: 'string' } } } } } },
        responses: { '200': { description: 'received' } },
      },
    },
  },
};

function quietLogger() {
  const warnings: string[] = [];
  const errors: string[] = [];
  const logger = { warn: (text: string) => warnings.push(text), error: (text: string) => errors.push(text), info: () => {} } as unknown as AstroIntegrationLogger;
  return { logger, warnings, errors };
}

/** What `virtual:quire/api` exports, evaluated. */
async function virtualModule(
  setup: Awaited<ReturnType<typeof setupApi>>,
): Promise<Record<string, { key: string; method: string; path: string; webhook: boolean; requestBody?: { fields: Array<{ name: string }> } }>> {
  const load = (setup.plugin.load as { handler: (id: string) => Promise<string> }).handler;
  const code = await load.call({}, '\0virtual:quire/api');
  const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { operationPages: Record<string, never> };
  return module.operationPages;
}

test('generated operation pages are served by virtual:quire/api by page id, a webhook as its POST request', async () => {
  const siteDir = await mkdtemp(join(tmpdir(), 'quire-generated-api-'));
  try {
    await mkdir(join(siteDir, 'docs'));
    await writeFile(join(siteDir, 'openapi.json'), JSON.stringify(spec));
    const navigation = { groups: [{ group: 'API', openapi: 'openapi.json' }] };
    const model = buildSiteJsonModel(siteConfigSchema.parse({ name: 'S', navigation: [{ group: 'G', pages: ['index'] }] }));
    const { logger, errors } = quietLogger();
    const setup = await setupApi(
      await loadedApiSources(model, { siteDir, siteFile: join(siteDir, 'docs.json'), docsDir: join(siteDir, 'docs') }, () =>
        generatedOperationPages(navigation, (location) => loadOpenApiSpec(location, siteDir, { danglingRefs: 'warn' })),
      ),
      logger,
      false,
    );
    assert.equal(setup.problem, undefined);
    assert.deepEqual(errors, []);
    const pages = await virtualModule(setup);
    assert.deepEqual(Object.keys(pages).sort(), ['api-reference/order-updated', 'api-reference/orders/get-an-order']);
    assert.equal(pages['api-reference/orders/get-an-order'].key, 'GET /orders/{id}');
    const hook = pages['api-reference/order-updated'];
    assert.deepEqual([hook.method, hook.path, hook.webhook], ['POST', 'orderUpdated', true]);
    assert.deepEqual(
      hook.requestBody?.fields.map((field) => field.name),
      ['status'],
    );
  } finally {
    await rm(siteDir, { recursive: true, force: true });
  }
});

test('an operation entry naming nothing stops the build with its place in docs.json and the closest operation', async () => {
  const siteDir = await mkdtemp(join(tmpdir(), 'quire-generated-api-'));
  try {
    await mkdir(join(siteDir, 'docs'));
    await writeFile(join(siteDir, 'openapi.json'), JSON.stringify(spec));
    const navigation = { groups: [{ group: 'API', openapi: 'openapi.json', pages: ['GET /order/{id}'] }] };
    const model = buildSiteJsonModel(siteConfigSchema.parse({ name: 'S', navigation: [{ group: 'G', pages: ['index'] }] }));
    const setup = await setupApi(
      await loadedApiSources(model, { siteDir, siteFile: join(siteDir, 'docs.json'), docsDir: join(siteDir, 'docs') }, () =>
        generatedOperationPages(navigation, (location) => loadOpenApiSpec(location, siteDir)),
      ),
      quietLogger().logger,
      false,
    );
    assert.match(
      setup.problem ?? '',
      /docs\.json has 1 problem:\n {2}✖ navigation\.groups\[0\]\.pages\[0\]: expected an operation of openapi\.json, found "GET \/order\/\{id\}"\n {6}hint: did you mean "GET \/orders\/\{id\}"\?/,
    );
  } finally {
    await rm(siteDir, { recursive: true, force: true });
  }
});
