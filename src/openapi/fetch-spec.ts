import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The one door through which Quire reads an OpenAPI file given as a URL, wherever docs.json or
 * site.json names it. A build runs on CI machines with access to private networks, so what a
 * failure says is only "could not fetch <URL>": a refused connection, a 404 and a DNS failure look
 * the same (a config must not be a port scanner). Only http(s), at most MAX_REDIRECTS redirects,
 * each to http(s) again; a size and a time limit.
 */
export const REMOTE_SPEC_LIMITS = { maxBytes: 50 * 1024 * 1024, timeoutMs: 30_000, maxRedirects: 3 } as const;

export interface RemoteSpecOptions {
  /** Where fetched texts are kept (`.quire/` work folder, or Astro's cacheDir): reused offline and when a fetch fails. */
  cacheDir?: string;
  /** Never fetch: the cached text, else a warning and the pages without it. */
  offline?: boolean;
  /** Limits (tests lower them). */
  limits?: Partial<typeof REMOTE_SPEC_LIMITS>;
}

/** A fetched file: its text, and its bytes for an archive (an SDK artifact as a zip or Javadoc jar). */
export type RemoteSpecText = { ok: true; text: string; bytes: Buffer; from: 'network' | 'cache' } | { ok: false; message: string };

const isHttp = (url: URL) => url.protocol === 'http:' || url.protocol === 'https:';
const cacheFile = (cacheDir: string, url: string) => join(cacheDir, 'remote-specs', `${createHash('sha256').update(url).digest('hex')}.txt`);

async function readCached(cacheDir: string | undefined, url: string): Promise<Buffer | undefined> {
  if (!cacheDir) return undefined;
  try {
    return await readFile(cacheFile(cacheDir, url));
  } catch {
    return undefined;
  }
}

/** The body of `url`, or undefined for any failure at all (the caller says one thing for all of them). */
async function download(url: string, limits: typeof REMOTE_SPEC_LIMITS): Promise<Buffer | undefined> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let current: URL;
  try {
    current = new URL(url);
  } catch {
    return undefined;
  }
  for (let hop = 0; hop <= limits.maxRedirects; hop++) {
    if (!isHttp(current)) return undefined;
    let response: Response;
    try {
      response = await fetch(current, { redirect: 'manual', signal });
    } catch {
      return undefined;
    }
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      const location = response.headers.get('location');
      if (!location) return undefined;
      try {
        current = new URL(location, current);
      } catch {
        return undefined;
      }
      continue;
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      return undefined;
    }
    if (Number(response.headers.get('content-length') ?? 0) > limits.maxBytes) {
      await response.body.cancel();
      return undefined;
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    try {
      for await (const chunk of response.body) {
        size += chunk.byteLength;
        if (size > limits.maxBytes) return undefined; // leaving the loop cancels the stream
        chunks.push(chunk);
      }
    } catch {
      return undefined;
    }
    return Buffer.concat(chunks);
  }
  return undefined;
}

const fetched = (bytes: Buffer, from: 'network' | 'cache'): RemoteSpecText => ({ ok: true, text: bytes.toString('utf8'), bytes, from });

/**
 * A remote spec's text: fetched once per loader (see `remoteSpecReader`) and written to the cache;
 * offline, or when the fetch fails, the cached text when there is one.
 */
export async function fetchSpecText(url: string, options: RemoteSpecOptions = {}): Promise<RemoteSpecText> {
  const limits = { ...REMOTE_SPEC_LIMITS, ...options.limits };
  if (options.offline) {
    const cached = await readCached(options.cacheDir, url);
    return cached !== undefined ? fetched(cached, 'cache') : { ok: false, message: `not fetched (offline) and not in the cache: ${url}` };
  }
  const bytes = await download(url, limits);
  if (bytes === undefined) {
    const cached = await readCached(options.cacheDir, url);
    return cached !== undefined ? fetched(cached, 'cache') : { ok: false, message: `could not fetch ${url}` };
  }
  if (options.cacheDir) {
    try {
      const file = cacheFile(options.cacheDir, url);
      await mkdir(join(options.cacheDir, 'remote-specs'), { recursive: true });
      await writeFile(file, bytes);
    } catch {
      // An unwritable cache: the next run fetches again, nothing worse.
    }
  }
  return fetched(bytes, 'network');
}

/** `fetchSpecText` remembered per URL: a build loads a spec from several places, it is fetched once. */
export function remoteSpecReader(options: RemoteSpecOptions = {}): (url: string) => Promise<RemoteSpecText> {
  const fetched = new Map<string, Promise<RemoteSpecText>>();
  return (url) => {
    let pending = fetched.get(url);
    if (!pending) {
      pending = fetchSpecText(url, options);
      fetched.set(url, pending);
    }
    return pending;
  };
}
