import { satteri } from '@astrojs/markdown-satteri';
import { codeBlockTransformer } from '../markdown/code-block-transformer.ts';
import { caseInsensitiveLanguageAliases } from '../markdown/language-aliases.ts';
import { unknownComponentsPlugin } from '../markdown/unknown-components.ts';

/**
 * Astro's `markdown` settings for Quire pages (.md and .mdx): Sätteri (Astro 7's default, twice
 * as fast as unified here) with the unknown-component check, and Shiki with both themes rendered
 * into one block (CSS picks by html[data-theme]) plus titles, highlighted lines and copy buttons.
 */
export function quireMarkdownConfig() {
  return {
    processor: satteri({ mdastPlugins: [unknownComponentsPlugin()] }),
    shikiConfig: {
      themes: { light: 'github-light', dark: 'github-dark' },
      defaultColor: false as const,
      langAlias: caseInsensitiveLanguageAliases(),
      transformers: [codeBlockTransformer()],
    },
  };
}
