import * as z from 'zod';
import { flag, hexColour, iconName, iconType, safeLink, text } from './shared.ts';

export const anchorSchema = z.object(
  {
    name: text('the anchor label (a string)'),
    url: safeLink('a folder prefix like "api-reference" or a URL'),
    icon: iconName().optional(),
    iconType: iconType().default('duotone'),
    color: z
      .union([hexColour(), z.object({ from: hexColour(), to: hexColour() })], {
        error: 'a hex colour, or a gradient { "from": "#rrggbb", "to": "#rrggbb" }',
      })
      .optional(),
    version: text('a version name from "versions"').optional(),
    isDefaultHidden: flag().default(false),
  },
  { error: 'an anchor object { "name", "url", "icon" }' },
);

export const anchorsSchema = z.array(anchorSchema, { error: 'an array of anchors' });

export const topAnchorSchema = z.object(
  {
    name: text('the top anchor label (a string)').default('Documentation'),
    icon: iconName().default('book-open'),
    iconType: iconType().default('duotone'),
  },
  { error: 'an object { "name", "icon", "iconType" }' },
);
