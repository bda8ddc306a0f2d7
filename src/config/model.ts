import type { SiteConfig } from './schema/index.ts';
import type { NavigationGroupInput } from './schema/navigation.ts';
import type { IconType } from './schema/shared.ts';
import type { FooterColumn, FooterSocial, SiteBanner, TopbarCtaButton, TopbarLink } from './chrome-override.ts';
import type { FooterSocialPlatform } from './schema/footer.ts';
import type { NavigationTree } from './navigation-tree.ts';
import { DEFAULT_ICON_LIBRARY, type IconLibrary, type IconValue } from './icon-value.ts';

export type { ChromeOverride } from './chrome-override.ts';

export interface NavigationGroup {
  group: string;
  icon?: string;
  version?: string;
  /** Page references as written, extension removed; nested groups stay groups. */
  pages: Array<string | NavigationGroup>;
}

export interface Anchor {
  name: string;
  url: string;
  icon?: string;
  iconType: IconType;
  color?: { from: string; to: string };
  version?: string;
  isDefaultHidden: boolean;
}

/** docs.json `styling.codeblocks`: a bare string other than "system"/"dark" is one Shiki theme for both modes. */
export type CodeBlockStyle = string | { theme?: string | { light: string; dark: string }; languages?: { custom?: string[] } };

/** An icon as docs.json gives it: a name (or URL, path, SVG), or a name with its style and library. */
export type SiteIcon = IconValue;

export interface SiteFont {
  family: string;
  weight?: number;
  /** A self-hosted font file (path or URL); without it, the family is a Google Fonts name. */
  source?: string;
  format?: 'woff' | 'woff2';
}

/** A custom contextual-menu entry: a link built from the page's URL. */
export interface ContextualLink {
  title: string;
  description: string;
  icon?: SiteIcon;
  href: string | { base: string; query?: Array<{ key: string; value: string }> };
}

/**
 * Chrome only docs.json can describe so far (site.json has no key for it): optional, so a
 * site.json model simply leaves it out and components render what is set.
 */
export interface SiteChrome {
  description?: string;
  /** The favicon shown in dark mode, when docs.json gives one per mode (`favicon` is the light one). */
  faviconDark?: string;
  background?: {
    image?: { light: string; dark: string };
    decoration?: 'gradient' | 'grid' | 'windows';
    color?: { light?: string; dark?: string };
  };
  /** Footer link columns (at most 4). */
  footerLinks?: FooterColumn[];
  banner?: SiteBanner;
  /** A single font in docs.json applies to both. */
  fonts?: { heading?: SiteFont; body?: SiteFont };
  styling?: {
    eyebrows?: 'section' | 'breadcrumbs';
    /** "system" (Quire's own themes, following the page's mode), "dark" (always dark), or Shiki theme names (checked by the schema). */
    codeblocks?: CodeBlockStyle;
    latex?: boolean;
  };
  /** 308 unless `permanent` is false (307); sources may end in `:slug*` or `*`. */
  redirects?: Array<{ source: string; destination: string; permanent: boolean }>;
  seo?: { metatags: Record<string, string>; indexing: 'navigable' | 'all'; paths?: Array<{ path: string; metatags: Record<string, string> }> };
  searchPrompt?: string;
  /** Only the options a static site can offer (copy, view, assistant links, custom links). */
  contextual?: {
    options: Array<'copy' | 'view' | 'chatgpt' | 'claude' | 'perplexity' | 'grok' | 'aistudio' | 'devin' | 'windsurf' | 'mcp' | 'add-mcp' | 'cursor' | 'vscode' | ContextualLink>;
    display: 'header' | 'toc';
  };
  /** docs.json `errors.404`; `redirect: true` sends readers of a missing page to the home page (as Mintlify does only when it is written). */
  notFound?: { redirect?: boolean; title?: string; description?: string };
  /** Show each page's last-modified date (from git history). */
  lastModified?: boolean;
  /** `{{name}}` substitutions in pages and snippets. */
  variables?: Record<string, string>;
  /** docs.json sites: the docs folder's own .css and .js files (URL paths), loaded on every page after Quire's styles. */
  siteCode?: { stylesheets: string[]; scripts: string[] };
  /** docs.json `integrations` (validated: IDs by pattern, hosts https): each vendor's script, on every page (integration/analytics.ts). */
  integrations?: Record<string, Record<string, string | boolean | undefined>>;
  /** Set by the integration (virtual config): the Tailwind stylesheet and the pages (ids) that link it. */
  tailwind?: { href: string; pages: string[] };
}

/**
 * The validated, normalised site every component reads (through `virtual:quire/config`), whichever
 * front door it came through: site.json and docs.json both lower into it, the navigation tree
 * included (the loader builds it: site.json's depends on the pages).
 */
export interface SiteModel extends SiteChrome {
  name: string;
  /** The navigation: divisions, groups, pages and links (docs.json's page references unresolved, site.json's resolved). */
  tree: NavigationTree;
  logo?: { light: string; dark: string; href: string };
  favicon?: string;
  colors: { primary: string; light: string; dark: string; background?: { light: string; dark: string } };
  topbarLinks: TopbarLink[];
  topbarCtaButton?: TopbarCtaButton;
  api: {
    baseUrls: string[];
    auth?: { method?: 'bearer' | 'basic' | 'key'; name?: string; inputPrefix?: string };
    playground: { mode: 'show' | 'simple' | 'hide' };
    maintainOrder: boolean;
    /** Generated code samples: which languages, and whether they show every parameter or the required ones. */
    examples?: { languages?: string[]; defaults?: 'required' | 'all'; prefill?: boolean; autogenerate?: boolean };
    /** Parameter lists open ("all") or closed; `post` spec keys shown as pills. */
    params?: { expanded?: 'all' | 'closed'; post?: string[] };
    /** "full": show the whole base URL on every endpoint page. */
    url?: 'full';
    /**
     * docs.json `api.mdx`: the server and auth of endpoints a page defines in its frontmatter
     * (`api: "POST /users"`); OpenAPI pages keep their file's servers.
     */
    mdx?: { baseUrls: string[]; auth?: { method?: 'bearer' | 'basic' | 'key'; name?: string } };
  };
  openapi: string[];
  /** docs.json `api.asyncapi`: the AsyncAPI files a page's frontmatter `asyncapi: "<channel>"` (no file named) is looked up in, in order. */
  asyncapi?: string[];
  footerSocials: FooterSocial[];
  feedback: { suggestEdit: boolean; raiseIssue: boolean };
  modeToggle: { default?: 'light' | 'dark'; isHidden: boolean };
  backgroundImage?: string;
  /** The library named icons come from (docs.json `icons.library`; site.json has no such key). */
  icons: { library: IconLibrary };
}

/** The model without its navigation tree: what a front door knows before the pages are read. */
export type SiteSettings = Omit<SiteModel, 'tree'>;

/**
 * site.json's navigation keys as written (page extensions removed): with the pages they make the
 * tree (navigation/site-json-tree.ts). Kept beside the model for what names a place in site.json:
 * the icon and missing-page checks, llms.txt's sections.
 */
export interface SiteJsonNavigation {
  navigation: NavigationGroup[];
  versions: string[];
  anchors: Anchor[];
  topAnchor: { name: string; icon: string; iconType: IconType };
  tabs: Array<{ name: string; url: string }>;
}

/** site.json validated: its settings and its navigation keys, before the pages are read. */
export type SiteJsonModel = SiteSettings & SiteJsonNavigation;

/** Splits a validated site.json into the model's settings and its navigation keys. */
export function splitSiteJsonModel(model: SiteJsonModel): { settings: SiteSettings; navigation: SiteJsonNavigation } {
  const { navigation, versions, anchors, topAnchor, tabs, ...settings } = model;
  return { settings, navigation: { navigation, versions, anchors, topAnchor, tabs } };
}

/** Quire's default accent when site.json gives no colours. */
export const DEFAULT_PRIMARY = '#0d9373';

const toArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** "guides/intro.mdx" and "guides/intro" name the same page (both occur in real configs). */
export const stripPageExtension = (reference: string): string => reference.replace(/\.mdx?$/i, '').replace(/^\/+/, '');

function normaliseGroup(group: NavigationGroupInput): NavigationGroup {
  return {
    group: group.group,
    icon: group.icon,
    version: group.version,
    pages: group.pages.map((page) => (typeof page === 'string' ? stripPageExtension(page) : normaliseGroup(page))),
  };
}

export function buildSiteJsonModel(config: SiteConfig): SiteJsonModel {
  const primary = config.colors?.primary ?? DEFAULT_PRIMARY;
  const logo =
    typeof config.logo === 'string'
      ? { light: config.logo, dark: config.logo, href: '/' }
      : config.logo
        ? { light: (config.logo.light ?? config.logo.dark)!, dark: (config.logo.dark ?? config.logo.light)!, href: config.logo.href }
        : undefined;
  return {
    name: config.name,
    navigation: config.navigation.map(normaliseGroup),
    logo,
    favicon: config.favicon,
    colors: {
      primary,
      light: config.colors?.light ?? primary,
      dark: config.colors?.dark ?? primary,
      background: config.colors?.background,
    },
    topbarLinks: config.topbarLinks ?? [],
    topbarCtaButton: config.topbarCtaButton,
    versions: config.versions ?? [],
    anchors: (config.anchors ?? []).map((anchor) => ({
      ...anchor,
      color: typeof anchor.color === 'string' ? { from: anchor.color, to: anchor.color } : anchor.color,
    })),
    topAnchor: config.topAnchor,
    tabs: config.tabs ?? [],
    api: {
      baseUrls: toArray(config.api?.baseUrl),
      auth: config.api?.auth,
      playground: config.api?.playground ?? { mode: 'show' },
      maintainOrder: config.api?.maintainOrder ?? false,
    },
    openapi: toArray(config.openapi),
    footerSocials: Object.entries(config.footerSocials ?? {})
      .filter((entry): entry is [FooterSocialPlatform, string] => typeof entry[1] === 'string')
      .map(([platform, url]) => ({ platform, url })),
    feedback: config.feedback,
    modeToggle: config.modeToggle,
    backgroundImage: config.backgroundImage,
    icons: { library: DEFAULT_ICON_LIBRARY },
  };
}
