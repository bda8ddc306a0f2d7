import type { Nodes, PhrasingContent, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toMarkdown } from 'mdast-util-to-markdown';
import { isHttpUrl } from '../../utils/urls.ts';
import { displayName } from './phpdoc-types.ts';
import type { Comment, CommentPart } from '../typedoc-json.ts';

/*
 * phpDocumentor's docblocks as comments. Its descriptions are Markdown; an inline tag such as
 * `{@see \Plants\Client::getPlant()}` or `{@link https://…}` inside one becomes a Markdown link
 * made as a syntax-tree node (`sdk:<id>` for a symbol of the artifact, which the pages point at
 * that symbol's page), so text in code spans and code blocks is left as written.
 */

const SDK_LINK = 'sdk:';
const MARKDOWN_OPTIONS = { bullet: '-', fences: true } as const;

/** One `<tag>` of a `<docblock>`, its attributes as written. */
export interface DocTag {
  name: string;
  description: string;
  type?: string;
  variable?: string;
  link?: string;
  version?: string;
}

/** A `<docblock>`'s summary (`<description>`), the rest of its description (`<long-description>`) and its tags. */
export interface DocBlock {
  summary: string;
  description: string;
  tags: DocTag[];
}

/** Finds the symbol a reference names, in the namespace the docblock is written in. */
export type ResolveReference = (reference: string) => number | undefined;

type Piece = { text: string } | { tag: string; reference: string; label: string };

/** Text cut at its inline tags: `Use {@see Client::getPlant() the getter}.` → text, tag, text. */
function inlineTagPieces(text: string): Piece[] {
  const pieces: Piece[] = [];
  let from = 0;
  for (let open = text.indexOf('{@'); open !== -1; open = text.indexOf('{@', from)) {
    const close = text.indexOf('}', open);
    if (close === -1) break;
    if (open > from) pieces.push({ text: text.slice(from, open) });
    const [tag = '', reference = '', ...label] = text
      .slice(open + 2, close)
      .trim()
      .split(/\s+/);
    pieces.push({ tag: tag.toLowerCase(), reference, label: label.join(' ') });
    from = close + 1;
  }
  if (from < text.length) pieces.push({ text: text.slice(from) });
  return pieces;
}

/** An inline tag as Markdown nodes: a link to the symbol or URL it names, else its name as code. */
function tagNodes(piece: Extract<Piece, { tag: string }>, resolve: ResolveReference): PhrasingContent[] {
  if (piece.tag === 'inheritdoc') return [];
  if (!['see', 'link', 'uses', 'used-by'].includes(piece.tag)) {
    const text = [piece.reference, piece.label].filter(Boolean).join(' ');
    return text ? [{ type: 'text', value: text }] : [];
  }
  const target = resolve(piece.reference);
  if (target !== undefined) return [{ type: 'link', url: `${SDK_LINK}${target}`, children: [{ type: 'text', value: piece.label || displayName(piece.reference) }] }];
  if (isHttpUrl(piece.reference)) return [{ type: 'link', url: piece.reference, children: [{ type: 'text', value: piece.label || piece.reference }] }];
  return [{ type: 'inlineCode', value: piece.label || displayName(piece.reference) }];
}

/** Each text node of the tree with its inline tags made links. */
function linkInlineTags(node: Nodes, resolve: ResolveReference): void {
  if (!('children' in node)) return;
  const children: Nodes[] = [];
  for (const child of node.children) {
    if (child.type !== 'text') {
      linkInlineTags(child, resolve);
      children.push(child);
      continue;
    }
    for (const piece of inlineTagPieces(child.value)) children.push(...('text' in piece ? [{ type: 'text' as const, value: piece.text }] : tagNodes(piece, resolve)));
  }
  // A tag dropped at a paragraph's edge ({@inheritDoc}) leaves no space there for Markdown to keep as `&#x20;`.
  const [first, last] = [children[0], children.at(-1)];
  if ((node.type === 'paragraph' || node.type === 'heading') && first?.type === 'text') first.value = first.value.trimStart();
  if ((node.type === 'paragraph' || node.type === 'heading') && last?.type === 'text') last.value = last.value.trimEnd();
  node.children = children.filter((child) => child.type !== 'text' || child.value !== '') as typeof node.children;
}

/** A description's Markdown with its inline tags made links; Markdown without any is kept as written. */
export function descriptionMarkdown(text: string, resolve: ResolveReference): string {
  const trimmed = text.trim();
  if (!trimmed.includes('{@')) return trimmed;
  const tree: Root = fromMarkdown(trimmed);
  linkInlineTags(tree, resolve);
  return toMarkdown(tree, MARKDOWN_OPTIONS).trim();
}

/** Plain words (a version) or code (a type's name) as Markdown that shows them as they are. */
const plainMarkdown = (text: string): string => toMarkdown({ type: 'paragraph', children: [{ type: 'text', value: text }] }, MARKDOWN_OPTIONS).trim();
const codeMarkdown = (code: string): string => toMarkdown({ type: 'paragraph', children: [{ type: 'inlineCode', value: code }] }, MARKDOWN_OPTIONS).trim();

const markdownParts = (markdown: string): CommentPart[] => (markdown ? [{ kind: 'markdown', text: markdown }] : []);

const joined = (...markdown: string[]): string => markdown.filter(Boolean).join('\n\n');

/** `@see`'s target as a link (its description after it). */
function seeMarkdown(tag: DocTag, resolve: ResolveReference): string {
  const reference = tag.link ?? '';
  const target = reference ? resolve(reference) : undefined;
  const node: PhrasingContent | undefined =
    target !== undefined
      ? { type: 'link', url: `${SDK_LINK}${target}`, children: [{ type: 'text', value: displayName(reference) }] }
      : isHttpUrl(reference)
        ? { type: 'link', url: reference, children: [{ type: 'text', value: reference }] }
        : reference
          ? { type: 'inlineCode', value: displayName(reference) }
          : undefined;
  const link = node ? toMarkdown({ type: 'paragraph', children: [node] }, MARKDOWN_OPTIONS).trim() : '';
  return [link, descriptionMarkdown(tag.description, resolve)].filter(Boolean).join(' ');
}

/** The block tags a page shows, as TypeDoc names them. */
function blockTags(tags: readonly DocTag[], resolve: ResolveReference): NonNullable<Comment['blockTags']> {
  const blocks: NonNullable<Comment['blockTags']> = [];
  const add = (tag: string, markdown: string) => blocks.push({ tag, content: markdownParts(markdown) });
  for (const tag of tags) {
    const description = descriptionMarkdown(tag.description, resolve);
    if (tag.name === 'return' && description) add('@returns', description);
    else if (tag.name === 'deprecated') add('@deprecated', [tag.version ? plainMarkdown(`Since ${tag.version}.`) : '', description].filter(Boolean).join(' '));
    else if (tag.name === 'example' && description) add('@example', description);
    else if (tag.name === 'see') add('@see', seeMarkdown(tag, resolve));
    else if (tag.name === 'since') add('@since', joined(tag.version ? plainMarkdown(tag.version) : '', description));
    else if (tag.name === 'throws') add('@throws', [tag.type ? codeMarkdown(tag.type) : '', description].filter(Boolean).join(' '));
  }
  return blocks;
}

/**
 * A docblock as a comment: its summary and description as one Markdown summary (a property's
 * `@var` description when it has neither, as `/** @var string Your token. *\/` writes it), and
 * the tags a page shows as block tags. Undefined when it says nothing.
 */
export function docComment(docblock: DocBlock | undefined, resolve: ResolveReference): Comment | undefined {
  if (!docblock) return undefined;
  let summary = joined(descriptionMarkdown(docblock.summary, resolve), descriptionMarkdown(docblock.description, resolve));
  if (!summary) summary = descriptionMarkdown(docblock.tags.find((tag) => tag.name === 'var')?.description ?? '', resolve);
  const blocks = blockTags(docblock.tags, resolve);
  if (!summary && blocks.length === 0) return undefined;
  return { summary: markdownParts(summary), ...(blocks.length > 0 ? { blockTags: blocks } : {}) };
}

/** A `@param`'s description as a parameter's comment. */
export function paramComment(tag: DocTag | undefined, resolve: ResolveReference): Comment | undefined {
  const markdown = tag ? descriptionMarkdown(tag.description, resolve) : '';
  return markdown ? { summary: markdownParts(markdown) } : undefined;
}
