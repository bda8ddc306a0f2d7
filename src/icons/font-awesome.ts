import type { IconDefinition } from '@fortawesome/fontawesome-svg-core';
import { findFreeIcon, findFreeIconContaining, type FreeStyle } from './free-icons.ts';
import { allFontAwesomeNames } from './font-awesome-names.ts';

export type FontAwesomeResolution =
  | { kind: 'free'; definition: IconDefinition }
  /** A name Font Awesome has only in its Pro packs: drawn with the closest free icon. */
  | { kind: 'pro-fallback'; definition: IconDefinition; fallbackName: string }
  | { kind: 'unknown' };

const OUTLINED_STYLES = new Set(['regular', 'light', 'thin', 'sharp-regular', 'sharp-light', 'sharp-thin']);

/**
 * The free styles to try for a style (Mintlify's `style`, site.json's `iconType`). Pro styles fall
 * back to the closest free one: the thin and light families to regular (outlined), duotone and
 * the sharp solid ones to solid, the most complete pack.
 */
export function stylesFor(style: string | undefined): FreeStyle[] {
  if (style === 'brands') return ['brands', 'solid', 'regular'];
  if (style !== undefined && OUTLINED_STYLES.has(style)) return ['regular', 'solid', 'brands'];
  return ['solid', 'regular', 'brands'];
}

/** The free style a Pro style is drawn in (undefined for free styles and none). */
export function freeStandInStyle(style: string | undefined): FreeStyle | undefined {
  if (style === undefined || style === 'solid' || style === 'regular' || style === 'brands') return undefined;
  return stylesFor(style)[0];
}

const SHAPE_WORDS = new Set(['square', 'circle', 'rectangle']);

/** Free names to try for a Pro-only one: "square-terminal" → terminal, "books" → book. */
function fallbackCandidates(name: string): string[] {
  // "square-", "circle-" and "rectangle-" only frame the icon that matters.
  const parts = name.split('-').filter((part) => !SHAPE_WORDS.has(part));
  const candidates = [parts.join('-'), name.replace(/s$/, '')];
  for (let length = parts.length - 1; length >= 1; length--) {
    for (let start = 0; start + length <= parts.length; start++) {
      const candidate = parts.slice(start, start + length).join('-');
      candidates.push(candidate, candidate.replace(/s$/, ''));
    }
  }
  return [...candidates, 'circle'];
}

/** A Font Awesome name (no "fa-" prefix) in a style: the free icon, a free stand-in for a Pro-only name, or unknown. */
export function resolveFontAwesome(name: string, style?: string): FontAwesomeResolution {
  const styles = stylesFor(style);
  const free = findFreeIcon(name, styles);
  if (free) return { kind: 'free', definition: free };
  if (!allFontAwesomeNames().has(name)) return { kind: 'unknown' };
  for (const candidate of fallbackCandidates(name)) {
    const definition = findFreeIcon(candidate, styles);
    if (definition) {
      // Before settling for the generic circle, a free icon named after the word may exist
      // ("sparkles" → "wand-magic-sparkles").
      const word = findFreeIconContaining(name.replace(/s$/, ''), styles);
      if (candidate === 'circle' && word) return { kind: 'pro-fallback', definition: word, fallbackName: word.iconName };
      return { kind: 'pro-fallback', definition, fallbackName: candidate };
    }
  }
  throw new Error('unreachable: "circle" is a free icon');
}
