import type { Element } from 'hast';
import { toString as textOf } from 'hast-util-to-string';
import { commentOf, namedNotes, type NodesMarkdown } from './javadoc-comments.ts';
import { codePartsOf, type JavadocClassPage, type JavadocMember, type MemberGroup } from './javadoc-page.ts';
import { parseJavaSignature, type JavaSignature } from './java-signature.ts';
import { KIND, type CodePart, type Reflection } from '../typedoc-json.ts';

/*
 * The members of a class page as reflections: a constructor or method per name, each overload
 * (a detail section of its own in Javadoc) one of its signatures, as TypeDoc writes overloads;
 * a field, enum constant or annotation element a reflection of its own.
 */

/** A class page of the artifact. */
export interface JavadocClass {
  path: string;
  /** As Java names it in its package: `Client`, `Client.Builder`. */
  name: string;
  page: JavadocClassPage;
}

/** What reading a page needs of the whole artifact: where its links go and the ids already given. */
export interface JavadocLinks {
  /** Comment nodes of the page at `from` as Markdown, its links into the artifact resolved. */
  markdown: (from: string) => NodesMarkdown;
  /** The reflection a link in a declaration on the page at `from` stands for. */
  code: (from: string) => (link: Element) => number | undefined;
  memberId: (path: string, anchor: string) => number;
  classId: (path: string) => number;
  nextId: () => number;
  /** Constant values (`"1.2.0"`) by `path#anchor`. */
  constants: Map<string, string>;
}

/** TypeDoc's kinds of signatures and parameters (its ReflectionKind). */
const SIGNATURE_KIND = { call: 4096, constructor: 16384, parameter: 32768 } as const;
const MEMBER_KINDS: Record<MemberGroup, number> = { 'Enum Constants': KIND.EnumMember, Fields: KIND.Property, Constructors: KIND.Constructor, Methods: KIND.Method, Elements: KIND.Property };

const summaryOf = (text: string | undefined) => (text ? { comment: { summary: [{ kind: 'markdown' as const, text }] } } : {});

function flagsOf(signature: JavaSignature, group: MemberGroup): Record<string, boolean> {
  const has = (word: string) => signature.modifiers.includes(word);
  const flags: Record<string, boolean> = {};
  if (has('static') && group !== 'Enum Constants') flags.isStatic = true;
  if (has('abstract')) flags.isAbstract = true;
  if (has('protected')) flags.isProtected = true;
  if (has('final') && group === 'Fields') flags.isReadonly = true;
  return flags;
}

/** One overload of a constructor or method: its parameters with their descriptions, what it returns, its comment and declaration. */
function signatureOf(member: JavadocMember, entry: JavadocClass, signature: JavaSignature, code: CodePart[], links: JavadocLinks, markdown: NodesMarkdown): Reflection {
  const isConstructor = member.group === 'Constructors';
  const described = namedNotes(member.notes, 'Parameters', markdown);
  const comment = commentOf(member, markdown);
  return {
    id: links.nextId(),
    name: member.name,
    kind: isConstructor ? SIGNATURE_KIND.constructor : SIGNATURE_KIND.call,
    flags: {},
    ...(comment ? { comment } : {}),
    parameters: signature.parameters.map(
      (parameter): Reflection => ({
        id: links.nextId(),
        name: parameter.name,
        kind: SIGNATURE_KIND.parameter,
        flags: parameter.rest ? { isRest: true } : {},
        type: parameter.type,
        ...summaryOf(described.get(parameter.name)),
      }),
    ),
    type: isConstructor ? { type: 'reference', name: entry.name, target: links.classId(entry.path) } : (signature.type ?? { type: 'intrinsic', name: 'void' }),
    code,
  };
}

/** A field, enum constant or annotation element: its type, declaration (a constant's value after it), comment and default. */
function valueMember(member: JavadocMember, entry: JavadocClass, signature: JavaSignature, code: CodePart[], links: JavadocLinks, markdown: NodesMarkdown): Partial<Reflection> {
  const constant = links.constants.get(`${entry.path}#${member.anchor}`);
  const [defaultNote] = member.notes.filter((note) => note.label === 'Default').flatMap((note) => note.items);
  const defaultValue = constant ?? (defaultNote ? textOf(defaultNote).trim() || undefined : undefined);
  const comment = commentOf(member, markdown);
  return {
    ...(signature.type ? { type: signature.type } : {}),
    ...(defaultValue === undefined ? {} : { defaultValue }),
    ...(comment ? { comment } : {}),
    code: constant === undefined ? code : [...code, { text: ` = ${constant}` }],
  };
}

/** The members of a class page, and their groups in the page's order (Enum Constants, Fields, Constructors, Methods, Elements). */
export function javadocMembers(entry: JavadocClass, links: JavadocLinks): { children: Reflection[]; groups: Array<{ title: string; children: number[] }> } {
  const markdown = links.markdown(entry.path);
  const linkOf = links.code(entry.path);
  const reflections = new Map<number, Reflection>();
  const groups = new Map<string, number[]>();
  for (const member of entry.page.members) {
    const id = links.memberId(entry.path, member.anchor);
    const code = member.signature ? codePartsOf(member.signature, linkOf) : [{ text: member.name }];
    const callable = member.group === 'Constructors' || member.group === 'Methods';
    const signature = parseJavaSignature(code, member.name, callable);
    let reflection = reflections.get(id);
    if (!reflection) {
      reflection = { id, name: member.name, kind: MEMBER_KINDS[member.group], flags: flagsOf(signature, member.group) };
      reflections.set(id, reflection);
      groups.set(member.group, [...(groups.get(member.group) ?? []), id]);
    }
    if (callable) reflection.signatures = [...(reflection.signatures ?? []), signatureOf(member, entry, signature, code, links, markdown)];
    else Object.assign(reflection, valueMember(member, entry, signature, code, links, markdown));
  }
  return { children: [...reflections.values()], groups: [...groups].map(([title, children]) => ({ title, children })) };
}
