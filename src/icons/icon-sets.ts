import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Lucide and Tabler, read from Iconify's JSON packages of them (@iconify-json/lucide,
 * @iconify-json/tabler): one JSON file per library (0.6 MB and 2.1 MB, parsed in about 6 and 10 ms),
 * where the libraries' own packages weigh 34–67 MB and 51 MB. Iconify regenerates them from each
 * library's releases, keeping the licence (ISC, MIT) and the renamed names as aliases.
 */
export type SetLibrary = 'lucide' | 'tabler';

interface IconifyJson {
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
  width?: number;
  height?: number;
}

export interface SetIcon {
  /** The icon's own name (an alias resolved to what it stands for). */
  name: string;
  /** SVG children, drawn with currentColor. */
  body: string;
  width: number;
  height: number;
}

const loaded = new Map<SetLibrary, IconifyJson>();

/** The set, parsed the first time a site uses the library; a Font Awesome site never reads it. */
function iconSet(library: SetLibrary): IconifyJson {
  let set = loaded.get(library);
  if (!set) {
    const require = createRequire(import.meta.url);
    set = JSON.parse(readFileSync(require.resolve(`@iconify-json/${library}/icons.json`), 'utf8')) as IconifyJson;
    loaded.set(library, set);
  }
  return set;
}

export function findSetIcon(library: SetLibrary, name: string): SetIcon | undefined {
  const set = iconSet(library);
  const own = set.aliases?.[name]?.parent ?? name;
  const icon = set.icons[own];
  if (!icon) return undefined;
  return { name: own, body: icon.body, width: icon.width ?? set.width ?? 24, height: icon.height ?? set.height ?? 24 };
}

/** Every name the library answers to, aliases included: the did-you-mean candidates. */
export function setIconNames(library: SetLibrary): string[] {
  const set = iconSet(library);
  return [...Object.keys(set.icons), ...Object.keys(set.aliases ?? {})];
}
