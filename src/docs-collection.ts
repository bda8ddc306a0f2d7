// The `docs` content collection: every .md/.mdx page of the site's docs/ folder. Published as
// `quire/content`; an Astro project using the integration adds one line to src/content.config.ts:
//   export { collections } from 'quire/content';
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import type { Loader } from 'astro/loaders';
import { z } from 'astro/zod';
import { pathToFileURL } from 'node:url';
import { userError } from './utils/user-error.ts';

const frontmatter = z.looseObject({
  title: z.string().optional(),
  description: z.string().optional(),
  sidebarTitle: z.string().optional(),
  icon: z.string().optional(),
  mode: z.string().optional(),
  url: z.string().optional(),
  openapi: z.string().optional(),
});

/** The folder the integration found the pages in, handed over by its virtual module. */
async function docsFolder(): Promise<string> {
  try {
    return (await import('virtual:quire/docs-folder')).docsDir;
  } catch {
    throw userError(
      "Quire's docs collection reads its pages from the folder the Quire integration names, and the integration is not set up.",
      "Add it to astro.config.mjs: import quire from 'quire'; export default defineConfig({ integrations: [quire()] }).",
    );
  }
}

/** Loads the site's pages from the folder the Quire integration names (DIR/docs). */
export function docsLoader(): Loader {
  return {
    name: 'quire-docs',
    schema: frontmatter,
    load: async (context) => {
      const base = pathToFileURL(`${await docsFolder()}/`);
      // Keep the path exactly as written: navigation entries in site.json name pages by it.
      const generateId = ({ entry }: { entry: string }) => entry.replace(/\.mdx?$/i, '');
      await glob({ pattern: '**/*.{md,mdx}', base, generateId }).load(context);
    },
  };
}

export const collections = {
  docs: defineCollection({ loader: docsLoader() }),
};
