import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import type { ViteDevServer } from 'vite';
import { watchSiteConfig } from '../../../src/integration/dev-reload.ts';

/** A dev server with a watcher to fire, a middleware stack to run as a page request does, no modules. */
function fakeServer() {
  const watcher = Object.assign(new EventEmitter(), { add: () => {} });
  const middlewares: Array<(request: unknown, response: unknown, next: () => void) => void> = [];
  const server = { watcher, ws: { send: () => {} }, environments: {}, middlewares: { use: (handler: (typeof middlewares)[number]) => middlewares.push(handler) } };
  const request = () => new Promise<void>((resolve) => middlewares[0]({}, {}, resolve));
  return { server: server as unknown as ViteDevServer, watcher, request };
}

test('quire dev: a site.json save whose write lands while the half-written file is being validated is validated again, never lost', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'quire-config-watch-'));
  try {
    const file = join(dir, 'site.json');
    await writeFile(file, '{"name":"Old"}');
    const seen: string[] = [];
    let finishSave: (() => Promise<void>) | undefined;
    const { server, watcher, request } = fakeServer();
    watchSiteConfig(
      server,
      () => [file],
      async () => {
        seen.push(await readFile(file, 'utf8'));
        // The editor's write lands while the truncated text is being validated.
        const write = finishSave;
        finishSave = undefined;
        await write?.();
      },
    );

    await writeFile(file, '');
    finishSave = () => writeFile(file, '{"name":"New, longer"}');
    watcher.emit('change', file);
    await request();
    await request();
    assert.deepEqual(seen, ['', '{"name":"New, longer"}'], 'the finished save is validated on the next request');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
