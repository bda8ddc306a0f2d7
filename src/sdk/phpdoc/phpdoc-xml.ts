import { XMLParser } from 'fast-xml-parser';
import {
  attribute,
  bareName,
  childElements,
  childText,
  commentLater,
  constantParts,
  type Build,
  type Declaration,
  DECLARATION_ORDER,
  type DeclarationKind,
  declaration,
  docBlockOf,
  isTrue,
  propertyParts,
  signature,
  type XmlElement,
} from './phpdoc-members.ts';
import { mergedCode } from '../code-parts.ts';
import { SymbolIndex, typeCode } from './phpdoc-types.ts';
import { KIND, type CodePart, type Reflection, type TypeDocRead } from '../typedoc-json.ts';

/*
 * phpDocumentor 3's structure.xml (`phpdoc -d src -t out --template=xml`, written by the Twig
 * templates of its data/templates/xml): a `<project>` of `<file>` elements holding the classes,
 * interfaces, traits, enums, functions and constants declared in each, then the namespace tree.
 * Namespaces become namespaces of the project; a namespace holding nothing but one other is
 * skipped (`Acme\Plants` rather than `Acme` › `Plants`).
 */

const MAKE_IT = 'make it with `phpdoc -d src -t <folder> --template=xml`, which writes <folder>/structure.xml';

/** Elements phpDocumentor may write more than once in their parent: read as lists even when there is one. */
const REPEATED = new Set([
  'file',
  'namespace-alias',
  'include',
  'class',
  'interface',
  'trait',
  'enum',
  'function',
  'constant',
  'property',
  'method',
  'argument',
  'case',
  'tag',
  'extends',
  'implements',
  'namespace',
  'docblock',
]);

/**
 * The parser's settings. Twig's escaping writes character references (`&#039;`, `&#10;`), which
 * are decoded; they and XML's own entities only shorten the text, so a large structure.xml reads
 * whole. phpDocumentor writes no DOCTYPE: entities one declares may expand only a little
 * (fast-xml-parser ignores those defined through other entities, so "billion laughs" stays unexpanded).
 */
const PARSER_OPTIONS = {
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  htmlEntities: true,
  processEntities: { enabled: true, appliesTo: 'external', maxEntityCount: 16, maxEntitySize: 1000, maxTotalExpansions: 100, maxExpandedLength: 10_000 },
  isArray: (name: string, _path: unknown, _isLeaf: boolean, isAttribute: boolean) => !isAttribute && REPEATED.has(name),
} as const;

const text = (value: string): CodePart => ({ text: value });

/** Names (`\Plants\Base`) as PHP code, comma-separated and linked. */
const namesCode = (names: string[], owner: Declaration, build: Build): CodePart[] =>
  names.flatMap((name, index) => [...(index > 0 ? [text(', ')] : []), ...typeCode(name.trim(), build.index, owner.namespace)]);

/** An enum's backing type, which the XML does not write, from its cases' values: `'tree'` is a string, `3` an int. */
function backingType(element: XmlElement): string {
  const values = childElements(element, 'case').map((item) => childText(item, 'value').trim());
  if (values.length === 0 || values.some((value) => !value)) return '';
  if (values.every((value) => value.startsWith("'") || value.startsWith('"'))) return ': string';
  return values.every((value) => /^-?\d+$/.test(value)) ? ': int' : '';
}

/** `final class Client extends Base implements PlantStore`, `interface PlantStore`, `enum PlantKind: string`. */
function headingCode(owner: Declaration, build: Build): CodePart[] {
  const { element, kind } = owner;
  const texts = (name: string) => childElements(element, name).map((item) => childText(item, '#text'));
  const clause = (word: string, names: string[]) => (names.length > 0 ? [text(` ${word} `), ...namesCode(names, owner, build)] : []);
  const words = kind === 'class' ? `${isTrue(element, 'final') ? 'final ' : ''}${isTrue(element, 'abstract') ? 'abstract ' : ''}class` : kind;
  const name = `${words} ${owner.reflection.name}${kind === 'enum' ? backingType(element) : ''}`;
  return mergedCode([text(name), ...clause('extends', texts('extends')), ...clause('implements', texts('implements'))]);
}

function memberFlags(element: XmlElement): Record<string, boolean> | undefined {
  const visibility = attribute(element, 'visibility');
  const flags = {
    ...(isTrue(element, 'static') ? { isStatic: true } : {}),
    ...(isTrue(element, 'abstract') ? { isAbstract: true } : {}),
    ...(visibility === 'protected' ? { isProtected: true } : {}),
    ...(visibility === 'private' ? { isPrivate: true } : {}),
  };
  return Object.keys(flags).length > 0 ? flags : undefined;
}

/** How a member is named after its class's `::`: `$baseUrl`, `getPlant()`, `VERSION`. */
const MEMBER_KEYS = { property: (name: string) => `$${name}`, method: (name: string) => `${name}()`, constant: (name: string) => name };

/** A member with its id; one declared here (not `<inherited_from>` a parent) is known to `{@see Client::getPlant()}`. */
function member(element: XmlElement, kind: number, owner: Declaration, build: Build, parts: Partial<Reflection>, key: keyof typeof MEMBER_KEYS): Reflection {
  const name = bareName(childText(element, 'name'));
  const flags = memberFlags(element);
  const reflection: Reflection = { id: build.nextId(), name, kind, ...(flags ? { flags } : {}), ...parts };
  if (!childText(element, 'inherited_from').trim()) build.index.add(`${owner.fqsen}::${MEMBER_KEYS[key](name)}`, reflection.id);
  return reflection;
}

function method(element: XmlElement, owner: Declaration, build: Build): Reflection {
  const modifiers = [isTrue(element, 'abstract') ? 'abstract' : '', isTrue(element, 'final') ? 'final' : '', attribute(element, 'visibility') || 'public', isTrue(element, 'static') ? 'static' : '']
    .filter(Boolean)
    .map((word) => `${word} `)
    .join('');
  const called = signature(element, modifiers, owner, build);
  const kind = called.name.toLowerCase() === '__construct' ? KIND.Constructor : KIND.Method;
  return member(element, kind, owner, build, { signatures: [called], code: called.code }, 'method');
}

/** A class's, interface's, trait's or enum's members in PHP's groups: Constructors, Cases, Constants, Properties, Methods. */
function fillClassLike(owner: Declaration, build: Build): void {
  const { element, reflection } = owner;
  reflection.code = headingCode(owner, build);
  if (owner.kind === 'class' && isTrue(element, 'abstract')) reflection.flags = { isAbstract: true };
  commentLater(reflection, docBlockOf(element), owner, build);
  const later = (made: Reflection, from: XmlElement) => {
    commentLater(made, docBlockOf(from), owner, build);
    return made;
  };
  const methods = childElements(element, 'method').map((item) => method(item, owner, build));
  const groups: Array<[string, Reflection[]]> = [
    ['Constructors', methods.filter((item) => item.kind === KIND.Constructor)],
    [
      'Cases',
      childElements(element, 'case').map((item) => {
        const value = childText(item, 'value').trim();
        const parts = { code: [text(`case ${childText(item, 'name').trim()}${value ? ` = ${value}` : ''}`)], ...(value ? { type: { type: 'intrinsic', name: value }, defaultValue: value } : {}) };
        return later(member(item, KIND.EnumMember, owner, build, parts, 'constant'), item);
      }),
    ],
    ['Constants', childElements(element, 'constant').map((item) => later(member(item, KIND.Property, owner, build, constantParts(item, owner, build, true), 'constant'), item))],
    ['Properties', childElements(element, 'property').map((item) => later(member(item, KIND.Property, owner, build, propertyParts(item, owner, build), 'property'), item))],
    ['Methods', methods.filter((item) => item.kind === KIND.Method)],
  ];
  const filled = groups.filter(([, members]) => members.length > 0);
  reflection.children = filled.flatMap(([, members]) => members);
  reflection.groups = filled.map(([title, members]) => ({ title, children: members.map((item) => item.id) }));
}

function fill(owner: Declaration, build: Build): void {
  if (owner.kind === 'function') {
    const called = signature(owner.element, '', owner, build);
    owner.reflection.signatures = [called];
    owner.reflection.code = called.code;
  } else if (owner.kind === 'constant') {
    Object.assign(owner.reflection, constantParts(owner.element, owner, build, false));
    commentLater(owner.reflection, docBlockOf(owner.element), owner, build);
  } else fillClassLike(owner, build);
}

const GROUP_TITLES: Record<DeclarationKind, string> = { class: 'Classes', interface: 'Interfaces', trait: 'Traits', enum: 'Enums', function: 'Functions', constant: 'Constants' };
const byName = (a: Reflection, b: Reflection) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.name.localeCompare(b.name);

/** A container's children in groups (its namespaces, then Classes … Constants), each by name. */
function grouped(namespaces: Reflection[], declarations: Declaration[]): Pick<Reflection, 'children' | 'groups'> {
  const groups = [
    { title: 'Namespaces', children: [...namespaces].sort(byName) },
    ...DECLARATION_ORDER.map((kind) => ({
      title: GROUP_TITLES[kind],
      children: declarations
        .filter((item) => item.kind === kind)
        .map((item) => item.reflection)
        .sort(byName),
    })),
  ].filter((group) => group.children.length > 0);
  return { children: groups.flatMap((group) => group.children), groups: groups.map((group) => ({ title: group.title, children: group.children.map((child) => child.id) })) };
}

/** The project's children: a namespace under the nearest namespace above it that declares something, named from there. */
function namespaceTree(declarations: Declaration[], build: Build): Pick<Reflection, 'children' | 'groups'> {
  const names = [...new Set(declarations.map((item) => item.namespace).filter(Boolean))].sort();
  const parentOf = (name: string) => names.filter((other) => name.toLowerCase().startsWith(`${other.toLowerCase()}\\`)).sort((a, b) => b.length - a.length)[0] ?? '';
  const namespaces = new Map(names.map((name): [string, Reflection] => [name, { id: build.nextId(), name: parentOf(name) ? name.slice(parentOf(name).length + 1) : name, kind: KIND.Namespace }]));
  const contents = (container: string) =>
    grouped(
      names.filter((name) => parentOf(name) === container).map((name) => namespaces.get(name)!),
      declarations.filter((item) => item.namespace === container),
    );
  for (const [name, reflection] of namespaces) Object.assign(reflection, contents(name));
  return contents('');
}

function readXml(text: string): { ok: true; root: XmlElement } | { ok: false; message: string } {
  try {
    return { ok: true, root: new XMLParser(PARSER_OPTIONS).parse(text, true) as XmlElement };
  } catch (error) {
    return { ok: false, message: `not readable as XML (${error instanceof Error ? error.message : String(error)}); ${MAKE_IT}` };
  }
}

/** The text of phpDocumentor's structure.xml as a project of reflections, or why it is not one. */
export function parsePhpdocXml(text: string): TypeDocRead {
  const read = readXml(text);
  if (!read.ok) return read;
  const project = read.root.project;
  const files = typeof project === 'object' && project !== null && !Array.isArray(project) ? childElements(project as XmlElement, 'file') : [];
  if (files.length === 0) return { ok: false, message: `not phpDocumentor's structure.xml (no <project> of <file> elements); ${MAKE_IT}` };
  let lastId = 0;
  const build: Build = { index: new SymbolIndex(), nextId: () => ++lastId, pending: [] };
  const declarations = files.flatMap((file) => DECLARATION_ORDER.flatMap((kind) => childElements(file, kind).flatMap((element) => declaration(kind, element, build) ?? [])));
  if (declarations.length === 0) {
    return { ok: false, message: `structure.xml documents no class, interface, trait, enum, function or constant; check that phpdoc's -d names your source folder, then ${MAKE_IT}` };
  }
  for (const owner of declarations) fill(owner, build);
  for (const comment of build.pending) comment();
  const name = attribute(project as XmlElement, 'name') || attribute(project as XmlElement, 'title') || 'PHP API';
  return { ok: true, project: { id: 0, name, kind: KIND.Project, ...namespaceTree(declarations, build) } };
}
