import { layoutFor } from '../../src/config/site-layout.ts';
import { descriptionRenderer } from '../../src/openapi/description.ts';
import { remoteSpecReader, type RemoteSpecText } from '../../src/openapi/fetch-spec.ts';
import { loadSite } from '../../src/site/load-site.ts';
import type { Site } from '../../src/site/site.ts';
import { siteRoutes } from '../../src/site/site-routes.ts';
import { sidebarEntries } from '../../src/navigation/sidebar.ts';
import type { NavNode } from '../../src/config/navigation-tree.ts';
import type { LinkedText } from '../../src/utils/linked-text.ts';

// What the loader-level tests of generated reference pages (AsyncAPI, GraphQL, SDK) share: a
// docs.json of a given navigation, the site loaded as a build loads it (offline unless a remote
// reader is given), and its sidebar as labels and URLs.

/** A docs.json text with `navigation` and the few keys every docs.json has. */
export const docsJsonWith = (navigation: unknown, name = 'Reference'): string =>
  JSON.stringify({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name, colors: { primary: '#0f766e' }, navigation }, null, 2);

/** A docs.json folder loaded as `quire build` loads it, descriptions drawn. */
export const loadDocsJsonFolder = (dir: string, options: { strict?: boolean; readRemote?: (url: string) => Promise<RemoteSpecText> } = {}): Promise<Site> =>
  loadSite(layoutFor(dir, 'docs.json'), { mode: 'build', strict: options.strict, readRemote: options.readRemote ?? remoteSpecReader({ offline: true }), describe: () => descriptionRenderer() });

/** The sidebar as labels: a group is [label, its entries], a page its URL. */
export type Shown = string | [string, Shown[]];

/** The sidebar of the navigation's top level, or of its `division`-th tab. */
export function sidebarShown(site: Site, division?: number): Shown[] {
  const pages = new Map(siteRoutes(site).pages.map((href) => [href.slice(1) || 'index', { title: href }]));
  const labels = (entries: ReturnType<typeof sidebarEntries>): Shown[] => entries.map((entry) => (entry.type === 'group' ? [entry.label, labels(entry.entries)] : entry.href));
  const top = site.model?.tree.children ?? [];
  const node: NavNode | undefined = division === undefined ? undefined : top[division];
  const children = division === undefined ? top : node?.type === 'division' ? node.children : [];
  return labels(sidebarEntries(children, pages as never));
}

/** Linked code as its text, and its links as "name → href". */
export const writtenText = (parts: readonly LinkedText[]): string => parts.map((part) => part.text).join('');
export const linksIn = (parts: readonly LinkedText[]): string[] => parts.filter((part) => part.href).map((part) => `${part.text} → ${part.href}`);
