import type { ChromeOverride, SiteModel, SiteSettings } from '../../config/model.ts';
import { safeUrl } from '../../utils/url-safety.ts';

/** The chrome a page shows: the site's banner, footer and navbar, or its language's own where it has them (RouteData.chrome). */
export type LanguageChrome = Required<Pick<SiteModel, 'topbarLinks' | 'footerSocials'>> & Pick<SiteModel, 'banner' | 'footerLinks' | 'topbarCtaButton' | 'logo'> & { logoHref: string };

const safeLinks = <T extends { url: string }>(links: readonly T[]): T[] => links.filter((link) => safeUrl(link.url) !== undefined);

/**
 * The site's chrome with its language's override. Both configs refuse script URLs when they are
 * read; this drops any that would still arrive (a model built some other way), since every link
 * and logo of the top bar and footer is written from here.
 */
export function languageChrome(site: SiteSettings, override: ChromeOverride): LanguageChrome {
  const merged = { ...site, ...override };
  const cta = merged.topbarCtaButton;
  const logo = site.logo && safeUrl(site.logo.light, 'image') !== undefined && safeUrl(site.logo.dark, 'image') !== undefined ? site.logo : undefined;
  return {
    banner: merged.banner,
    footerLinks: merged.footerLinks,
    footerSocials: safeLinks(override.footerSocials ?? site.footerSocials),
    topbarLinks: safeLinks(override.topbarLinks ?? site.topbarLinks),
    topbarCtaButton: cta && safeUrl(cta.url) !== undefined ? cta : undefined,
    logo,
    logoHref: safeUrl(site.logo?.href) ?? '/',
  };
}
