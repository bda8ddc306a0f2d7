import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { test } from 'node:test';
import type { RefreshContentOptions } from 'astro';
import type { ViteDevServer } from 'vite';
import { syncSavedPages } from '../../../src/integration/dev-reload.ts';

const PAGES = '/site';

/** A dev server whose watcher the test drives, and the content syncs asked of Astro, by the files saved. */
function fakeServer() {
  const watcher = new EventEmitter();
  const asked: string[][] = [];
  const refreshContent = async (options: RefreshContentOptions) => {
    const context = options.context as { pagesSaved?: string[]; synced?: () => void };
    asked.push(context.pagesSaved ?? []);
    context.synced?.();
  };
  syncSavedPages({ watcher } as unknown as ViteDevServer, () => PAGES, refreshContent);
  const settled = () => new Promise((resolve) => setImmediate(resolve));
  return { watcher, asked, settled };
}

test('quire dev: a saved page is synced at once; a page being created is left to the loader, even when it is seen created and then changed', async () => {
  const { watcher, asked, settled } = fakeServer();
  watcher.emit('change', `${PAGES}/guide.mdx`);
  await settled();
  assert.deepEqual(asked, [[`${PAGES}/guide.mdx`]], 'a save of a page asks for its sync');

  asked.length = 0;
  // Written while the machine is busy: the watcher sees the empty file created, then its text.
  watcher.emit('add', `${PAGES}/round-2.mdx`);
  watcher.emit('change', `${PAGES}/round-2.mdx`);
  await settled();
  assert.deepEqual(asked, [], 'the page being added: its routes are listed by the loader, no sync races them');
  watcher.emit('change', `${PAGES}/round-2.mdx`);
  await settled();
  assert.deepEqual(asked, [[`${PAGES}/round-2.mdx`]], 'its next save is a save');

  asked.length = 0;
  // Created and deleted before any change: a change seen later (a page written again in place) is a save.
  watcher.emit('add', `${PAGES}/gone.mdx`);
  watcher.emit('unlink', `${PAGES}/gone.mdx`);
  watcher.emit('change', `${PAGES}/gone.mdx`);
  await settled();
  assert.deepEqual(asked, [[`${PAGES}/gone.mdx`]], 'a deleted page is no longer one being created');

  asked.length = 0;
  watcher.emit('change', '/elsewhere/notes.mdx');
  watcher.emit('change', `${PAGES}/logo.svg`);
  await settled();
  assert.deepEqual(asked, [], 'files outside the pages folder and files that are not pages ask for nothing');
});
