import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

// Set by the Quire integration before content loads; ./docs is this repository's own site.
const docsDir = process.env.QUIRE_DOCS_DIR ?? './docs';

export const collections = {
  docs: defineCollection({
    loader: glob({
      pattern: '**/*.{md,mdx}',
      base: docsDir,
      // Keep the path exactly as written: navigation entries in site.json name pages by it.
      generateId: ({ entry }) => entry.replace(/\.mdx?$/i, ''),
    }),
    schema: z.looseObject({
      title: z.string().optional(),
      description: z.string().optional(),
      sidebarTitle: z.string().optional(),
      icon: z.string().optional(),
      mode: z.string().optional(),
      url: z.string().optional(),
      openapi: z.string().optional(),
    }),
  }),
};
