import type { Anchor } from '../config/model.ts';
import { pageHref } from './pages.ts';
import { firstPageOfSections, folderPrefix, type Section, type SectionIndex } from './sections.ts';
import type { SidebarGroup } from './sidebar.ts';

/** A URL with no page of its own that leads on to one: `/` → `/quickstart`. */
export interface RootRedirect {
  /** The path without slashes: "" for the site root, "api-reference" for a tab's folder. */
  from: string;
  to: string;
}

/**
 * The roots a reader may type or a link may name (the site root, each tab's and anchor's folder)
 * that no page answers: each leads to the first page of its part of the navigation, as Mintlify
 * sends `/` to the first page. A root with a page of its own keeps it.
 */
export function rootRedirects(
  sidebar: readonly SidebarGroup[],
  sections: SectionIndex,
  pageIds: ReadonlySet<string>,
  parts: { tabs: ReadonlyArray<{ url: string }>; anchors: readonly Anchor[] },
): RootRedirect[] {
  const hasPage = (folder: string) => pageIds.has(folder === '' ? 'index' : folder) || pageIds.has(`${folder}/index`);
  const redirects: RootRedirect[] = [];
  const add = (from: string | undefined, matches: (section: Section) => boolean) => {
    if (from === undefined || hasPage(from) || redirects.some((redirect) => redirect.from === from)) return;
    const first = firstPageOfSections(sidebar, sections, matches);
    if (first) redirects.push({ from, to: pageHref(first) });
  };
  add('', () => true);
  parts.tabs.forEach((tab, index) => add(folderPrefix(tab.url), (section) => section.tab === index));
  parts.anchors.forEach((anchor, index) => add(folderPrefix(anchor.url), (section) => section.anchor === index));
  return redirects;
}
