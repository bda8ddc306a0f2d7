import * as z from 'zod';
import { colourPair, flag, nonEmpty } from './shared.ts';

/** `banner`: an announcement bar on every page (MDX-lite content). */
export const bannerSchema = z.object(
  {
    content: nonEmpty('the banner text (a non-empty string; links, bold and italic allowed)'),
    dismissible: flag().optional(),
    type: z.enum(['info', 'warning', 'critical']).optional(),
    color: colourPair().optional(),
  },
  { error: 'an object { "content", "dismissible" }' },
);
