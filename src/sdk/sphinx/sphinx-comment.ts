import { markdownComment } from '../code-parts.ts';
import type { Element, ElementContent } from 'hast';
import { toString as hastText } from 'hast-util-to-string';
import { toMarkdown } from 'mdast-util-to-markdown';
import { classesOf, elementsOf, hasClass } from '../hast-query.ts';
import { codeParts, markdownOf, type SphinxLinks, textOf, trimmed } from './sphinx-html.ts';
import type { CodePart, Comment, CommentPart } from '../typedoc-json.ts';

/*
 * A Python object's description, the `<dd>` after its signature, as the model's comment: the
 * prose as Markdown; the field list Sphinx makes of `:param:`, `:returns:`, `:rtype:` and
 * `:raises:` (`<dl class="field-list">`, the same from Sphinx 5 to 8) as parameter descriptions,
 * `@returns`, a return type and `@throws`; `.. deprecated::` (`div.deprecated`) as `@deprecated`;
 * code blocks under an "Example:" label, and doctest blocks, as `@example`; autodoc's
 * "Bases: …" line as the class's bases. Members documented inside (nested `dl.py`) are not part of it.
 */

export interface ParameterDoc {
  description?: CommentPart[];
  /** The type `:type x:` gives (`x (str) – …`), for a signature that writes none. */
  type?: CodePart[];
}

export interface DescriptionRead {
  comment?: Comment;
  /** By name as the field list writes it, stars dropped (`args` for `*args`). */
  parameters: Map<string, ParameterDoc>;
  /** `:rtype:`, for a signature that writes no return annotation. */
  returnType?: CodePart[];
  /** Each base autodoc's `show-inheritance` names, `object` left out. */
  bases: CodePart[][];
}

const FIELDS: Record<string, 'parameters' | 'returns' | 'returnType' | 'raises'> = {
  parameters: 'parameters',
  parameter: 'parameters',
  arguments: 'parameters',
  'keyword arguments': 'parameters',
  'other parameters': 'parameters',
  returns: 'returns',
  return: 'returns',
  yields: 'returns',
  'return type': 'returnType',
  'yield type': 'returnType',
  raises: 'raises',
  raise: 'raises',
  exceptions: 'raises',
};

/** A field's items: the `<li>`s of its one list (several parameters), else the field itself. */
function fieldItems(field: Element): Element[] {
  const [only, ...more] = elementsOf(field);
  return only && more.length === 0 && (only.tagName === 'ul' || only.tagName === 'ol') ? elementsOf(only).filter((item) => item.tagName === 'li') : [field];
}

/** A text split at its first en dash (`--` where smartquotes are off): Sphinx's separator of a field item's name and type from its description. */
function atDash(text: string): [string, string] | undefined {
  const dash = /\s*(?:–|--)\s*/.exec(text);
  return dash ? [text.slice(0, dash.index), text.slice(dash.index + dash[0].length)] : undefined;
}

/** `<strong>name</strong> (type) – description`: its name, type and description. */
function readParameterItem(item: Element, links: SphinxLinks): [string, ParameterDoc] | undefined {
  const [first] = elementsOf(item);
  const line = first?.tagName === 'p' ? first : item;
  const strongAt = line.children.findIndex((node) => node.type === 'element' && node.tagName === 'strong');
  if (strongAt < 0) return undefined;
  const name = textOf(line.children[strongAt]).trim().replace(/^\*+/, '');
  const after = line.children.slice(strongAt + 1);
  const dashAt = after.findIndex((node) => node.type === 'text' && atDash(node.value) !== undefined);
  const dash = dashAt < 0 ? undefined : after[dashAt];
  const [beforeDash, afterDash] = (dash?.type === 'text' && atDash(dash.value)) || ['', ''];
  const typeNodes: ElementContent[] = dashAt < 0 ? after : [...after.slice(0, dashAt), { type: 'text', value: beforeDash }];
  const rest = line === item ? [] : item.children.slice(item.children.indexOf(line) + 1);
  const descriptionNodes: ElementContent[] =
    dashAt < 0 ? rest : [{ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: afterDash }, ...after.slice(dashAt + 1)] }, ...rest];
  const type = trimmed(codeParts(typeNodes, links), '()');
  const description = markdownComment(markdownOf(descriptionNodes, links));
  return [name, { ...(description.length > 0 ? { description } : {}), ...(type.length > 0 ? { type } : {}) }];
}

interface FieldsRead {
  parameters: Map<string, ParameterDoc>;
  returns: CommentPart[];
  returnType?: CodePart[];
  raises: CommentPart[][];
  /** The fields of other names (`Variables`, a project's own), kept in the prose. */
  others: Element[];
}

function readFieldList(list: Element, links: SphinxLinks, read: FieldsRead) {
  const entries = elementsOf(list);
  for (const [index, name] of entries.entries()) {
    const body = entries[index + 1];
    if (name.tagName !== 'dt' || body?.tagName !== 'dd') continue;
    const field = FIELDS[textOf(name).trim().replace(/:$/, '').toLowerCase()];
    if (field === 'parameters')
      for (const item of fieldItems(body)) {
        const [parameter, doc] = readParameterItem(item, links) ?? [];
        if (parameter !== undefined && doc) read.parameters.set(parameter, doc);
      }
    else if (field === 'returns') read.returns = markdownComment(markdownOf(body.children, links));
    else if (field === 'returnType') read.returnType = trimmed(codeParts(body.children, links));
    else if (field === 'raises') read.raises.push(...fieldItems(body).map((item) => markdownComment(markdownOf(item === body ? item.children : [item], links))));
    else read.others.push(name, body);
  }
}

const EXAMPLE_LABELS = new Set(['example', 'examples']);
const isExampleLabel = (node: ElementContent) => node.type === 'element' && node.tagName === 'p' && EXAMPLE_LABELS.has(textOf(node).trim().replace(/:$/, '').toLowerCase());
const languageOf = (block: Element) =>
  classesOf(block)
    .find((name) => name.startsWith('highlight-'))
    ?.slice('highlight-'.length);
// Sphinx writes a doctest block (`>>> …`) as `div.doctest.highlight-default`, a `pycon` code block as `div.highlight-pycon`.
const isDoctest = (node: ElementContent) => hasClass(node, 'doctest') || (node.type === 'element' && languageOf(node) === 'pycon');
const PYTHON_NAMES = new Set(['default', 'python3', 'py', 'py3', 'pycon', 'ipython', 'ipython3']);

/** A code block (`div.highlight-python`, a doctest block) as a fenced Markdown block. */
function exampleMarkdown(block: Element): string {
  const written = languageOf(block) ?? 'python';
  const lang = PYTHON_NAMES.has(written) ? 'python' : written === 'none' ? 'text' : written;
  // The block's own text, line breaks kept (textOf makes them spaces).
  return toMarkdown({ type: 'code', lang, value: hastText(block).replace(/\n+$/, '') }, { fences: true }).trim();
}

/** The examples of a description: code blocks after an "Example:" label, and doctest blocks; the label goes with them. */
function takeExamples(nodes: ElementContent[]): { examples: string[]; rest: ElementContent[] } {
  const examples: string[] = [];
  const rest: ElementContent[] = [];
  const isBlock = (node: ElementContent | undefined) => node?.type === 'element' && languageOf(node) !== undefined;
  const nextElement = (from: number) => nodes.slice(from).find((node) => node.type === 'element');
  let labelled = false;
  for (const [index, node] of nodes.entries()) {
    if (node.type !== 'element') {
      rest.push(node);
      continue;
    }
    if (isExampleLabel(node) && isBlock(nextElement(index + 1))) labelled = true;
    else if (isBlock(node) && (labelled || isDoctest(node))) examples.push(exampleMarkdown(node as Element));
    else {
      labelled = false;
      rest.push(node);
    }
  }
  return { examples, rest };
}

const startsWithBases = (node: ElementContent | undefined) => node?.type === 'element' && node.tagName === 'p' && textOf(node).trimStart().startsWith('Bases:');

/** autodoc's "Bases: A, B" line: each base, linked where the artifact documents it. */
function readBases(line: Element, links: SphinxLinks): CodePart[][] {
  const named = line.children.filter((node): node is Element => node.type === 'element');
  return named.map((node) => trimmed(codeParts([node], links))).filter((base) => base.length > 0 && !(base.length === 1 && base[0].text === 'object'));
}

/** A `<dd>` as its comment, parameter descriptions, return type and bases. */
export function readDescription(dd: Element | undefined, links: SphinxLinks): DescriptionRead {
  const fields: FieldsRead = { parameters: new Map(), returns: [], raises: [], others: [] };
  let bases: CodePart[][] = [];
  let deprecated: CommentPart[] | undefined;
  const prose: ElementContent[] = [];
  for (const node of dd?.children ?? []) {
    if (node.type === 'element' && node.tagName === 'dl' && hasClass(node, 'py')) continue;
    if (node.type === 'element' && bases.length === 0 && prose.every((before) => before.type === 'text') && startsWithBases(node)) bases = readBases(node, links);
    else if (node.type === 'element' && node.tagName === 'dl' && hasClass(node, 'field-list')) readFieldList(node, links, fields);
    else if (node.type === 'element' && hasClass(node, 'deprecated')) deprecated = [...(deprecated ?? []), ...markdownComment(markdownOf(node.children, links))];
    else prose.push(node);
  }
  const { examples, rest } = takeExamples(prose);
  if (fields.others.length > 0) rest.push({ type: 'element', tagName: 'dl', properties: {}, children: fields.others });
  const blockTags = [
    ...(deprecated ? [{ tag: '@deprecated', content: deprecated }] : []),
    ...(fields.returns.length > 0 ? [{ tag: '@returns', content: fields.returns }] : []),
    ...fields.raises.map((content) => ({ tag: '@throws', content })),
    ...examples.map((markdown) => ({ tag: '@example', content: markdownComment(markdown) })),
  ];
  const summary = markdownComment(markdownOf(rest, links));
  const comment = summary.length > 0 || blockTags.length > 0 ? { summary, ...(blockTags.length > 0 ? { blockTags } : {}) } : undefined;
  return { ...(comment ? { comment } : {}), parameters: fields.parameters, ...(fields.returnType?.length ? { returnType: fields.returnType } : {}), bases };
}
