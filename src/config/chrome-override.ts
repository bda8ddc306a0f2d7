import type { DocsSocialPlatform } from './docs-json/footer.ts';
import type { IconValue } from './icon-value.ts';
import type { FooterSocialPlatform } from './schema/footer.ts';

/**
 * The parts of the site's chrome that a docs.json language may replace on its own pages. They live
 * here, below both the model (model.ts, whose fields use them) and the navigation tree
 * (navigation-tree.ts, whose language nodes carry an override), so neither imports the other back.
 */

/** A footer link column (at most 4). */
export interface FooterColumn {
  header?: string;
  items: Array<{ label: string; href: string }>;
}

export interface SiteBanner {
  content: string;
  dismissible: boolean;
  type: 'info' | 'warning' | 'critical';
  color?: { light?: string; dark?: string };
}

export interface TopbarLink {
  name: string;
  url: string;
  icon?: IconValue;
}

export interface TopbarCtaButton {
  type: 'link' | 'github';
  url: string;
  name?: string;
}

export interface FooterSocial {
  platform: FooterSocialPlatform | DocsSocialPlatform;
  url: string;
}

/**
 * What a docs.json language replaces of the site's chrome on its pages: each of `banner`, `footer`
 * and `navbar` it gives replaces the site's whole (a language's footer with links only has no socials).
 */
export interface ChromeOverride {
  banner?: SiteBanner;
  footerLinks?: FooterColumn[];
  footerSocials?: FooterSocial[];
  topbarLinks?: TopbarLink[];
  topbarCtaButton?: TopbarCtaButton;
}
