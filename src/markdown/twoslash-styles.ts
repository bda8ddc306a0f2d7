/**
 * The rules of twoslash's hover popups, query lines and errors (after @shikijs/twoslash's
 * style-rich.css, in Quire's colours): written once into each twoslash block (twoslash.ts), so a
 * page without one carries none of it. Popup tokens keep Shiki's two-theme variables, which
 * base.css paints by the page's mode.
 */
export const TWOSLASH_CSS = [
  // The popups open below their token: the block does not clip them, and wraps its lines instead of scrolling.
  '.code-block:has(>.astro-code.twoslash){overflow:visible}.astro-code.twoslash{overflow:visible!important}.astro-code.twoslash>code{white-space:pre-wrap;overflow-wrap:anywhere}',
  '.twoslash .twoslash-hover{position:relative;border-bottom:1px dotted transparent;transition:border-color .2s}',
  '.twoslash:hover .twoslash-hover{border-bottom-color:var(--q-text-muted)}',
  '.twoslash .twoslash-popup-container{display:none;position:absolute;left:0;top:100%;z-index:20;margin-top:.3rem;flex-direction:column;width:max-content;max-width:min(36rem,80vw);padding:.4rem .6rem;border:1px solid var(--q-border);border-radius:.375rem;background:var(--q-bg);color:var(--q-text);box-shadow:0 4px 14px rgb(0 0 0/.15);white-space:pre-wrap;text-align:left;font-size:.85em}',
  // Shown on hover and on keyboard focus (twoslash-keyboard.ts makes the tokens tab stops); Escape dismisses it until the token is left.
  '.twoslash .twoslash-hover:is(:hover,:focus)>.twoslash-popup-container,.twoslash .twoslash-error-hover:is(:hover,:focus)>.twoslash-popup-container{display:inline-flex}',
  '.twoslash .twoslash-hover:focus-visible,.twoslash .twoslash-error-hover:focus-visible{outline:2px solid var(--q-accent);outline-offset:1px;border-radius:2px}',
  '.twoslash .twoslash-hover[data-dismissed]>.twoslash-popup-container,.twoslash .twoslash-error-hover[data-dismissed]>.twoslash-popup-container{display:none}',
  '.twoslash .twoslash-query-persisted>.twoslash-popup-container{display:inline-flex;position:relative;top:0;margin:.3rem 0 0;vertical-align:top}',
  '.twoslash .twoslash-popup-arrow{display:none}',
  '.twoslash .twoslash-popup-code{white-space:pre-wrap}',
  '.twoslash .twoslash-popup-docs{margin-top:.35rem;padding-top:.35rem;border-top:1px solid var(--q-border);font-family:var(--q-font,inherit);white-space:normal}',
  ".twoslash .twoslash-error{background:url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 6 3' height='3' width='6'%3E%3Cg fill='%23c94824'%3E%3Cpolygon points='5.5,0 2.5,3 1.1,3 4.1,0'/%3E%3Cpolygon points='4,0 6,2 6,0.6 5.4,0'/%3E%3Cpolygon points='0,2 1,3 2.4,3 0,0.6'/%3E%3C/g%3E%3C/svg%3E\") repeat-x bottom left;padding-bottom:2px}",
  '.twoslash .twoslash-error-line{display:block;margin:.2rem 0;padding:.3rem .6rem;border-left:3px solid #c94824;background:color-mix(in srgb,#c94824 10%,var(--q-bg));color:var(--q-text);white-space:pre-wrap}',
  '.twoslash .twoslash-tag-line,.twoslash .twoslash-meta-line{display:block;padding:.2rem .6rem;color:var(--q-text-muted)}',
  '.twoslash .twoslash-highlighted{background:color-mix(in srgb,var(--q-accent) 15%,transparent);border-radius:.2rem}',
].join('\n');
