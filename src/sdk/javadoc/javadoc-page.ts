import type { Element, ElementContent, Root } from 'hast';
import { toString as textOf } from 'hast-util-to-string';
import { mergedCode } from '../code-parts.ts';
import { attribute, findAll, findFirst, hasClass, isElement } from '../hast-query.ts';
import type { CodePart } from '../typedoc-json.ts';

/*
 * One class page of the standard doclet's HTML, read into its parts: the declaration, comment,
 * deprecation and notes (`dl`: Parameters, Returns, Throws, See Also) of the type and of each
 * member in the detail sections. JDK 16 to 21 write kebab-case classes (`section.class-description`,
 * `div.type-signature`, `section.detail#getPlant(java.lang.String)`, `dl.notes`); JDK 11 to 15
 * write camelCase ones (`div.description`, `pre` signatures, `<a id="getPlant(java.lang.String)">`
 * before a `ul.blockList` whose `h4` names the member, label spans in plain `dl`s). Both are read.
 */

export type TypeKind = 'class' | 'interface' | 'enum' | 'record' | 'annotation';
export type MemberGroup = 'Enum Constants' | 'Fields' | 'Constructors' | 'Methods' | 'Elements';

/** A `dt` of a notes list (`Parameters`, without its colon) and the `dd`s under it. */
export interface JavadocNote {
  label: string;
  items: Element[];
}

export interface JavadocBlock {
  signature?: Element;
  comment?: Element;
  /** The `deprecation-comment` of a deprecation block (or the block itself when it gives no reason). */
  deprecation?: Element;
  notes: JavadocNote[];
}

export interface JavadocMember extends JavadocBlock {
  /** Its id on the page (`getPlant(java.lang.String)`, `<init>(int)`, `VERSION`): links name it. */
  anchor: string;
  name: string;
  group: MemberGroup;
}

export interface JavadocClassPage extends JavadocBlock {
  kind: TypeKind;
  /** It extends `java.lang.Throwable`. */
  throwable: boolean;
  members: JavadocMember[];
}

const TITLE_KINDS: Array<[string, TypeKind]> = [
  ['Annotation Interface ', 'annotation'],
  ['Annotation Type ', 'annotation'],
  ['Enum Class ', 'enum'],
  ['Record Class ', 'record'],
  ['Interface ', 'interface'],
  ['Class ', 'class'],
  ['Enum ', 'enum'],
  ['Record ', 'record'],
];

/**
 * The text of a declaration as parts: a link `targetOf` knows becomes a part naming its
 * reflection, the rest plain text (other links too); white space is one space, `<wbr>` and
 * JDK 11's zero-width spaces nothing.
 */
export function codePartsOf(element: Element, targetOf: (link: Element) => number | undefined): CodePart[] {
  const parts: CodePart[] = [];
  const visit = (node: ElementContent) => {
    if (node.type === 'text') parts.push({ text: node.value.replaceAll('\u200b', '').replace(/\s+/g, ' ') });
    if (!isElement(node) || node.tagName === 'wbr') return;
    if (node.tagName === 'br') parts.push({ text: ' ' });
    else if (node.tagName === 'a' && attribute(node, 'href') !== undefined) {
      const target = targetOf(node);
      parts.push(target === undefined ? { text: textOf(node) } : { text: textOf(node).trim(), target });
    } else node.children.forEach(visit);
  };
  element.children.forEach(visit);
  const spaced: CodePart[] = [];
  for (const part of mergedCode(parts)) {
    const previous = spaced.at(-1)?.text ?? ' ';
    spaced.push({ ...part, text: previous.endsWith(' ') && part.target === undefined ? part.text.trimStart() : part.text });
  }
  const last = spaced.at(-1);
  if (last && last.target === undefined) last.text = last.text.trimEnd();
  return mergedCode(spaced);
}

const isNotes = (element: Element) => element.tagName === 'dl';
const isDeprecation = (element: Element) => hasClass(element, 'deprecation-block', 'deprecationBlock');

/** Each `dt` of the notes lists under `container` with the `dd`s after it. */
function notesOf(container: Element): JavadocNote[] {
  const notes: JavadocNote[] = [];
  for (const list of findAll(container, isNotes, (element) => isNotes(element) || hasClass(element, 'block'))) {
    for (const child of list.children) {
      if (!isElement(child)) continue;
      if (child.tagName === 'dt') notes.push({ label: textOf(child).trim().replace(/:$/, ''), items: [] });
      else if (child.tagName === 'dd') notes.at(-1)?.items.push(child);
    }
  }
  return notes;
}

/** A block that only says where an undocumented override's description comes from (`Description copied from interface: Named`); the description is the next block. */
const isCopiedLabel = (block: Element) => {
  const [only, ...others] = block.children.filter((child) => !(child.type === 'text' && child.value.trim() === ''));
  return others.length === 0 && isElement(only) && hasClass(only, 'descfrm-type-label', 'descfrmTypeLabel');
};

/** What a type's description or a member's detail holds: its declaration, comment, deprecation and notes. */
function blockOf(container: Element, signatureClasses: string[]): JavadocBlock {
  const outsideNotes = (element: Element) => isNotes(element) || isDeprecation(element) || hasClass(element, 'block');
  const signature = findFirst(container, (element) => hasClass(element, ...signatureClasses)) ?? findFirst(container, (element) => element.tagName === 'pre', outsideNotes);
  const deprecation = findFirst(container, isDeprecation);
  return {
    ...(signature ? { signature } : {}),
    ...optional(
      'comment',
      findAll(container, (element) => hasClass(element, 'block'), outsideNotes).find((block) => !isCopiedLabel(block)),
    ),
    ...optional('deprecation', deprecation && (findFirst(deprecation, (element) => hasClass(element, 'deprecation-comment', 'deprecationComment')) ?? { ...deprecation, children: [] })),
    notes: notesOf(container),
  };
}

const optional = <K extends string>(key: K, value: Element | undefined) => (value ? ({ [key]: value } as Record<K, Element>) : {});

/** A detail section's members group, from its id (`method-detail`, JDK 11's `method.detail`) or class. */
function groupOf(element: Element): MemberGroup | undefined {
  const words = (attribute(element, 'id') ?? '').toLowerCase().replace(/[^a-z]/g, '');
  if (words === 'enumconstantdetail' || hasClass(element, 'constant-details', 'constantDetails')) return 'Enum Constants';
  if (words === 'fielddetail' || hasClass(element, 'field-details', 'fieldDetails')) return 'Fields';
  if (words === 'constructordetail' || hasClass(element, 'constructor-details', 'constructorDetails')) return 'Constructors';
  if (words === 'methoddetail' || hasClass(element, 'method-details', 'methodDetails')) return 'Methods';
  if ((words.startsWith('annotation') && words.endsWith('detail')) || hasClass(element, 'member-details', 'memberDetails')) return 'Elements';
  return undefined;
}

/** The group of a member, from the nearest section around it that names one (JDK 11: an `<a id="method.detail">` among its children). */
function enclosingGroup(ancestors: readonly Element[]): MemberGroup | undefined {
  for (const ancestor of [...ancestors].reverse()) {
    const group =
      groupOf(ancestor) ??
      ancestor.children
        .filter(isElement)
        .filter((child) => child.tagName === 'a')
        .map(groupOf)
        .find(Boolean);
    if (group) return group;
  }
  return undefined;
}

const SIGNATURE = ['member-signature', 'memberSignature', 'methodSignature'];

/** The members of the detail sections (the summaries are left out): JDK 15+'s `section.detail[id]`, JDK 11's `a[id]` + `ul.blockList > li.blockList`. */
function membersOf(main: Root | Element): JavadocMember[] {
  const members: JavadocMember[] = [];
  const add = (anchor: string | undefined, container: Element | undefined, ancestors: readonly Element[]) => {
    const heading = container && findFirst(container, (element) => element.tagName === 'h3' || element.tagName === 'h4');
    const group = enclosingGroup(ancestors);
    if (anchor && container && heading && group) members.push({ anchor, name: textOf(heading).trim(), group, ...blockOf(container, SIGNATURE) });
  };
  const visit = (parent: Root | Element, ancestors: Element[]) => {
    const children = [...parent.children].filter(isElement);
    children.forEach((child, index) => {
      if (hasClass(child, 'summary')) return;
      if (child.tagName === 'section' && hasClass(child, 'detail')) return add(attribute(child, 'id'), child, [...ancestors, child]);
      const next = children[index + 1];
      if (child.tagName === 'a' && next?.tagName === 'ul' && hasClass(next, 'blockList', 'blockListLast')) {
        const item = next.children.filter(isElement).find((element) => element.tagName === 'li');
        return add(attribute(child, 'id') ?? attribute(child, 'name'), item, ancestors);
      }
      visit(child, [...ancestors, child]);
    });
  };
  visit(main, []);
  return members;
}

/** A class page's type and members, or undefined when the page documents no class (a package summary, an index). */
export function readClassPage(tree: Root): JavadocClassPage | undefined {
  const heading = findFirst(tree, (element) => (element.tagName === 'h1' || element.tagName === 'h2') && hasClass(element, 'title'));
  const title = heading && (attribute(heading, 'title') ?? textOf(heading));
  const kind = title === undefined ? undefined : TITLE_KINDS.find(([word]) => title.startsWith(word))?.[1];
  if (!kind) return undefined;
  const main = findFirst(tree, (element) => element.tagName === 'main') ?? tree;
  const description = findFirst(main, (element) => hasClass(element, 'class-description', 'description'));
  const inheritance = findFirst(main, (element) => hasClass(element, 'inheritance'));
  return {
    kind,
    throwable: inheritance !== undefined && textOf(inheritance).includes('java.lang.Throwable'),
    ...(description ? blockOf(description, ['type-signature', 'typeSignature']) : { notes: [] }),
    members: membersOf(main),
  };
}
