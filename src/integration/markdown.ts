import { satteri } from '@astrojs/markdown-satteri';
import { mintlifyHeadingIdsPlugin } from '../markdown/mintlify-heading-ids.ts';
import { rootRelativeLinksPlugin } from '../markdown/root-relative-links.ts';
import { scriptUrlsPlugin } from '../markdown/script-urls.ts';
import { scrollableTablesPlugin } from '../markdown/scrollable-tables.ts';
import { quireShikiConfig } from '../markdown/shiki-config.ts';
import { unknownComponentsPlugin, type ComponentUsesOfBuild } from '../markdown/unknown-components.ts';

/**
 * Astro's `markdown` settings for Quire pages (.md and .mdx): Sätteri (Astro 7's default, twice
 * as fast as unified here) with the unknown-component check, no script URLs, focusable wide tables,
 * Mintlify's heading ids and root-relative links, and Quire's Shiki settings (markdown/shiki-config.ts).
 * `componentUses` is this build's record of components shown as placeholders or plain blocks.
 */
export async function quireMarkdownConfig(docsDir: string, componentUses: ComponentUsesOfBuild) {
  return {
    processor: satteri({
      mdastPlugins: [unknownComponentsPlugin(componentUses)],
      // Script URLs go first: the root-relative rewrite would otherwise read `java\tscript:x` as a path.
      hastPlugins: [scriptUrlsPlugin(), scrollableTablesPlugin(), mintlifyHeadingIdsPlugin(), rootRelativeLinksPlugin(docsDir)],
    }),
    shikiConfig: await quireShikiConfig(),
  };
}
