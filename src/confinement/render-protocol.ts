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

const LEFT_OUT = Symbol('left out');

/**
 * A copy of a value, arrays, maps and plain objects walked through (each once: shared parts stay
 * shared), with `leaf` deciding each other value: kept as it is, replaced, or LEFT_OUT.
 */
function copyWith(value: unknown, leaf: (value: unknown) => unknown, seen = new Map<object, unknown>()): unknown {
  const decided = leaf(value);
  if (decided !== value || value === null || typeof value !== 'object' || value instanceof RegExp) return decided;
  const known = seen.get(value);
  if (known !== undefined) return known;
  const walk = (item: unknown) => copyWith(item, leaf, seen);
  if (value instanceof Map) {
    const copy = new Map();
    seen.set(value, copy);
    for (const [key, item] of value) {
      const walked = walk(item);
      if (walked !== LEFT_OUT) copy.set(key, walked);
    }
    return copy;
  }
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (const item of value) {
      const walked = walk(item);
      copy.push(walked === LEFT_OUT ? undefined : walked);
    }
    return copy;
  }
  const copy: Record<string, unknown> = {};
  seen.set(value, copy);
  for (const [key, item] of Object.entries(value)) {
    const walked = walk(item);
    if (walked !== LEFT_OUT) copy[key] = walked;
  }
  return copy;
}

/** A value made fit for the channel: URLs become marks, functions are left out (an imported image's metadata carries some), maps stay maps. */
export function toSendable(value: unknown): unknown {
  const sent = copyWith(value, (item) => (item instanceof URL ? { [URL_MARK]: item.href } : typeof item === 'function' ? LEFT_OUT : item));
  return sent === LEFT_OUT ? undefined : sent;
}

/** The value again on the other side, its URLs objects again. */
export const fromSent = (value: unknown): unknown =>
  copyWith(value, (item) => (item !== null && typeof item === 'object' && URL_MARK in item ? new URL((item as Record<string, string>)[URL_MARK]) : item));

const URL_MARK = '__quire_url__';
