import * as z from 'zod';
import { isScriptUrl, SCRIPT_URL_RULE, type UrlUse } from '../../utils/url-safety.ts';
import { isAbsoluteHttpUrl } from '../../utils/urls.ts';

const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

export const ICON_TYPES = ['brands', 'duotone', 'light', 'sharp-solid', 'solid', 'thin'] as const;
export type IconType = (typeof ICON_TYPES)[number];

export const hexColour = () => z.string({ error: 'a hex colour like "#0d9373"' }).regex(HEX_COLOUR, { error: 'a hex colour like "#0d9373" (#rgb or #rrggbb)' });

/** A link or asset path that ends up in an href or src attribute; `image` where only an image is loaded (logo, favicon). */
export const safeLink = (expected = 'a URL or a path', use: UrlUse = 'link') =>
  z
    .string({ error: expected })
    .min(1, { error: expected })
    .refine((value) => !isScriptUrl(value, use), { error: `${expected} (${SCRIPT_URL_RULE})` });

/** An absolute http(s) URL, as API base URLs must be. */
export const httpUrl = () => z.string({ error: 'an http(s) URL like "https://api.example.com"' }).refine(isAbsoluteHttpUrl, { error: 'an http(s) URL like "https://api.example.com"' });

export const text = (expected = 'a string') => z.string({ error: expected });

export const flag = () => z.boolean({ error: 'true or false' });

export const iconName = () => z.string({ error: 'a Font Awesome icon name like "book-open"' }).min(1);

export const iconType = () => z.enum(ICON_TYPES);
