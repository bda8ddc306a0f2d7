import * as z from 'zod';
import { hexColour } from './shared.ts';

export const colorsSchema = z.object(
  {
    primary: hexColour(),
    light: hexColour().optional(),
    dark: hexColour().optional(),
    background: z.object({ light: hexColour(), dark: hexColour() }, { error: 'an object { "light": "#rrggbb", "dark": "#rrggbb" }' }).optional(),
  },
  { error: 'an object like { "primary": "#0d9373" }' },
);
