import * as z from 'zod';
import { colourPair, flag, nonEmpty } from './shared.ts';

/** `banner`: an announcement bar on every page (MDX-lite content). */
export const bannerSchema = z.object(
  {
    content: nonEmpty('the banner text (a non-empty string; links, bold and italic allowed)'),
    dismissible: flag().optional(),
    type: z.enum(['info', 'warning', 'critical']).optional(),
    // One colour for both modes, as Mintlify's pages also write it.
    color: z.preprocess((value) => (typeof value === 'string' ? { light: value, dark: value } : value), colourPair()).optional(),
  },
  { error: 'an object { "content", "dismissible" }' },
);
