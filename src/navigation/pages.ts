import { markdownToMdast } from 'satteri';
import { closestMatches, formatSuggestions } from '../config/did-you-mean.ts';
import { stripPageExtension, type NavigationGroup } from '../config/model.ts';
import type { PathSegment } from '../config/json-path.ts';
import type { ConfigProblem } from '../config/problems.ts';

/** What navigation needs to know about one page; built from a content entry or a file path. */
export interface PageSummary {
  /** Path under docs/ without extension: "guides/intro", "index", "guides/index". */
  id: string;
  title: string;
  sidebarTitle?: string;
  /** Frontmatter `url`: the sidebar entry links out instead of to the page. */
  externalUrl?: string;
  /** Frontmatter `icon`: shown before the page's sidebar label. */
  icon?: string;
}

/** `docs/api-reference/get.mdx` → `/api-reference/get`; an `index` page is its folder's root. */
export function pageHref(id: string): string {
  if (id === 'index') return '/';
  return `/${id.replace(/\/index$/, '')}`;
}

/** Page id from a path relative to docs/ ("guides/intro.mdx" → "guides/intro"). */
export const pageIdFromFile = (relativePath: string): string => stripPageExtension(relativePath.split('\\').join('/'));

/**
 * The page a navigation entry names. Real configs write "guides/intro", "guides/intro.mdx" or
 * "/guides/intro"; a folder name stands for its index page.
 */
export function resolvePageReference(reference: string, ids: ReadonlySet<string>): string | undefined {
  const id = stripPageExtension(reference).replace(/\/+$/, '');
  if (ids.has(id)) return id;
  if (ids.has(`${id}/index`)) return `${id}/index`;
  if (id === '' && ids.has('index')) return 'index';
  return undefined;
}

export interface MissingPage {
  reference: string;
  /** Where in site.json, e.g. navigation[1].pages[3]. */
  path: Array<string | number>;
  suggestions: string[];
}

/** Every navigation entry that names no page, with the closest existing pages. */
export function findMissingPages(navigation: readonly NavigationGroup[], ids: ReadonlySet<string>): MissingPage[] {
  const missing: MissingPage[] = [];
  const all = [...ids];
  const walk = (group: NavigationGroup, path: Array<string | number>) => {
    group.pages.forEach((page, index) => {
      const here = [...path, 'pages', index];
      if (typeof page !== 'string') return walk(page, here);
      if (resolvePageReference(page, ids) === undefined) {
        missing.push({ reference: page, path: here, suggestions: closestMatches(page, all, 3, true) });
      }
    });
  };
  navigation.forEach((group, index) => walk(group, ['navigation', index]));
  return missing;
}

/**
 * The navigation entries that name no page, as site.json problems: the build and `quire check`
 * (with `locate`, the entry's line in site.json) and the dev server alike. `docsFolder` is the
 * docs folder as the reader knows it.
 */
export function missingPageProblems(
  navigation: readonly NavigationGroup[],
  ids: ReadonlySet<string>,
  docsFolder: string,
  locate: (path: readonly PathSegment[]) => { line: number; column: number } | undefined = () => undefined,
): ConfigProblem[] {
  return findMissingPages(navigation, ids).map((page) => ({
    path: page.path,
    ...locate(page.path),
    expected: `a page under ${docsFolder}/`,
    found: `"${page.reference}", which has no .md or .mdx file`,
    hint: formatSuggestions(page.suggestions) ?? `create ${docsFolder}/${stripPageExtension(page.reference).replace(/^\/+/, '')}.mdx or remove the entry`,
  }));
}

/**
 * Title from frontmatter, else the title of what the frontmatter names (an API page's operation
 * summary, an SDK page's symbol), else the first `#` heading,
 * else the file name made readable. The one rule for the heading, the sidebar, previous/next and llms.txt.
 */
export function pageTitle(frontmatterTitle: string | undefined, body: string | undefined, id: string, generatedTitle?: string): string {
  if (frontmatterTitle && frontmatterTitle.trim() !== '') return frontmatterTitle.trim();
  if (generatedTitle && generatedTitle.trim() !== '') return generatedTitle.trim();
  const heading = body ? firstHeading(body) : undefined;
  if (heading) return heading;
  const base =
    id
      .split('/')
      .filter((part) => part !== 'index')
      .pop() ?? 'Home';
  const words = base.replace(/[-_]+/g, ' ').trim();
  return words === '' ? 'Home' : words[0].toUpperCase() + words.slice(1);
}

interface MarkdownNode {
  type: string;
  depth?: number;
  value?: string;
  children?: MarkdownNode[];
}

const textOf = (node: MarkdownNode): string => (node.type === 'text' || node.type === 'inlineCode' ? (node.value ?? '') : (node.children ?? []).map(textOf).join(''));

/**
 * The first level-1 heading, as its text (inline markup removed). The markdown parser decides
 * what is a heading, so a `#` line inside fenced code (however the fence is written) is none.
 */
export function firstHeading(body: string): string | undefined {
  const find = (node: MarkdownNode): MarkdownNode | undefined =>
    node.type === 'heading' && node.depth === 1 ? node : (node.children ?? []).reduce<MarkdownNode | undefined>((found, child) => found ?? find(child), undefined);
  const heading = find(markdownToMdast(body) as MarkdownNode);
  const text = heading ? textOf(heading).trim() : '';
  return text === '' ? undefined : text;
}
