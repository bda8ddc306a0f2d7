import * as z from 'zod';
import { nonEmpty, secureHref, secureUrl } from './shared.ts';

/** The `footer.socials` keys Mintlify accepts; each gets its own icon. */
export const DOCS_SOCIAL_PLATFORMS = [
  'x',
  'website',
  'facebook',
  'youtube',
  'discord',
  'slack',
  'github',
  'linkedin',
  'instagram',
  'hacker-news',
  'medium',
  'telegram',
  'twitter',
  'x-twitter',
  'earth-americas',
  'bluesky',
  'threads',
  'reddit',
  'podcast',
] as const;
export type DocsSocialPlatform = (typeof DOCS_SOCIAL_PLATFORMS)[number];

/** Strict, as Mintlify's is: a platform it does not know is an error. */
const socialsSchema = z.strictObject(
  Object.fromEntries(DOCS_SOCIAL_PLATFORMS.map((platform) => [platform, secureUrl().optional()])) as Record<DocsSocialPlatform, z.ZodOptional<ReturnType<typeof secureUrl>>>,
  { error: 'an object like { "github": "https://github.com/acme" }' },
);

const columnSchema = z.object(
  {
    header: nonEmpty('the column header (a non-empty string)').optional(),
    items: z
      .array(z.object({ label: nonEmpty('the link text (a non-empty string)'), href: secureHref() }, { error: 'a link { "label", "href" }' }), { error: 'an array of links { "label", "href" }' })
      .min(1, { error: 'at least one link in the column' }),
  },
  { error: 'a column { "header", "items": [{ "label", "href" }] }' },
);

export const footerSchema = z.object(
  {
    socials: socialsSchema.optional(),
    links: z.array(columnSchema, { error: 'an array of link columns' }).min(1, { error: 'at least one column' }).max(4, { error: 'at most 4 columns' }).optional(),
  },
  { error: 'an object { "socials", "links" }' },
);
