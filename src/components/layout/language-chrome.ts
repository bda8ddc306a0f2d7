import type { ChromeOverride, SiteModel } from '../../config/model.ts';

/** The chrome a page shows: the site's banner, footer and navbar, or its language's own where it has them (RouteData.chrome). */
export type LanguageChrome = Required<Pick<SiteModel, 'topbarLinks' | 'footerSocials'>> & Pick<SiteModel, 'banner' | 'footerLinks' | 'topbarCtaButton'>;

export function languageChrome(site: SiteModel, override: ChromeOverride): LanguageChrome {
  const own: LanguageChrome = { banner: site.banner, footerLinks: site.footerLinks, footerSocials: site.footerSocials, topbarLinks: site.topbarLinks, topbarCtaButton: site.topbarCtaButton };
  return { ...own, ...override, footerSocials: override.footerSocials ?? own.footerSocials, topbarLinks: override.topbarLinks ?? own.topbarLinks };
}
