import type { CodeBlockStyle } from '../config/model.ts';
import { quireHighlightFn } from '../markdown/code-highlighter.ts';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { defaultSchema, sanitize, type Schema } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';
import { toString as hastText } from 'hast-util-to-string';
import { markdownToHast } from 'satteri';
import { scriptUrlInAttribute } from '../markdown/url-attributes.ts';
import { quireShikiConfig } from '../markdown/shiki-config.ts';
import { firstParagraphText } from './meta-description.ts';

/**
 * OpenAPI descriptions are CommonMark from a file the site author may not control (a URL fetched
 * at build time). They go through the parser pages use (Sätteri, GFM) with raw HTML off: a tag
 * written in a description is shown as the text it is, never injected. The tree is then cleaned
 * by hast-util-sanitize (GitHub's allow-list) and by Quire's one URL rule (utils/url-safety.ts),
 * and only after that gets what Quire itself adds: code highlighted exactly as on pages (same
 * Shiki settings, title bar and copy button) and focusable wide tables.
 *
 * Smart punctuation and footnotes stay off, unlike pages: in API prose 'asc' is a value to copy,
 * and footnote ids would clash between the many descriptions of one page. Frontmatter is off
 * too: a description opening with `---` is a rule, not metadata.
 */

/** The level of the heading a description sits under: 1 under the page title, 2 in a section, 3 under a response. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5;

export interface RenderedDescription {
  html: string;
  /** The first paragraph as plain text, markup left out (for a meta description). */
  firstParagraph: string;
}

/** Renders one description; descriptions repeat (shared schemas), so each string is rendered once. */
export type DescriptionRenderer = (markdown: string | undefined, under: HeadingLevel) => Promise<RenderedDescription>;

type HighlightCode = (code: string, lang: string, meta: string | undefined) => Promise<Element | undefined>;

const FEATURES = { gfm: { footnotes: false }, smartPunctuation: false, frontmatter: false } as const;

/** GitHub's allow-list, with two changes: URLs are judged by Quire's rule (below), and a code block keeps its info string for Shiki. */
const SCHEMA: Schema = {
  ...defaultSchema,
  protocols: {},
  attributes: { ...defaultSchema.attributes, code: [...(defaultSchema.attributes?.code ?? []), 'dataMeta'] },
};

const EMPTY: RenderedDescription = { html: '', firstParagraph: '' };

/** Draws no description: for `quire check`, which needs the pages' schemas and budgets, not their prose. */
export const undrawnDescriptions: DescriptionRenderer = () => Promise.resolve(EMPTY);

function isElement(node: RootContent | ElementContent): node is Element {
  return node.type === 'element';
}

/** Every element under `parent`, depth first, with its parent. */
function* elements(parent: Root | Element): Generator<[Element, Root | Element]> {
  for (const child of parent.children) {
    if (!isElement(child)) continue;
    yield [child, parent];
    yield* elements(child);
  }
}

/**
 * Raw HTML (a node type Sätteri keeps when raw HTML is off) becomes the text it was written as, a
 * block of it a paragraph of text; a code block's info string moves where the sanitiser keeps it.
 */
function beforeSanitising(parent: Root | Element): void {
  parent.children = parent.children.map((child) => {
    const node = child as RootContent | { type: 'raw'; value: string };
    if (node.type === 'raw') {
      const text = { type: 'text', value: node.value } as const;
      return parent.type === 'root' ? { type: 'element', tagName: 'p', properties: {}, children: [text] } : text;
    }
    if (isElement(node)) {
      const meta = (node.data as { meta?: unknown } | undefined)?.meta;
      if (node.tagName === 'code' && typeof meta === 'string') node.properties.dataMeta = meta;
      beforeSanitising(node);
    }
    return node;
  }) as typeof parent.children;
}

/** Drops attributes holding a script URL; a link left without a target becomes its text. */
function refuseScriptUrls(tree: Root): void {
  for (const [element, parent] of [...elements(tree)]) {
    for (const [name, value] of Object.entries(element.properties)) {
      const text = Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : undefined;
      if (text !== undefined && scriptUrlInAttribute(element.tagName, name, text)) delete element.properties[name];
    }
    if (element.tagName === 'a' && element.properties.href === undefined) {
      const at = parent.children.indexOf(element);
      parent.children.splice(at, 1, ...(element.children as typeof parent.children));
    }
  }
}

/**
 * Headings keep their relative levels, moved so the shallowest sits one below the heading the
 * description is shown under (a `# Title` in an operation description becomes an h2 beside the
 * page's sections, under a response an h4), deeper ones capped at h6. The page keeps one h1
 * and an outline without jumps.
 */
function shiftHeadings(tree: Root, under: HeadingLevel): void {
  const headings = [...elements(tree)].map(([element]) => element).filter((element) => /^h[1-6]$/.test(element.tagName));
  if (headings.length === 0) return;
  const shallowest = Math.min(...headings.map((heading) => Number(heading.tagName[1])));
  for (const heading of headings) heading.tagName = `h${Math.min(6, Number(heading.tagName[1]) - shallowest + under + 1)}`;
}

/** Fenced code through the same Shiki settings as page code: the frame, title bar and copy button come from the same transformer. */
async function highlightCode(tree: Root, highlight: () => Promise<HighlightCode>): Promise<void> {
  const blocks = [...elements(tree)].filter(([element]) => element.tagName === 'pre' && element.children.some((child) => isElement(child) && child.tagName === 'code'));
  if (blocks.length === 0) return;
  const highlightFn = await highlight();
  await Promise.all(
    blocks.map(async ([pre, parent]) => {
      const code = pre.children.find((child): child is Element => isElement(child) && child.tagName === 'code')!;
      const languageClass = (code.properties.className as string[] | undefined)?.find((name) => name.startsWith('language-'));
      const meta = typeof code.properties.dataMeta === 'string' ? code.properties.dataMeta : undefined;
      const highlighted = await highlightFn(hastText(code).replace(/\n$/, ''), languageClass?.slice('language-'.length) ?? 'plaintext', meta);
      if (highlighted) parent.children[parent.children.indexOf(pre)] = highlighted;
      else delete code.properties.dataMeta;
    }),
  );
}

async function render(markdown: string, under: HeadingLevel, highlight: () => Promise<HighlightCode>): Promise<RenderedDescription> {
  const parsed = markdownToHast(markdown, { features: FEATURES, position: false }) as unknown as Root;
  const firstParagraph = firstParagraphText(parsed);
  beforeSanitising(parsed);
  const tree = sanitize(parsed, SCHEMA) as Root;
  refuseScriptUrls(tree);
  shiftHeadings(tree, under);
  // Wide tables scroll sideways; focusable so keyboard users can scroll them, as on pages (markdown/scrollable-tables.ts).
  for (const [element] of elements(tree)) if (element.tagName === 'table') element.properties.tabIndex = 0;
  await highlightCode(tree, highlight);
  return { html: toHtml(tree, { characterReferences: { useNamedReferences: true } }).trim(), firstParagraph };
}

/**
 * A renderer for one build: it remembers each description it rendered, and loads Shiki only when
 * a description has code (the highlighter is the pages' when the settings match: the site's
 * `codeblocks` themes, as pages use).
 */
export function descriptionRenderer(codeblocks?: CodeBlockStyle): DescriptionRenderer {
  const rendered = new Map<string, Promise<RenderedDescription>>();
  let highlighter: Promise<HighlightCode> | undefined;
  const highlight = () => (highlighter ??= quireShikiConfig(codeblocks).then((shikiConfig) => quireHighlightFn(shikiConfig) as Promise<HighlightCode>));
  return (markdown, under) => {
    if (!markdown || markdown.trim() === '') return Promise.resolve(EMPTY);
    const key = `${under}\u0000${markdown}`;
    let result = rendered.get(key);
    if (!result) {
      result = render(markdown, under, highlight);
      rendered.set(key, result);
    }
    return result;
  };
}
