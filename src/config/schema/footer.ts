import * as z from 'zod';
import { safeLink } from './shared.ts';

export const FOOTER_SOCIAL_PLATFORMS = ['website', 'facebook', 'twitter', 'discord', 'slack', 'github', 'linkedin', 'instagram', 'hacker-news'] as const;
export type FooterSocialPlatform = (typeof FOOTER_SOCIAL_PLATFORMS)[number];

/** Strict: the contract lists the allowed platforms, so any other key is an error, not a warning. */
export const footerSocialsSchema = z.strictObject(
  Object.fromEntries(FOOTER_SOCIAL_PLATFORMS.map((platform) => [platform, safeLink('the account URL').optional()])) as Record<FooterSocialPlatform, z.ZodOptional<ReturnType<typeof safeLink>>>,
  { error: 'an object like { "github": "https://github.com/acme" }' },
);
