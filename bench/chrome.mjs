// What a page carries besides its article ("chrome"), in gzip bytes of HTML, for any of the three
// tools. Definition: gzip(the whole page, serialized) − gzip(the article element, serialized), both
// zlib level 6 over the same serializer (hast-util-to-html), so markup style does not count. The
// article is the element holding the page's rendered markdown and its title: Quire's <article>
// (with its feedback and prev/next links; on API pages div.api-page, the operation with its
// examples and playground), bare Astro's <article> (bench/targets.mjs), Starlight's <main> (its
// title header and .sl-markdown-content, with its prev/next links). Also reported: the page with the
// article removed, compressed on its own (a second reading of the same thing), and the pieces the
// issue names: inline scripts (the theme bootstrap in <head> separately), inline SVG icons.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { toHtml } from 'hast-util-to-html';
import { htmlToHast } from 'satteri';

const gz = (text) => gzipSync(Buffer.from(text), { level: 6 }).length;
const size = (text) => ({ raw: Buffer.byteLength(text), gz: gz(text) });

/** Every element named tagName under node (node included), in document order. */
function selectAll(tagName, node, found = []) {
  if (node.type === 'element' && node.tagName === tagName) found.push(node);
  for (const child of node.children ?? []) selectAll(tagName, child, found);
  return found;
}
const select = (tagName, node) => selectAll(tagName, node)[0];
/** The first element matching one of the selectors ("tag" or "tag.class"), tried in order. */
function selectFirst(selectors, node) {
  for (const selector of selectors) {
    const [tagName, className] = selector.split('.');
    const found = selectAll(tagName, node).find((element) => !className || [element.properties?.className ?? []].flat().includes(className));
    if (found) return found;
  }
  return undefined;
}
/** Every element under node, in document order. */
const allElements = (node, found = []) => {
  if (node.type === 'element') found.push(node);
  for (const child of node.children ?? []) allElements(child, found);
  return found;
};

/**
 * Where each tool puts the article, first match wins. A Quire API page's article is the operation
 * as a whole (div.api-page): the reference beside its request and response examples and playground.
 */
export const ARTICLE_SELECTOR = { quire: ['div.api-page', 'article'], bare: ['article'], starlight: ['main'] };

const sum = (nodes) => {
  const html = nodes.map((node) => toHtml(node)).join('');
  return { count: nodes.length, ...size(html) };
};

const isClassicScript = (node) => !node.properties?.type || /javascript/i.test(String(node.properties.type));

/** → { pageGz, articleGz, chromeGz, withoutArticleGz, inlineScripts, headScripts, inlineSvg } */
export function chromeWeight(htmlPath, articleSelectors) {
  const tree = htmlToHast(readFileSync(htmlPath, 'utf8'));
  const article = selectFirst(articleSelectors, tree);
  if (!article) throw new Error(`chrome weight: ${htmlPath} has no ${articleSelectors.join(' or ')} element`);
  const pageGz = gz(toHtml(tree));
  const articleGz = gz(toHtml(article));
  const scripts = selectAll('script', tree).filter((node) => !node.properties?.src && (isClassicScript(node) || node.properties.type === 'module'));
  const head = select('head', tree);
  const headScripts = head ? selectAll('script', head).filter((node) => !node.properties?.src && isClassicScript(node)) : [];
  const articleSvgs = new Set(selectAll('svg', article));
  const svgs = selectAll('svg', tree).filter((node) => !articleSvgs.has(node));
  // The same page with its article taken out, compressed on its own.
  const parent = allElements(tree).find((node) => node.children?.includes(article)) ?? tree;
  const index = parent.children.indexOf(article);
  parent.children.splice(index, 1);
  const withoutArticleGz = gz(toHtml(tree));
  parent.children.splice(index, 0, article);
  return {
    pageGz,
    articleGz,
    chromeGz: pageGz - articleGz,
    withoutArticleGz,
    inlineScripts: sum(scripts),
    headScripts: sum(headScripts),
    inlineSvg: sum(svgs),
  };
}
