/**
 * Shiki's "css-variables" theme, which Mintlify accepts in `styling.codeblocks` beside the themes
 * Shiki bundles: its colours are the site's CSS (`--mint-token-*`; Mintlify's create/code.mdx).
 * A module of its own: the render threads read the name without loading the config schemas.
 */
export const CSS_VARIABLES_THEME = 'css-variables';
