import { builtinModules } from 'node:module';
import { hasUrlScheme } from '../utils/urls.ts';

/**
 * The packages a page or snippet may import. A page's code runs in Node while the site is built, so
 * an import is code that runs with the builder's rights: pages may import files of the site folder
 * and these packages, nothing else: React (integration/react-modules.ts) and Mintlify's component
 * package, which pages get as Quire's own components.
 */
export const PAGE_PACKAGES: readonly string[] = ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', '@mintlify/components'];

/** What an import specifier written in a page or snippet points at, as the confinement rule sees it. */
export type ImportKind =
  /** `/snippets/x.mdx`, `./x.jsx`, `../data.json?raw`: a file, confined to the site folder elsewhere. */
  | 'site-file'
  /** One of PAGE_PACKAGES. */
  | 'allowed-package'
  /** `fs`, `node:fs`, `child_process`…: Node's own modules, which reach the machine. */
  | 'node-builtin'
  /** `data:`, `file:`, `http:`, `astro:`, `virtual:`…: code or data that is no file of the site. */
  | 'scheme'
  /** Any other package (`nextra/components`): not provided to pages, so never loaded. */
  | 'unresolvable-package';

const NODE_BUILTINS = new Set(builtinModules.flatMap((name) => [name, name.split('/')[0]]));

export function importKind(specifier: string): ImportKind {
  if (specifier.startsWith('/') || specifier.startsWith('./') || specifier.startsWith('../') || specifier === '.' || specifier === '..') return 'site-file';
  const path = specifier.split('?')[0];
  if (PAGE_PACKAGES.includes(path)) return 'allowed-package';
  if (specifier.startsWith('node:') || NODE_BUILTINS.has(path) || NODE_BUILTINS.has(path.split('/')[0])) return 'node-builtin';
  // A scheme (`data:`, `file:`, `astro:env`) or Vite's private ids (`\0…`, `/@fs/`) name no package.
  if (hasUrlScheme(specifier) || specifier.startsWith('\0') || specifier.startsWith('\\')) return 'scheme';
  return 'unresolvable-package';
}

/** The package an import names (`nextra/components` → `nextra`, `@scope/x/y` → `@scope/x`). */
export function packageName(specifier: string): string {
  const parts = specifier.split('?')[0].split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}
