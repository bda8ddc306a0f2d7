import type { DocsSdk } from '../navigation/docs-json-tree.ts';
import { normalisePageEntry } from '../navigation/docs-json-tree.ts';
import { isJsonObject } from '../utils/json.ts';
import { KIND, type Reflection } from './typedoc-json.ts';

/** What a page's `sdk:` frontmatter targets: `"class Client"`, `"typedoc.json method Client.getUser"`, or the object form. */
export interface SdkTarget {
  kind: string;
  name: string;
  /** The class, interface or type a method or property belongs to. */
  parent?: string;
  source?: string;
  format?: string;
}

/** The kinds a page may target, as Mintlify names them, and the TypeDoc kinds each matches. */
const TARGET_KINDS: Record<string, readonly number[]> = {
  class: [KIND.Class],
  interface: [KIND.Interface],
  enum: [KIND.Enum],
  function: [KIND.Function],
  type: [KIND.TypeAlias],
  variable: [KIND.Variable],
  method: [KIND.Method],
  property: [KIND.Property, KIND.Accessor],
};
const MEMBER_KINDS = new Set(['method', 'property']);

/** `[source] kind name` (a member's name as `Parent.member`), or `{ kind, name, parent?, format?, source? }`; undefined when it is neither. */
export function parseSdkTarget(value: unknown): SdkTarget | undefined {
  if (typeof value === 'string') {
    const match = /^\s*(?:(\S+)\s+)?(\S+)\s+(\S+)\s*$/.exec(value);
    if (!match || !(match[2] in TARGET_KINDS)) return undefined;
    const [, source, kind, written] = match;
    const dot = MEMBER_KINDS.has(kind) ? written.lastIndexOf('.') : -1;
    const named = dot > 0 ? { parent: written.slice(0, dot), name: written.slice(dot + 1) } : { name: written };
    return { kind, ...named, ...(source ? { source } : {}) };
  }
  if (!isJsonObject(value) || typeof value.kind !== 'string' || typeof value.name !== 'string' || !(value.kind in TARGET_KINDS)) return undefined;
  const text = (key: string) => (typeof value[key] === 'string' ? { [key]: value[key] as string } : {});
  return { kind: value.kind, name: value.name, ...text('parent'), ...text('source'), ...text('format') };
}

/**
 * The `sdk` each page listed in the navigation inherits: its nearest tab's or group's, a nested
 * group's own `sdk` taking over from its parent's, as Mintlify's SDK setup describes.
 */
export function inheritedSdk(navigation: unknown): Map<string, DocsSdk> {
  const found = new Map<string, DocsSdk>();
  const visit = (node: unknown, inherited: DocsSdk | undefined) => {
    if (Array.isArray(node)) return node.forEach((child) => visit(child, inherited));
    if (!isJsonObject(node)) return;
    const own = isJsonObject(node.sdk) ? (node.sdk as unknown as DocsSdk) : inherited;
    for (const [key, child] of Object.entries(node)) {
      if (key === 'global' || key === 'sdk') continue;
      if (key === 'pages' && Array.isArray(child)) {
        for (const entry of child) {
          if (typeof entry === 'string') {
            if (own && !found.has(normalisePageEntry(entry))) found.set(normalisePageEntry(entry), own);
          } else visit(entry, own);
        }
      } else if (typeof child === 'object') visit(child, own);
    }
  };
  visit(navigation, undefined);
  return found;
}

/** The declaration a target names: searched through modules and namespaces, a member inside its parent. */
export function findTarget(project: Reflection, target: SdkTarget): Reflection | undefined {
  const all: Reflection[] = [];
  const visit = (reflection: Reflection) => {
    for (const child of reflection.children ?? []) {
      all.push(child);
      if (child.kind === KIND.Module || child.kind === KIND.Namespace) visit(child);
    }
  };
  visit(project);
  const kinds = TARGET_KINDS[target.kind] ?? [];
  if (!MEMBER_KINDS.has(target.kind)) return all.find((reflection) => reflection.name === target.name && kinds.includes(reflection.kind));
  const parent = all.find((reflection) => reflection.name === target.parent && (reflection.kind === KIND.Class || reflection.kind === KIND.Interface));
  return parent?.children?.find((member) => member.name === target.name && kinds.includes(member.kind));
}

/** Every name a page could target (members as `Parent.member`), for a suggestion. */
export function targetNames(project: Reflection): string[] {
  const names: string[] = [];
  const visit = (reflection: Reflection, prefix: string) => {
    for (const child of reflection.children ?? []) {
      names.push(`${prefix}${child.name}`);
      if (child.kind === KIND.Class || child.kind === KIND.Interface) for (const member of child.children ?? []) names.push(`${child.name}.${member.name}`);
      if (child.kind === KIND.Module || child.kind === KIND.Namespace) visit(child, '');
    }
  };
  visit(project, '');
  return names;
}
