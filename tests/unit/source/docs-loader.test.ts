import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import type { LoaderContext } from 'astro/loaders';
import { siteSourceLoader, type ExtraEntry } from '../../../src/source/docs-loader.ts';
import { docsFolderLayout, siteRootLayout } from '../../../src/source/site-source.ts';
import { siteFolder } from '../../cli/quire-process.ts';

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
      set: (entry: Stored) => void entries.set(entry.id, entry),
      delete: (id: string) => void entries.delete(id),
      keys: () => [...entries.keys()],
      addModuleImport: () => undefined,
    },
    watcher,
  };
  return { context: context as unknown as LoaderContext, entries, logged };
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

test('broken frontmatter stops the load naming the file and line', async (t) => {
  const site = siteFolder({ 'docs/index.md': '# Home', 'docs/guides/bad.md': '---\ntitle: ok\ntags: [a, b\n---\n# Bad\n' });
  t.after(() => rmSync(site, { recursive: true, force: true }));
  const { context } = fakeContext(site);
  await assert.rejects(siteSourceLoader(async () => ({ layout: docsFolderLayout(site) })).load(context), (error: Error) => {
    assert.match(error.message, /docs\/guides\/bad\.md:3:\d+: frontmatter is not valid YAML/);
    assert.equal(error.stack, '');
    return true;
  });
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

test('the integration hands the layout and the extra entries to the collection through virtual:quire/docs-folder', async () => {
  const { PLACEHOLDER_MODEL, virtualConfigPlugin } = await import('../../../src/integration/virtual-config.ts');
  const docs = { layout: siteRootLayout('/site'), extraEntries: [{ id: 'api/get-user', data: { openapi: 'GET /users/{id}' }, body: '' as const }] };
  const plugin = virtualConfigPlugin({ model: PLACEHOLDER_MODEL, docs });
  const id = plugin.resolveId('virtual:quire/docs-folder')!;
  const code = plugin.load(id)!;
  const module = await import(`data:text/javascript,${encodeURIComponent(code)}`);
  assert.deepEqual(module.layout, docs.layout);
  assert.deepEqual(module.extraEntries, docs.extraEntries);
});
