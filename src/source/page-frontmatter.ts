import { z } from 'astro/zod';

/**
 * A frontmatter text value as Mintlify uses it: a string; a number or true/false written where text
 * is meant (`title: 2024`) is that text; an empty value (`description:`, YAML null) or a list or
 * mapping is no value. Never a reason for Astro's content sync to stop a build.
 */
const text = () => z.preprocess((value) => (typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined), z.string().optional());

/** The keys of a page's frontmatter Quire reads; every other key is kept as it is. */
export const pageFrontmatterSchema = z.looseObject({
  title: text(),
  description: text(),
  sidebarTitle: text(),
  icon: text(),
  mode: text(),
  url: text(),
  openapi: text(),
});
