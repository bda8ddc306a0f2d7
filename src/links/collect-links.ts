import { markdownToHtml, mdxToJs } from 'satteri';

/** One link written in a page's source, where the author can find it. */
export interface LinkUse {
  url: string;
  line: number;
  column: number;
}

/** Attributes that hold a link, on HTML tags and on components (Card href, …). */
const LINK_ATTRIBUTES = new Set(['href']);
const HTML_HREF = /<[a-zA-Z][\w-]*\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** Frontmatter lines become blank lines, so positions still count lines of the file. */
export function blankFrontmatter(source: string): string {
  const match = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/.exec(source);
  if (!match) return source;
  return match[0].replace(/[^\n]/g, '') + source.slice(match[0].length);
}

/** Raw HTML in a .md page: every href, at the line it sits on. */
function linksInHtml(html: string, line: number, column: number): LinkUse[] {
  const uses: LinkUse[] = [];
  for (const match of html.matchAll(HTML_HREF)) {
    const before = html.slice(0, match.index);
    const extraLines = before.split('\n').length - 1;
    uses.push({ url: match[1] ?? match[2], line: line + extraLines, column: extraLines === 0 ? column + match.index : before.length - before.lastIndexOf('\n') });
  }
  return uses;
}

interface Positioned {
  position?: { start: { line: number; column: number } };
}
interface JsxNode extends Positioned {
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
}

/**
 * Every link in a page's source: markdown links and definitions, raw HTML hrefs and JSX `href`
 * props (a Card's href is a link too). Code blocks are not links. Parsed with Sätteri, the same
 * parser that renders the page.
 */
export function collectLinks(source: string, format: 'md' | 'mdx'): LinkUse[] {
  const uses: LinkUse[] = [];
  const at = (node: Positioned) => ({ line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 });
  const jsx = (node: JsxNode) => {
    for (const attribute of node.attributes ?? []) {
      if (attribute.type === 'mdxJsxAttribute' && attribute.name && LINK_ATTRIBUTES.has(attribute.name) && typeof attribute.value === 'string') {
        uses.push({ url: attribute.value, ...at(node) });
      }
    }
  };
  const plugin = {
    name: 'quire:collect-links',
    options: { position: true },
    link: (node: Positioned & { url: string }) => void uses.push({ url: node.url, ...at(node) }),
    definition: (node: Positioned & { url: string }) => void uses.push({ url: node.url, ...at(node) }),
    html: (node: Positioned & { value: string }) => void uses.push(...linksInHtml(node.value, at(node).line, at(node).column)),
    mdxJsxFlowElement: jsx,
    mdxJsxTextElement: jsx,
  };
  const text = blankFrontmatter(source);
  // Both run synchronously; only the plugin's side effect (the collected links) is wanted.
  if (format === 'mdx') mdxToJs(text, { mdastPlugins: [plugin] });
  else markdownToHtml(text, { mdastPlugins: [plugin] });
  return uses.sort((a, b) => a.line - b.line || a.column - b.column);
}
