import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { ViteDevServer } from 'vite';
import { relistRoutesAfterNotFound } from '../../../src/integration/dev-reload.ts';

type Handler = (request: { url: string }, response: EventEmitter & { statusCode: number }, next: () => void) => void;

/** A dev server with a client, an ssr and a prerender environment that record the events sent to them. */
function fakeServer() {
  const sent: string[] = [];
  const environment = (name: string) => ({ hot: { send: (event: string) => sent.push(`${name}: ${event}`) } });
  let handler: Handler | undefined;
  const server = { environments: { client: environment('client'), ssr: environment('ssr'), prerender: environment('prerender') }, middlewares: { use: (use: Handler) => (handler = use) } };
  relistRoutesAfterNotFound(server as unknown as ViteDevServer);
  /** A request for `url` passed on to Astro, which answers `status`. */
  const answer = (url: string, status: number) => {
    const response = Object.assign(new EventEmitter(), { statusCode: 200 });
    let passedOn = false;
    handler!({ url }, response, () => (passedOn = true));
    assert.ok(passedOn, 'the request goes on to Astro');
    response.statusCode = status;
    response.emit('finish');
  };
  return { sent, answer };
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

test("Astro's dev app clears its list of routes on astro:content-changed (the event Quire sends after a 404)", () => {
  // An Astro upgrade that renames the event or stops clearing the route cache on it fails here.
  for (const file of ['vite-plugin-app/createAstroServerApp.js', 'core/app/entrypoints/virtual/dev.js']) {
    const source = readFileSync(fileURLToPath(new URL(`../../../node_modules/astro/dist/${file}`, import.meta.url)), 'utf8');
    assert.match(source, /\.on\(\s*"astro:content-changed",\s*\(\)\s*=>\s*\{\s*getRouteCache\(manifest\)\.clearAll\(\)/, file);
  }
});
