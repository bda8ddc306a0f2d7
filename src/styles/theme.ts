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
  return versions
    .map((version) => `html:not([data-version=${cssString(version)}]) [data-version=${cssString(version)}]{display:none}`)
    .join('');
}

export function backgroundImageCss(url: string | undefined): string {
  return url ? `:root{--q-background-image:url(${cssString(url)})}` : '';
}
