import type { SiteConfig } from './schema/index.ts';
import type { NavigationGroupInput } from './schema/navigation.ts';
import type { IconType } from './schema/shared.ts';
import type { FooterSocialPlatform } from './schema/footer.ts';
import { DEFAULT_ICON_LIBRARY, type IconLibrary } from '../icons/icon-value.ts';

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

/** The validated, normalised site.json every component reads (through `virtual:quire/config`). */
export interface SiteModel {
  name: string;
  navigation: NavigationGroup[];
  logo?: { light: string; dark: string; href: string };
  favicon?: string;
  colors: { primary: string; light: string; dark: string; background?: { light: string; dark: string } };
  topbarLinks: Array<{ name: string; url: string }>;
  topbarCtaButton?: { type: 'link' | 'github'; url: string; name?: string };
  versions: string[];
  anchors: Anchor[];
  topAnchor: { name: string; icon: string; iconType: IconType };
  tabs: Array<{ name: string; url: string }>;
  api: {
    baseUrls: string[];
    auth?: { method?: 'bearer' | 'basic' | 'key'; name?: string; inputPrefix?: string };
    playground: { mode: 'show' | 'simple' | 'hide' };
    maintainOrder: boolean;
  };
  openapi: string[];
  footerSocials: Array<{ platform: FooterSocialPlatform; url: string }>;
  feedback: { suggestEdit: boolean; raiseIssue: boolean };
  modeToggle: { default?: 'light' | 'dark'; isHidden: boolean };
  backgroundImage?: string;
  /** The library named icons come from (docs.json `icons.library`; site.json has no such key). */
  icons: { library: IconLibrary };
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

export function buildSiteModel(config: SiteConfig): SiteModel {
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
