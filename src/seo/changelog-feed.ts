import Slugger from 'github-slugger';
import { mdxToMdast } from 'satteri';
import { parseAst } from 'vite';
import { escapeHtml } from '../utils/escape.ts';
import { updateAnchor } from './update-anchor.ts';
import { maskVariableReferences } from '../source/parseable-source.ts';
import { feedPath } from './feed-path.ts';

/**
 * A changelog page's RSS feed, as Mintlify documents it (create/changelogs.mdx, components/update.mdx):
 * a page whose frontmatter says `rss: true` gets `<page>/rss.xml`, one entry per `<Update>`: its
 * `rss={{ title, description }}` when given; otherwise one entry per Markdown heading inside it, or
 * one entry titled with its `label`. Entries hold pure Markdown text only: components, code blocks,
 * inline code and HTML are left out, as Mintlify leaves them out.
 */
export interface FeedItem {
  title: string;
  /** The page's path with the entry's anchor ("/changelog#june-2025"). */
  link: string;
  description?: string;
  /** The Update's `tags`, as RSS categories. */
  categories: string[];
  /** From a label that reads as a date ("2025-06-23", "June 2025"); RSS makes it optional. */
  pubDate?: Date;
}

interface MdastNode {
  type: string;
  value?: string;
  name?: string | null;
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
  children?: MdastNode[];
}

const isElement = (node: MdastNode) => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

interface EsNode {
  type: string;
  value?: unknown;
  name?: string;
  key?: EsNode;
  computed?: boolean;
  elements?: Array<EsNode | null>;
  properties?: EsNode[];
  expressions?: EsNode[];
  quasis?: Array<{ value: { cooked?: string | null } }>;
  expression?: EsNode;
  body?: EsNode[];
}

/** A JavaScript literal's value (strings, numbers, booleans, arrays and objects of them); undefined for anything else. */
function literalValue(node: EsNode | null | undefined): unknown {
  if (!node) return undefined;
  if (node.type === 'Literal') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions?.length === 0) return node.quasis?.[0]?.value.cooked ?? undefined;
  if (node.type === 'ArrayExpression') return (node.elements ?? []).map(literalValue);
  if (node.type === 'ObjectExpression') {
    const entries = (node.properties ?? []).flatMap((property) => {
      if (property.type !== 'Property' || property.computed || !property.key) return [];
      const key = property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : undefined;
      return key === undefined ? [] : [[key, literalValue(property.value as EsNode)] as const];
    });
    return Object.fromEntries(entries);
  }
  return undefined;
}

/**
 * An attribute's value: a string as written, or an expression holding a literal
 * (`rss={{ title: "x" }}`, `tags={["a", "b"]}`), read by a JavaScript parser, never evaluated;
 * anything else (a variable, a call) reads as nothing.
 */
function attributeValue(node: MdastNode, name: string): unknown {
  const attribute = node.attributes?.find((candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === name);
  const value = attribute?.value;
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as { value?: unknown }).value === 'string') {
    try {
      // Wrapped so an object literal parses as an expression.
      const program = parseAst(`(\n${(value as { value: string }).value}\n)`, { lang: 'jsx' }) as unknown as EsNode;
      const statement = program.body?.[0];
      return statement?.type === 'ExpressionStatement' ? literalValue(statement.expression) : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** A node's text as Markdown prose: no code, no components, no HTML (Mintlify's "pure Markdown"). */
function proseText(node: MdastNode): string {
  if (node.type === 'text') return node.value ?? '';
  if (node.type === 'break') return ' ';
  if (['inlineCode', 'code', 'html', 'mdxFlowExpression', 'mdxTextExpression', 'mdxjsEsm'].includes(node.type) || isElement(node)) return '';
  const parts = (node.children ?? []).map(proseText);
  const block = ['paragraph', 'listItem', 'list', 'blockquote', 'heading', 'table', 'tableRow'].includes(node.type);
  return block ? parts.join(' ') : parts.join('');
}

const squeeze = (value: string) => value.replace(/\s+/g, ' ').trim();

/** A heading's text as the page's heading id is made from it (inline code included). */
const headingText = (node: MdastNode): string => (node.type === 'text' || node.type === 'inlineCode' ? (node.value ?? '') : (node.children ?? []).map(headingText).join(''));

function labelDate(label: string): Date | undefined {
  if (!/\b\d{4}\b/.test(label)) return undefined;
  const time = Date.parse(label);
  if (Number.isNaN(time)) return undefined;
  // "March 2025" parses in the build machine's zone, "2025-03-01" in UTC: the day as written, at UTC midnight, either way.
  const local = new Date(time);
  return /^\d{4}-\d{2}-\d{2}$/.test(label.trim()) ? local : new Date(Date.UTC(local.getFullYear(), local.getMonth(), local.getDate()));
}

/** The feed entries of a page's MDX body, in page order. Throws the parser's error for a page MDX cannot parse. */
export function changelogItems(body: string, href: string): FeedItem[] {
  const tree = mdxToMdast(maskVariableReferences(body)) as MdastNode;
  const items: FeedItem[] = [];
  // Heading ids are given in page order across the whole page (github-slugger, as Astro does); update anchors likewise.
  const slugger = new Slugger();
  const anchors = new Map<string, number>();
  const walk = (node: MdastNode) => {
    if (node.type === 'heading') slugger.slug(headingText(node));
    if (isElement(node) && node.name === 'Update') return addUpdate(node);
    for (const child of node.children ?? []) walk(child);
  };
  const addUpdate = (update: MdastNode) => {
    const label = text(attributeValue(update, 'label')) ?? 'Update';
    const base = updateAnchor(label);
    const seen = (anchors.get(base) ?? 0) + 1;
    anchors.set(base, seen);
    const anchor = seen === 1 ? base : `${base}-${seen}`;
    const tags = attributeValue(update, 'tags');
    const categories = Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [];
    const shared = { categories, pubDate: labelDate(label) };
    const children = update.children ?? [];
    const headings: Array<{ title: string; id: string; at: number }> = [];
    children.forEach((child, at) => {
      if (child.type === 'heading') headings.push({ title: squeeze(proseText(child)), id: slugger.slug(headingText(child)), at });
      else for (const inner of child.children ?? []) walk(inner);
    });
    const custom = attributeValue(update, 'rss');
    if (custom && typeof custom === 'object') {
      const { title, description } = custom as Record<string, unknown>;
      // Without its own description, the entry's prose (as an entry without `rss` has).
      items.push({ title: text(title) ?? label, link: `${href}#${anchor}`, description: text(description) ?? text(squeeze(children.map(proseText).join(' '))), ...shared });
    } else if (headings.length === 0) {
      items.push({ title: label, link: `${href}#${anchor}`, description: text(squeeze(children.map(proseText).join(' '))), ...shared });
    } else {
      headings.forEach((heading, index) => {
        const section = children.slice(heading.at + 1, headings[index + 1]?.at ?? children.length);
        items.push({ title: heading.title || label, link: `${href}#${heading.id}`, description: text(squeeze(section.map(proseText).join(' '))), ...shared });
      });
    }
  };
  walk(tree);
  return items;
}

const absolute = (path: string, siteUrl?: string): string => (siteUrl ? new URL(path.replace(/^\//, ''), siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href : path);

export interface FeedPage {
  href: string;
  title: string;
  description?: string;
}

/** An RSS 2.0 document for the page's entries; every string escaped. Links are absolute when the site has a `site` URL. */
export function rssFeed(page: FeedPage, items: readonly FeedItem[], siteName: string, siteUrl?: string): string {
  const element = (name: string, value: string | undefined, indent: string) => (value === undefined ? [] : [`${indent}<${name}>${escapeHtml(value)}</${name}>`]);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    ...element('title', `${page.title} – ${siteName}`, '    '),
    ...element('link', absolute(page.href, siteUrl), '    '),
    ...element('description', page.description ?? `${page.title}: updates to ${siteName}`, '    '),
    ...(siteUrl ? [`    <atom:link href="${escapeHtml(absolute(feedPath(page.href), siteUrl))}" rel="self" type="application/rss+xml"/>`] : []),
    '    <generator>Quire</generator>',
  ];
  for (const item of items) {
    const link = absolute(item.link, siteUrl);
    lines.push(
      '    <item>',
      ...element('title', item.title, '      '),
      ...element('link', link, '      '),
      `      <guid isPermaLink="${siteUrl ? 'true' : 'false'}">${escapeHtml(link)}</guid>`,
      ...element('description', item.description, '      '),
      ...item.categories.flatMap((category) => element('category', category, '      ')),
      ...element('pubDate', item.pubDate?.toUTCString(), '      '),
      '    </item>',
    );
  }
  lines.push('  </channel>', '</rss>', '');
  return lines.join('\n');
}
