import temml from 'temml';

/**
 * TeX as MathML, at build time: browsers draw MathML themselves, so a page with formulas ships no
 * script, stylesheet or font for them. Temml's defaults trust no command that could link or run
 * anything (`\href`, `\url`…); a formula it cannot read is shown as written, in the error colour.
 */
export const texToMathMl = (tex: string, display: boolean): string => temml.renderToString(tex, { displayMode: display, throwOnError: false, annotate: true });
