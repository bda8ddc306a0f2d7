import mdx from '@astrojs/mdx';
import type { AstroIntegration } from 'astro';
import { AstroError } from 'astro/errors';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatProblems, formatWarnings } from '../config/problems.ts';
import { onBuildDone, type BuiltSite } from './build-done.ts';
import { checkSite } from './check-site.ts';
import { quireMarkdownConfig } from './markdown.ts';
import { searchInDev } from './search-dev.ts';
import { onBundlerWarning } from './quiet-warnings.ts';
import { snippetImportsPlugin } from './snippet-imports.ts';
import { virtualConfigPlugin } from './virtual-config.ts';

export interface QuireOptions {
  /** Folder holding site.json and docs/, absolute or relative to the project root. Default: the root. */
  siteDir?: string;
  /** Where "Suggest edits" / "Raise issue" lead. */
  repository?: { url: string; branch?: string; docsDir?: string };
}

/** An error Astro prints as our message alone: the stack would only point into Quire, not at site.json. */
function configError(message: string): AstroError {
  const error = new AstroError(message, 'Fix the problems above and run the command again.');
  error.stack = '';
  return error;
}

/** Quire: site.json + docs/ → a documentation site. */
export default function quire(options: QuireOptions = {}): AstroIntegration {
  let built: Omit<BuiltSite, 'outDir'> | undefined;
  return {
    name: 'quire',
    hooks: {
      'astro:config:setup': ({ config, updateConfig, addWatchFile, injectRoute, logger }) => {
        const siteDir = resolve(fileURLToPath(config.root), options.siteDir ?? '.');
        const siteFile = join(siteDir, 'site.json');
        const docsDir = join(siteDir, 'docs');
        // The content config reads this: the docs folder is the site's, not Astro's src/content.
        process.env.QUIRE_DOCS_DIR = docsDir;
        addWatchFile(siteFile);

        const check = checkSite(siteFile, docsDir);
        if (check.warnings.length > 0) logger.warn(formatWarnings('site.json', check.warnings));
        if (!check.ok) throw configError(formatProblems(existsSync(siteFile) ? 'site.json' : siteFile, check.problems));
        const model = check.model;
        built = { docsDir, model, siteUrl: config.site };

        updateConfig({
          integrations: [mdx(), searchInDev()],
          markdown: quireMarkdownConfig(),
          vite: {
            build: { rollupOptions: { onwarn: onBundlerWarning } },
            plugins: [virtualConfigPlugin(() => model, () => ({ repository: options.repository })), snippetImportsPlugin(docsDir)],
          },
        });
        const route = (path: string) => fileURLToPath(new URL(`../routes/${path}`, import.meta.url));
        injectRoute({ pattern: '/[...slug]', entrypoint: route('[...slug].astro'), prerender: true });
        injectRoute({ pattern: '/404', entrypoint: route('404.astro'), prerender: true });
      },
      'astro:build:done': async ({ dir, logger }) => {
        if (built) await onBuildDone({ ...built, outDir: fileURLToPath(dir) }, logger);
      },
    },
  };
}
