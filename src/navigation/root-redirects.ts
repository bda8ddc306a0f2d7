import { pageHref } from './pages.ts';
import { firstPageOf, type NavigationTree, type NavNode } from '../config/navigation-tree.ts';

/** A URL with no page of its own that leads on to one: `/` → `/quickstart`. */
export interface RootRedirect {
  /** The path without slashes: "" for the site root, "api-reference" for a tab's folder. */
  from: string;
  to: string;
}

/**
 * The roots a reader may type or a link may name (the site root, each division's folder) that no
 * page answers: each leads to the first page of its part of the navigation, as Mintlify sends `/`
 * to the first page. A root with a page of its own keeps it. `tree` has its pages resolved.
 */
export function rootRedirects(tree: NavigationTree, pageIds: ReadonlySet<string>): RootRedirect[] {
  const hasPage = (folder: string) => pageIds.has(folder === '' ? 'index' : folder) || pageIds.has(`${folder}/index`);
  const redirects: RootRedirect[] = [];
  const add = (from: string, first: string | undefined) => {
    if (first === undefined || hasPage(from) || redirects.some((redirect) => redirect.from === from)) return;
    redirects.push({ from, to: pageHref(first) });
  };
  add('', tree.landing ?? firstPageOf(tree.children));
  const walk = (nodes: readonly NavNode[]) => {
    for (const node of nodes) {
      if (node.type !== 'division') continue;
      if (node.pathPrefix) add(node.pathPrefix, node.landing ?? firstPageOf(node.children));
      walk(node.children);
    }
  };
  walk(tree.children);
  return redirects;
}
