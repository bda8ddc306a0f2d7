import * as z from 'zod';
import { safeLink } from './shared.ts';

/**
 * The platforms a footer links to: site.json's nine first, then the rest Mintlify's docs.json
 * accepts (x, youtube, bluesky…), so one footer serves both front doors.
 */
export const FOOTER_SOCIAL_PLATFORMS = [
  'website', 'facebook', 'twitter', 'discord', 'slack', 'github', 'linkedin', 'instagram', 'hacker-news',
  'x', 'x-twitter', 'youtube', 'medium', 'telegram', 'bluesky', 'threads', 'reddit', 'podcast', 'earth-americas',
] as const;
export type FooterSocialPlatform = (typeof FOOTER_SOCIAL_PLATFORMS)[number];

/** Strict: the allowed platforms are listed, so any other key is an error, not a warning. */
export const footerSocialsSchema = z.strictObject(
  Object.fromEntries(FOOTER_SOCIAL_PLATFORMS.map((platform) => [platform, safeLink('the account URL').optional()])) as Record<
    FooterSocialPlatform,
    z.ZodOptional<ReturnType<typeof safeLink>>
  >,
  { error: 'an object like { "github": "https://github.com/acme" }' },
);
