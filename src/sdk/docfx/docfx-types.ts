import { type DocfxIndex, withoutTypeParameters } from './docfx-model.ts';
import type { TypeDocType } from '../typedoc-json.ts';

/*
 * Types as DocFX names them: by uid, the .NET documentation-id form (`System.Threading.Tasks.Task{Plants.Plant}`,
 * `System.String[]`, `{T}` for a type parameter, `Cat`2` for a generic definition). A uid is parsed
 * as that grammar, not as C#, and each named part is looked up among the artifact's items (a link)
 * and its references (the name C# writes).
 */

/** A uid read as a type: a dotted name with generic arguments, or a type parameter; then `[]`, `*`, `@` suffixes. */
export interface UidType {
  /** `System.Threading.Tasks.Task`; a type parameter's name (`T`) when `parameter`. */
  name: string;
  args: UidType[];
  parameter: boolean;
  suffixes: string[];
}

const STOP = new Set(['{', '}', ',', '[', ']', '*', '@']);

function readSuffixes(uid: string, start: number): [string[], number] {
  const suffixes: string[] = [];
  let at = start;
  for (;;) {
    if (uid[at] === '[') {
      // `[]`, or `[0:,0:]` for a two-dimensional array: kept as `[,]`.
      const close = uid.indexOf(']', at);
      if (close < 0) break;
      suffixes.push(`[${','.repeat(uid.slice(at, close).split(',').length - 1)}]`);
      at = close + 1;
    } else if (uid[at] === '*' || uid[at] === '@') suffixes.push(uid[at++]);
    else break;
  }
  return [suffixes, at];
}

/** `{T}` (DocFX's form) or `` ``0 `` / `` `0 `` (documentation ids, by position): a type parameter. */
function readTypeParameter(uid: string, start: number): [UidType, number] {
  let name: string;
  let at: number;
  if (uid[start] === '{') {
    const close = uid.indexOf('}', start);
    name = uid.slice(start + 1, close < 0 ? uid.length : close);
    at = close < 0 ? uid.length : close + 1;
  } else {
    const position = /^`+(\d*)/.exec(uid.slice(start));
    name = `T${position?.[1] ?? ''}`;
    at = start + (position?.[0].length ?? 1);
  }
  const [suffixes, end] = readSuffixes(uid, at);
  return [{ name, args: [], parameter: true, suffixes }, end];
}

function readType(uid: string, start: number): [UidType, number] {
  if (uid[start] === '{' || uid[start] === '`') return readTypeParameter(uid, start);
  let at = start;
  let name = '';
  const args: UidType[] = [];
  while (at < uid.length && !STOP.has(uid[at])) {
    name += uid[at++];
    if (uid[at] !== '{') continue;
    // Generic arguments, then possibly `.Inner` of a nested type.
    at++;
    while (at < uid.length && uid[at] !== '}') {
      if (uid[at] === ',') at++;
      const [arg, end] = readType(uid, at);
      args.push(arg);
      at = end > at ? end : at + 1;
    }
    at++;
  }
  const [suffixes, end] = readSuffixes(uid, at);
  return [{ name, args, parameter: false, suffixes }, end];
}

/** A uid as a type tree; never throws (an odd uid is one plain name). */
export function parseUidType(uid: string): UidType {
  return readType(uid, 0)[0];
}

/** The uid of the declaration a named part stands for: `Plants.Page{Plants.Plant}` → `Plants.Page`1`. */
export const definitionUid = (type: UidType): string => (type.args.length > 0 && !type.name.includes('`') ? `${type.name}\`${type.args.length}` : type.name);

const KEYWORDS: Record<string, string> = {
  'System.Boolean': 'bool',
  'System.Byte': 'byte',
  'System.SByte': 'sbyte',
  'System.Char': 'char',
  'System.Decimal': 'decimal',
  'System.Double': 'double',
  'System.Single': 'float',
  'System.Int16': 'short',
  'System.Int32': 'int',
  'System.Int64': 'long',
  'System.UInt16': 'ushort',
  'System.UInt32': 'uint',
  'System.UInt64': 'ulong',
  'System.IntPtr': 'nint',
  'System.UIntPtr': 'nuint',
  'System.Object': 'object',
  'System.String': 'string',
  'System.Void': 'void',
};

const TYPE_ITEMS = new Set(['class', 'struct', 'interface', 'enum', 'delegate']);

/** The reflection id of a type of the artifact (not of a member or namespace), by its uid. */
export function typeTarget(uid: string, index: DocfxIndex): number | undefined {
  return TYPE_ITEMS.has(index.items.get(uid)?.type ?? '') ? index.ids.get(uid) : undefined;
}

/** How C# names a named part: the artifact's own name, a keyword, the reference's name, or the last segment. */
function shownName(type: UidType, index: DocfxIndex): string {
  if (KEYWORDS[type.name] && type.args.length === 0) return KEYWORDS[type.name];
  const uid = definitionUid(type);
  const own = index.items.get(uid)?.name ?? index.references.get(uid)?.name;
  if (own) return withoutTypeParameters(own);
  return (type.name.split('.').pop() ?? type.name).replace(/`+\d+$/, '');
}

function typeOf(type: UidType, index: DocfxIndex): TypeDocType {
  let result: TypeDocType;
  if (type.parameter) result = { type: 'reference', name: type.name };
  else if (type.name === 'System.Nullable' && type.args.length === 1) result = { type: 'optional', elementType: typeOf(type.args[0], index) };
  else if (KEYWORDS[type.name] && type.args.length === 0) result = { type: 'intrinsic', name: KEYWORDS[type.name] };
  else {
    const target = typeTarget(definitionUid(type), index);
    result = {
      type: 'reference',
      name: shownName(type, index),
      ...(target === undefined ? {} : { target }),
      ...(type.args.length > 0 ? { typeArguments: type.args.map((arg) => typeOf(arg, index)) } : {}),
    };
  }
  for (const suffix of type.suffixes) {
    if (suffix.startsWith('[')) result = { type: 'array', elementType: result };
    else if (suffix === '*') result = { type: 'reference', name: `${result.name ?? 'void'}*`, ...(result.target === undefined ? {} : { target: result.target }) };
  }
  return result;
}

/** A parameter's or return's type uid as the model's type: `Task{Plants.Plant}` → `Task<Plant>` with `Plant` linked. */
export function typeOfUid(uid: string | undefined, index: DocfxIndex): TypeDocType | undefined {
  return uid ? typeOf(parseUidType(uid), index) : undefined;
}

/**
 * The names a declaration may write for the artifact's types among `uids` (its parameter, return,
 * base and interface types), each with the reflection it links: from the uid's parts and from the
 * reference's `spec.csharp`, which names each part of a generic the way the C# text does.
 */
export function linkableNames(uids: readonly (string | undefined)[], index: DocfxIndex): Map<string, number> {
  const names = new Map<string, number>();
  const add = (uid: string | undefined) => {
    const target = uid === undefined ? undefined : typeTarget(uid, index);
    const name = uid === undefined ? undefined : index.items.get(uid)?.name;
    if (target === undefined || !name) return;
    const written = withoutTypeParameters(name);
    names.set(written, target);
    names.set(written.split('.').pop() ?? written, target);
  };
  const visit = (type: UidType) => {
    if (type.parameter) return;
    add(definitionUid(type));
    type.args.forEach(visit);
  };
  for (const uid of uids) {
    if (!uid) continue;
    visit(parseUidType(uid));
    for (const part of index.references.get(uid)?.spec ?? []) add(part.uid);
  }
  return names;
}
