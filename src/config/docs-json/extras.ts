import * as z from 'zod';
import { flag, imageValue, nonEmpty, text } from './shared.ts';

/** Keys read by Mintlify's hosting rather than by the page: social images, AI-agent markdown, variables, variations. */

export const thumbnailsSchema = z.object(
  { appearance: z.enum(['light', 'dark']).optional(), background: imageValue('the background image path or URL').optional(), fonts: z.object({ family: text() }).optional() },
  { error: 'an object { "appearance", "background" }' },
);

export const interactionSchema = z.object({ drilldown: flag().optional() }, { error: 'an object { "drilldown" }' });

export const variablesSchema = z.record(z.string(), text('the variable value (a string)'), { error: 'an object of variables { "name": "value" }' });

export const markdownSchema = z.object({ schema: flag().optional(), instructions: z.union([text(), z.array(text())]).optional() }, { error: 'an object { "schema", "instructions" }' });

/** `variations` exist only on the willow theme. */
export const variationsSchema = z.object(
  {
    options: z
      .array(z.object({ id: nonEmpty('the variation id').trim(), label: nonEmpty('the variation label').trim() }))
      .min(1, { error: 'at least one variation' })
      .refine((options) => new Set(options.map((option) => option.id)).size === options.length, { error: 'each variation id once' }),
  },
  { error: 'an object { "options": [{ "id", "label" }] }' },
);
