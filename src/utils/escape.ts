/** Text and attribute values from markdown or config, safe inside HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** A colour for an inline style: hex, rgb()/hsl()/oklch()… or a plain name; anything else is dropped. */
export function safeColor(color: unknown): string | undefined {
  if (typeof color !== 'string' || color === '') return undefined;
  return /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla|oklch|oklab|lab|lch|hwb)\([\d\s.,%/a-z-]+\)|[a-z]+)$/i.test(color.trim()) ? color.trim() : undefined;
}
