/**
 * JSON pointer tokens (RFC 6901) as `$ref`s write them in a URI fragment: `~1` is `/`, `~0` is `~`,
 * and the fragment is percent-decoded first. Throws URIError on a malformed %-escape.
 */
export const decodePointerToken = (token: string): string => decodeURIComponent(token).replace(/~1/g, '/').replace(/~0/g, '~');

/** A key as a pointer token (`/api/user` → `~1api~1user`). */
export const encodePointerToken = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');
