/** An http(s) URL, as an OpenAPI location or a server may be: anything else is a path of the site. */
export const isHttpUrl = (value: string): boolean => /^https?:\/\//i.test(value);

/** A reference file's location as one name: "/schema.yaml", "./schema.yaml" and "schema.yaml" are the same file; a URL stays as it is. */
export const referenceFileName = (location: string): string => (isHttpUrl(location) ? location : location.trim().replace(/^\.?\/+/, ''));

/** An absolute http(s) URL with a host and no whitespace, as API base URLs must be. */
export const isAbsoluteHttpUrl = (value: string): boolean => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value);

/** A URL that names its scheme (`https:`, `mailto:`, `javascript:`): the one rule for "not a path of the site". */
export const hasUrlScheme = (value: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(value);

/** Links that leave the site: absolute URLs with a scheme, or protocol-relative ones. */
export const isExternalUrl = (url: string): boolean => hasUrlScheme(url) || url.startsWith('//');

/**
 * Links are resolved relative to the page's address without a trailing slash, as Mintlify serves
 * pages: `./usage` on /guides/install is /guides/usage, and on /guides (docs/guides/index.md) it is
 * /usage. Pages are built as /guides/install/index.html, and hosts that add the slash would
 * resolve it differently, so the build writes such links root-relative (rootRelativeHref).
 */
export function resolveFrom(url: string, pagePath: string): URL | undefined {
  try {
    return new URL(url, `http://quire.invalid${pagePath.length > 1 ? pagePath.replace(/\/+$/, '') : pagePath}`);
  } catch {
    return undefined;
  }
}

/**
 * A relative link (`usage`, `../api/auth#token`) on the page at `pagePath` ("/guides/install",
 * a trailing slash is ignored) as a root-relative one; undefined for any other link.
 */
export function rootRelativeHref(url: string, pagePath: string): string | undefined {
  if (url === '' || /^[/#?]/.test(url) || isExternalUrl(url)) return undefined;
  const resolved = resolveFrom(url, pagePath);
  return resolved && `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/** The decoded path a server request asks for (`/guide.md`), or undefined for one that cannot be decoded (an odd %-escape). */
export function requestedPath(requestUrl: string | undefined): string | undefined {
  try {
    return decodeURI(new URL(requestUrl ?? '/', 'http://quire.invalid').pathname);
  } catch {
    return undefined;
  }
}
