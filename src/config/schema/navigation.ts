import * as z from 'zod';
import { iconName, text } from './shared.ts';

export interface NavigationGroupInput {
  group: string;
  pages: Array<string | NavigationGroupInput>;
  icon?: string;
  version?: string;
}

const pageReference = z.string({ error: 'a page path like "guides/intro" or a nested group { "group", "pages" }' }).min(1, { error: 'a page path like "guides/intro" (found an empty string)' });

/**
 * `icon` and `version` on groups are extensions beyond the contract that real
 * mint.json files use; Quire renders both.
 */
export const navigationGroupSchema: z.ZodType<NavigationGroupInput> = z.object(
  {
    group: text('a group name (a string; it may be empty)'),
    get pages() {
      return z.array(
        z.union([pageReference, navigationGroupSchema], {
          error: 'a page path like "guides/intro" or a nested group { "group", "pages" }',
        }),
        { error: 'an array of page paths and nested groups' },
      );
    },
    icon: iconName().optional(),
    version: text('a version name from "versions"').optional(),
  },
  { error: 'a group object like { "group": "Guides", "pages": ["guides/intro"] }' },
);

export const navigationSchema = z.array(navigationGroupSchema, {
  error: 'an array of groups like [{ "group": "Guides", "pages": ["guides/intro"] }]',
});
