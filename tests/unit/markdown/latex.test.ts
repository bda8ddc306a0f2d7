import assert from 'node:assert/strict';
import { test } from 'node:test';
import { markdownToHtml } from 'satteri';
import { latexFeatures, latexPlugin } from '../../../src/markdown/latex.ts';
import { all, one, parseHtml, textOf } from '../../support/html-tree.ts';

const render = (source: string, latex: boolean | undefined) => parseHtml(markdownToHtml(source, { features: latexFeatures(latex), hastPlugins: [latexPlugin()] }).html);

const page = 'Energy: $E = mc^2$.\n\n$$\n\\frac{a}{b}\n$$\n\n`$x$` stays code.\n';

test('styling.latex: true renders $…$ and $$…$$ as MathML at build time; code stays code', () => {
  const tree = render(page, true);
  const [inline, block] = all('math', tree);
  assert.equal(inline.properties.display, undefined);
  assert.equal(block.properties.display, 'block');
  assert.equal(textOf(one('annotation', inline)), 'E = mc^2');
  assert.ok(one('mfrac', block));
  assert.equal(all('pre', tree).length, 0, 'a formula block is no code block');
  assert.equal(textOf(one('p > code', tree)), '$x$');
});

test('without styling.latex dollar signs are text (prices, shell variables)', () => {
  const tree = render('From $5 to $10, or $E = mc^2$.', undefined);
  assert.equal(all('math', tree).length, 0);
  assert.equal(textOf(tree).trim(), 'From $5 to $10, or $E = mc^2$.');
});

test('in an MDX page the formulas are elements of the page (MDX has no raw HTML)', async () => {
  const { mdxToJs } = await import('satteri');
  const code = mdxToJs('Energy: $E = mc^2$.\n', { features: latexFeatures(true), hastPlugins: [latexPlugin()] }).code;
  assert.match(code, /_components\.math|"math"/);
  assert.match(code, /E = mc\^2/);
});
