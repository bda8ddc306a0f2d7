import type { DescriptionRenderer } from '../openapi/description.ts';
import type { LinkedText } from '../utils/linked-text.ts';
import { signatureText, typeParametersText, typeText, type LinkOf } from './type-text.ts';
import { KIND, type CodePart, type Comment, type CommentPart, type Reflection } from './typedoc-json.ts';

/** What a page documents: a declaration, or (a page's `sdk:` frontmatter targeting one) a member of a class or interface. */
export type SdkKind = 'class' | 'interface' | 'function' | 'type' | 'enum' | 'variable' | 'method' | 'property';

export interface SdkParameterView {
  name: string;
  type: LinkedText[];
  optional: boolean;
  defaultValue?: string;
  descriptionHtml: string;
}

/** A tag listed after a declaration or member: `Throws` with each exception, `See also`, `Since`. */
export interface SdkNote {
  label: string;
  entriesHtml: string[];
}

/** A constructor, property, method, accessor or enum member of a page's declaration. */
export interface SdkMemberView {
  name: string;
  /** Its heading's id on the page (`getplant`): links to it land there. */
  anchor: string;
  /** Each call signature, or the property's `name: Type` line. */
  lines: LinkedText[][];
  /** `readonly`, `static`, `optional`, `abstract`, … */
  flags: string[];
  descriptionHtml: string;
  /** Markdown of `@deprecated`, drawn; an empty string when it gives no reason. */
  deprecatedHtml?: string;
  parameters: SdkParameterView[];
  returnsHtml?: string;
  notes: SdkNote[];
}

/** One declaration of a TypeDoc export as its page shows it, decided here; the page only draws it. */
export interface SdkView {
  kind: SdkKind;
  name: string;
  /** The export as docs.json names it. */
  file: string;
  /** The language its declarations are written in, as a code fence names it (`ts`, `java`, `python`, `csharp`, `php`). */
  language: string;
  /** How it is declared: `class Client<T> extends Base`, each signature of a function, `type PlantRef = string | Plant`. */
  declaration: LinkedText[][];
  descriptionHtml: string;
  firstParagraph: string;
  deprecatedHtml?: string;
  /** `@remarks` and `@example` blocks, drawn. */
  remarksHtml: string;
  examplesHtml: string[];
  /** A function's parameters and what it returns (its first signature's). */
  parameters: SdkParameterView[];
  returns?: { type: LinkedText[]; descriptionHtml: string };
  notes: SdkNote[];
  /** The members by TypeDoc's groups: Constructors, Properties, Methods, Enumeration Members. */
  memberGroups: Array<{ title: string; anchor: string; members: SdkMemberView[] }>;
}

const KIND_OF: Record<number, SdkKind> = {
  [KIND.Class]: 'class',
  [KIND.Interface]: 'interface',
  [KIND.Function]: 'function',
  [KIND.TypeAlias]: 'type',
  [KIND.Enum]: 'enum',
  [KIND.Variable]: 'variable',
};

/** A member's heading id: its name, lower-cased and made safe for a URL fragment. */
export const memberAnchor = (name: string): string => name.toLowerCase().replace(/[^a-z0-9_-]+/g, '-') || 'member';

/**
 * A comment's parts as Markdown: `{@link X}` a link to X's page (or code when X has none). Markdown
 * parts (other tools' HTML comments) have their `sdk:` links resolved by a module loaded only then.
 */
async function partsMarkdown(parts: readonly CommentPart[] | undefined, link: LinkOf): Promise<string> {
  const resolver = parts?.some((part) => part.kind === 'markdown') ? (await import('./html-markdown.ts')).resolveSdkLinks : undefined;
  return (parts ?? [])
    .map((part) => {
      if (part.kind === 'markdown') return resolver!(part.text, link);
      if (part.kind !== 'inline-tag') return part.text;
      const href = part.target === undefined ? undefined : link(part.target);
      return href ? `[${part.text.replaceAll(/[[\]]/g, '')}](${href})` : `\`${part.text.replaceAll('`', '')}\``;
    })
    .join('');
}

const blockTag = (comment: Comment | undefined, tag: string) => comment?.blockTags?.filter((block) => block.tag === tag) ?? [];

/** What a page draws from a comment, rendered once. */
async function commentHtml(comment: Comment | undefined, link: LinkOf, describe: DescriptionRenderer) {
  const summary = await describe((await partsMarkdown(comment?.summary, link)) || undefined, 1);
  const [deprecated] = blockTag(comment, '@deprecated');
  const deprecatedHtml = deprecated ? (await describe((await partsMarkdown(deprecated.content, link)) || undefined, 2)).html : undefined;
  const [returns] = blockTag(comment, '@returns');
  return {
    descriptionHtml: summary.html,
    firstParagraph: summary.firstParagraph,
    ...(deprecatedHtml === undefined ? {} : { deprecatedHtml }),
    returnsHtml: returns ? (await describe(await partsMarkdown(returns.content, link), 2)).html : undefined,
    remarksHtml: (await describe((await Promise.all(blockTag(comment, '@remarks').map((block) => partsMarkdown(block.content, link)))).join('\n\n') || undefined, 2)).html,
    examplesHtml: await Promise.all(blockTag(comment, '@example').map(async (block) => (await describe(await partsMarkdown(block.content, link), 2)).html)),
    notes: await notesOf(comment, link, describe),
  };
}

/** The other tools' tags a page lists after a declaration or member, with the words it gives them, in this order. */
const NOTE_TAGS: ReadonlyArray<[tag: string, label: string]> = [
  ['@throws', 'Throws'],
  ['@see', 'See also'],
  ['@since', 'Since'],
];

/** Throws, See also and Since, each with its entries drawn (Javadoc, Sphinx, DocFX and phpDocumentor give them). */
async function notesOf(comment: Comment | undefined, link: LinkOf, describe: DescriptionRenderer): Promise<SdkNote[]> {
  const notes = await Promise.all(
    NOTE_TAGS.map(async ([tag, label]) => ({
      label,
      entriesHtml: (await Promise.all(blockTag(comment, tag).map(async (block) => (await describe((await partsMarkdown(block.content, link)) || undefined, 3)).html))).filter(Boolean),
    })),
  );
  return notes.filter((note) => note.entriesHtml.length > 0);
}

async function parameterViews(signature: Reflection | undefined, link: LinkOf, describe: DescriptionRenderer): Promise<SdkParameterView[]> {
  return Promise.all(
    (signature?.parameters ?? []).map(async (parameter) => ({
      name: `${parameter.flags?.isRest ? '...' : ''}${parameter.name}`,
      type: typeText(parameter.type, link),
      optional: Boolean(parameter.flags?.isOptional) || parameter.defaultValue !== undefined,
      ...(parameter.defaultValue === undefined ? {} : { defaultValue: parameter.defaultValue }),
      descriptionHtml: (await describe((await partsMarkdown(parameter.comment?.summary, link)) || undefined, 2)).html,
    })),
  );
}

const FLAG_WORDS: Record<string, string> = { isStatic: 'static', isReadonly: 'readonly', isOptional: 'optional', isAbstract: 'abstract', isProtected: 'protected', isPrivate: 'private' };

/** A member as its owner's page draws it, and its comment's first sentence (a page of its own is described by it). */
async function drawMember(member: Reflection, link: LinkOf, describe: DescriptionRenderer): Promise<{ view: SdkMemberView; firstParagraph: string }> {
  const signatures = member.signatures ?? (member.getSignature ? [member.getSignature] : []);
  const comment = signatures[0]?.comment ?? member.comment;
  const drawn = await commentHtml(comment, link, describe);
  const lines =
    signatures.length > 0
      ? signatures.map((signature) => (signature.code ? codeText(signature.code, link) : signatureText(signature, link, member.kind === KIND.Constructor)))
      : member.code
        ? [codeText(member.code, link)]
        : [[{ text: `${member.name}${member.flags?.isOptional ? '?' : ''}${member.kind === KIND.EnumMember ? ' = ' : ': '}` }, ...typeText(member.type, link)]];
  const view: SdkMemberView = {
    name: member.name,
    anchor: memberAnchor(member.name),
    lines,
    flags: Object.entries(member.flags ?? {})
      .filter(([flag, on]) => on && FLAG_WORDS[flag])
      .map(([flag]) => FLAG_WORDS[flag]),
    descriptionHtml: drawn.descriptionHtml,
    ...(drawn.deprecatedHtml === undefined ? {} : { deprecatedHtml: drawn.deprecatedHtml }),
    parameters: await parameterViews(signatures[0], link, describe),
    ...(drawn.returnsHtml ? { returnsHtml: drawn.returnsHtml } : {}),
    notes: drawn.notes,
  };
  return { view, firstParagraph: drawn.firstParagraph };
}

const memberView = async (member: Reflection, link: LinkOf, describe: DescriptionRenderer): Promise<SdkMemberView> => (await drawMember(member, link, describe)).view;

/** A declaration as its own language writes it (other tools' exports), each name of the export linked to its page. */
const codeText = (code: readonly CodePart[], link: LinkOf): LinkedText[] =>
  code.map((part) => {
    const href = part.target === undefined ? undefined : link(part.target);
    return href ? { text: part.text, href } : { text: part.text };
  });

/** The declaration's heading lines: as its language writes it where the export says, else as TypeScript writes it. */
function declarationLines(reflection: Reflection, kind: SdkKind, link: LinkOf): LinkedText[][] {
  if (reflection.code) return [codeText(reflection.code, link)];
  const signed = (reflection.signatures ?? []).filter((signature) => signature.code);
  if (kind === 'function' && signed.length > 0) return signed.map((signature) => codeText(signature.code!, link));
  const heritage = (word: string, types: Reflection['extendedTypes']) =>
    types?.length ? [{ text: ` ${word} ` }, ...types.flatMap((type, index) => [...(index > 0 ? [{ text: ', ' }] : []), ...typeText(type, link)])] : [];
  if (kind === 'function') return (reflection.signatures ?? []).map((signature) => [{ text: 'function ' }, ...signatureText(signature, link)]);
  if (kind === 'type') return [[{ text: `type ${reflection.name}` }, ...typeParametersText(reflection, link), { text: ' = ' }, ...typeText(reflection.type, link)]];
  if (kind === 'variable') return [[{ text: `const ${reflection.name}: ` }, ...typeText(reflection.type, link)]];
  if (kind === 'enum') return [[{ text: `enum ${reflection.name}` }]];
  return [[{ text: `${kind} ${reflection.name}` }, ...typeParametersText(reflection, link), ...heritage('extends', reflection.extendedTypes), ...heritage('implements', reflection.implementedTypes)]];
}

/** The view of one declaration's page; `link` says where each reflection of the export has its page. */
/** Where a view's declaration comes from: the export docs.json names and the language it is written in. */
export interface SdkOrigin {
  file: string;
  language: string;
}

export async function buildSdkView(reflection: Reflection, origin: SdkOrigin, link: LinkOf, describe: DescriptionRenderer): Promise<SdkView | undefined> {
  const kind = KIND_OF[reflection.kind];
  if (!kind) return undefined;
  const [signature] = reflection.signatures ?? [];
  const drawn = await commentHtml(signature?.comment ?? reflection.comment, link, describe);
  const children = new Map((reflection.children ?? []).map((child) => [child.id, child]));
  const memberGroups = await Promise.all(
    (reflection.groups ?? []).map(async (group) => ({
      title: group.title,
      anchor: memberAnchor(group.title),
      members: await Promise.all(group.children.flatMap((id) => (children.has(id) ? [children.get(id)!] : [])).map((member) => memberView(member, link, describe))),
    })),
  );
  return {
    kind,
    name: reflection.name,
    ...origin,
    declaration: declarationLines(reflection, kind, link),
    descriptionHtml: drawn.descriptionHtml,
    firstParagraph: drawn.firstParagraph,
    ...(drawn.deprecatedHtml === undefined ? {} : { deprecatedHtml: drawn.deprecatedHtml }),
    remarksHtml: drawn.remarksHtml,
    examplesHtml: drawn.examplesHtml,
    notes: drawn.notes,
    parameters: kind === 'function' ? await parameterViews(signature, link, describe) : [],
    ...(kind === 'function' && signature ? { returns: { type: typeText(signature.type, link), descriptionHtml: drawn.returnsHtml ?? '' } } : {}),
    memberGroups: memberGroups.filter((group) => group.members.length > 0),
  };
}

/** The view of a page a member (`sdk: "method Client.getPlant"`) has to itself: its signatures, parameters and return. */
export async function buildMemberPageView(member: Reflection, origin: SdkOrigin, link: LinkOf, describe: DescriptionRenderer): Promise<SdkView> {
  const { view: drawn, firstParagraph } = await drawMember(member, link, describe);
  const signature = member.signatures?.[0];
  return {
    kind: member.kind === KIND.Method ? 'method' : 'property',
    name: member.name,
    ...origin,
    declaration: drawn.lines,
    descriptionHtml: drawn.descriptionHtml,
    firstParagraph,
    ...(drawn.deprecatedHtml === undefined ? {} : { deprecatedHtml: drawn.deprecatedHtml }),
    remarksHtml: '',
    examplesHtml: [],
    notes: drawn.notes,
    parameters: drawn.parameters,
    ...(signature ? { returns: { type: typeText(signature.type, link), descriptionHtml: drawn.returnsHtml ?? '' } } : {}),
    memberGroups: [],
  };
}

/** The page's headings after its title, for the table of contents. */
export function sdkHeadings(view: SdkView): Array<{ depth: number; slug: string; text: string }> {
  return [
    ...(view.parameters.length > 0 ? [{ depth: 2, slug: 'parameters', text: 'Parameters' }] : []),
    ...(view.returns ? [{ depth: 2, slug: 'returns', text: 'Returns' }] : []),
    ...(view.examplesHtml.length > 0 ? [{ depth: 2, slug: 'example', text: 'Example' }] : []),
    ...view.memberGroups.flatMap((group) => [{ depth: 2, slug: group.anchor, text: group.title }, ...group.members.map((member) => ({ depth: 3, slug: member.anchor, text: member.name }))]),
  ];
}
