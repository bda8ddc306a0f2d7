import * as z from 'zod';
import { href, icon, text } from './shared.ts';

/** A navbar link: `label` may be left out when `type` is "github" or "discord" (the icon says it). */
const linkSchema = z
  .object({ label: text('the link text (a string)').optional(), href: href(), icon: icon().optional(), type: text().optional() }, { error: 'a link { "label", "href" }' })
  .superRefine((link, context) => {
    if (link.label === undefined && link.type !== 'github' && link.type !== 'discord') {
      context.addIssue({ code: 'invalid_type', expected: 'string', path: ['label'], input: undefined, message: 'the link text (a string)' });
    }
  });

const primarySchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('button'), label: text('the button text (a string)'), href: href() }),
    z.object({ type: z.literal('github'), label: text().optional(), href: href() }),
    z.object({ type: z.literal('discord'), label: text().optional(), href: href() }),
  ],
  { error: 'a button { "type": "button", "label", "href" } or { "type": "github", "href" }' },
);

export const navbarSchema = z.object(
  { links: z.array(linkSchema, { error: 'an array of links { "label", "href" }' }).optional(), primary: primarySchema.optional() },
  { error: 'an object { "links", "primary" }' },
);
