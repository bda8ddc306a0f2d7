import type { ICON_LIBRARIES, ICON_STYLES } from './shared.ts';

/** The validated docs.json navigation, as Mintlify reads it: page paths normalised, one child per node. */
export type DocsIcon = string | { name: string; style?: (typeof ICON_STYLES)[number]; library?: (typeof ICON_LIBRARIES)[number] };
export interface DocsSpecSource {
  source: string;
  directory?: string;
  overlays?: string[];
}
export type DocsOpenApi = string | Array<string | DocsSpecSource> | DocsSpecSource;
export type DocsAsyncApi = string | string[] | { source: string; directory?: string };
export type DocsDirectory = 'none' | 'accordion' | 'card';
export interface DocsColourPair {
  light?: string;
  dark?: string;
}

/** A page entry: a page path ("guides/intro"), "METHOD /path", "spec.yaml METHOD /path", "webhook name", or a group. */
export type DocsPageEntry = string | DocsGroup;

export interface DocsGroup {
  group: string;
  pages: DocsPageEntry[];
  icon?: DocsIcon;
  tag?: string;
  root?: string;
  expanded?: boolean;
  hidden?: boolean;
  searchable?: boolean;
  public?: boolean;
  boost?: number;
  directory?: DocsDirectory;
  openapi?: DocsOpenApi;
  asyncapi?: DocsAsyncApi;
  sdk?: { format: string; source: string; directory?: string };
}

/** What every division node may hold besides its name: its spec, its global links, and one child. */
export interface DocsDivisionBase {
  icon?: DocsIcon;
  hidden?: boolean;
  directory?: DocsDirectory;
  openapi?: DocsOpenApi;
  asyncapi?: DocsAsyncApi;
  global?: DocsGlobal;
  href?: string;
  languages?: DocsLanguage[];
  versions?: DocsVersion[];
  tabs?: DocsTab[];
  dropdowns?: DocsDropdown[];
  anchors?: DocsAnchor[];
  products?: DocsProduct[];
  menu?: DocsMenuItem[];
  groups?: DocsGroup[];
  pages?: DocsPageEntry[];
}

export interface DocsTab extends DocsDivisionBase {
  tab: string;
  searchable?: boolean;
  align?: 'start' | 'end';
  graphql?: string | { source: string; directory?: string };
  sdk?: { format: string; source: string; directory?: string };
}
export interface DocsAnchor extends DocsDivisionBase {
  anchor: string;
  color?: DocsColourPair;
}
export interface DocsDropdown extends DocsDivisionBase {
  dropdown: string;
  color?: DocsColourPair;
  description?: string;
}
export interface DocsVersion extends DocsDivisionBase {
  version: string;
  default?: boolean;
  tag?: string;
}
export interface DocsLanguage extends DocsDivisionBase {
  language: string;
  default?: boolean;
  /** Per-language chrome, same shapes as the top-level keys. */
  banner?: unknown;
  footer?: unknown;
  navbar?: unknown;
}
export interface DocsProduct extends DocsDivisionBase {
  product: string;
  name?: string;
  color?: DocsColourPair;
  description?: string;
}
export interface DocsMenuItem extends DocsDivisionBase {
  item: string;
  description?: string;
}

/** Site-wide links: each entry is a node's name and own keys plus a required `href`, no children. */
export interface DocsGlobal {
  languages?: Array<Omit<DocsLanguage, keyof DocsDivisionBase> & { href: string }>;
  versions?: Array<Omit<DocsVersion, keyof DocsDivisionBase> & { href: string }>;
  tabs?: Array<Omit<DocsTab, keyof DocsDivisionBase> & { href: string; icon?: DocsIcon; hidden?: boolean }>;
  dropdowns?: Array<Omit<DocsDropdown, keyof DocsDivisionBase> & { href: string; icon?: DocsIcon; hidden?: boolean }>;
  anchors?: Array<Omit<DocsAnchor, keyof DocsDivisionBase> & { href: string; icon?: DocsIcon; hidden?: boolean }>;
  products?: Array<Omit<DocsProduct, keyof DocsDivisionBase> & { href: string; icon?: DocsIcon; hidden?: boolean }>;
}

/** `navigation`: exactly one primary key (the first Mintlify would read), plus `global` and `directory`. */
export interface DocsNavigation extends Pick<DocsDivisionBase, 'products' | 'languages' | 'versions' | 'tabs' | 'dropdowns' | 'anchors' | 'groups' | 'pages'> {
  global?: DocsGlobal;
  directory?: DocsDirectory;
}
