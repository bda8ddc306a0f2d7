import { bundledThemes, type BundledTheme } from 'shiki/themes';
import type { ThemeRegistration } from 'shiki';
import { normalizeTheme } from 'shiki/core';
import { ensureContrast } from '../styles/colour.ts';

/**
 * A Shiki theme whose token colours all keep WCAG AA contrast (4.5:1) on `backgrounds`, the code
 * backgrounds Quire paints behind it. github-light's red and green fall to ~4.2:1 on the grey code
 * background (#f4f4f4) and github-dark's comments are 3.0:1 on its own #24292e (axe-core's
 * color-contrast rule, "serious"); only those colours move, just enough, so the theme looks the same.
 */
export async function accessibleTheme(name: BundledTheme, backgrounds: readonly string[]): Promise<ThemeRegistration> {
  const theme = structuredClone((await bundledThemes[name]()).default) as ThemeRegistration;
  const fix = (colour: string | undefined): string | undefined => {
    if (!colour || !/^#[0-9a-f]{6}$/i.test(colour)) return colour; // #rgb and alpha colours are left alone
    return backgrounds.reduce((current, background) => ensureContrast(current, background, 4.6), colour);
  };
  // Rules with their own background (invalid, diff markers) were chosen against that background.
  theme.tokenColors = theme.tokenColors?.map((rule) => (rule.settings && !rule.settings.background ? { ...rule, settings: { ...rule.settings, foreground: fix(rule.settings.foreground) } } : rule));
  if (theme.colors?.['editor.foreground']) theme.colors['editor.foreground'] = fix(theme.colors['editor.foreground'])!;
  // Handed over already normalised (Shiki marks the object), so Shiki reuses it: a raw theme object
  // is normalised into a new object for every code block, which misses Shiki's parsed-theme cache
  // and re-parses both themes per block (a third of a 1,000-page build's Shiki time).
  return normalizeTheme(theme) as ThemeRegistration;
}
