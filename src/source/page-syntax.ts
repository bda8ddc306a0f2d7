import { defineHastPlugin, defineMdastPlugin, markdownToHtml, mdxToJs } from 'satteri';
import { readPage, readingOfNodes, type PageReading } from './page-includes.ts';
import { parseableSource } from './parseable-source.ts';
import type { SiteSource, SourceFile } from './site-source.ts';

/** Where a node is in the text parsed (parseableSource: the file's lines and columns). */
export interface NodePosition {
  start: { line: number; column: number; offset: number };
  end?: { line: number; column: number; offset: number };
}

/** An attribute of a JSX element as MDX's parser gives it: text, absent (`<Step noAnchor>`), an expression, or a spread. */
export interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

/**
 * A node of a page that some check reads, as the parser gave it, copied out of the parse: links,
 * images and their definitions, raw HTML, JSX elements (their attributes, not their children),
 * ESM blocks and expressions. Kept as written: docs.json variables stay unresolved, so each check
 * reads them for the variables it is given.
 */
export type SyntaxNode = { position?: NodePosition } & (
  | { type: 'link' | 'image'; url: string }
  | { type: 'definition'; url: string; identifier: string }
  | { type: 'linkReference' | 'imageReference'; identifier: string }
  | { type: 'html'; value: string }
  | {
      type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
      name: string | null;
      attributes: readonly JsxAttribute[];
      /** What a `<Heading>` holds, as text: its anchor is made of it. */
      text?: string;
    }
  | { type: 'mdxjsEsm' | 'mdxFlowExpression' | 'mdxTextExpression'; value: string }
);

/** A heading as the page draws it (h1–h6 of the HTML tree, in order): the id it is given (`{#id}`), its text, where it starts. */
export interface HeadingNode {
  id?: string;
  text: string;
  offset?: number;
}

/** The text a node holds (a heading's words), depth first. */
export function textOfNode(node: unknown): string {
  const value = node as { value?: unknown; children?: unknown[] };
  if (typeof value.value === 'string') return value.value;
  return (value.children ?? []).map(textOfNode).join('');
}

/** A JSX element of the page (SyntaxNode). */
export type ElementNode = Extract<SyntaxNode, { type: 'mdxJsxFlowElement' | 'mdxJsxTextElement' }>;

/**
 * What one parse of a page gives every check that reads its source: its nodes that hold URLs,
 * components, code and includes, in document order. MDX's parser is the costly part of reading a
 * page, so a page is parsed once for the link, anchor, image, include, code, Tailwind and component
 * checks (and again for its anchors only where docs.json variables may change them: links/source-links.ts).
 */
export interface PageSyntax {
  /** The text the parser read (parseableSource): positions point into it. */
  parsedText: string;
  /** The page's nodes in document order and its headings, or the parser's error for a page MDX cannot read as written. */
  parsed: { nodes: readonly SyntaxNode[]; headings: readonly HeadingNode[] } | { error: unknown };
  /**
   * What an .mdx page includes and its code. A page whose code MDX cannot compile (`export const
   * a = ;`) is still read for its includes, by the tree parser, which does not compile code: the
   * include checks see what the page pulls in while the link check names its error. Throws when
   * not even so.
   */
  reading(): PageReading;
}

/** The position of a parsed node, copied out of the parse. */
function positionOf(node: object): { position?: NodePosition } {
  type Point = { line: number; column: number; offset?: number };
  const { start, end } = (node as { position?: { start?: Point; end?: Point } }).position ?? {};
  if (!start) return {};
  const point = (at: Point) => ({ line: at.line, column: at.column, offset: at.offset ?? 0 });
  return { position: { start: point(start), ...(end ? { end: point(end) } : {}) } };
}

/** A Sätteri mdast plugin recording the nodes checks read (SyntaxNode) into `nodes`. */
function syntaxNodesPlugin(nodes: SyntaxNode[]) {
  const add = (node: SyntaxNode) => void nodes.push(node);
  const withValue = (node: { type: 'mdxjsEsm' | 'mdxFlowExpression' | 'mdxTextExpression'; value: string }) => add({ type: node.type, value: node.value, ...positionOf(node) });
  const element = (node: { type: 'mdxJsxFlowElement' | 'mdxJsxTextElement'; name: string | null; attributes: ReadonlyArray<{ type: string; name?: string; value?: unknown }> }) =>
    add({
      type: node.type,
      name: node.name,
      attributes: node.attributes.map((attribute) => ({ type: attribute.type, name: 'name' in attribute ? attribute.name : undefined, value: attribute.value })),
      ...(node.name === 'Heading' ? { text: textOfNode(node) } : {}),
      ...positionOf(node),
    });
  return defineMdastPlugin({
    name: 'quire:syntax-nodes',
    options: { position: true },
    link: (node) => add({ type: 'link', url: node.url, ...positionOf(node) }),
    image: (node) => add({ type: 'image', url: node.url, ...positionOf(node) }),
    definition: (node) => add({ type: 'definition', url: node.url, identifier: node.identifier, ...positionOf(node) }),
    linkReference: (node) => add({ type: 'linkReference', identifier: node.identifier }),
    imageReference: (node) => add({ type: 'imageReference', identifier: node.identifier }),
    html: (node) => add({ type: 'html', value: node.value, ...positionOf(node) }),
    mdxJsxFlowElement: element,
    mdxJsxTextElement: element,
    mdxjsEsm: withValue,
    mdxFlowExpression: withValue,
    mdxTextExpression: withValue,
  });
}

/** A Sätteri hast plugin recording the page's headings (HeadingNode) into `headings`. */
export function headingsPlugin(headings: HeadingNode[]) {
  return defineHastPlugin({
    name: 'quire:headings',
    element: {
      filter: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
      visit(node, context) {
        const id = node.properties?.id;
        headings.push({ ...(typeof id === 'string' ? { id } : {}), text: context.textContent(node), offset: node.position?.start.offset });
      },
    },
  });
}

/** A page's syntax (PageSyntax) from its source: one parse, by the parser that renders it. Throws for a page past the MDX parse budget. */
export function readPageSyntax(source: string, format: 'md' | 'mdx'): PageSyntax {
  // MDX cannot parse `{{api-url}}`: references become plain-text tokens first, as in the build.
  const parsedText = parseableSource(source, format);
  const nodes: SyntaxNode[] = [];
  const headings: HeadingNode[] = [];
  const options = { mdastPlugins: [syntaxNodesPlugin(nodes)], hastPlugins: [headingsPlugin(headings)] };
  try {
    // Run for the plugin's record only; the compiled module is not wanted.
    if (format === 'mdx') mdxToJs(parsedText, options);
    else markdownToHtml(parsedText, options);
  } catch (error) {
    return { parsedText, parsed: { error }, reading: () => readPage(source) };
  }
  // A Markdown page is read as MDX when asked (the Tailwind scan of a page that imports): as before, by the tree parser.
  if (format === 'md') return { parsedText, parsed: { nodes, headings }, reading: () => readPage(source) };
  const reading = readingOfNodes(nodes, source, parsedText);
  return { parsedText, parsed: { nodes, headings }, reading: () => reading };
}

/** readPageSyntax of a file of the site's reading, parsed once per reading. */
export function sourcePageSyntax(source: SiteSource, file: SourceFile): PageSyntax {
  return source.derived(file, 'page-syntax', (page) => readPageSyntax(page.text, file.format));
}
