import * as z from 'zod';
import { safeLink } from './shared.ts';

export const logoSchema = z.union(
  [
    safeLink('a path to the logo image', 'image'),
    z
      .object({
        light: safeLink('a path to the light-mode logo', 'image').optional(),
        dark: safeLink('a path to the dark-mode logo', 'image').optional(),
        href: safeLink('a URL or path the logo links to').default('/'),
      })
      .refine((logo) => logo.light !== undefined || logo.dark !== undefined, {
        error: 'at least one of "light" and "dark"',
      }),
  ],
  { error: 'a logo path, or an object { "light", "dark", "href" }' },
);

export const faviconSchema = safeLink('a path to the favicon image', 'image');
export const backgroundImageSchema = safeLink('a path or URL of the background image', 'image');
