import * as z from 'zod';
import { colourPair, flag, hexColour, href, imageValue, lightDarkFile, linkValue, text } from './shared.ts';

/** `colors`: strict, as Mintlify's is (mint.json's `colors.background` and `colors.anchors` are errors). */
export const colorsSchema = z.strictObject(
  {
    primary: hexColour(),
    light: hexColour().optional(),
    dark: hexColour().optional(),
  },
  { error: 'an object like { "primary": "#0d9373" }' },
);

export const logoSchema = z.union(
  [imageValue('a path to the logo file, with its extension', 3), z.object({ light: imageValue('the light-mode logo path'), dark: imageValue('the dark-mode logo path'), href: href().optional() })],
  { error: 'a logo path, or { "light", "dark", "href" }' },
);

export const faviconSchema = lightDarkFile('favicon');

export const appearanceSchema = z.object({ default: z.enum(['system', 'light', 'dark']).optional(), strict: flag().optional() }, { error: 'an object { "default", "strict" }' });

export const backgroundSchema = z.object(
  { image: lightDarkFile('background image').optional(), decoration: z.enum(['gradient', 'grid', 'windows']).optional(), color: colourPair().optional() },
  { error: 'an object { "image", "decoration", "color" }' },
);

const fontSchema = z
  .object(
    {
      family: text('the font family (a Google Fonts name, or your own with "source")'),
      weight: z.number({ error: 'a number like 400' }).optional(),
      source: linkValue('a path or http(s) URL of the font file').optional(),
      format: z.enum(['woff', 'woff2']).optional(),
    },
    { error: 'a font { "family", "weight", "source", "format" }' },
  )
  .superRefine((font, context) => {
    if (font.source !== undefined && font.format === undefined) {
      context.addIssue({ code: 'invalid_type', expected: 'string', path: ['format'], input: undefined, message: '"woff" or "woff2" (required when "source" is given)' });
    }
  });

/** `fonts`: one font for everything, or `{ heading, body }` (strict). */
export const fontsSchema = z.union([fontSchema, z.strictObject({ heading: fontSchema.optional(), body: fontSchema.optional() })], {
  error: 'a font { "family" } or { "heading": { "family" }, "body": { "family" } }',
});
