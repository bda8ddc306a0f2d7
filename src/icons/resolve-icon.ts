import type { IconDefinition } from '@fortawesome/fontawesome-svg-core';
import type { IconType } from '../config/schema/shared.ts';
import { findFreeIcon, findFreeIconContaining, type FreeStyle } from './free-icons.ts';
import { allFontAwesomeNames } from './font-awesome-names.ts';

export type IconResolution =
  | { kind: 'free'; definition: IconDefinition }
  /** A name Font Awesome has only in its Pro packs: drawn with the closest free icon. */
  | { kind: 'pro-fallback'; definition: IconDefinition; fallbackName: string }
  | { kind: 'unknown' };

/**
 * The free styles to try for an iconType. Pro styles (duotone, light, sharp-solid, thin) fall
 * back to the free style of the same icon: solid first, as it is the most complete pack.
 */
function stylesFor(iconType: IconType | 'regular' | undefined): FreeStyle[] {
  if (iconType === 'brands') return ['brands', 'solid', 'regular'];
  if (iconType === 'regular' || iconType === 'light' || iconType === 'thin') return ['regular', 'solid', 'brands'];
  return ['solid', 'regular', 'brands'];
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

export function resolveIcon(name: string, iconType?: IconType | 'regular'): IconResolution {
  const styles = stylesFor(iconType);
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
