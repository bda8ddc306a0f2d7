import { satteri } from '@astrojs/markdown-satteri';
import { accessibleTheme } from '../markdown/accessible-theme.ts';
import { codeBlockTransformer } from '../markdown/code-block-transformer.ts';
import { caseInsensitiveLanguageAliases } from '../markdown/language-aliases.ts';
import { mintlifyHeadingIdsPlugin } from '../markdown/mintlify-heading-ids.ts';
import { rootRelativeLinksPlugin } from '../markdown/root-relative-links.ts';
import { scriptUrlsPlugin } from '../markdown/script-urls.ts';
import { scrollableTablesPlugin } from '../markdown/scrollable-tables.ts';
import { unknownComponentsPlugin, type ComponentUsesOfBuild } from '../markdown/unknown-components.ts';

/**
 * Astro's `markdown` settings for Quire pages (.md and .mdx): Sätteri (Astro 7's default, twice
 * as fast as unified here) with the unknown-component check, no script URLs, focusable wide tables,
 * Mintlify's heading ids and root-relative links, and Shiki with both themes rendered
 * into one block (CSS picks by html[data-theme]) plus titles, highlighted lines and copy buttons.
 * `componentUses` is this build's record of components shown as placeholders or plain blocks.
 */
export async function quireMarkdownConfig(docsDir: string, componentUses: ComponentUsesOfBuild) {
  return {
    processor: satteri({
      mdastPlugins: [unknownComponentsPlugin(componentUses)],
      // Script URLs go first: the root-relative rewrite would otherwise read `java\tscript:x` as a path.
      hastPlugins: [scriptUrlsPlugin(), scrollableTablesPlugin(), mintlifyHeadingIdsPlugin(), rootRelativeLinksPlugin(docsDir)],
    }),
    shikiConfig: {
      // Against each mode's code backgrounds: the theme's own and Quire's --q-code-bg (base.css) on the default page backgrounds.
      themes: {
        light: await accessibleTheme('github-light', ['#ffffff', '#f4f4f4']),
        dark: await accessibleTheme('github-dark', ['#24292e', '#1a1c20']),
      },
      defaultColor: false as const,
      langAlias: caseInsensitiveLanguageAliases(),
      transformers: [codeBlockTransformer()],
    },
  };
}
