import type { IconDefinition, IconPack } from '@fortawesome/fontawesome-svg-core';
import { fab } from '@fortawesome/free-brands-svg-icons';
import { far } from '@fortawesome/free-regular-svg-icons';
import { fas } from '@fortawesome/free-solid-svg-icons';

export type FreeStyle = 'solid' | 'regular' | 'brands';

/** "faBookOpen" → "book-open": pack keys also carry the aliases (faHome → "home"). */
const keyToName = (key: string): string =>
  key
    .slice(2)
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();

function indexPack(pack: IconPack): Map<string, IconDefinition> {
  const byName = new Map<string, IconDefinition>();
  for (const [key, definition] of Object.entries(pack)) {
    byName.set(definition.iconName, definition);
    if (!byName.has(keyToName(key))) byName.set(keyToName(key), definition);
  }
  return byName;
}

let packs: Record<FreeStyle, Map<string, IconDefinition>> | undefined;

/** The free packs indexed by icon name and alias, built once per process. */
export function freePacks(): Record<FreeStyle, Map<string, IconDefinition>> {
  packs ??= { solid: indexPack(fas), regular: indexPack(far), brands: indexPack(fab) };
  return packs;
}

export function findFreeIcon(name: string, preferred: readonly FreeStyle[]): IconDefinition | undefined {
  const all = freePacks();
  for (const style of preferred) {
    const found = all[style].get(name);
    if (found) return found;
  }
  return undefined;
}

/** A free icon one of whose dash-separated words is `word` (or `word` + "s"), shortest name first. */
export function findFreeIconContaining(word: string, preferred: readonly FreeStyle[]): IconDefinition | undefined {
  const all = freePacks();
  // Brand logos never stand in for a generic word.
  for (const style of preferred.filter((s) => s !== 'brands')) {
    const names = [...all[style].keys()].filter((name) => name.split('-').some((part) => part === word || part === `${word}s`));
    names.sort((a, b) => a.length - b.length || a.localeCompare(b));
    if (names.length > 0) return all[style].get(names[0]);
  }
  return undefined;
}
