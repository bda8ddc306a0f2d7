/** Links that leave the site: absolute URLs with a scheme, or protocol-relative ones. */
export function isExternalUrl(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}
