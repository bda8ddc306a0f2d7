import { parse } from 'yaml';
import { isJsonObject } from '../../utils/json.ts';
import { type DocfxIndex, type DocfxItem, type DocfxReference, docfxItemOf, docfxReferenceOf, withoutTypeParameters } from './docfx-model.ts';
import { groupsOf, type MemberPlan, type NamespacePlan, type NextId, namespaceReflection, TYPE_GROUPS, type TypePlan, typeReflection } from './docfx-reflections.ts';
import { KIND, type Reflection, type TypeDocRead } from '../typedoc-json.ts';

/*
 * DocFX's API metadata (`docfx metadata docfx.json`): a directory of ManagedReference YAML files,
 * one per namespace and one per type holding its members, each opening with
 * `### YamlMime:ManagedReference`, beside `toc.yml` (`### YamlMime:TableOfContent`) and a
 * `.manifest`. Items name each other by uid (`parent`, `children`, `overload`); each file's
 * `references` say how the uids it mentions are named. Namespaces become namespaces, types the
 * declarations with pages, members their children, in DocFX's own groups and order.
 */

const REMAKE = 'make it with `docfx metadata docfx.json` ("outputFormat": "mref", its default)';

const TYPE_KINDS: Record<string, { kind: number; group: string }> = {
  class: { kind: KIND.Class, group: 'Classes' },
  struct: { kind: KIND.Class, group: 'Structs' },
  interface: { kind: KIND.Interface, group: 'Interfaces' },
  enum: { kind: KIND.Enum, group: 'Enums' },
  delegate: { kind: KIND.TypeAlias, group: 'Delegates' },
};

const MEMBER_KINDS: Record<string, { kind: number; group: string }> = {
  constructor: { kind: KIND.Constructor, group: 'Constructors' },
  field: { kind: KIND.Property, group: 'Fields' },
  property: { kind: KIND.Property, group: 'Properties' },
  method: { kind: KIND.Method, group: 'Methods' },
  event: { kind: KIND.Property, group: 'Events' },
  operator: { kind: KIND.Method, group: 'Operators' },
};

/** Kinds whose overloads (items sharing an `overload` uid) are one reflection with a signature each. */
const OVERLOADED = new Set(['constructor', 'method', 'operator']);

/** The YamlMime a file declares on its first line (`### YamlMime:ManagedReference`), if any. */
function yamlMimeOf(text: string): string | undefined {
  const firstLine = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/, 1)[0]
    .trim();
  return firstLine.startsWith('###') && firstLine.includes('YamlMime:') ? firstLine.slice(firstLine.indexOf('YamlMime:') + 'YamlMime:'.length).trim() : undefined;
}

function missingMetadata(mimes: ReadonlySet<string>): string {
  if (mimes.has('ApiPage')) return `the directory holds DocFX's ApiPage YAML, not ManagedReference YAML (### YamlMime:ManagedReference); ${REMAKE}`;
  return `no ManagedReference YAML (### YamlMime:ManagedReference) in the directory; ${REMAKE}`;
}

type Read = { ok: true; items: Map<string, DocfxItem>; references: Map<string, DocfxReference> } | { ok: false; message: string };

/** Every item and reference of the directory's ManagedReference files; the first of a uid wins. */
function readFiles(files: ReadonlyMap<string, string>): Read {
  const items = new Map<string, DocfxItem>();
  const references = new Map<string, DocfxReference>();
  const mimes = new Set<string>();
  for (const [path, text] of [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (!/\.ya?ml$/i.test(path)) continue;
    const mime = yamlMimeOf(text);
    if (mime) mimes.add(mime);
    if (mime !== 'ManagedReference') continue;
    let document: unknown;
    try {
      document = parse(text.replace(/^\uFEFF/, ''), { logLevel: 'error', uniqueKeys: false });
    } catch (error) {
      const reason = (error instanceof Error ? error.message.split('\n')[0] : String(error)).replace(/:$/, '');
      return { ok: false, message: `${path} is not valid YAML (${reason}); ${REMAKE.replace('make it', 'make the metadata again')}` };
    }
    if (!isJsonObject(document)) continue;
    const skipMarkup = document.shouldSkipMarkup === true;
    for (const raw of Array.isArray(document.items) ? document.items : []) {
      const item = docfxItemOf(raw, skipMarkup);
      if (item && !items.has(item.uid)) items.set(item.uid, item);
    }
    for (const raw of Array.isArray(document.references) ? document.references : []) {
      const reference = docfxReferenceOf(raw);
      if (reference && !references.has(reference.uid)) references.set(reference.uid, reference);
    }
  }
  if (!mimes.has('ManagedReference')) return { ok: false, message: missingMetadata(mimes) };
  return { ok: true, items, references };
}

/** Items in the order their parent lists them (`children`, which DocFX sorts), the unlisted after them by uid. */
function inListedOrder(items: readonly DocfxItem[], listed: readonly string[]): DocfxItem[] {
  const position = new Map(listed.map((uid, index) => [uid, index]));
  const rank = (item: DocfxItem) => position.get(item.uid) ?? listed.length;
  return [...items].sort((a, b) => rank(a) - rank(b) || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0));
}

/** A method's name without its parameter list or type parameters: `GetPlantAsync(string)` → `GetPlantAsync`, `operator +(Plant, Plant)` → `operator +`. */
function memberName(item: DocfxItem): string {
  const name = item.name ?? item.uid.split('.').pop() ?? item.uid;
  const paren = OVERLOADED.has(item.type) ? name.indexOf('(') : -1;
  return withoutTypeParameters(paren > 0 ? name.slice(0, paren) : name);
}

/** A type's members, one plan per member (a method's overloads together), each with its id. */
function planMembers(type: TypePlan, members: readonly DocfxItem[], ids: Map<string, number>, next: NextId) {
  const byKey = new Map<string, MemberPlan>();
  for (const item of inListedOrder(members, type.item.children)) {
    const kinds = type.item.type === 'enum' && item.type === 'field' ? { kind: KIND.EnumMember, group: 'Fields' } : MEMBER_KINDS[item.type];
    const name = item.type === 'constructor' ? (type.name.split('.').pop() ?? type.name) : memberName(item);
    const key = OVERLOADED.has(item.type) ? (item.overload ?? `${item.type}:${name}`) : item.uid;
    let member = byKey.get(key);
    if (!member) {
      member = { id: next(), name, ...kinds, items: [] };
      byKey.set(key, member);
      type.members.push(member);
      if (item.overload) ids.set(item.overload, member.id);
    }
    member.items.push(item);
    ids.set(item.uid, member.id);
  }
}

/** The namespaces (DocFX's, and those its types name without a file of their own) and the types outside any namespace. */
function planNamespaces(items: Map<string, DocfxItem>) {
  const namespaces = new Map<string, NamespacePlan>();
  const add = (uid: string, item?: DocfxItem) => namespaces.set(uid, { id: 0, uid, name: item?.name ?? uid, ...(item ? { item } : {}), namespaces: [], types: [] });
  for (const item of items.values()) if (item.type === 'namespace') add(item.uid, item);
  const types = new Map<string, DocfxItem[]>();
  for (const item of items.values()) {
    if (!TYPE_KINDS[item.type]) continue;
    const namespace = item.parent && namespaces.has(item.parent) ? item.parent : (item.namespace ?? '');
    if (namespace && !namespaces.has(namespace)) add(namespace);
    types.set(namespace, [...(types.get(namespace) ?? []), item]);
  }
  const top: NamespacePlan[] = [];
  for (const plan of namespaces.values()) {
    const parent = plan.item?.parent ? namespaces.get(plan.item.parent) : undefined;
    (parent && parent !== plan ? parent.namespaces : top).push(plan);
  }
  return { top, namespaces, types };
}

/** Ids for every reflection others link to (namespaces, types, members, overload groups), before any comment names one. */
function plan(items: Map<string, DocfxItem>, next: NextId) {
  const ids = new Map<string, number>();
  const { top, namespaces, types } = planNamespaces(items);
  const members = new Map<string, DocfxItem[]>();
  for (const item of items.values()) if (MEMBER_KINDS[item.type] && item.parent) members.set(item.parent, [...(members.get(item.parent) ?? []), item]);
  const planTypes = (listed: readonly DocfxItem[], order: readonly string[]): TypePlan[] =>
    TYPE_GROUPS.flatMap((group) =>
      inListedOrder(listed, order)
        .filter((item) => TYPE_KINDS[item.type].group === group)
        .map((item) => {
          const type: TypePlan = { id: next(), name: withoutTypeParameters(item.name ?? item.uid), ...TYPE_KINDS[item.type], item, members: [] };
          ids.set(item.uid, type.id);
          planMembers(type, members.get(item.uid) ?? [], ids, next);
          return type;
        }),
    );
  const byName = (a: NamespacePlan, b: NamespacePlan) => a.name.localeCompare(b.name, 'en');
  const visit = (namespace: NamespacePlan) => {
    namespace.id = next();
    ids.set(namespace.uid, namespace.id);
    namespace.namespaces.sort(byName).forEach(visit);
    namespace.types = planTypes(types.get(namespace.uid) ?? [], namespace.item?.children ?? []);
  };
  top.sort(byName).forEach(visit);
  return { ids, top, global: planTypes(types.get('') ?? [], []), count: namespaces.size };
}

/**
 * The reflection tree of DocFX's ManagedReference YAML: `files` maps each file's POSIX path in the
 * metadata directory to its text. A directory without that YAML, or with a file that is not YAML,
 * is an `ok: false` saying how to make it again; files of other kinds are read past.
 */
export function parseDocfxYaml(files: ReadonlyMap<string, string>): TypeDocRead {
  const read = readFiles(files);
  if (!read.ok) return read;
  let lastId = 0;
  const next = () => ++lastId;
  const planned = plan(read.items, next);
  if (planned.top.length === 0 && planned.global.length === 0) {
    return { ok: false, message: `the ManagedReference YAML documents no namespace or type; ${REMAKE}` };
  }
  const index: DocfxIndex = { items: read.items, references: read.references, ids: planned.ids };
  const namespaces = planned.top.map((namespace) => namespaceReflection(namespace, index, next));
  const types = planned.global.map((type) => typeReflection(type, index, next));
  const assembly = planned.top.find((namespace) => namespace.item?.assemblies.length)?.item?.assemblies[0];
  const project: Reflection = {
    id: 0,
    name: assembly ?? 'API',
    kind: KIND.Project,
    children: [...namespaces, ...types],
    groups: [...(namespaces.length > 0 ? [{ title: 'Namespaces', children: namespaces.map((namespace) => namespace.id) }] : []), ...(groupsOf(planned.global, TYPE_GROUPS) ?? [])],
  };
  return { ok: true, project };
}
