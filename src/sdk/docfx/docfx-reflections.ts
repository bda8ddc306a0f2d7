import { descriptionComment, docfxComment } from './docfx-comment.ts';
import { codeParts, declarationFlags, initializerText } from './docfx-csharp.ts';
import type { DocfxIndex, DocfxItem, DocfxParameter } from './docfx-model.ts';
import { linkableNames, typeOfUid } from './docfx-types.ts';
import { type CodePart, KIND, type Reflection, type TypeDocType } from '../typedoc-json.ts';

/*
 * The reflections of one DocFX namespace, type or member, in TypeDoc's shape (typedoc-json.ts):
 * a type's members by DocFX's groups, a method's overloads as the signatures of one method, each
 * declaration's `code` the C# DocFX wrote with the artifact's types linked.
 */

/** TypeDoc's kinds of the reflections inside declarations, which `KIND` does not list. */
const CALL_SIGNATURE = 4096;
const CONSTRUCTOR_SIGNATURE = 16384;
const PARAMETER = 32768;
const TYPE_LITERAL = 65536;
const TYPE_PARAMETER = 131072;

/** DocFX's page order of a namespace's types and of a type's members. */
export const TYPE_GROUPS = ['Classes', 'Structs', 'Interfaces', 'Enums', 'Delegates'];
export const MEMBER_GROUPS = ['Constructors', 'Fields', 'Properties', 'Methods', 'Events', 'Operators'];

/** A member of a type: one reflection, for all of a method's or constructor's overloads. */
export interface MemberPlan {
  id: number;
  name: string;
  kind: number;
  group: string;
  items: DocfxItem[];
}

export interface TypePlan {
  id: number;
  name: string;
  kind: number;
  group: string;
  item: DocfxItem;
  members: MemberPlan[];
}

export interface NamespacePlan {
  id: number;
  uid: string;
  name: string;
  /** Absent when no file documents the namespace itself, only types in it. */
  item?: DocfxItem;
  namespaces: NamespacePlan[];
  types: TypePlan[];
}

export type NextId = () => number;

const UNKNOWN: TypeDocType = { type: 'intrinsic', name: 'unknown' };
const VOID: TypeDocType = { type: 'intrinsic', name: 'void' };
/** Bases every C# class, struct, enum or delegate has, which say nothing about it. */
const IMPLIED_BASES = new Set(['System.Object', 'System.ValueType', 'System.Enum', 'System.Delegate', 'System.MulticastDelegate']);

export function groupsOf(entries: ReadonlyArray<{ id: number; group: string }>, order: readonly string[]): Reflection['groups'] {
  return order.flatMap((title) => {
    const children = entries.filter((entry) => entry.group === title).map((entry) => entry.id);
    return children.length > 0 ? [{ title, children }] : [];
  });
}

/** The declaration DocFX wrote, with the types it names (parameters, return, bases, attributes) linked; undefined without one. */
function declarationCode(item: DocfxItem, index: DocfxIndex, ownName: string): CodePart[] | undefined {
  const { content, parameters, return: returned } = item.syntax;
  if (!content) return undefined;
  const uids = [...parameters.map((parameter) => parameter.type), returned?.type, ...item.inheritance, ...item.implements, ...(item.attributes ?? []).map((attribute) => attribute.type)];
  return codeParts(content, linkableNames(uids, index), ownName);
}

function typeParameters(item: DocfxItem, index: DocfxIndex, next: NextId): Reflection[] {
  return item.syntax.typeParameters.map((parameter) => {
    const comment = descriptionComment(parameter.description, index, item.skipMarkup);
    return { id: next(), name: parameter.id ?? '', kind: TYPE_PARAMETER, ...(comment ? { comment } : {}) };
  });
}

function parameterReflection(parameter: DocfxParameter, item: DocfxItem, index: DocfxIndex, next: NextId): Reflection {
  const comment = descriptionComment(parameter.description, index, item.skipMarkup);
  return { id: next(), name: parameter.id ?? '', kind: PARAMETER, flags: {}, type: typeOfUid(parameter.type, index) ?? UNKNOWN, ...(comment ? { comment } : {}) };
}

/** One overload of a method, constructor, operator or delegate, as a call (or constructor) signature. */
function signatureReflection(item: DocfxItem, name: string, index: DocfxIndex, next: NextId, constructs?: TypePlan): Reflection {
  const comment = docfxComment(item, index, true);
  const code = declarationCode(item, index, name);
  const generic = typeParameters(item, index, next);
  return {
    id: next(),
    name,
    kind: constructs ? CONSTRUCTOR_SIGNATURE : CALL_SIGNATURE,
    flags: declarationFlags(item.syntax.content, item.modifiers),
    ...(comment ? { comment } : {}),
    ...(generic.length > 0 ? { typeParameters: generic } : {}),
    parameters: item.syntax.parameters.map((parameter) => parameterReflection(parameter, item, index, next)),
    type: constructs ? { type: 'reference', name: constructs.name, target: constructs.id } : (typeOfUid(item.syntax.return?.type, index) ?? VOID),
    ...(code ? { code } : {}),
  };
}

/** An enum member's value as a literal (`Tree = 0` → 0), or as written when it is an expression. */
function enumValue(value: string | undefined): TypeDocType | undefined {
  if (value === undefined) return undefined;
  return /^-?\d+$/.test(value) ? { type: 'literal', value: Number(value) } : { type: 'intrinsic', name: value };
}

function memberReflection(member: MemberPlan, owner: TypePlan, index: DocfxIndex, next: NextId): Reflection {
  const [first] = member.items;
  const base = { id: member.id, name: member.name, kind: member.kind, flags: declarationFlags(first.syntax.content, first.modifiers) };
  if (member.kind === KIND.Constructor || member.kind === KIND.Method) {
    return { ...base, signatures: member.items.map((item) => signatureReflection(item, member.name, index, next, member.kind === KIND.Constructor ? owner : undefined)) };
  }
  const comment = docfxComment(first, index, true);
  const code = declarationCode(first, index, member.name);
  const value = initializerText(first.syntax.content);
  const type = member.kind === KIND.EnumMember ? enumValue(value) : typeOfUid(first.syntax.return?.type, index);
  return {
    ...base,
    ...(type ? { type } : {}),
    ...(member.kind !== KIND.EnumMember && value ? { defaultValue: value } : {}),
    ...(comment ? { comment } : {}),
    ...(code ? { code } : {}),
  };
}

/** A type's bases: the direct base class (the last of `inheritance`), and its interfaces; an interface's are what it extends. */
function heritage(plan: TypePlan, index: DocfxIndex): Pick<Reflection, 'extendedTypes' | 'implementedTypes'> {
  const types = (uids: readonly string[]) => uids.flatMap((uid) => typeOfUid(uid, index) ?? []);
  const base = plan.item.inheritance.at(-1);
  const extended = base && !IMPLIED_BASES.has(base) ? types([base]) : [];
  const interfaces = types(plan.item.implements);
  if (plan.kind === KIND.Interface) return interfaces.length > 0 ? { extendedTypes: interfaces } : {};
  return { ...(extended.length > 0 ? { extendedTypes: extended } : {}), ...(interfaces.length > 0 ? { implementedTypes: interfaces } : {}) };
}

/** A class, struct, interface, enum or delegate with its members; a delegate is a type alias of its signature, as TypeDoc draws a function type. */
export function typeReflection(plan: TypePlan, index: DocfxIndex, next: NextId): Reflection {
  const { item } = plan;
  const ownName = plan.name.split('.').pop() ?? plan.name;
  const isDelegate = plan.kind === KIND.TypeAlias;
  const comment = docfxComment(item, index, isDelegate);
  const code = declarationCode(item, index, ownName);
  const generic = typeParameters(item, index, next);
  const children = plan.members.map((member) => memberReflection(member, plan, index, next));
  const signature = isDelegate ? signatureReflection(item, plan.name, index, next) : undefined;
  return {
    id: plan.id,
    name: plan.name,
    kind: plan.kind,
    flags: declarationFlags(item.syntax.content, item.modifiers),
    ...(comment ? { comment } : {}),
    ...(generic.length > 0 ? { typeParameters: generic } : {}),
    ...heritage(plan, index),
    ...(signature ? { type: { type: 'reflection', declaration: { id: next(), name: '__type', kind: TYPE_LITERAL, signatures: [signature] } } } : {}),
    ...(code ? { code } : {}),
    children,
    groups: groupsOf(plan.members, MEMBER_GROUPS),
  };
}

/** A namespace: its nested namespaces (DocFX's nested layout) first, then its types by DocFX's groups. */
export function namespaceReflection(plan: NamespacePlan, index: DocfxIndex, next: NextId): Reflection {
  const comment = plan.item ? docfxComment(plan.item, index, false) : undefined;
  const namespaces = plan.namespaces.map((namespace) => namespaceReflection(namespace, index, next));
  return {
    id: plan.id,
    name: plan.name,
    kind: KIND.Namespace,
    ...(comment ? { comment } : {}),
    children: [...namespaces, ...plan.types.map((type) => typeReflection(type, index, next))],
    groups: [...(namespaces.length > 0 ? [{ title: 'Namespaces', children: namespaces.map((namespace) => namespace.id) }] : []), ...(groupsOf(plan.types, TYPE_GROUPS) ?? [])],
  };
}
