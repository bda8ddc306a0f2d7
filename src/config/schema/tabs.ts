import * as z from 'zod';
import { safeLink, text } from './shared.ts';

export const tabsSchema = z.array(z.object({ name: text('the tab label (a string)'), url: safeLink('a folder prefix like "api-reference" or a URL') }, { error: 'a tab object { "name", "url" }' }), {
  error: 'an array of tabs',
});

export const versionsSchema = z.array(text('a version name (a string)'), { error: 'an array of version names' });
