/** An http(s) URL, as an OpenAPI location or a server may be: anything else is a path of the site. */
export const isHttpUrl = (value: string): boolean => /^https?:\/\//i.test(value);

/** An absolute http(s) URL with a host and no whitespace, as API base URLs must be. */
export const isAbsoluteHttpUrl = (value: string): boolean => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value);

/** A URL that names its scheme (`https:`, `mailto:`, `javascript:`): the one rule for "not a path of the site". */
export const hasUrlScheme = (value: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(value);

/** Links that leave the site: absolute URLs with a scheme, or protocol-relative ones. */
export const isExternalUrl = (url: string): boolean => hasUrlScheme(url) || url.startsWith('//');
