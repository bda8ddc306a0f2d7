import type { Element } from 'hast';
import { type DescriptionRead, readDescription } from './sphinx-comment.ts';
import { partsText, type SphinxLinks, trimmed, typeOf } from './sphinx-html.ts';
import { type ParameterRead, readSignature, type SignatureRead, signatureCode } from './sphinx-signature.ts';
import { KIND, type Reflection } from '../typedoc-json.ts';

/*
 * A documented Python object as the model's reflection: a class (or exception) with its members
 * by group, a function or method with a signature per `<dt>` (overloads), an attribute, property
 * or module-level data with its annotation and value; each with `code` as Sphinx's Python domain
 * writes it (no module prefix, `->` for the return annotation).
 */

/** An object placed in its module, or in its class (`ownerName`), with its id. */
export interface Placed {
  fullName: string;
  /** As the signature writes it: `get_plant`. */
  name: string;
  /** Its name inside its module: `Client`, `Client.get_plant`, `Outer.Inner`. */
  localName: string;
  module: string;
  objtype: string;
  dts: Element[];
  dd?: Element;
  id: number;
  ownerName?: string;
  members: Placed[];
}

interface BuildContext {
  links: SphinxLinks;
  nextId: () => number;
}

const CALL_SIGNATURE = 4096;
const CONSTRUCTOR_SIGNATURE = 16384;
const PARAMETER = 32768;

const CALLABLE_TYPES = new Set(['function', 'decorator', 'method', 'classmethod', 'staticmethod', 'decoratormethod']);
const isConstructor = (object: Placed) => object.ownerName !== undefined && object.name === '__init__' && CALLABLE_TYPES.has(object.objtype);

/** The groups of a module and of a class, in the order they are listed. */
const GROUP_ORDER = ['Classes', 'Exceptions', 'Functions', 'Type Aliases', 'Variables', 'Constructors', 'Attributes', 'Properties', 'Methods'];

/** The group an object is listed under in its module or class. */
function groupOf(object: Placed): string {
  if (object.ownerName === undefined) {
    if (object.objtype === 'class') return 'Classes';
    if (object.objtype === 'exception') return 'Exceptions';
    if (object.objtype === 'type') return 'Type Aliases';
    return CALLABLE_TYPES.has(object.objtype) ? 'Functions' : 'Variables';
  }
  if (isConstructor(object)) return 'Constructors';
  if (object.objtype === 'property') return 'Properties';
  return CALLABLE_TYPES.has(object.objtype) ? 'Methods' : 'Attributes';
}

/** A module's or class's objects as its children and groups, group by group in `GROUP_ORDER`, each in the pages' order. */
export function grouped(objects: readonly Placed[], build: (object: Placed) => Reflection): Pick<Reflection, 'children' | 'groups'> {
  if (objects.length === 0) return {};
  const sorted = [...objects].sort((a, b) => GROUP_ORDER.indexOf(groupOf(a)) - GROUP_ORDER.indexOf(groupOf(b)));
  const titles = [...new Set(sorted.map(groupOf))];
  return { children: sorted.map(build), groups: titles.map((title) => ({ title, children: sorted.filter((object) => groupOf(object) === title).map((object) => object.id) })) };
}

function kindOf(object: Placed): number {
  const member = object.ownerName !== undefined;
  if (object.objtype === 'class' || object.objtype === 'exception') return KIND.Class;
  if (isConstructor(object)) return KIND.Constructor;
  if (CALLABLE_TYPES.has(object.objtype)) return member ? KIND.Method : KIND.Function;
  if (object.objtype === 'type' && !member) return KIND.TypeAlias;
  return member ? KIND.Property : KIND.Variable;
}

/** `static`, `classmethod` and `abstract` as the model's flags. */
function flagsOf(signature: SignatureRead | undefined): Record<string, boolean> {
  const words = new Set(signature?.keywords ?? []);
  return {
    ...(words.has('static') || words.has('staticmethod') || words.has('classmethod') ? { isStatic: true } : {}),
    ...(words.has('abstract') || words.has('abstractmethod') ? { isAbstract: true } : {}),
  };
}

function parameterReflections(signature: SignatureRead, description: DescriptionRead, context: BuildContext): Reflection[] {
  return (signature.parameters ?? [])
    .filter((parameter) => parameter.name)
    .map((parameter) => {
      const doc = description.parameters.get(parameter.name.replace(/^\*+/, ''));
      const type = typeOf(parameter.type);
      return {
        id: context.nextId(),
        name: parameter.name,
        kind: PARAMETER,
        flags: {},
        ...(type ? { type } : {}),
        ...(doc?.description ? { comment: { summary: doc.description } } : {}),
        ...(parameter.defaultValue === undefined ? {} : { defaultValue: parameter.defaultValue }),
      };
    });
}

/**
 * The signature with the types its description gives where it writes none (autodoc's
 * `autodoc_typehints = "description"` moves them into the field list): `get_plant(plant_id: str) -> Plant | None`
 * either way.
 */
function withDescribedTypes(signature: SignatureRead, description: DescriptionRead): SignatureRead {
  const parameters = signature.parameters?.map((parameter): ParameterRead => {
    const described = parameter.name && !parameter.type ? description.parameters.get(parameter.name.replace(/^\*+/, ''))?.type : undefined;
    if (!described) return parameter;
    const type = trimmed(described.map((part, index) => (index === described.length - 1 && part.target === undefined ? { text: part.text.replace(/,\s*optional$/, '') } : part)));
    const defaultValue = parameter.defaultValue === undefined ? [] : [{ text: ` = ${parameter.defaultValue}` }];
    return { ...parameter, type, code: [{ text: `${parameter.name}: ` }, ...type, ...defaultValue] };
  });
  const returns = signature.returns ?? description.returnType;
  return { ...signature, ...(parameters ? { parameters } : {}), ...(returns ? { returns } : {}) };
}

/** A function's or method's signatures, one per `<dt>`; the description is the first's. */
function callSignatures(object: Placed, signatures: SignatureRead[], description: DescriptionRead, context: BuildContext): Reflection[] {
  const name = object.ownerName === undefined ? object.localName : object.name;
  return signatures.map((signature, index) => {
    const type = typeOf(signature.returns);
    return {
      id: context.nextId(),
      name,
      kind: isConstructor(object) ? CONSTRUCTOR_SIGNATURE : CALL_SIGNATURE,
      parameters: parameterReflections(signature, description, context),
      ...(type ? { type } : {}),
      ...(index === 0 && description.comment ? { comment: description.comment } : {}),
      code: signatureCode(signature, name),
    };
  });
}

/** The reflection of a placed object; `build` makes its members'. */
export function buildObject(object: Placed, context: BuildContext, build: (member: Placed) => Reflection): Reflection {
  const description = readDescription(object.dd, context.links);
  const signatures = object.dts.flatMap((dt) => readSignature(dt, context.links) ?? []).map((signature) => withDescribedTypes(signature, description));
  const kind = kindOf(object);
  const name = object.ownerName === undefined ? object.localName : object.name;
  const flags = flagsOf(signatures[0]);
  const base = { id: object.id, name, kind, ...(Object.keys(flags).length > 0 ? { flags } : {}) };
  if (kind === KIND.Function || kind === KIND.Method || kind === KIND.Constructor) return { ...base, signatures: callSignatures(object, signatures, description, context) };
  const comment = description.comment ? { comment: description.comment } : {};
  const code = signatures[0] ? { code: signatureCode(signatures[0], name) } : {};
  if (kind === KIND.Class) {
    const bases = description.bases.flatMap((parts) => typeOf(parts) ?? []);
    return { ...base, ...comment, ...code, ...(bases.length > 0 ? { extendedTypes: bases } : {}), ...grouped(object.members, build) };
  }
  const [signature] = signatures;
  const type = typeOf(kind === KIND.TypeAlias ? signature?.value : signature?.annotation);
  const value = signature?.value && kind !== KIND.TypeAlias ? partsText(signature.value) : undefined;
  return { ...base, ...comment, ...code, ...(type ? { type } : {}), ...(value === undefined ? {} : { defaultValue: value }) };
}
