import { parseDocument } from 'yaml';
import { frontmatterBlock } from '../source/frontmatter.ts';
import type { SiteSource, SourceFile } from '../source/site-source.ts';
import { namesUndefinedVariable, resolveVariableReferences, type Variables } from '../markdown/variables.ts';
import { readPageSyntax, sourcePageSyntax, type PageSyntax } from '../source/page-syntax.ts';
import { htmlAttributes } from '../markdown/html-attributes.ts';
import { attributeKey, imageUrlsInAttribute, jsxAttributeText, scriptUrlInAttribute } from '../markdown/url-attributes.ts';
import { scriptScheme, type ScriptScheme, type UrlUse } from '../utils/url-safety.ts';

/** One link written in a page's source, where the author can find it. */
export interface LinkUse {
  url: string;
  line: number;
  column: number;
}

/** A URL in a page that would run as script (or open a data: document), and what wrote it. */
export interface ScriptUrlUse extends LinkUse {
  scheme: ScriptScheme;
  /** "markdown link", "src of <img>", "href of <Card>", "frontmatter url", … */
  where: string;
}

/** An image (or media file) a page loads, and what wrote it. */
export interface ImageUse extends LinkUse {
  /** "markdown image", "srcset of <img>", "img of <Card>", … */
  where: string;
  /** A markdown image `![](…)`: Astro bundles one named by a relative path from beside the page's file. */
  markdown: boolean;
}

export interface PageUrls {
  /** Links a reader follows (markdown links, href attributes and props): checked against the site's pages. */
  links: LinkUse[];
  /** Images the page loads (markdown images, src/srcset/poster attributes, image props, icons given as paths): checked against the site's files. */
  images: ImageUse[];
  /** Every URL of the page, links, images, src/srcset/action/… attributes and frontmatter `url`, that the URL rule refuses. */
  scriptUrls: ScriptUrlUse[];
}

/** Line and column of `offset` in `text`, which starts at `line`:`column` of the file. */
function positionIn(text: string, offset: number, line: number, column: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const newline = before.lastIndexOf('\n');
  return newline === -1 ? { line, column: column + offset } : { line: line + before.split('\n').length - 1, column: offset - newline };
}

/** Frontmatter `url` (the sidebar entry links there instead of to the page), at its line. */
function frontmatterUrl(source: string): LinkUse | undefined {
  const block = frontmatterBlock(source);
  if (!block || !/^["']?url["']?\s*:/m.test(block.yaml)) return undefined;
  const node = parseDocument(block.yaml).get('url', true) as { value?: unknown; range?: [number, number, number] } | undefined;
  if (typeof node?.value !== 'string') return undefined;
  const offset = node.range?.[0] ?? 0;
  // The frontmatter text starts on line 2, after "---".
  return { url: node.value, ...positionIn(block.yaml, offset, 2, 1) };
}

interface Positioned {
  position?: { start: { line: number; column: number } };
}

/**
 * collectPageUrls of a file of the site's reading, from the one parse of it every check shares
 * (source/page-syntax.ts): the image check before the build and the link check after it ask for the
 * same.
 */
export function sourcePageUrls(source: SiteSource, file: SourceFile, variables?: Variables): PageUrls {
  return source.derived(file, `page-urls ${JSON.stringify(variables ?? null)}`, (page) => pageUrlsOf(sourcePageSyntax(source, file), page.text, variables));
}

/**
 * Every URL in a page's source, parsed with Sätteri, the parser that renders the page: markdown
 * links, images and definitions, raw HTML attributes, JSX attributes and component props (a
 * Card's href is a link too), and frontmatter `url`. Code blocks hold no URLs. docs.json
 * `variables` are read as the build reads them: `[API]({{api-url}}/x)` links to the value. An image
 * naming an undefined variable is no image: the build stops on the reference, which its own
 * check reports. Throws the parser's error for a page MDX cannot parse.
 */
export function collectPageUrls(source: string, format: 'md' | 'mdx', variables?: Variables): PageUrls {
  return pageUrlsOf(readPageSyntax(source, format), source, variables);
}

/** The URLs of a page (collectPageUrls) from its parse's URL-holding nodes and its source (for frontmatter `url`). */
function pageUrlsOf(syntax: PageSyntax, source: string, variables?: Variables): PageUrls {
  if ('error' in syntax.parsed) throw syntax.parsed.error;
  const resolve = (url: string) => resolveVariableReferences(url, variables);
  const loadable = (written: string) => !namesUndefinedVariable(written, variables);
  const links: LinkUse[] = [];
  const images: ImageUse[] = [];
  const scriptUrls: ScriptUrlUse[] = [];
  const at = (node: Positioned) => ({ line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 });
  const check = (url: string, use: UrlUse, where: string, position: { line: number; column: number }) => {
    const scheme = scriptScheme(url, use);
    if (scheme) scriptUrls.push({ url, ...position, scheme, where });
  };
  const attribute = (tag: string, name: string, written: string, position: { line: number; column: number }) => {
    const value = resolve(written);
    if (attributeKey(name) === 'href') links.push({ url: value, ...position });
    if (loadable(written)) for (const url of imageUrlsInAttribute(tag, name, value)) images.push({ url, ...position, where: `${name} of <${tag}>`, markdown: false });
    const script = scriptUrlInAttribute(tag, name, value);
    if (script) scriptUrls.push({ ...script, ...position, where: `${name} of <${tag}>` });
  };
  // A definition is a link unless only images use it (`![logo][logo]` with a data:image/… definition).
  const definitions: Array<{ url: string; identifier: string; loadable: boolean } & Positioned> = [];
  const linkedLabels = new Set<string>();
  const imageLabels = new Set<string>();
  for (const node of syntax.parsed.nodes) {
    switch (node.type) {
      case 'link': {
        const url = resolve(node.url);
        links.push({ url, ...at(node) });
        check(url, 'link', 'markdown link', at(node));
        break;
      }
      case 'image': {
        const url = resolve(node.url);
        if (loadable(node.url)) images.push({ url, ...at(node), where: 'markdown image', markdown: true });
        check(url, 'image', 'markdown image', at(node));
        break;
      }
      case 'definition':
        definitions.push({ ...node, url: resolve(node.url), loadable: loadable(node.url) });
        break;
      case 'linkReference':
        linkedLabels.add(node.identifier);
        break;
      case 'imageReference':
        imageLabels.add(node.identifier);
        break;
      case 'html': {
        const { line, column } = at(node);
        for (const found of htmlAttributes(node.value)) attribute(found.tag, found.name, found.value, positionIn(node.value, found.tagStart, line, column));
        break;
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        for (const { type, name, value } of node.attributes) {
          const text = type === 'mdxJsxAttribute' && name ? jsxAttributeText(value) : undefined;
          if (text !== undefined) attribute(node.name ?? '', name!, text, at(node));
        }
    }
  }
  for (const definition of definitions) {
    const imageOnly = imageLabels.has(definition.identifier) && !linkedLabels.has(definition.identifier);
    // An image's definition (`![logo][logo]`) goes into an <img src> as written: the browser resolves it.
    if (!imageOnly) links.push({ url: definition.url, ...at(definition) });
    else if (definition.loadable) images.push({ url: definition.url, ...at(definition), where: 'image definition', markdown: false });
    check(definition.url, imageOnly ? 'image' : 'link', 'link definition', at(definition));
  }
  const front = frontmatterUrl(source);
  if (front) check(front.url, 'link', 'frontmatter url', front);
  const byPosition = (a: LinkUse, b: LinkUse) => a.line - b.line || a.column - b.column;
  return { links: links.sort(byPosition), images: images.sort(byPosition), scriptUrls: scriptUrls.sort(byPosition) };
}
