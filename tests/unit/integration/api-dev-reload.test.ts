import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import type { AstroIntegrationLogger } from 'astro';
import type { ViteDevServer } from 'vite';
import { buildSiteJsonModel } from '../../../src/config/model.ts';
import { siteConfigSchema } from '../../../src/config/schema/index.ts';
import { setupApi } from '../../../src/integration/api-setup.ts';
import { loadedApiSources } from '../../support/api-sources.ts';
import { until } from '../../support/until.ts';

const spec = {
  openapi: '3.1.0',
  info: { title: 'Shop', version: '1' },
  paths: {
    '/orders': { get: { summary: 'List orders', responses: { '200': { description: 'ok' } } } },
    '/carts': { get: { summary: 'List carts', responses: { '200': { description: 'ok' } } } },
  },
};

const logger = { warn: () => {}, error: () => {}, info: () => {} } as unknown as AstroIntegrationLogger;

/** A dev server with a watcher to fire and a module graph that counts invalidations of virtual:quire/api. */
function fakeServer() {
  const watcher = Object.assign(new EventEmitter(), { add: () => {} });
  let invalidated = 0;
  const module = { id: '\0virtual:quire/api' };
  const server = {
    watcher,
    ws: { send: () => {} },
    environments: { ssr: { moduleGraph: { getModuleById: (id: string) => (id === module.id ? module : undefined), invalidateModule: () => void invalidated++ } } },
  };
  return { server: server as unknown as ViteDevServer, watcher, invalidations: () => invalidated };
}

/** A site.json site in a temp folder whose one page, user.mdx, starts plain, with its API set up as `quire dev` does; `run` gets the page and the fake server. */
async function withPlainUserPage(name: string, run: (site: { page: string; setup: Awaited<ReturnType<typeof setupApi>> } & ReturnType<typeof fakeServer>) => Promise<void>) {
  const siteDir = await mkdtemp(join(tmpdir(), name));
  try {
    const docsDir = join(siteDir, 'docs');
    await mkdir(docsDir);
    const page = join(docsDir, 'user.mdx');
    await writeFile(page, '# User\n\nA plain page.');
    const model = buildSiteJsonModel(siteConfigSchema.parse({ name: 'S', api: { baseUrl: 'https://api.example.com' }, navigation: [{ group: 'G', pages: ['user'] }] }));
    const setup = await setupApi(await loadedApiSources(model, { siteDir, siteFile: join(siteDir, 'site.json'), docsDir }), logger, true);
    const fake = fakeServer();
    (setup.plugin.configureServer as (server: ViteDevServer) => void)(fake.server);
    await run({ page, setup, ...fake });
  } finally {
    await rm(siteDir, { recursive: true, force: true });
  }
}

test('quire dev: a page saved with the same openapi: keeps the API module; a new openapi: or a new page reloads it', async () => {
  const siteDir = await mkdtemp(join(tmpdir(), 'quire-api-reload-'));
  try {
    const docsDir = join(siteDir, 'docs');
    await mkdir(docsDir);
    await writeFile(join(siteDir, 'openapi.json'), JSON.stringify(spec));
    const apiPage = join(docsDir, 'orders.md');
    await writeFile(apiPage, '---\nopenapi: GET /orders\n---\nIntro');
    await writeFile(join(docsDir, 'index.md'), '# Home');
    const model = buildSiteJsonModel(siteConfigSchema.parse({ name: 'S', openapi: 'openapi.json', navigation: [{ group: 'G', pages: ['index', 'orders'] }] }));
    const setup = await setupApi(await loadedApiSources(model, { siteDir, siteFile: join(siteDir, 'site.json'), docsDir }), logger, true);
    const { server, watcher, invalidations } = fakeServer();
    (setup.plugin.configureServer as (server: ViteDevServer) => void)(server);

    await writeFile(apiPage, '---\nopenapi: GET /orders\n---\nIntro, edited');
    watcher.emit('all', 'change', apiPage);
    await writeFile(join(docsDir, 'index.md'), '# Home, edited');
    watcher.emit('all', 'change', join(docsDir, 'index.md'));
    assert.equal(invalidations(), 0, 'text edits change no API page');

    await writeFile(apiPage, '---\nopenapi: GET /carts\n---\nIntro');
    watcher.emit('all', 'change', apiPage);
    assert.equal(invalidations(), 1, 'another operation: the API pages are resolved again');

    await writeFile(join(docsDir, 'new.md'), '---\nopenapi: GET /orders\n---\n');
    watcher.emit('all', 'add', join(docsDir, 'new.md'));
    assert.equal(invalidations(), 2, 'a new page may be an API page');
  } finally {
    await rm(siteDir, { recursive: true, force: true });
  }
});

test('quire dev: a page made an API page by frontmatter api: (added, changed, its ParamFields, removed) reloads the API module; prose edits do not', async () => {
  await withPlainUserPage('quire-api-reload-mdx-', async ({ page, setup, watcher, invalidations }) => {
    const load = (setup.plugin.load as { handler: (id: string) => Promise<string> }).handler;
    let served = await load.call({}, '\0virtual:quire/api');
    /** Saves the page and loads the module again when the watcher invalidated it, as the page route's next request would. */
    const save = async (text: string) => {
      const before = invalidations();
      await writeFile(page, text);
      watcher.emit('all', 'change', page);
      if (invalidations() > before) served = await load.call({}, '\0virtual:quire/api');
    };
    const endpoint = () => (JSON.parse(served.slice(served.indexOf('{'), served.lastIndexOf('}') + 1)) as Record<string, { key: string; parameters: unknown[] }>).user;
    const field = '<ParamField path="id" type="string" required>The id.</ParamField>';

    await save('---\napi: GET /users/{id}\n---\n# User\n\n' + field);
    assert.equal(invalidations(), 1, 'frontmatter api: makes the page an API page');
    assert.equal(endpoint()?.key, 'GET /users/{id}');
    await save('---\napi: GET /users/{id}\n---\n# User, edited\n\n' + field);
    assert.equal(invalidations(), 1, 'a prose edit keeps the module');
    await save('---\napi: DELETE /users/{id}\n---\n# User\n\n' + field);
    assert.equal(invalidations(), 2, 'another endpoint');
    assert.equal(endpoint()?.key, 'DELETE /users/{id}');
    await save('---\napi: DELETE /users/{id}\n---\n# User\n\n' + field + '\n<ParamField query="force" type="boolean">Force.</ParamField>');
    assert.equal(invalidations(), 3, 'a new ParamField is a new playground field');
    assert.equal(endpoint()?.parameters.length, 2, 'path and query');
    await save('# User\n\nA plain page again.');
    assert.equal(invalidations(), 4, 'without api: the page is no API page');
    assert.equal(endpoint(), undefined);
  });
});

test('quire dev: a save seen half-written (truncated, its second change dropped by the watcher) still makes the page an API page', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  await withPlainUserPage('quire-api-reload-settle-', async ({ page, watcher, invalidations }) => {
    // The editor truncates the file (a change the watcher reports), then writes it (a change it drops).
    await writeFile(page, '');
    watcher.emit('all', 'change', page);
    await writeFile(page, '---\napi: GET /users/{id}\n---\n# User\n');
    assert.equal(invalidations(), 0, 'the empty text is no API page');
    t.mock.timers.tick(120); // the watcher's window has passed: the page is looked at once more
    await until(() => invalidations() > 0, 'the API module reloads');
    assert.equal(invalidations(), 1, 'the finished save, looked at once more, reloads the API module');
  });
});

test('quire dev: a save landing within the watcher window of the previous one (its change dropped) still reaches the API page', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  await withPlainUserPage('quire-api-reload-next-save-', async ({ page, setup, watcher, invalidations }) => {
    const load = (setup.plugin.load as { handler: (id: string) => Promise<string> }).handler;
    await writeFile(page, '---\napi: GET /users/{id}\n---\n# User\n');
    watcher.emit('all', 'change', page);
    assert.equal(invalidations(), 1, 'the page is an API page');
    assert.match(await load.call({}, '\0virtual:quire/api'), /"GET \/users\/\{id\}"/);
    // The author saves again at once: the watcher reports nothing for this write.
    await writeFile(page, '---\napi: DELETE /users/{id}\n---\n# User\n');
    t.mock.timers.tick(120);
    await until(() => invalidations() > 1, 'the API module reloads for the next save');
    assert.equal(invalidations(), 2, 'the next save, looked at once the window passed, reloads the API module');
    assert.match(await load.call({}, '\0virtual:quire/api'), /"DELETE \/users\/\{id\}"/);
  });
});
