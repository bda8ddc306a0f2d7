import { readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isSnippetId } from '../components/mdx/snippet-files.ts';
import { pageIdFromFile, pageTitle } from '../navigation/pages.ts';
import { displayPath } from '../utils/display-path.ts';
import { frontmatterText, readFrontmatter, type Frontmatter, type SourceProblem } from './frontmatter.ts';

/**
 * Where a site's pages live. Quire's own layout keeps them in `<site>/docs/`; a Mintlify folder
 * (docs.json, mint.json) has them beside the config, among the repository's other folders.
 */
export interface SourceLayout {
  /** The folder page ids are relative to. */
  pagesDir: string;
  /** Folder names at the top of `pagesDir` that hold no pages (build output, tooling). */
  ignore?: readonly string[];
}

/** Folders beside docs.json or mint.json that belong to tools, not to the site. */
export const SITE_ROOT_IGNORE = ['node_modules', '.git', '.github', 'dist', 'build', '.astro', '.cache', 'coverage', 'tmp', '.vscode', '.idea'];

/** Quire's layout: site.json beside a docs/ folder holding every page. */
export const docsFolderLayout = (siteDir: string): SourceLayout => ({ pagesDir: join(siteDir, 'docs') });

/** Mintlify's layout: pages directly in the site folder, beside its config. */
export const siteRootLayout = (siteDir: string): SourceLayout => ({ pagesDir: siteDir, ignore: SITE_ROOT_IGNORE });

const PAGE_FILE = /\.mdx?$/i;

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
export function isSourceFile(relativePath: string, layout: SourceLayout): boolean {
  const parts = relativePath.split(/[\\/]/);
  if (!PAGE_FILE.test(relativePath) || parts[0] === '..') return false;
  return !parts.some((part, index) => part.startsWith('.') || part === 'node_modules' || (index === 0 && parts.length > 1 && layout.ignore?.includes(part)));
}

/** The facts of one file from its path relative to the pages folder. */
export function sourceFile(layout: SourceLayout, relativePath: string): SourceFile {
  const file = relativePath.split('\\').join('/');
  const id = pageIdFromFile(file);
  return { file, path: join(layout.pagesDir, file), id, format: /\.mdx$/i.test(file) ? 'mdx' : 'md', snippet: isSnippetId(id) };
}

/** Reads one file: its text and its frontmatter (a YAML error kept as data). */
export function readSourcePage(file: SourceFile): SourcePage {
  const text = readFileSync(file.path, 'utf8');
  return { ...file, text, frontmatter: readFrontmatter(text) };
}

/**
 * Every file under `root` that `keep` accepts (by name), relative to it with `/`, in path order.
 * Hidden entries, node_modules and the `ignore`d top folders are skipped; linked folders are
 * followed, except one that holds the link (a loop). Links that leave the site are refused before
 * the build (check-sources).
 */
export function listFilesUnder(root: string, ignore: readonly string[] = [], keep: (name: string) => boolean = () => true): string[] {
  const found: string[] = [];
  const visit = (dir: string, at: string, above: readonly string[]) => {
    let real: string;
    let names: string[];
    try {
      real = realpathSync(dir);
      if (above.includes(real)) return;
      names = readdirSync(dir);
    } catch {
      return; // No folder: no files.
    }
    for (const name of names) {
      const relative = `${at}${name}`;
      if (name.startsWith('.') || name === 'node_modules' || (at === '' && ignore.includes(name))) continue;
      let isFolder: boolean;
      try {
        isFolder = statSync(join(dir, name)).isDirectory();
      } catch {
        continue; // A link to nothing publishes nothing.
      }
      if (isFolder) visit(join(dir, name), `${relative}/`, [...above, real]);
      else if (keep(name)) found.push(relative);
    }
  };
  visit(root, '', []);
  return found.sort();
}

/** Every page and snippet file under the pages folder, in path order (listFilesUnder's rules). */
export function listSourceFiles(layout: SourceLayout): SourceFile[] {
  return listFilesUnder(layout.pagesDir, layout.ignore, (name) => PAGE_FILE.test(name)).map((file) => sourceFile(layout, file));
}

/** The site's pages, read once per build or check; each consumer takes what it needs from here. */
export interface SiteSource {
  layout: SourceLayout;
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
  /** Every file whose frontmatter cannot be parsed, with file and line. */
  frontmatterProblems(): SourceProblem[];
}

/** Lists the layout's files once; their text is read on first use and kept for every later consumer. */
export function readSiteSource(layout: SourceLayout): SiteSource {
  const files = listSourceFiles(layout);
  const pages = files.filter((file) => !file.snippet);
  const byPath = new Map(files.map((file) => [file.file, file]));
  const read = new Map<string, SourcePage>();
  const source: SiteSource = {
    layout,
    files,
    pages,
    pageIds: new Set(pages.map((file) => file.id)),
    file: (relativePath) => byPath.get(relativePath.split('\\').join('/')),
    read(file) {
      let page = read.get(file.file);
      if (!page) read.set(file.file, (page = readSourcePage(file)));
      return page;
    },
    frontmatterProblems: () =>
      files.flatMap((file) => {
        const { problem } = source.read(file).frontmatter;
        return problem ? [{ file: displayPath(file.path), ...problem }] : [];
      }),
  };
  return source;
}

/** The page's title by the one rule (`pageTitle`): frontmatter, operation summary, first heading, file name. */
export function sourcePageTitle(page: SourcePage, operationSummary?: string): string {
  return pageTitle(frontmatterText(page.frontmatter.data, 'title'), page.frontmatter.body, page.id, operationSummary);
}
