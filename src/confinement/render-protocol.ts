import type { SentError } from '../integration/render-jobs.ts';
import type { RenderFailure } from '../components/render-failures.ts';

/**
 * The messages between a build and its render process (render-process.ts): the build sends what
 * Astro's renderer needs from the bundling (which stylesheets and scripts each page has, how images
 * are named), asks for the site's paths, then for each page; the process answers with plain data.
 * Routes cross as data with their URLs written out (a URL object does not survive the channel).
 */

/** What a page's `<head>` gets from the bundling: Astro's page data, reduced to its stylesheets. */
export type SentPageData = { styles: unknown[] };

/** The settings Astro's image naming reads (vite-plugin-assets' addStaticImage). */
export interface ImageSettings {
  base: string;
  assetsFolder: string;
  assetsPrefix: unknown;
  serviceEntrypoint: string;
}

export interface RenderSetup {
  /** The file URL of the bundle's prerender entry (it exports Astro's `app`). */
  entry: string;
  pagesByKeys: [string, SentPageData][];
  entrySpecifierToBundleMap: [string, string][];
  scripts: { stage: string; content: string }[];
  images: ImageSettings;
  /** docs.json: a page whose code fails is drawn again as its text with a notice, and the build goes on (Mintlify's tolerance). */
  faultsStayOnPage: boolean;
}

export type ToRenderProcess =
  | { id: number; setup: RenderSetup }
  | { id: number; paths: true }
  | { id: number; render: { route: number; url: string; method: string; headers: [string, string][] } }
  | { id: number; images: true };

export type SentResponse = { status: number; statusText: string; headers: [string, string][]; body: Uint8Array | null };

export type FromRenderProcess =
  | { id: number; result: unknown }
  | { id: number; error: SentError }
  | { log: { level: string; label: string | null; message: string; newLine?: boolean } }
  | { failure: RenderFailure };

/** A value made fit for the channel: URLs become `{ href }` marks, functions are left out (an imported image's metadata carries some), maps stay maps. */
export function toSendable(value: unknown, seen = new Map<object, unknown>()): unknown {
  if (value instanceof URL) return { [URL_MARK]: value.href };
  if (typeof value === 'function') return undefined;
  if (value === null || typeof value !== 'object' || value instanceof RegExp) return value;
  const known = seen.get(value);
  if (known !== undefined) return known;
  if (value instanceof Map) {
    const copy = new Map();
    seen.set(value, copy);
    for (const [key, item] of value) copy.set(key, toSendable(item, seen));
    return copy;
  }
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (const item of value) copy.push(toSendable(item, seen));
    return copy;
  }
  const copy: Record<string, unknown> = {};
  seen.set(value, copy);
  for (const [key, item] of Object.entries(value)) {
    if (typeof item !== 'function') copy[key] = toSendable(item, seen);
  }
  return copy;
}

/** The value again on the other side, its URLs objects again. */
export function fromSent(value: unknown, seen = new Map<object, unknown>()): unknown {
  if (value === null || typeof value !== 'object' || value instanceof RegExp) return value;
  if (URL_MARK in value) return new URL((value as Record<string, string>)[URL_MARK]);
  const known = seen.get(value);
  if (known !== undefined) return known;
  if (value instanceof Map) {
    const copy = new Map();
    seen.set(value, copy);
    for (const [key, item] of value) copy.set(key, fromSent(item, seen));
    return copy;
  }
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (const item of value) copy.push(fromSent(item, seen));
    return copy;
  }
  const copy: Record<string, unknown> = {};
  seen.set(value, copy);
  for (const [key, item] of Object.entries(value)) copy[key] = fromSent(item, seen);
  return copy;
}

const URL_MARK = '__quire_url__';
