// Quire's content loader: the `docs` collection's entries come from the site source (the same
// file list, page ids and frontmatter every other part of Quire reads), not from a glob walk of
// its own. Astro's content layer calls `load` once per sync; in dev it keeps the entries current.
import type { Loader, LoaderContext } from 'astro/loaders';
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { displayPath } from '../utils/display-path.ts';
import { userError } from '../utils/user-error.ts';
import { formatSourceProblems } from './frontmatter.ts';
import { lookAgainAfterSave } from './save-settle.ts';
import { exclusionsOf, isSourceFile, listSourceFiles, siteDirOf, sourceFile, sourcePageOf, type SourceFile, type SourceLayout, type SourcePage } from './site-source.ts';
import { readSiteFile, SITE_FILE_LIMITS, siteFileRefusalText } from '../utils/read-site-file.ts';

/** A page with no file (an OpenAPI operation page a config names): frontmatter-like data, no body. */
export interface ExtraEntry {
  id: string;
  /** What frontmatter would hold: `title`, `openapi`, … */
  data: Record<string, unknown>;
  body: '';
}

/**
 * What the integration hands the loader (`virtual:quire/docs-folder`): how to read the pages and
 * the pages without a file; where the site lives is the layout's (SourceLayout), not a type of its own.
 */
export interface DocsFolder {
  layout: SourceLayout;
  extraEntries?: readonly ExtraEntry[];
  /**
   * What a page's rendering depends on besides its text (docs.json `variables`, code themes,
   * math), part of each page's digest: when it changes, the stored pages are rendered again
   * instead of keeping what the last build substituted.
   */
  renderSettings?: string;
}

/** A page's path as the store keeps it: relative to the project root, with forward slashes. */
const storedPath = (context: LoaderContext, path: string): string => relative(fileURLToPath(context.config.root), path).split('\\').join('/');

/**
 * Stores a page file unless the store already holds it with the same text, from the same file and
 * with the same render settings (the digest the last sync kept, in dev across restarts): such a
 * page is neither parsed nor rendered again. Says whether the page was stored.
 */
async function storeFile(context: LoaderContext, file: SourceFile, siteDir: string, renderSettings = '', keepLastGood = false): Promise<boolean> {
  const { store } = context;
  // Confined and limited as every reading of the site: a page linked outside is never stored.
  // The build has stopped on a refused file already (check-sources); dev says it and leaves the page out.
  const read = readSiteFile(file.path, siteDir, SITE_FILE_LIMITS.page);
  if (!read.ok) {
    store.delete(file.id);
    context.logger.error(`${displayPath(file.path)} ${siteFileRefusalText(read.refusal)}`);
    return false;
  }
  const { text } = read;
  // The file's path is part of the digest: the same page text in another folder (a moved or copied
  // site) must be stored again, and Astro's store ignores a set whose digest it already holds, which
  // would keep the old path (listed in .astro/content-modules.mjs, where the next build fails on it).
  const filePath = storedPath(context, file.path);
  const digest = context.generateDigest(`${text}\u0000${renderSettings}\u0000${filePath}`);
  const existing = store.get(file.id);
  if (existing?.digest === digest && existing.filePath === filePath) {
    // Unchanged since the last sync: the module of an .mdx page still has to be imported.
    if (existing.deferredRender) store.addModuleImport(existing.filePath);
    return false;
  }
  const page = sourcePageOf(file, text);
  // A save in dev whose frontmatter cannot be read (often half-typed) keeps the page as it last was, and says why.
  if (keepLastGood && page.frontmatter.problem)
    throw userError(formatSourceProblems([{ file: displayPath(page.path), ...page.frontmatter.problem }]), 'Fix the frontmatter above; the page shows its last readable version meanwhile.');
  await storePage(context, page, digest);
  return true;
}

async function storePage(context: LoaderContext, page: SourcePage, digest: string): Promise<void> {
  // Frontmatter that cannot be read was reported before the build (the policy decides how badly): the page is built without it.
  const { store } = context;
  const filePath = storedPath(context, page.path);
  const data = await context.parseData({ id: page.id, data: page.frontmatter.data, filePath: page.path });
  const body = page.frontmatter.body.trim();
  if (page.format === 'mdx') {
    // MDX compiles to a module of its own, rendered when the page is.
    store.set({ id: page.id, data, body, filePath, digest, deferredRender: true });
    return;
  }
  const rendered = await context.renderMarkdown(body, { fileURL: pathToFileURL(page.path) });
  store.set({ id: page.id, data, body, filePath, digest, rendered, assetImports: rendered.metadata?.imagePaths });
}

async function storeExtra(context: LoaderContext, extra: ExtraEntry): Promise<void> {
  const data = await context.parseData({ id: extra.id, data: extra.data });
  // Rendered as nothing: the page's layout draws all of it (an API page, from its operation).
  context.store.set({ id: extra.id, data, body: extra.body, digest: context.generateDigest(JSON.stringify(extra)), rendered: { html: '', metadata: {} } });
}

/** Lets timers and I/O run (a macrotask turn), not only promise callbacks. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Runs `work` over `items`, at most `limit` at a time (Markdown rendering is async; a thousand at once
 * is not). Each worker yields a turn of the event loop after each item: the pages are read from
 * memory and rendered without I/O, so without it a large site's sync holds the loop for minutes,
 * and Astro's dev server, which loads its app over Vite's module runner at the same time, gives up
 * after 60 s (`transport invoke timed out`) and answers no request at all.
 */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      await work(items[next++]);
      await nextTurn();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** The page a path of the pages folder is, if it is one (the layout's rules parsed once). */
function pageFileAt(layout: SourceLayout): (path: string) => SourceFile | undefined {
  const excluded = exclusionsOf(layout);
  return (path) => {
    const relativePath = relative(layout.pagesDir, path).split('\\').join('/');
    return isSourceFile(relativePath, layout, excluded) ? sourceFile(layout, relativePath) : undefined;
  };
}

/**
 * The pages saved that a dev server's sync names (dev-reload.ts syncSavedPages): each stored as it
 * is now, or dropped if deleted, so that the store Astro writes at the end of this sync holds them.
 * The loader's own watcher has usually stored them already (the digest then says so at the cost of
 * a read), and it is what says a page could not be stored.
 */
async function storeSavedPages(context: LoaderContext, { layout, renderSettings }: DocsFolder, paths: readonly string[]): Promise<void> {
  const fileAt = pageFileAt(layout);
  for (const path of paths) {
    const file = fileAt(path);
    if (!file) continue;
    if (!existsSync(file.path)) context.store.delete(file.id);
    else await storeFile(context, file, siteDirOf(layout), renderSettings, true).catch(() => false);
  }
}

/** Keeps a page current while `astro dev` runs: saved, added and deleted files. */
function watchPages(context: LoaderContext, layout: SourceLayout, renderSettings: string | undefined): void {
  const { watcher, logger } = context;
  if (!watcher) return;
  watcher.add(layout.pagesDir);
  // The layout's rules, parsed once per sync, not once per file event.
  const fileAt = pageFileAt(layout);
  const store = async (file: SourceFile) => {
    try {
      if (await storeFile(context, file, siteDirOf(layout), renderSettings, true)) logger.info(`Reloaded ${file.file}`);
    } catch (error) {
      logger.error(error instanceof Error ? error.message : String(error));
    }
  };
  const update = async (path: string) => {
    const file = fileAt(path);
    if (!file) return;
    await store(file);
    // The text read now may be a half-written save (lookAgainAfterSave); an unchanged digest costs a read.
    lookAgainAfterSave(() => existsSync(file.path) && void store(file));
  };
  watcher.on('change', update);
  watcher.on('add', update);
  watcher.on('unlink', (path) => {
    const file = fileAt(path);
    if (file) context.store.delete(file.id);
  });
}

/** The dev server's syncs wait for this: Astro may skip a sync it asks for (dev-reload.ts resyncPages, syncSavedPages). */
function saySynced(context: LoaderContext): void {
  const synced = context.refreshContextData?.synced;
  if (typeof synced === 'function') synced();
}

/** The page files a sync was asked for after a save (`refreshContent({ context: { pagesSaved } })`), if any. */
function savedPagesOf(data: Record<string, unknown> | undefined): string[] | undefined {
  const saved = data?.pagesSaved;
  return Array.isArray(saved) && saved.every((path) => typeof path === 'string') ? saved : undefined;
}

/** The docs folder a sync was asked for with (`refreshContent({ context: { docsFolder } })`), if any. */
function docsFolderOf(data: Record<string, unknown> | undefined): DocsFolder | undefined {
  const folder = data?.docsFolder as DocsFolder | undefined;
  return folder && typeof folder.layout?.pagesDir === 'string' ? folder : undefined;
}

/** The docs collection's loader, by the name a sync of it alone is asked for. */
export const DOCS_LOADER_NAME = 'quire-docs';

/** Loads the site's pages and any extra entries from the folder the integration names. */
export function siteSourceLoader(folder: () => Promise<DocsFolder>): Loader {
  return {
    name: DOCS_LOADER_NAME,
    load: async (context) => {
      // A sync the dev server asks for after a page is saved stores that page alone; Astro then writes the store at once.
      const saved = savedPagesOf(context.refreshContextData);
      if (saved) {
        await storeSavedPages(context, await folder(), saved);
        return saySynced(context);
      }
      // The dev server hands the folder it changed to the sync it asks for (dev-reload.ts resyncPages).
      const { layout, extraEntries = [], renderSettings } = docsFolderOf(context.refreshContextData) ?? (await folder());
      const files = listSourceFiles(layout);
      const untouched = new Set(context.store.keys());
      // `a.md` beside `a.mdx`: one page id, two files; the later one in path order is kept.
      const byId = new Map(files.map((file) => [file.id, file]));
      for (const file of files) {
        const kept = byId.get(file.id)!;
        if (kept !== file) context.logger.warn(`${displayPath(file.path)} and ${displayPath(kept.path)} are both the page "${file.id}"; ${displayPath(kept.path)} is used: rename or remove one`);
      }
      for (const id of byId.keys()) untouched.delete(id);
      // A refused file is left out here; the build has already stopped on it (check-sources), dev shows it.
      await eachLimited([...byId.values()], 10, async (file) => void (await storeFile(context, file, siteDirOf(layout), renderSettings)));
      for (const extra of extraEntries) {
        if (byId.has(extra.id)) continue; // A page written as a file wins over a generated one.
        untouched.delete(extra.id);
        await storeExtra(context, extra);
      }
      for (const id of untouched) context.store.delete(id);
      watchPages(context, layout, renderSettings);
      saySynced(context);
    },
  };
}
