/**
 * docs.json `api.playground.display` (and a page's frontmatter `playground`) as the playground's
 * modes. A leaf module: API pages read it while drawing, and whatever it imported would be bundled
 * with every page.
 */
export const PLAYGROUND_MODES = { interactive: 'show', simple: 'simple', none: 'hide', auth: 'show' } as const;
