import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import type { LoaderContext } from 'astro/loaders';
import { siteSourceLoader, type ExtraEntry } from '../../../src/source/docs-loader.ts';
import { docsFolderLayout, siteRootLayout } from '../../../src/source/site-source.ts';
import { siteFolder } from '../../cli/quire-process.ts';
import { until } from '../../support/until.ts';

interface Stored {
  id: string;
  data: Record<string, unknown>;
  body?: string;
  filePath?: string;
  digest?: string;
  deferredRender?: boolean;
  rendered?: { html: string };
}

/** The parts of Astro's loader context the loader uses, recording what it stores and logs. */
function fakeContext(root: string, watcher?: EventEmitter & { add(path: string): void }) {
  const entries = new Map<string, Stored>();
  const logged: string[] = [];
  const context = {
    collection: 'docs',
    config: { root: pathToFileURL(`${root}/`) },
    logger: { info: (m: string) => logged.push(`info: ${m}`), warn: (m: string) => logged.push(`warn: ${m}`), error: (m: string) => logged.push(`error: ${m}`) },
    parseData: async ({ data }: { data: Record<string, unknown> }) => data,
    generateDigest: (value: unknown) => JSON.stringify(value),
    renderMarkdown: async (body: string) => ({ html: `<p>${body}</p>`, metadata: { imagePaths: [] } }),
    store: {
      get: (id: string) => entries.get(id),
      // As Astro's store does: a set whose digest the store already holds for that id is ignored.
      set: (entry: Stored) => {
        if (entry.digest !== undefined && entries.get(entry.id)?.digest === entry.digest) return false;
        entries.set(entry.id, entry);
        return true;
      },
      delete: (id: string) => void entries.delete(id),
      keys: () => [...entries.keys()],
      addModuleImport: () => undefined,
    },
    watcher,
  };
  return { context: context as unknown as LoaderContext, entries, logged };
}

/** The bodies the loader renders through `context`, in order. */
function recordRenders(context: LoaderContext): string[] {
  const rendered: string[] = [];
  const render = context.renderMarkdown;
  context.renderMarkdown = async (body, options) => {
    rendered.push(body);
    return render(body, options);
  };
  return rendered;
}

test('the loader stores every page and snippet of the site source, ids and bodies as written', async (t) => {
  const site = siteFolder({
    'docs/index.md': '---\ntitle: Home\n---\n\n# Welcome\n',
    'docs/guides/setup.mdx': '---\ndescription: How\n---\nimport X from "/snippets/x.mdx";\n\n<X />\n',
    'docs/snippets/x.mdx': 'part',
  });
  t.after(() => rmSync(site, { recursive: true, force: true }));
  const { context, entries } = fakeContext(site);
  await siteSourceLoader(async () => ({ layout: docsFolderLayout(site) })).load(context);
  assert.deepEqual([...entries.keys()].sort(), ['guides/setup', 'index', 'snippets/x']);
  const home = entries.get('index')!;
  assert.deepEqual(home.data, { title: 'Home' });
  assert.equal(home.body, '# Welcome');
  assert.equal(home.filePath, 'docs/index.md');
  assert.equal(home.rendered?.html, '<p># Welcome</p>');
  const setup = entries.get('guides/setup')!;
  assert.equal(setup.deferredRender, true, 'an .mdx page is compiled as a module of its own');
  assert.equal(setup.filePath, 'docs/guides/setup.mdx');
});

test('an extra entry without a file becomes a page; a file with the same id wins', async (t) => {
  const site = siteFolder({ 'docs.json': '{}', 'index.mdx': '# Home', 'api/written.mdx': '---\nopenapi: GET /written\n---\n', 'dist/old.md': '# built' });
  t.after(() => rmSync(site, { recursive: true, force: true }));
  const extraEntries: ExtraEntry[] = [
    { id: 'api/get-user', data: { title: 'Get a user', openapi: 'GET /users/{id}' }, body: '' },
    { id: 'api/written', data: { openapi: 'GET /generated' }, body: '' },
  ];
  const { context, entries } = fakeContext(site);
  await siteSourceLoader(async () => ({ layout: siteRootLayout(site), extraEntries })).load(context);
  assert.deepEqual([...entries.keys()].sort(), ['api/get-user', 'api/written', 'index']);
  const extra = entries.get('api/get-user')!;
  assert.deepEqual(extra.data, { title: 'Get a user', openapi: 'GET /users/{id}' });
  assert.equal(extra.body, '');
  assert.equal(extra.filePath, undefined);
  assert.equal(extra.rendered?.html, '', 'renders as nothing: the layout draws the page');
  assert.deepEqual(entries.get('api/written')!.data, { openapi: 'GET /written' });
});

test('a page whose frontmatter cannot be read is loaded from its body (the build reported it before; the policy decides how badly)', async (t) => {
  const site = siteFolder({ 'docs/index.md': '# Home', 'docs/guides/bad.md': '---\ntitle: ok\ntags: [a, b\n---\n# Bad\n' });
  t.after(() => rmSync(site, { recursive: true, force: true }));
  const { context, entries } = fakeContext(site);
  await siteSourceLoader(async () => ({ layout: docsFolderLayout(site) })).load(context);
  assert.deepEqual(entries.get('guides/bad')?.data, {});
  assert.equal(entries.get('guides/bad')?.body, '# Bad');
});

test('in dev, saved, added and deleted pages update the collection; other files and broken frontmatter do not', async (t) => {
  const site = siteFolder({ 'docs/index.md': '# Home' });
  t.after(() => rmSync(site, { recursive: true, force: true }));
  const watched: string[] = [];
  const watcher = Object.assign(new EventEmitter(), { add: (path: string) => void watched.push(path) });
  const { context, entries, logged } = fakeContext(site, watcher);
  const entryAfter = async (event: string, path: string, text?: string) => {
    if (text !== undefined) writeFileSync(path, text);
    const done = Promise.all(watcher.listeners(event).map((listener) => listener(path)));
    await done;
  };
  await siteSourceLoader(async () => ({ layout: docsFolderLayout(site) })).load(context);
  assert.deepEqual(watched, [join(site, 'docs')]);
  await entryAfter('change', join(site, 'docs/index.md'), '# Home, edited');
  assert.equal(entries.get('index')!.body, '# Home, edited');
  await entryAfter('add', join(site, 'docs/new.mdx'), '---\ntitle: New\n---\nBody');
  assert.deepEqual(entries.get('new')!.data, { title: 'New' });
  await entryAfter('add', join(site, 'docs/notes.txt'), 'not a page');
  assert.equal(entries.has('notes'), false);
  await entryAfter('change', join(site, 'docs/new.mdx'), '---\ntitle: [broken\n---\n');
  assert.deepEqual(entries.get('new')!.data, { title: 'New' }, 'the last good version stays');
  assert.match(logged.at(-1)!, /^error: [\s\S]*docs\/new\.mdx:2:\d+: frontmatter is not valid YAML/);
  await entryAfter('unlink', join(site, 'docs/new.mdx'));
  assert.equal(entries.has('new'), false);
});

test('in dev, a save seen half-written (truncated, its second change dropped by the watcher) still ends with the saved text', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const site = siteFolder({ 'docs/index.md': '# Home\n\nFirst version.' });
  t.after(() => rmSync(site, { recursive: true, force: true }));
  const watcher = Object.assign(new EventEmitter(), { add: () => undefined });
  const { context, entries } = fakeContext(site, watcher);
  await siteSourceLoader(async () => ({ layout: docsFolderLayout(site) })).load(context);
  const path = join(site, 'docs/index.md');
  writeFileSync(path, ''); // the truncation: the only change event the watcher passes on
  await Promise.all(watcher.listeners('change').map((listener) => listener(path)));
  assert.equal(entries.get('index')!.body, '');
  writeFileSync(path, '# Home\n\nSecond version.'); // the write: no event
  t.mock.timers.tick(119);
  await until(() => true, 'a turn of the event loop');
  assert.equal(entries.get('index')!.body, '', 'not looked at again within the watcher window');
  t.mock.timers.tick(1); // the watcher's window has passed: the loader looks once more
  await until(() => entries.get('index')!.body !== '', 'the loader reads the page again');
  assert.equal(entries.get('index')!.body, '# Home\n\nSecond version.');
});

test('the integration hands the layout and the extra entries to the collection through virtual:quire/docs-folder', async () => {
  const { virtualConfigPlugin } = await import('../../../src/integration/virtual-config.ts');
  const { siteHolder, UNREAD_SITE } = await import('../../../src/integration/current-site.ts');
  const docs = { layout: siteRootLayout('/site'), extraEntries: [{ id: 'api/get-user', data: { openapi: 'GET /users/{id}' }, body: '' as const }] };
  const { PROGRAMS_HERE } = await import('../../../src/integration/programs.ts');
  const plugin = virtualConfigPlugin(siteHolder({ ...UNREAD_SITE, docs }), { programs: PROGRAMS_HERE });
  // The hooks' filters say which ids they answer (the bundler asks them only about those).
  assert.ok(plugin.resolveId.filter.id.test('virtual:quire/docs-folder'));
  assert.ok(!plugin.resolveId.filter.id.test('virtual:quire/docs-folder-other'));
  const id = plugin.resolveId.handler('virtual:quire/docs-folder');
  assert.ok(plugin.load.filter.id.test(id));
  const code = await plugin.load.handler(id);
  const module = await import(`data:text/javascript,${encodeURIComponent(code)}`);
  assert.deepEqual(module.layout, docs.layout);
  assert.deepEqual(module.extraEntries, docs.extraEntries);
});

test('a second sync (a warm dev start) renders only the pages whose text changed since the store was written', async (t) => {
  const site = siteFolder({ 'docs/index.md': '---\ntitle: Home\n---\n# Home', 'docs/guide.md': '# Guide', 'docs/tabs.mdx': '# Tabs' });
  t.after(() => rmSync(site, { recursive: true, force: true }));
  const { context, entries } = fakeContext(site);
  const rendered: string[] = [];
  const imported: string[] = [];
  const render = context.renderMarkdown;
  context.renderMarkdown = async (body, options) => {
    rendered.push(body);
    return render(body, options);
  };
  context.store.addModuleImport = (path: string) => void imported.push(path);
  const loader = siteSourceLoader(async () => ({ layout: docsFolderLayout(site) }));
  await loader.load(context);
  assert.deepEqual(rendered.sort(), ['# Guide', '# Home']);
  rendered.length = 0;
  writeFileSync(join(site, 'docs/guide.md'), '# Guide, edited');
  await loader.load(context);
  assert.deepEqual(rendered, ['# Guide, edited'], 'the unchanged page is kept as stored');
  assert.equal(entries.get('index')!.rendered?.html, '<p># Home</p>');
  assert.deepEqual(imported, ['docs/tabs.mdx'], 'an unchanged .mdx page still has its module imported');
});

test('a stored page is rendered again when the render settings change (docs.json variables) or its file moved', async (t) => {
  const site = siteFolder({ 'docs/index.md': '# Home {{version}}' });
  const moved = siteFolder({ 'docs/index.md': '# Home {{version}}' });
  t.after(() => {
    rmSync(site, { recursive: true, force: true });
    rmSync(moved, { recursive: true, force: true });
  });
  const { context, entries } = fakeContext(dirname(site));
  const rendered = recordRenders(context);
  const load = (dir: string, renderSettings: string) => siteSourceLoader(async () => ({ layout: docsFolderLayout(dir), renderSettings })).load(context);
  await load(site, '{"variables":{"version":"1"}}');
  await load(site, '{"variables":{"version":"1"}}');
  assert.equal(rendered.length, 1, 'same text, same settings: kept');
  // A rebuild after docs.json's variables changed must not ship the values the last build substituted.
  await load(site, '{"variables":{"version":"2"}}');
  assert.equal(rendered.length, 2, 'new settings: rendered again');
  // The same text in another folder (a site copied or moved): stored again, from where it is now.
  await load(moved, '{"variables":{"version":"2"}}');
  assert.equal(rendered.length, 3);
  assert.equal(entries.get('index')!.filePath, `${relative(dirname(site), moved)}/docs/index.md`);
});

test('a sync the dev server asks for with a changed docs folder (refreshContent context) reads that folder, not the one the collection module held', async (t) => {
  const site = siteFolder({ 'docs/index.md': '# Home {{version}}' });
  t.after(() => rmSync(site, { recursive: true, force: true }));
  const { context, entries } = fakeContext(dirname(site));
  const rendered = recordRenders(context);
  const stale = async () => ({ layout: docsFolderLayout(site), renderSettings: '{"variables":{"version":"1"}}' });
  await siteSourceLoader(stale).load(context);
  // docs.json saved with a new variable value and a generated page: the stored page is rendered again.
  context.refreshContextData = {
    docsFolder: { layout: docsFolderLayout(site), renderSettings: '{"variables":{"version":"2"}}', extraEntries: [{ id: 'api/new', data: { openapi: 'GET /new' }, body: '' }] },
  };
  await siteSourceLoader(stale).load(context);
  assert.equal(rendered.length, 2, 'the page is rendered again with the new settings');
  assert.deepEqual([...entries.keys()].sort(), ['api/new', 'index']);
});

test("a large site's sync leaves the event loop turns for the dev server's other work (Vite gives up on a request after 60 s)", async (t) => {
  const pages: Record<string, string> = {};
  for (let index = 0; index < 60; index++) pages[`docs/page-${index}.md`] = `# Page ${index}\n`;
  const site = siteFolder(pages);
  t.after(() => rmSync(site, { recursive: true, force: true }));
  const { context, entries } = fakeContext(site);
  // Work queued behind the sync (as Vite's module loading is): how many pages were stored when it ran.
  let storedWhenItRan: number | undefined;
  setImmediate(() => (storedWhenItRan = entries.size));
  await siteSourceLoader(async () => ({ layout: docsFolderLayout(site) })).load(context);
  assert.equal(entries.size, 60);
  assert.ok(storedWhenItRan !== undefined && storedWhenItRan < 60, `the queued work ran only after the whole sync (${storedWhenItRan} of 60 pages stored)`);
});

test('a sync asked for after a save (pagesSaved) stores the saved pages as they are now and drops a deleted one, reads no other page and says it ran', async (t) => {
  const site = siteFolder({
    'docs/index.md': '---\ntitle: Home\n---\n\nFirst.\n',
    'docs/guides/setup.md': '---\ntitle: Setup\n---\n\nSteps.\n',
    'docs/guides/old.md': '---\ntitle: Old\n---\n\nGone soon.\n',
  });
  t.after(() => rmSync(site, { recursive: true, force: true }));
  const { context, entries } = fakeContext(site);
  const loader = siteSourceLoader(async () => ({ layout: docsFolderLayout(site) }));
  await loader.load(context);
  writeFileSync(join(site, 'docs/index.md'), '---\ntitle: Home\n---\n\nSaved text.\n');
  writeFileSync(join(site, 'docs/guides/setup.md'), '---\ntitle: Setup\n---\n\nChanged, not named by the sync.\n');
  rmSync(join(site, 'docs/guides/old.md'));
  const rendered = recordRenders(context);
  let synced = 0;
  context.refreshContextData = { pagesSaved: [join(site, 'docs/index.md'), join(site, 'docs/guides/old.md'), join(site, 'docs/notes.txt')], synced: () => synced++ };
  await loader.load(context);
  assert.equal(entries.get('index')?.body, 'Saved text.');
  assert.equal(entries.has('guides/old'), false, 'a deleted page named by the sync is dropped');
  assert.equal(entries.get('guides/setup')?.body, 'Steps.', 'a page the sync does not name is left to its own event');
  assert.deepEqual(rendered, ['Saved text.']);
  assert.equal(synced, 1);
});
