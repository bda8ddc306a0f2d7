import * as z from 'zod';

const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

export const ICON_TYPES = ['brands', 'duotone', 'light', 'sharp-solid', 'solid', 'thin'] as const;
export type IconType = (typeof ICON_TYPES)[number];

/**
 * True for URLs a browser would run as script or open as a document from data.
 * Browsers drop ASCII whitespace and control characters inside the scheme
 * ("java\tscript:" still runs), so they are removed before comparing.
 */
export function isScriptUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  const compact = value.replace(/[\u0000-\u0020\u007f]+/g, '').toLowerCase();
  if (compact.startsWith('javascript:') || compact.startsWith('vbscript:')) return true;
  return compact.startsWith('data:') && !compact.startsWith('data:image/');
}

export const hexColour = () =>
  z
    .string({ error: 'a hex colour like "#0d9373"' })
    .regex(HEX_COLOUR, { error: 'a hex colour like "#0d9373" (#rgb or #rrggbb)' });

/** A link or asset path that ends up in an href or src attribute. */
export const safeLink = (expected = 'a URL or a path') =>
  z
    .string({ error: expected })
    .min(1, { error: expected })
    .refine((value) => !isScriptUrl(value), { error: `${expected} (javascript:, vbscript: and data: URLs are refused)` });

/** An absolute http(s) URL, as API base URLs must be. */
export const httpUrl = () =>
  z
    .string({ error: 'an http(s) URL like "https://api.example.com"' })
    .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, { error: 'an http(s) URL like "https://api.example.com"' });

export const text = (expected = 'a string') => z.string({ error: expected });

export const flag = () => z.boolean({ error: 'true or false' });

export const iconName = () => z.string({ error: 'a Font Awesome icon name like "book-open"' }).min(1);

export const iconType = () => z.enum(ICON_TYPES);
