import { markdownComment } from '../code-parts.ts';
import type { Element, ElementContent, Root, Text } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toString as textOf } from 'hast-util-to-string';
import { htmlToMarkdown } from '../html-markdown.ts';
import { attribute, findAll, isElement } from '../hast-query.ts';
import type { JavadocBlock, JavadocNote } from './javadoc-page.ts';
import type { Comment } from '../typedoc-json.ts';

/*
 * A Javadoc comment (its `div.block`, deprecation and notes) as the reference pages' comment:
 * Markdown made through syntax trees (html-markdown.ts), block tags named as TypeDoc names them
 * (`@returns`, `@deprecated`, `@throws`, `@see`, `@since`, `@remarks`).
 */

/** Nodes of a comment as Markdown, its links into the artifact already resolved by `targetOf`. */
export type NodesMarkdown = (nodes: readonly ElementContent[]) => string;

export function nodesMarkdown(targetOf: (href: string) => number | undefined): NodesMarkdown {
  return (nodes) => htmlToMarkdown(toHtml({ type: 'root', children: nodes.map(withJavaCode) } as Root), targetOf);
}

const textsOf = (element: Element): Text[] => element.children.flatMap((child) => (child.type === 'text' ? [child] : isElement(child) ? textsOf(child) : []));

/**
 * A `<pre>` as its author wrote the example: Javadoc keeps the space after each comment line's
 * `*` and the line breaks around `{@code …}`, which would indent and pad the code block; a
 * `<pre><code>` without a language is Java, so it is highlighted as Java.
 */
function withJavaCode(node: ElementContent): ElementContent {
  if (!isElement(node)) return node;
  const [only, ...others] = node.children;
  // `<code><a>X</a></code>` (a Throws entry's type) as `<a><code>X</code></a>`, which Markdown can write as a link.
  if (node.tagName === 'code' && others.length === 0 && isElement(only) && only.tagName === 'a') return { ...only, children: [{ ...node, children: only.children }] };
  if (node.tagName !== 'pre') return { ...node, children: node.children.map(withJavaCode) };
  const pre = structuredClone(node);
  const texts = textsOf(pre);
  const lines = texts
    .map((text) => text.value)
    .join('')
    .split('\n')
    .filter((line) => line.trim() !== '');
  const indent = Math.min(...lines.map((line) => line.length - line.trimStart().length));
  let atLineStart = true;
  for (const text of texts) {
    text.value = text.value
      .split('\n')
      .map((line, index) => (index > 0 || atLineStart ? line.slice(Math.min(indent, line.length - line.trimStart().length)) : line))
      .join('\n');
    if (text.value !== '') atLineStart = text.value.endsWith('\n');
  }
  if (texts[0]) texts[0].value = texts[0].value.replace(/^\s*\n/, '');
  if (texts.at(-1)) texts.at(-1)!.value = texts.at(-1)!.value.trimEnd();
  const [code] = pre.children.filter(isElement);
  if (code?.tagName === 'code' && pre.children.length === 1 && !code.properties.className) code.properties.className = ['language-java'];
  return pre;
}

const notesLabelled = (notes: readonly JavadocNote[], label: string) => notes.filter((note) => note.label === label).flatMap((note) => note.items);

/** `<code>id</code> - The plant's id.`: the name and the description after the dash, of a Parameters (or Type Parameters, Record Components) entry. */
function namedEntry(item: Element): { name: string; description: ElementContent[] } {
  const [first, ...rest] = item.children.filter((child) => !(child.type === 'text' && child.value.trim() === ''));
  if (!isElement(first) || first.tagName !== 'code') return { name: '', description: item.children };
  const [lead, ...tail] = rest;
  const description = lead?.type === 'text' ? [{ ...lead, value: lead.value.replace(/^\s*-\s*/, '') }, ...tail] : rest;
  return { name: textOf(first).trim().replace(/^<|>$/g, ''), description };
}

/** The descriptions of a Parameters (or Type Parameters) list, by name. */
export function namedNotes(notes: readonly JavadocNote[], label: string, markdown: NodesMarkdown): Map<string, string> {
  return new Map(
    notesLabelled(notes, label).map((item) => {
      const { name, description } = namedEntry(item);
      return [name, markdown(description)];
    }),
  );
}

/** The `@see` list without the links the doclet adds itself (Constant Field Values, Serialized Form). */
function seeAlso(items: readonly Element[]): Element[] {
  const isOwn = (link: Element) => /(?:^|\/)(?:constant-values|serialized-form)\.html(?:#|$)/.test(attribute(link, 'href') ?? '');
  const keeps = (element: Element) => {
    const links = findAll(element, (child) => child.tagName === 'a');
    return links.length === 0 || !links.every(isOwn);
  };
  return items
    .map((item) => ({
      ...item,
      children: item.children.map((child) => (isElement(child) && child.tagName === 'ul' ? { ...child, children: child.children.filter((entry) => !isElement(entry) || keeps(entry)) } : child)),
    }))
    .filter((item) => keeps(item) && textOf(item).trim() !== '');
}

/** A record's components, drawn as a list under the record's description. */
function recordComponents(items: readonly Element[], markdown: NodesMarkdown): string {
  if (items.length === 0) return '';
  const entries = items.map((item): Element => ({ type: 'element', tagName: 'li', properties: {}, children: item.children }));
  return markdown([
    { type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: 'Record components:' }] },
    { type: 'element', tagName: 'ul', properties: {}, children: entries },
  ]);
}

/** A type's or member's comment: its description, deprecation and the notes a page shows; undefined when it has none. */
export function commentOf(block: JavadocBlock, markdown: NodesMarkdown): Comment | undefined {
  const summary = block.comment ? markdownComment(markdown(block.comment.children)) : [];
  const tag = (name: string, items: readonly Element[]) => items.map((item) => ({ tag: name, content: markdownComment(markdown(item.children)) })).filter((entry) => entry.content.length > 0);
  const returns = notesLabelled(block.notes, 'Returns');
  const components = recordComponents(notesLabelled(block.notes, 'Record Components'), markdown);
  const blockTags = [
    ...(block.deprecation ? [{ tag: '@deprecated', content: markdownComment(markdown(block.deprecation.children)) }] : []),
    ...(returns.length > 0 ? [{ tag: '@returns', content: markdownComment(returns.map((item) => markdown(item.children)).join('\n\n')) }] : []),
    ...(components ? [{ tag: '@remarks', content: markdownComment(components) }] : []),
    ...tag('@throws', notesLabelled(block.notes, 'Throws')),
    ...tag('@see', seeAlso(notesLabelled(block.notes, 'See Also'))),
    ...tag('@since', notesLabelled(block.notes, 'Since')),
  ];
  if (summary.length === 0 && blockTags.length === 0) return undefined;
  return { summary, ...(blockTags.length > 0 ? { blockTags } : {}) };
}
