import { mergedCode } from '../code-parts.ts';
import { attribute, hasClass } from '../hast-query.ts';
import type { ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toString as hastText } from 'hast-util-to-string';
import { htmlToMarkdown } from '../html-markdown.ts';
import type { CodePart, TypeDocType } from '../typedoc-json.ts';

/*
 * What the Sphinx reader's parts share: reading the HTML tree of a page's `body` by its elements
 * and classes, a run of nodes as code with the names of the artifact linked, and a comment's nodes
 * as Markdown. Everything here walks hast; no HTML is read or written as text.
 */

/** How a body's links name the artifact's objects. */
export interface SphinxLinks {
  /** The reflection an `href` of a body documents: `#plants.Plant`, `api/#plants.Plant`, `api.html#plants.Plant`. */
  targetOf(href: string): number | undefined;
  /** A linked name as the page writes it: the module-relative name where the link spells the full one (`plants.Plant` → `Plant`). */
  written(target: number, text: string): string;
}

type Node = Root | ElementContent;

/** A node's text, its runs of white space (a signature's line breaks) made one space. */
export const textOf = (node: Node): string => hastText(node).replace(/\s+/g, ' ');

/** Nodes as code: their text, each link to an object of the artifact a part naming it. */
export function codeParts(nodes: readonly ElementContent[], links: SphinxLinks): CodePart[] {
  const parts: CodePart[] = [];
  const visit = (node: ElementContent) => {
    if (node.type === 'text') parts.push({ text: node.value.replace(/\s+/g, ' ') });
    if (node.type !== 'element' || hasClass(node, 'headerlink')) return;
    const href = node.tagName === 'a' ? attribute(node, 'href') : undefined;
    const target = href === undefined ? undefined : links.targetOf(href);
    if (target === undefined) node.children.forEach(visit);
    else parts.push({ text: links.written(target, textOf(node).trim()), target });
  };
  nodes.forEach(visit);
  return mergedCode(parts);
}

/** Parts without the white space (and the `strip` characters) at their two ends. */
export function trimmed(parts: readonly CodePart[], strip = ''): CodePart[] {
  const out = parts.map((part) => ({ ...part }));
  const edge = (part: CodePart | undefined, end: 'start' | 'end') => {
    if (!part || part.target !== undefined) return;
    let text = end === 'start' ? part.text.trimStart() : part.text.trimEnd();
    while (text && strip.includes(end === 'start' ? text[0] : text[text.length - 1])) text = end === 'start' ? text.slice(1).trimStart() : text.slice(0, -1).trimEnd();
    part.text = text;
  };
  edge(out[0], 'start');
  edge(out.at(-1), 'end');
  return mergedCode(out);
}

export const partsText = (parts: readonly CodePart[]): string => parts.map((part) => part.text).join('');

/** A Python annotation split at the `|` of a union outside brackets: `Plant | None` is two. */
function unionMembers(parts: readonly CodePart[]): CodePart[][] {
  const members: CodePart[][] = [[]];
  let depth = 0;
  for (const part of parts) {
    if (part.target !== undefined) {
      members.at(-1)!.push(part);
      continue;
    }
    let text = '';
    for (const char of part.text) {
      depth += '[({'.includes(char) ? 1 : ')]}'.includes(char) ? -1 : 0;
      if (char === '|' && depth === 0) {
        members.at(-1)!.push({ text });
        members.push([]);
        text = '';
      } else text += char;
    }
    members.at(-1)!.push({ text });
  }
  return members.map((member) => trimmed(member));
}

/**
 * An annotation as the model's type: a name the artifact documents a reference to it, a union of
 * such members, anything else (`list[str]`, `Optional[Mapping[str, str]]`) a name as written.
 */
export function typeOf(parts: readonly CodePart[] | undefined): TypeDocType | undefined {
  if (!parts || partsText(parts).trim() === '') return undefined;
  const types = unionMembers(parts).map((member): TypeDocType => {
    const [only] = member;
    if (member.length === 1 && only.target !== undefined) return { type: 'reference', name: only.text, target: only.target };
    return { type: 'intrinsic', name: partsText(member) };
  });
  return types.length === 1 ? types[0] : { type: 'union', types };
}

/** Nodes of a body as Markdown, their links to the artifact's objects `sdk:<id>`. */
export function markdownOf(nodes: readonly ElementContent[], links: SphinxLinks): string {
  return htmlToMarkdown(toHtml({ type: 'root', children: [...nodes] }), (href) => links.targetOf(href));
}
