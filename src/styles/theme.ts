import type { SiteModel } from '../config/model.ts';
import { ensureContrast, readableTextOn } from './colour.ts';
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
    const accentText = ensureContrast(accent, bg);
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
