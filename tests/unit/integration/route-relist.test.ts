import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { ViteDevServer } from 'vite';
import { ASTRO_CONTENT_STORE_MODULE, relistStaleRoutes } from '../../../src/integration/dev-reload.ts';

type Handler = (request: { url: string }, response: EventEmitter & { statusCode: number }, next: () => void) => void;

/** A dev server with a client, an ssr and a prerender environment that record the events sent to them, and Astro's content store as a module of each server environment. */
function fakeServer() {
  const sent: string[] = [];
  // Astro invalidates the store's module as a hot update: Vite records its lastHMRTimestamp (the other stamp stays 0).
  const store = { lastHMRTimestamp: 0, lastInvalidationTimestamp: 0 };
  const moduleGraph = { getModuleById: (id: string) => (id === ASTRO_CONTENT_STORE_MODULE ? store : undefined) };
  const environment = (name: string) => ({ hot: { send: (event: string) => sent.push(`${name}: ${event}`) }, moduleGraph });
  let handler: Handler | undefined;
  const server = { environments: { client: environment('client'), ssr: environment('ssr'), prerender: environment('prerender') }, middlewares: { use: (use: Handler) => (handler = use) } };
  relistStaleRoutes(server as unknown as ViteDevServer);
  /** A request for `url` passed on to Astro, which answers `status`; `meanwhile` happens before the answer is finished. */
  const answer = (url: string, status: number, meanwhile = () => {}) => {
    const response = Object.assign(new EventEmitter(), { statusCode: 200 });
    let passedOn = false;
    handler!({ url }, response, () => (passedOn = true));
    assert.ok(passedOn, 'the request goes on to Astro');
    meanwhile();
    response.statusCode = status;
    response.emit('finish');
  };
  /** Astro writes its content store (it invalidates the store's module, then clears its routes itself). */
  const storeWritten = () => (store.lastHMRTimestamp += 1);
  return { sent, answer, storeWritten };
}

test('quire dev: a page answered "not found" has Astro list its routes again for the next request (a page created meanwhile is found)', () => {
  const { sent, answer } = fakeServer();
  answer('/later', 404);
  assert.deepEqual(sent, ['ssr: astro:content-changed', 'prerender: astro:content-changed'], 'every server environment, not the browser');
  sent.length = 0;
  answer('/later?x=1', 200);
  answer('/logo.png', 404);
  answer('/_astro/page.js', 404);
  assert.deepEqual(sent, [], 'a page served and missing files clear nothing');
});

test('quire dev: a page request during which the content store was written has Astro list its routes again once it is answered (a sidebar with the pages just written)', () => {
  const { sent, answer, storeWritten } = fakeServer();
  answer('/', 200, storeWritten);
  assert.deepEqual(sent, ['ssr: astro:content-changed', 'prerender: astro:content-changed']);
  sent.length = 0;
  storeWritten();
  answer('/', 200);
  assert.deepEqual(sent, [], 'a store written before the request began was read by it');
  answer('/logo.png', 200, storeWritten);
  assert.deepEqual(sent, [], 'a file is not a page');
});

test("Astro's dev server invalidates its content store's module, then clears its routes, each time the store is written", () => {
  const source = (file: string) => readFileSync(fileURLToPath(new URL(`../../../node_modules/astro/dist/${file}`, import.meta.url)), 'utf8');
  assert.match(source('content/consts.js'), /const DATA_STORE_VIRTUAL_ID = "astro:data-layer-content";\s*const RESOLVED_DATA_STORE_VIRTUAL_ID = "\\0" \+ DATA_STORE_VIRTUAL_ID;/);
  assert.equal(ASTRO_CONTENT_STORE_MODULE, '\0astro:data-layer-content');
  assert.match(
    source('content/vite-plugin-content-virtual-mod.js'),
    /getModuleById\(RESOLVED_DATA_STORE_VIRTUAL_ID\);\s*if \(module\) \{\s*environment\.moduleGraph\.invalidateModule\(module, void 0, timestamp, true\);[\s\S]*?environment\.hot\.send\("astro:content-changed", \{\}\);/,
  );
});

test("Astro's dev app clears its list of routes on astro:content-changed (the event Quire sends after a 404)", () => {
  // An Astro upgrade that renames the event or stops clearing the route cache on it fails here.
  for (const file of ['vite-plugin-app/createAstroServerApp.js', 'core/app/entrypoints/virtual/dev.js']) {
    const source = readFileSync(fileURLToPath(new URL(`../../../node_modules/astro/dist/${file}`, import.meta.url)), 'utf8');
    assert.match(source, /\.on\(\s*"astro:content-changed",\s*\(\)\s*=>\s*\{\s*getRouteCache\(manifest\)\.clearAll\(\)/, file);
  }
});
