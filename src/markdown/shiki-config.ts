import { accessibleTheme } from './accessible-theme.ts';
import { codeBlockTransformer } from './code-block-transformer.ts';
import { caseInsensitiveLanguageAliases } from './language-aliases.ts';

/**
 * How Quire highlights code, for pages (Astro's `markdown.shikiConfig`) and OpenAPI descriptions
 * (openapi/description.ts) alike: both themes rendered into one block (CSS picks by
 * html[data-theme]), plus titles, highlighted lines and copy buttons.
 */
export async function quireShikiConfig() {
  return {
    // Against each mode's code backgrounds: the theme's own and Quire's --q-code-bg (base.css) on the default page backgrounds.
    themes: {
      light: await accessibleTheme('github-light', ['#ffffff', '#f4f4f4']),
      dark: await accessibleTheme('github-dark', ['#24292e', '#1a1c20']),
    },
    defaultColor: false as const,
    langAlias: caseInsensitiveLanguageAliases(),
    transformers: [codeBlockTransformer()],
  };
}
