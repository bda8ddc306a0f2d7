import { docComment, paramComment, type DocBlock, type DocTag, type ResolveReference } from './phpdoc-comments.ts';
import { mergedCode } from '../code-parts.ts';
import { phpType, shortName, typeCode, type SymbolIndex } from './phpdoc-types.ts';
import { KIND, type CodePart, type Reflection } from '../typedoc-json.ts';

/*
 * The declarations of phpDocumentor's structure.xml (its `<class>`, `<interface>`, `<trait>`,
 * `<enum>`, `<function>` and `<constant>` elements) and their members as reflections, each with
 * its declaration written as PHP (`code`) and the names of documented types linked.
 */

/** An element as fast-xml-parser reads it: attributes as `@name`, repeated children as lists, text alone as a string. */
export type XmlElement = { [key: string]: unknown };

const isElement = (value: unknown): value is XmlElement => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A child element's text (`<name>Client</name>`), empty when it has none. */
export function childText(element: XmlElement, name: string): string {
  const value = Array.isArray(element[name]) ? (element[name] as unknown[])[0] : element[name];
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return isElement(value) && typeof value['#text'] === 'string' ? value['#text'] : '';
}

/** The child elements of one name; an element written with text only counts as its text. */
export const childElements = (element: XmlElement, name: string): XmlElement[] =>
  (Array.isArray(element[name]) ? (element[name] as unknown[]) : []).map((value) => (isElement(value) ? value : { '#text': String(value) }));

export const attribute = (element: XmlElement, name: string): string | undefined => (typeof element[`@${name}`] === 'string' ? (element[`@${name}`] as string) : undefined);

export const isTrue = (element: XmlElement, name: string) => attribute(element, name) === 'true';

/** `id` for phpDocumentor 3's `id`, 2's `$id`, and a variadic `...$id`. */
export const bareName = (name: string) => name.trim().replace(/^(?:\.\.\.)?[&$]*/, '');

export function docBlockOf(element: XmlElement): DocBlock | undefined {
  const [block] = childElements(element, 'docblock');
  if (!block) return undefined;
  const tags = childElements(block, 'tag').map((tag): DocTag => {
    const optional = (name: string) => (attribute(tag, name) ? { [name]: attribute(tag, name) } : {});
    return {
      name: attribute(tag, 'name') ?? '',
      description: attribute(tag, 'description') ?? '',
      ...optional('type'),
      ...optional('link'),
      ...optional('version'),
      ...(attribute(tag, 'variable') ? { variable: bareName(attribute(tag, 'variable')!) } : {}),
    };
  });
  return { summary: childText(block, 'description'), description: childText(block, 'long-description'), tags };
}

/** What building the reflections shares: ids, the symbols found so far, and the comments to fill in once every symbol is known. */
export interface Build {
  index: SymbolIndex;
  nextId: () => number;
  pending: Array<() => void>;
}

export type DeclarationKind = 'class' | 'interface' | 'trait' | 'enum' | 'function' | 'constant';

export interface Declaration {
  kind: DeclarationKind;
  element: XmlElement;
  reflection: Reflection;
  fqsen: string;
  /** `Plants` for `\Plants\Client`; empty in the global namespace. */
  namespace: string;
}

const DECLARATION_KINDS: Record<DeclarationKind, number> = {
  class: KIND.Class,
  interface: KIND.Interface,
  trait: KIND.Class,
  enum: KIND.Enum,
  function: KIND.Function,
  constant: KIND.Variable,
};
const CLASS_LIKE = new Set<DeclarationKind>(['class', 'interface', 'trait', 'enum']);
export const DECLARATION_ORDER = Object.keys(DECLARATION_KINDS) as DeclarationKind[];

/** A declaration with its id, known to the index so that types and references can link to it before it is filled in. */
export function declaration(kind: DeclarationKind, element: XmlElement, build: Build): Declaration | undefined {
  const written = childText(element, 'full_name').trim() || childText(element, 'name').trim();
  const fqsen = kind === 'function' && !written.endsWith('()') ? `${written}()` : written;
  const name = childText(element, 'name').trim() || shortName(fqsen.replace(/\(\)$/, ''));
  if (!name || build.index.has(fqsen)) return undefined;
  const reflection: Reflection = { id: build.nextId(), name, kind: DECLARATION_KINDS[kind] };
  build.index.add(fqsen, reflection.id, CLASS_LIKE.has(kind));
  const qualified = fqsen.replace(/\(\)$/, '').replace(/^\\+/, '');
  return { kind, element, reflection, fqsen, namespace: qualified.includes('\\') ? qualified.slice(0, qualified.lastIndexOf('\\')) : '' };
}

const text = (value: string): CodePart => ({ text: value });

/** TypeDoc's kinds of a parameter and of call and constructor signatures (KIND lists those with pages and groups). */
const PARAMETER = 32768;
const CALL_SIGNATURE = 4096;
const CONSTRUCTOR_SIGNATURE = 16384;

/** `string $id`, `?Plant $plant = null`, `array &$out`, `string ...$tags`: a parameter as PHP writes it, and as a reflection. */
function parameter(argument: XmlElement, tags: readonly DocTag[], owner: Declaration, build: Build): { reflection: Reflection; code: CodePart[] } {
  const written = childText(argument, 'name');
  const name = bareName(written);
  const tag = tags.find((candidate) => candidate.name === 'param' && candidate.variable === name);
  const type = childText(argument, 'type').trim() || tag?.type || '';
  const defaultValue = childText(argument, 'default').trim();
  const variadic = isTrue(argument, 'variadic') || written.trim().startsWith('...');
  const reflection: Reflection = {
    id: build.nextId(),
    name: `$${name}`,
    kind: PARAMETER,
    ...(variadic ? { flags: { isRest: true } } : {}),
    ...(type ? { type: phpType(type, build.index, owner.namespace) } : {}),
    ...(defaultValue ? { defaultValue } : {}),
  };
  build.pending.push(() => {
    const comment = paramComment(tag, resolverFor(owner, build));
    if (comment) reflection.comment = comment;
  });
  const prefix = `${isTrue(argument, 'by_reference') ? '&' : ''}${variadic ? '...' : ''}`;
  const code = [...(type ? [...typeCode(type, build.index, owner.namespace), text(' ')] : []), text(`${prefix}$${name}${defaultValue ? ` = ${defaultValue}` : ''}`)];
  return { reflection, code };
}

/**
 * A method's or function's call signature: `public function getPlant(string $id): ?Plant`. The
 * return type is the `@return` tag's, since phpDocumentor's XML template writes no other.
 */
export function signature(element: XmlElement, modifiers: string, owner: Declaration, build: Build): Reflection {
  const name = childText(element, 'name').trim();
  const docblock = docBlockOf(element);
  const tags = docblock?.tags ?? [];
  const parameters = childElements(element, 'argument').map((argument) => parameter(argument, tags, owner, build));
  const returns = tags.find((tag) => tag.name === 'return')?.type?.trim();
  const isConstructor = name.toLowerCase() === '__construct';
  const code = mergedCode([
    text(`${modifiers}function ${isTrue(element, 'returnByReference') ? '&' : ''}${name}(`),
    ...parameters.flatMap((parameter, index) => [...(index > 0 ? [text(', ')] : []), ...parameter.code]),
    text(')'),
    ...(returns ? [text(': '), ...typeCode(returns, build.index, owner.namespace)] : []),
  ]);
  const reflection: Reflection = {
    id: build.nextId(),
    name,
    kind: isConstructor ? CONSTRUCTOR_SIGNATURE : CALL_SIGNATURE,
    parameters: parameters.map((parameter) => parameter.reflection),
    ...(returns ? { type: phpType(returns, build.index, owner.namespace) } : {}),
    code,
  };
  commentLater(reflection, docblock, owner, build);
  return reflection;
}

/**
 * How a docblock's references are found: in its namespace, and in a class's docblocks also among
 * the class's members (`{@see self::getPlant()}`, or `{@see getPlant()}`, which phpDocumentor
 * qualifies as a function of the namespace).
 */
function resolverFor(owner: Declaration, build: Build): ResolveReference {
  return (reference) => {
    const found = build.index.symbol(reference, owner.namespace);
    if (found !== undefined || !CLASS_LIKE.has(owner.kind)) return found;
    const member = reference.includes('::') ? reference.slice(reference.indexOf('::') + 2) : shortName(reference);
    return build.index.symbol(`${owner.fqsen}::${member}`);
  };
}

/** The reflection's comment, made once every symbol a `{@see}` may name has its id. */
export function commentLater(reflection: Reflection, docblock: DocBlock | undefined, owner: Declaration, build: Build): void {
  build.pending.push(() => {
    const comment = docComment(docblock, resolverFor(owner, build));
    if (comment) reflection.comment = comment;
  });
}

/** `public const VERSION = '1.2.0'` (or `const VERSION = …` in a namespace): the constant's value is its type's text. */
export function constantParts(element: XmlElement, owner: Declaration, build: Build, inClass: boolean): Pick<Reflection, 'type' | 'defaultValue' | 'code'> {
  const name = childText(element, 'name').trim();
  const value = childText(element, 'value').trim();
  const declared = docBlockOf(element)?.tags.find((tag) => tag.name === 'var')?.type;
  const visibility = inClass ? `${attribute(element, 'visibility') || 'public'} ` : '';
  return {
    ...(declared ? { type: phpType(declared, build.index, owner.namespace) } : value ? { type: { type: 'intrinsic', name: value } } : {}),
    ...(value ? { defaultValue: value } : {}),
    code: [text(`${visibility}const ${name}${value ? ` = ${value}` : ''}`)],
  };
}

/** The `@var` type and the default of a property: `public ?string $baseUrl = null`. */
export function propertyParts(element: XmlElement, owner: Declaration, build: Build): Pick<Reflection, 'type' | 'defaultValue' | 'code'> {
  const name = bareName(childText(element, 'name'));
  const type = docBlockOf(element)
    ?.tags.find((tag) => tag.name === 'var')
    ?.type?.trim();
  const value = childText(element, 'default').trim();
  const modifiers = `${attribute(element, 'visibility') || 'public'} ${isTrue(element, 'static') ? 'static ' : ''}`;
  return {
    ...(type ? { type: phpType(type, build.index, owner.namespace) } : {}),
    ...(value ? { defaultValue: value } : {}),
    code: mergedCode([text(modifiers), ...(type ? [...typeCode(type, build.index, owner.namespace), text(' ')] : []), text(`$${name}${value ? ` = ${value}` : ''}`)]),
  };
}
