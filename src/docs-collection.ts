// The `docs` content collection: every .md/.mdx page of the site (and the pages a config adds
// without a file). Published as `quire-docs/content`; an Astro project using the integration adds one
// line to src/content.config.ts:
//   export { collections } from 'quire-docs/content';
import { defineCollection } from 'astro:content';
import type { Loader } from 'astro/loaders';
import { pageFrontmatterSchema } from './source/page-frontmatter.ts';
import { siteSourceLoader, type DocsFolder } from './source/docs-loader.ts';
import { userError } from './utils/user-error.ts';

/** Where the integration found the pages, and the pages it adds, handed over by its virtual module. */
async function docsFolder(): Promise<DocsFolder> {
  try {
    const { layout, extraEntries, renderSettings } = await import('virtual:quire/docs-folder');
    return { layout, extraEntries, renderSettings };
  } catch {
    throw userError(
      "Quire's docs collection reads its pages from the folder the Quire integration names, and the integration is not set up.",
      "Add it to astro.config.mjs: import quire from 'quire-docs'; export default defineConfig({ integrations: [quire()] }).",
    );
  }
}

/** Loads the site's pages through the site source (src/source/site-source.ts). */
export function docsLoader(): Loader {
  return { ...siteSourceLoader(docsFolder), schema: pageFrontmatterSchema };
}

export const collections = {
  docs: defineCollection({ loader: docsLoader() }),
};
