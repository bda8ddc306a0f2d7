import type { SiteModel } from '../config/model.ts';
import { ensureContrast, mix, parseHex, readableTextOn, toHex } from './colour.ts';
import { cssString } from './css-string.ts';

export const DEFAULT_BACKGROUND = { light: '#ffffff', dark: '#0f1115' } as const;

/**
 * CSS custom properties for both modes from site.json `colors`: `primary` accents light mode,
 * `light` accents dark mode, `dark` fills important buttons. Every text colour is adjusted to
 * keep WCAG AA contrast on the background it sits on.
 */
export function themeCss(colors: SiteModel['colors']): string {
  const background = colors.background ?? DEFAULT_BACKGROUND;
  const mode = (accent: string, bg: string) => {
    // Accent text also sits on --q-accent-tint (12% accent, base.css): the current sidebar link, selected
    // tabs. That tint is the lowest-contrast surface it meets, so readable there means readable everywhere.
    const tint = toHex(mix(parseHex(bg), parseHex(accent), 0.12));
    const accentText = ensureContrast(ensureContrast(accent, bg), tint);
    const button = ensureContrast(colors.dark, bg, 3);
    return [
      `--q-bg:${bg}`,
      `--q-accent:${accent}`,
      `--q-accent-text:${accentText}`,
      `--q-accent-on:${readableTextOn(accentText)}`,
      `--q-button:${button}`,
      `--q-button-text:${readableTextOn(button)}`,
    ].join(';');
  };
  return `:root{${mode(colors.primary, background.light)}}:root[data-theme=dark]{${mode(colors.light, background.dark)}}`;
}

/** Hides what belongs to a version other than the selected one (html[data-version], set before paint). */
export function versionCss(versions: readonly string[]): string {
  return versions.map((version) => `html:not([data-version=${cssString(version)}]) [data-version=${cssString(version)}]{display:none}`).join('');
}

/** The page's background image, one per mode when docs.json gives two. */
export function backgroundImageCss(image: string | { light: string; dark: string } | undefined): string {
  if (!image) return '';
  const { light, dark } = typeof image === 'string' ? { light: image, dark: image } : image;
  const rule = (url: string) => `--q-background-image:url(${cssString(url)})`;
  return `:root{${rule(light)}}` + (dark === light ? '' : `:root[data-theme=dark]{${rule(dark)}}`);
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * The page colour per mode: site.json's `colors.background`, or docs.json's `background.color`,
 * where either mode may be given alone (the other keeps Quire's).
 */
export function pageBackground(colors: SiteModel['colors'], background: SiteModel['background']): { light: string; dark: string } {
  const pick = (value: string | undefined, fallback: string) => (value !== undefined && HEX.test(value) ? value : fallback);
  const base = colors.background ?? DEFAULT_BACKGROUND;
  return { light: pick(background?.color?.light, base.light), dark: pick(background?.color?.dark, base.dark) };
}

type SiteFonts = NonNullable<SiteModel['fonts']>;
type SiteFontFace = NonNullable<SiteFonts['body']>;

const FALLBACK_FONTS = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/**
 * docs.json's self-hosted fonts (`source`) as @font-face rules. Written into each page, not into the
 * bundled stylesheet: the bundler would try to resolve their URLs, which name files of the site.
 */
export function fontFacesCss(fonts: SiteFonts | undefined): string {
  if (!fonts) return '';
  return [fonts.heading, fonts.body]
    .filter((font): font is SiteFontFace & { source: string } => font?.source !== undefined)
    .map(
      (font) =>
        `@font-face{font-family:${cssString(font.family)};src:url(${cssString(font.source)})${font.format ? ` format(${cssString(font.format)})` : ''};font-display:swap${font.weight ? `;font-weight:${Number(font.weight)}` : ''}}`,
    )
    .join('');
}

/**
 * docs.json's fonts: headings and body text get their family through custom properties (a family
 * without a `source` is a Google Fonts family, loaded by the reader's browser through the stylesheet
 * `googleFontsHref` names: the build itself never needs the network).
 */
export function fontFamiliesCss(fonts: SiteFonts | undefined): string {
  if (!fonts) return '';
  const family = (font: SiteFontFace | undefined) => (font ? `${cssString(font.family)}, ${FALLBACK_FONTS}` : undefined);
  const body = family(fonts.body);
  const heading = family(fonts.heading);
  const rules = [body && `--q-font:${body}`, heading && `--q-font-heading:${heading}`].filter(Boolean).join(';');
  return rules ? `:root{${rules}}` : '';
}

/**
 * The site's own rules that hold no URL: its colours for both modes and its fonts' families. One
 * stylesheet bundled after base.css (integration/site-theme-css.ts), cached once by the reader's
 * browser, and later than the defaults it replaces, so it wins over them.
 */
export const siteThemeCss = (site: Pick<SiteModel, 'colors' | 'background' | 'fonts'>): string =>
  themeCss({ ...site.colors, background: pageBackground(site.colors, site.background) }) + fontFamiliesCss(site.fonts);

/** One Google Fonts stylesheet for every family without a `source` (undefined when there is none). */
export function googleFontsHref(fonts: SiteFonts | undefined): string | undefined {
  const families = [...new Map([fonts?.heading, fonts?.body].filter((font): font is SiteFontFace => font !== undefined && font.source === undefined).map((font) => [font.family, font])).values()];
  if (families.length === 0) return undefined;
  const query = families.map((font) => `family=${encodeURIComponent(font.family).replace(/%20/g, '+')}${font.weight ? `:wght@${Number(font.weight)}` : ''}`).join('&');
  return `https://fonts.googleapis.com/css2?${query}&display=swap`;
}
