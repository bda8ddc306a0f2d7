import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ignore from 'ignore';
import { listFilesUnder } from './list-files.ts';
import { isSnippetId } from './snippet-files.ts';
import { pageIdFromFile, pageTitle } from '../navigation/pages.ts';
import { displayPath } from '../utils/display-path.ts';
import { readSiteFile, readSiteText, SITE_FILE_LIMITS, siteTextOnce, type SiteFileRefusal } from '../utils/read-site-file.ts';
import { frontmatterText, readFrontmatter, type Frontmatter, type SourceProblem } from './frontmatter.ts';

/**
 * Where a site's pages live. Quire's own layout keeps them in `<site>/docs/`; a Mintlify folder
 * (docs.json, mint.json) has them beside the config, among the repository's other folders.
 * Not SiteLayout (config/site-layout.ts: where the config, pages and static files are), though
 * `pagesDir` and `siteDir` are its `pagesDir` and `dir`: this is how the pages are read (which
 * folders hold none, which files are left out), handed to the content collection as data.
 */
export interface SourceLayout {
  /** The folder page ids are relative to. */
  pagesDir: string;
  /** Folder names at the top of `pagesDir` that hold no pages (build output, tooling). */
  ignore?: readonly string[];
  /**
   * Files that are neither pages nor published, in gitignore syntax relative to `pagesDir`: the
   * lines of `.mintignore` and the tools' files at the top of a Mintlify folder. Data, not a
   * function: the layout reaches the content collection through a generated module.
   */
  exclude?: readonly string[];
  /**
   * The folder no file may leave once its links are resolved (a page in docs/ may link to a file
   * elsewhere in the site folder): the site folder. Without it, `pagesDir`'s parent for Quire's
   * layout is not known, so the pages folder itself.
   */
  siteDir?: string;
  /** Files of the layout itself Quire refused to read (`.mintignore` leading outside, a device…), as data. */
  refused?: readonly SiteFileRefusal[];
}

/** Folders beside docs.json or mint.json that belong to tools, not to the site (`.mintignore` may bring one back: `!/build/`). */
export const SITE_ROOT_IGNORE = ['node_modules', '.git', '.github', 'dist', 'build', '.astro', '.cache', '.quire', 'coverage', 'tmp', 'temp', '.vscode', '.idea', '.claude', '.agents'];

/**
 * Files Mintlify leaves out of every site without being told (its docs, organize/mintignore.mdx):
 * a repository's own notes, at any depth, as if `.mintignore` listed them; a `!README.md` line
 * there brings one back.
 */
export const MINTLIFY_DEFAULT_IGNORED_FILES = ['README.md', 'LICENSE.md', 'CHANGELOG.md', 'CONTRIBUTING.md'];

/** Quire's layout: site.json beside a docs/ folder holding every page. */
export const docsFolderLayout = (siteDir: string): SourceLayout => ({ pagesDir: join(siteDir, 'docs'), siteDir });

/**
 * Files at the top of a Mintlify folder that are never published: its config, and what belongs to
 * its tools (package manifests, lockfiles, the licence), which nobody means to serve.
 */
export const SITE_ROOT_UNPUBLISHED = [
  'docs.json',
  'package.json',
  'package-lock.json',
  'npm-shrinkwrap.json',
  'yarn.lock',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  'bun.lock',
  'bun.lockb',
  'LICENSE',
  'LICENCE',
  'LICENSE.txt',
];

/** The author's list of files to leave out of a Mintlify site, in gitignore syntax, beside docs.json. */
export const MINTIGNORE_FILE = '.mintignore';

/** The lines of the folder's `.mintignore` (none when it has none, or when it is refused: see siteFileRefusalText). */
function readMintignore(siteDir: string): { lines: string[]; refused?: SiteFileRefusal } {
  const read = readSiteFile(join(siteDir, MINTIGNORE_FILE), siteDir, SITE_FILE_LIMITS.config);
  if (read.ok) return { lines: read.text.split(/\r?\n/) };
  return read.refusal.reason === 'missing' ? { lines: [] } : { lines: [], refused: read.refusal };
}

/** Deeper than any file of a real site (a path of the machine holds at most 4,096 characters). */
const MAX_PATH_SEGMENTS = 2_048;
/** The folder the layout's files must stay in. */
export const siteDirOf = (layout: SourceLayout): string => layout.siteDir ?? layout.pagesDir;

/** Whether a path relative to the pages folder is left out by the layout's `exclude` rules. */
export type Exclusions = (relativePath: string) => boolean;

/**
 * The layout's `exclude` rules as a test on paths relative to the pages folder (gitignore
 * semantics: a file inside a listed folder is left out too, `!` brings one back). It parses the
 * rules: made once per reading of the site (SiteSource.excluded, the docs loader's sync, the
 * static files' root) and passed on, not once per file or request.
 */
export function exclusionsOf(layout: SourceLayout): Exclusions {
  if (!layout.exclude || layout.exclude.length === 0) return () => false;
  const rules = ignore().add([...layout.exclude]);
  return (relativePath) => {
    const path = relativePath.split('\\').join('/');
    const segments = path.split('/');
    // The rules' matcher recurses once per folder of the path: a link of 200,000 segments
    // (no file of the folder is that deep) would overflow the stack, so such a path is no file of
    // the site, left to the link check to report as missing.
    return path !== '' && !path.startsWith('/') && segments.length <= MAX_PATH_SEGMENTS && !segments.includes('..') && rules.ignores(path);
  };
}

/** Mintlify's layout: pages directly in the site folder, beside its config; `.mintignore`d files left out. */
export function siteRootLayout(siteDir: string): SourceLayout {
  const { lines, refused } = readMintignore(siteDir);
  // The tools' folders are rules before the author's, so a `!/build/` line brings that folder back.
  const folders = ignore()
    .add(SITE_ROOT_IGNORE.map((name) => `/${name}/`))
    .add(lines);
  return {
    pagesDir: siteDir,
    ignore: SITE_ROOT_IGNORE.filter((name) => folders.ignores(`${name}/`)),
    exclude: [...SITE_ROOT_UNPUBLISHED.map((name) => `/${name}`), ...MINTLIFY_DEFAULT_IGNORED_FILES, ...lines],
    siteDir,
    ...(refused ? { refused: [refused] } : {}),
  };
}

const PAGE_FILE = /\.mdx?$/i;
/** Components a page imports: sources, never published. */
const SOURCE_CODE = /\.(jsx|tsx)$/i;

/** Whether a file name is a page's or snippet's (.md or .mdx, any case). */
export const isPageFileName = (name: string): boolean => PAGE_FILE.test(name);

/** One .md/.mdx file of the site. */
export interface SourceFile {
  /** Relative to the pages folder, with forward slashes: `guides/intro.mdx`. */
  file: string;
  /** Absolute. */
  path: string;
  /** `guides/intro`: the file without its extension, as navigation entries name it. */
  id: string;
  format: 'md' | 'mdx';
  /** Under snippets/ or _snippets/: pulled into pages, never a page itself. */
  snippet: boolean;
}

/** A file with its text and frontmatter. */
export interface SourcePage extends SourceFile {
  text: string;
  frontmatter: Frontmatter;
}

/** Whether a path relative to the pages folder names a page or snippet file of the layout. */
export function isSourceFile(relativePath: string, layout: SourceLayout, excluded: Exclusions = exclusionsOf(layout)): boolean {
  const parts = relativePath.split(/[\\/]/);
  if (!PAGE_FILE.test(relativePath) || parts[0] === '..' || excluded(parts.join('/'))) return false;
  return !parts.some((part, index) => part.startsWith('.') || part === 'node_modules' || (index === 0 && parts.length > 1 && layout.ignore?.includes(part)));
}

/** The facts of one file from its path relative to the pages folder. */
export function sourceFile(layout: SourceLayout, relativePath: string): SourceFile {
  const file = relativePath.split('\\').join('/');
  const id = pageIdFromFile(file);
  return { file, path: join(layout.pagesDir, file), id, format: /\.mdx$/i.test(file) ? 'mdx' : 'md', snippet: isSnippetId(id) };
}

/** One file with the text already read: its frontmatter parsed (a YAML error kept as data). */
export const sourcePageOf = (file: SourceFile, text: string): SourcePage => ({ ...file, text, frontmatter: readFrontmatter(text) });

/** Reads one file through the site-file reader (confined to `siteDir`, the page limit): its text and frontmatter; a refusal is thrown. */
export function readSourcePage(file: SourceFile, siteDir: string = dirname(file.path)): SourcePage {
  return sourcePageOf(file, readSiteText(file.path, siteDir, SITE_FILE_LIMITS.page, displayPath(file.path)));
}

/** Every page and snippet file under the pages folder, in path order (listFilesUnder's rules, the layout's exclusions). */
export function listSourceFiles(layout: SourceLayout, excluded: Exclusions = exclusionsOf(layout), refused: SiteFileRefusal[] = []): SourceFile[] {
  return listFilesUnder(layout.pagesDir, layout.ignore, (name) => PAGE_FILE.test(name), { siteDir: siteDirOf(layout), refused })
    .filter((file) => !excluded(file))
    .map((file) => sourceFile(layout, file));
}

/** A page file the layout does not read: where it is, and the tools' folder it is in (else `.mintignore` leaves it out). */
export interface LeftOutPage {
  file: string;
  folder?: string;
}

/**
 * Why a navigation entry's page is not among the layout's pages though its file exists (`id`,
 * without extension): it is in a tools' folder the reader skips, or the layout excludes it.
 */
export function leftOutPage(layout: SourceLayout, id: string, excluded: Exclusions = exclusionsOf(layout)): LeftOutPage | undefined {
  for (const file of [`${id}.mdx`, `${id}.md`, `${id}/index.mdx`, `${id}/index.md`]) {
    if (id.split('/').includes('..') || !existsSync(join(layout.pagesDir, file))) continue;
    const top = file.split('/')[0];
    if (layout.ignore?.includes(top)) return { file, folder: top };
    if (excluded(file)) return { file };
  }
  return undefined;
}

/**
 * Whether a path relative to a Mintlify site folder is a file the site publishes as it is: not a
 * page, snippet or component source, not hidden, not in a tool's folder, not excluded by the layout.
 * Files docs.json reads through `$ref` are the caller's to leave out.
 */
export function isPublishableFile(layout: SourceLayout, relativePath: string, excluded: Exclusions = exclusionsOf(layout)): boolean {
  const parts = relativePath.split(/[\\/]/).filter((part) => part !== '');
  if (parts.length === 0 || parts.includes('..')) return false;
  if (parts.some((part) => part.startsWith('.') || part === 'node_modules')) return false;
  if (parts.length > 1 && layout.ignore?.includes(parts[0])) return false;
  const name = parts[parts.length - 1];
  if (isPageFileName(name) || SOURCE_CODE.test(name)) return false;
  return !excluded(parts.join('/'));
}

/** The site's pages, read once per build or check; each consumer takes what it needs from here. */
export interface SiteSource {
  layout: SourceLayout;
  /** The layout's exclusions (`.mintignore`, the tools' files), parsed once for this reading. */
  excluded: Exclusions;
  /** Every .md/.mdx file, pages and snippets, in path order. */
  files: readonly SourceFile[];
  /** The files that are pages (snippets left out). */
  pages: readonly SourceFile[];
  /** Ids of every page, found without reading the files. */
  pageIds: ReadonlySet<string>;
  /** The file at a path relative to the pages folder, if it is one of `files`. */
  file(relativePath: string): SourceFile | undefined;
  /** A file's text and frontmatter, read on first use and kept. */
  read(file: SourceFile): SourcePage;
  /**
   * The text of any file of the site by absolute path (a page, a snippet, a `.jsx` it imports),
   * read on first use and kept for this reading, as every reading of the site is confined
   * (inside the site folder, regular files, within the page limit); undefined when refused or missing.
   */
  textAt(path: string): string | undefined;
  /**
   * A value made from a file's text (its URLs…), made on first use and kept for this reading, so
   * the checks before and after the build that need the same one pay for it once. `key` names the
   * value and every input besides the text. A `make` that throws keeps nothing.
   */
  derived<T>(file: SourceFile, key: string, make: (page: SourcePage) => T): T;
  /** Every file whose frontmatter cannot be parsed, with file and line. */
  frontmatterProblems(): SourceProblem[];
  /** Files Quire refused to read so far (listed, `.mintignore`, and every file read): see siteFileRefusalText. */
  refused(): readonly SiteFileRefusal[];
}

/**
 * Pages an earlier reading of the folder parsed, by absolute path. The dev server reads the folder
 * again after every change (a page saved, site.json saved); a page whose text is the same as then
 * keeps its parsed frontmatter instead of going through the YAML parser again. Each reading keeps
 * only the files it lists: a deleted (or newly excluded) page's parse is dropped, not kept forever.
 */
export type PagesRead = Map<string, SourcePage>;

/** Forgets the pages of files that are no longer among `files`. */
function forgetUnlisted(known: PagesRead, files: readonly SourceFile[]): void {
  const listed = new Set(files.map((file) => file.path));
  for (const path of known.keys()) if (!listed.has(path)) known.delete(path);
}

/** The page at `file` with `text`, parsed once per distinct text when `known` remembers earlier readings. */
function pageWithText(file: SourceFile, text: string, known: PagesRead | undefined): SourcePage {
  const before = known?.get(file.path);
  if (before && before.text === text && before.file === file.file) return before;
  const page = sourcePageOf(file, text);
  known?.set(file.path, page);
  return page;
}

/**
 * Lists the layout's files once; their text is read on first use and kept for every later consumer.
 * `known` carries parsed pages from one reading to the next (see PagesRead).
 */
export function readSiteSource(layout: SourceLayout, known?: PagesRead): SiteSource {
  const excluded = exclusionsOf(layout);
  const refused: SiteFileRefusal[] = [...(layout.refused ?? [])];
  const files = listSourceFiles(layout, excluded, refused);
  const siteDir = siteDirOf(layout);
  if (known) forgetUnlisted(known, files);
  const pages = files.filter((file) => !file.snippet);
  const byPath = new Map(files.map((file) => [file.file, file]));
  const read = new Map<string, SourcePage>();
  const derived = new Map<string, unknown>();
  // Files outside the listing (snippets' imports, React files), each read once too.
  const otherText = siteTextOnce(siteDir);
  const source: SiteSource = {
    layout,
    excluded,
    files,
    pages,
    pageIds: new Set(pages.map((file) => file.id)),
    file: (relativePath) => byPath.get(relativePath.split('\\').join('/')),
    read(file) {
      let page = read.get(file.file);
      if (page) return page;
      const text = readSiteFile(file.path, siteDir, SITE_FILE_LIMITS.page);
      // A refused file (it changed since the listing, or is past the page limit) reads as empty: the refusal is the problem reported.
      if (!text.ok) refused.push(text.refusal);
      read.set(file.file, (page = text.ok ? pageWithText(file, text.text, known) : sourcePageOf(file, '')));
      return page;
    },
    textAt(path) {
      const listed = byPath.get(relative(layout.pagesDir, path).split('\\').join('/'));
      if (listed && listed.path === path) return source.read(listed).text;
      return otherText(path);
    },
    derived<T>(file: SourceFile, key: string, make: (page: SourcePage) => T): T {
      const id = `${file.file}\n${key}`;
      if (derived.has(id)) return derived.get(id) as T;
      const value = make(source.read(file));
      derived.set(id, value);
      return value;
    },
    refused: () => refused,
    frontmatterProblems: () =>
      files.flatMap((file) => {
        const { problem } = source.read(file).frontmatter;
        return problem ? [{ file: displayPath(file.path), ...problem }] : [];
      }),
  };
  return source;
}

/** The page's title by the one rule (`pageTitle`): frontmatter, operation summary, first heading, file name. */
export function sourcePageTitle(page: SourcePage, generatedTitle?: string): string {
  return pageTitle(frontmatterText(page.frontmatter.data, 'title'), page.frontmatter.body, page.id, generatedTitle);
}
