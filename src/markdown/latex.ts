import { defineHastPlugin, htmlToHast } from 'satteri';
import { texToMathMl } from './latex-math.ts';

/** The parser's math switch for docs.json `styling.latex`: `$…$` inline and `$$…$$` blocks, only when the site asks. */
export const latexFeatures = (latex: boolean | undefined) => (latex ? { math: true } : {});

interface HastText {
  type: string;
  value?: string;
}

const textOf = (node: { children?: readonly HastText[] }): string => (node.children ?? []).map((child) => (child.type === 'text' ? (child.value ?? '') : '')).join('');

/**
 * The formula as an element: MDX pages compile to JSX, which has no place for raw HTML, so the
 * MathML goes in parsed (one <math> element).
 */
const mathElement = (tex: string, display: boolean) => (htmlToHast(texToMathMl(tex, display), { fragment: true }) as { children: unknown[] }).children[0] as never;

const hasClass = (node: { properties?: Record<string, unknown> }, name: string): boolean => {
  const classes = node.properties?.className;
  return Array.isArray(classes) && classes.includes(name);
};

/**
 * Sätteri hast plugin: the math the parser found (with `latexFeatures`) becomes MathML. Inline
 * math is `<code class="math-inline">`, a block `<pre><code class="math-display">`: the block's
 * `<pre>` goes with it, as the formula is no code.
 */
export const latexPlugin = () =>
  defineHastPlugin({
    name: 'quire-latex',
    element: {
      filter: ['code', 'pre'],
      visit(node, ctx) {
        if (node.tagName === 'code' && hasClass(node, 'math-inline')) {
          ctx.replaceNode(node, mathElement(textOf(node as never), false));
          return;
        }
        if (node.tagName !== 'pre') return;
        const code = (node.children as unknown as Array<{ type: string; tagName?: string; properties?: Record<string, unknown>; children?: HastText[] }>).find(
          (child) => child.type === 'element' && child.tagName === 'code',
        );
        if (code && hasClass(code, 'math-display')) ctx.replaceNode(node, mathElement(textOf(code), true));
      },
    },
  });
