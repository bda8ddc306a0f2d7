import * as z from 'zod';
import { flag } from './shared.ts';

export const feedbackSchema = z.object({ suggestEdit: flag().default(false), raiseIssue: flag().default(false) }, { error: 'an object { "suggestEdit", "raiseIssue" }' });

export const modeToggleSchema = z.object({ default: z.enum(['light', 'dark']).optional(), isHidden: flag().default(false) }, { error: 'an object { "default", "isHidden" }' });
