import { existsSync } from 'node:fs';
import { readSiteFile, readSiteText, SITE_FILE_LIMITS, siteTextFromDisk, type SiteTextReader } from '../utils/read-site-file.ts';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { autoImportsOf, snippetExports } from '../markdown/snippet-auto-imports.ts';
import { COMPONENT_CODE_FILE } from '../markdown/unknown-components.ts';
import type { SiteSourcePaths } from '../source/check-sources.ts';
import { unclosedFence } from '../source/code-fence.ts';
import { importKind } from '../site-code/allowed-imports.ts';
import { exportsOfFile, withoutMissingImports } from '../site-code/missing-exports.ts';
import { importedFile } from '../site-code/check-site-code.ts';
import { MDX_COMPONENT_NAMES, UNKNOWN_COMPONENT_STAND_IN } from '../source/component-names.ts';
import { type WrittenImport, writtenImports } from '../site-code/page-code.ts';
import { readPage, readPageIncludes } from '../source/page-includes.ts';
import { formatImportsLeavingSite, importLeavingSite, importTarget } from '../source/site-includes.ts';
import { displayPath } from '../utils/display-path.ts';
import { leavesFolder } from '../utils/paths.ts';
import { ownModule } from '../utils/own-modules.ts';
import { idsAround } from './hook-filters.ts';

const COMPONENTS_MODULE = fileURLToPath(ownModule('../components/mdx/index.ts', import.meta.url));
/** Vite's convention for ids no file backs: the \0 keeps other plugins off them. */
const CODE_FILE_PREFIX = '\0quire-component-code-file:';

/** What a `.jsx`/`.tsx` file exports, by name (`default` included); found by reading, never run. */
export function exportedNames(code: string): string[] {
  const names = new Set<string>();
  if (/\bexport\s+default\b/.test(code)) names.add('default');
  for (const match of code.matchAll(/\bexport\s+(?:async\s+)?(?:const|let|var|function\*?|class)\s+([\w$]+)/g)) names.add(match[1]);
  for (const match of code.matchAll(/\bexport\s*\{([^}]*)\}/g)) {
    for (const part of match[1].split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) names.add(name);
    }
  }
  if (names.size === 0) names.add('default');
  return [...names];
}

/**
 * A module standing in for a `.js`/`.ts` file a page imports components from (Quire runs React
 * from `.jsx`/`.tsx` only): every export is drawn as its content alone, as a name nothing defines
 * is, and the build names file and line (markdown/unknown-components.ts) so the author renames it.
 */
export function contentAloneModule(code: string): string {
  const lines = [
    `import { mdxComponents as __quireComponents } from ${JSON.stringify(COMPONENTS_MODULE)};`,
    `const __quireContent = __quireComponents[${JSON.stringify(UNKNOWN_COMPONENT_STAND_IN)}];`,
  ];
  for (const name of exportedNames(code)) lines.push(name === 'default' ? 'export default __quireContent;' : `export { __quireContent as ${name} };`);
  return `${lines.join('\n')}\n`;
}

/** Vite id of a package a page imports but pages are not given: the package is never loaded. */
const UNPROVIDED_PREFIX = '\0quire-unprovided-package:';

const QUIRE_DRAWS: ReadonlySet<string> = new Set(MDX_COMPONENT_NAMES);

/**
 * A module standing in for a package pages are not given, as Mintlify treats one (it drops the
 * import and its own components answer the names): a name Quire draws (`Callout`, `Tabs`) is
 * Quire's component, any other is drawn as its content alone (UnknownComponent.astro), as a
 * name nothing defines is. The package is never loaded.
 */
export function unprovidedPackageModule(names: readonly string[]): string {
  const lines = [`import { mdxComponents as __quireComponents } from ${JSON.stringify(COMPONENTS_MODULE)};`];
  names.forEach((name, index) => {
    const drawnBy = QUIRE_DRAWS.has(name) ? name : UNKNOWN_COMPONENT_STAND_IN;
    lines.push(`const __quire${index} = __quireComponents[${JSON.stringify(drawnBy)}];`, `export { __quire${index} as ${JSON.stringify(name)} };`);
  });
  return `${lines.join('\n')}\n`;
}

/** The imports a page's author wrote (not those Astro adds to the compiled page), read from its text. */
function authorImports(text: string | undefined): Map<string, WrittenImport> | undefined {
  if (text === undefined) return undefined;
  try {
    const reading = readPage(text);
    return writtenImports(reading.parsedText, reading.code);
  } catch {
    // A page MDX cannot parse fails on its own, with MDX's message.
    return new Map();
  }
}

/** The imports each page's author wrote, by page, kept while a page's text is unchanged (Astro asks for several of its own imports per page). */
function writtenImportsReader(textOf: (path: string) => string | undefined): (page: string) => Map<string, WrittenImport> | undefined {
  const writtenByPage = new Map<string, { text: string; imports: Map<string, WrittenImport> | undefined }>();
  return (page: string) => {
    const text = textOf(page);
    if (text === undefined) return undefined;
    const known = writtenByPage.get(page);
    if (known?.text === text) return known.imports;
    const imports = authorImports(text);
    writtenByPage.set(page, { text, imports });
    return imports;
  };
}

/** Quire's own modules, which the page code Quire appends imports by absolute path. */
const QUIRE_SOURCE = fileURLToPath(new URL('..', import.meta.url));

/** An import a page may not make, with the page's file:line when the import is written in its ESM lines. */
function refusedImport(message: string): Error {
  const error = new Error(message);
  error.name = 'QuireImportRefused';
  error.stack = '';
  return error;
}

/**
 * The import as the page's author wrote it, with its line; undefined for an import Astro or Quire
 * added to the compiled page. Read again only when an import is about to be refused.
 */
function writtenImport(file: string, siteDir: string, specifier: string): { line: number } | undefined {
  const read = readSiteFile(file, siteDir, SITE_FILE_LIMITS.page);
  return read.ok ? readPageIncludes(read.text).imports.find((use) => use.specifier === specifier) : undefined;
}

/**
 * Mintlify pages import snippets from the docs root (`import X from '/snippets/x.mdx'`) and the
 * snippets use components without imports too. This plugin resolves such imports against the docs
 * folder, and gives every .mdx file Quire's components as its default `components` export, so an
 * imported snippet renders <Tip> like the page does. The export is appended at the end of the file,
 * so line numbers in error messages stay those of the author's file.
 *
 * It also keeps pages inside the site folder: an import written in a page (`/…`, `./…`, `../…`,
 * with or without `?raw`) that reaches a file outside it, through `..` or a symbolic link, stops the
 * build before the file is read, so its contents never reach the site or the error message.
 */
export function snippetImportsPlugin({ siteDir, docsDir, publicDir, pageText }: SiteSourcePaths & { pageText?: SiteTextReader }) {
  // A build's pages as loadSite read them (SiteSource.textAt); the dev server reads the disk, where they change.
  const textOf = pageText ?? siteTextFromDisk(siteDir);
  const importsWrittenIn = writtenImportsReader(textOf);
  /** What the snippets export, read once per build (a dev server reads it at its start). */
  let exports: Map<string, string[]> | undefined;
  /**
   * A build asks about each page ~8 times (Astro's own imports of it) and the files do not change
   * while it runs: each page's place and written imports, and each absolute import's place, are
   * looked up once (~0.3 s of Vite's build at 1,000 pages). The dev server looks every time.
   */
  let building = false;
  const remembered = <T>(memo: Map<string, T>, key: string, find: () => T): T => {
    if (!building) return find();
    if (!memo.has(key)) memo.set(key, find());
    return memo.get(key) as T;
  };
  const pagesOutside = new Map<string, boolean>();
  const ownModules = new Map<string, boolean>();
  const importsByPage = new Map<string, Map<string, WrittenImport> | undefined>();
  const fileExports = new Map<string, Set<string> | undefined>();
  return {
    name: 'quire:snippet-imports',
    enforce: 'pre' as const,
    configResolved(config: { command: string }) {
      building = config.command === 'build';
    },
    resolveId(source: string, importer: string | undefined) {
      if (!importer || !/\.mdx(\?.*)?$/.test(importer) || source.startsWith('//')) return undefined;
      const page = importer.split('?')[0];
      const path = source.split('?')[0];
      if (remembered(pagesOutside, page, () => leavesFolder(page, siteDir))) return undefined;
      // A package the author imports that pages are not given is never loaded (it could be any
      // installed package); Node's modules and schemes are refused, as `quire check` refuses them.
      const kind = importKind(source);
      if (kind === 'unresolvable-package' || kind === 'node-builtin' || kind === 'scheme') {
        const written = remembered(importsByPage, page, () => importsWrittenIn(page))?.get(source);
        if (!written) return undefined;
        if (kind === 'unresolvable-package') return `${UNPROVIDED_PREFIX}${JSON.stringify({ specifier: source, names: written.names })}`;
        throw refusedImport(
          `${displayPath(page)}:${written.line}: import "${source}": pages may not import Node's modules or code that is no file of the site (MDX is code; it runs on the machine that builds the site)`,
        );
      }
      // Astro's and Quire's own imports of a page (the page itself, Quire's components) are absolute
      // paths: the common ones pass here without reading the page again.
      const ownModule = remembered(
        ownModules,
        path,
        () => path.startsWith('/') && !existsSync(join(docsDir, path)) && existsSync(path) && (!leavesFolder(path, siteDir) || !leavesFolder(path, QUIRE_SOURCE)),
      );
      if (ownModule) return undefined;
      return siteFileId(source, page, { siteDir, docsDir, publicDir });
    },
    load: { filter: idsAround({ prefixes: [UNPROVIDED_PREFIX, CODE_FILE_PREFIX] }), handler: (id: string) => loadStandIn(id, siteDir) },
    transform: {
      order: 'pre' as const,
      filter: { id: /\.mdx$/ },
      handler(code: string, id: string) {
        if (!id.startsWith(docsDir) || /^export\s+const\s+components\b/m.test(code)) return undefined;
        exports ??= snippetExports(docsDir, textOf);
        code = withoutMissingNames(code, id, { siteDir, docsDir }, (file) =>
          remembered(fileExports, file, () => {
            const text = textOf(file);
            return text === undefined ? undefined : exportsOfFile(file, text);
          }),
        );
        const imports = autoImportsOf(code, exports, relative(docsDir, id).split('\\').join('/'));
        const esm = [...imports, `import { mdxComponents as __quireMdxComponents } from ${JSON.stringify(COMPONENTS_MODULE)};`, 'export const components = __quireMdxComponents;'].join('\n');
        const closing = unclosedFence(code);
        return { code: `${code.replace(/\s*$/, '')}\n${closing ? `${closing}\n` : ''}\n${esm}\n`, map: null };
      },
    },
  };
}

/**
 * The page with its imports of names their file does not export written without them
 * (missing-exports.ts): each such name is then an undefined name, drawn as nothing with a warning.
 */
function withoutMissingNames(code: string, page: string, { siteDir, docsDir }: Pick<SiteSourcePaths, 'siteDir' | 'docsDir'>, exportsOfFile: (file: string) => Set<string> | undefined): string {
  let reading: ReturnType<typeof readPage>;
  try {
    reading = readPage(code);
  } catch {
    return code; // A page MDX cannot parse: its compile error names it.
  }
  const exportsOf = (specifier: string) => {
    const file = importedFile(specifier, page, docsDir);
    if (file === undefined || leavesFolder(file, siteDir)) return undefined;
    return exportsOfFile(file);
  };
  return withoutMissingImports(code, reading.code, exportsOf)?.text ?? code;
}

/** A package pages are not given, or a code file a page imports components from: their stand-in modules. */
function loadStandIn(id: string, siteDir: string) {
  if (id.startsWith(UNPROVIDED_PREFIX)) {
    const { names } = JSON.parse(id.slice(UNPROVIDED_PREFIX.length)) as { names: string[] };
    return unprovidedPackageModule(names);
  }
  if (!id.startsWith(CODE_FILE_PREFIX)) return undefined;
  const file = id.slice(CODE_FILE_PREFIX.length);
  return contentAloneModule(readSiteText(file, siteDir, SITE_FILE_LIMITS.page, displayPath(file)));
}

/**
 * What a page's import of a site file resolves to: refused when it leaves the site folder or
 * names no file; a React file as itself; another code file as its stand-in (its content alone);
 * a file of the docs folder by its path; a file of public/ left to Vite (its URL).
 */
function siteFileId(source: string, page: string, { siteDir, docsDir, publicDir }: SiteSourcePaths): string | undefined {
  const path = source.split('?')[0];
  const file = importTarget(source, page, docsDir);
  if (file === undefined) return undefined;
  const leaving = importLeavingSite({ specifier: source }, page, siteDir, docsDir);
  if (leaving) throw refusedImport(formatImportsLeavingSite([{ ...leaving, line: writtenImport(page, siteDir, source)?.line }], siteDir, displayPath));
  // React components (`.jsx`/`.tsx`) are the site's own code (react-modules.ts); other code
  // files a page imports components from draw their content alone instead of failing the build.
  if (/\.[jt]sx$/.test(path) && existsSync(file)) return file;
  if (COMPONENT_CODE_FILE.test(path) && existsSync(file)) return `${CODE_FILE_PREFIX}${file}`;
  if (!path.startsWith('/')) return undefined;
  if (existsSync(file)) return `${file}${source.slice(path.length)}`;
  // A file of public/ is Vite's to resolve (to its URL).
  const publicFile = join(publicDir, path);
  if (existsSync(publicFile) && !leavesFolder(publicFile, siteDir)) return undefined;
  // Left to Vite, any other path the author wrote that is missing from the docs folder would be
  // looked for in Quire's folder, then from the root of the disk. (In dev, Astro adds imports of
  // files it has yet to write, such as .astro/content-assets.mjs: those stay Vite's.)
  const written = writtenImport(page, siteDir, source);
  if (!written) return undefined;
  const { line } = written;
  throw refusedImport(`${displayPath(page)}${line ? `:${line}` : ''}: import "${source}": there is no ${displayPath(file)} (an import starting with / is read from the docs folder)`);
}
