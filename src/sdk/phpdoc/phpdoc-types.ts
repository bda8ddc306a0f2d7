import { mergedCode } from '../code-parts.ts';
import type { CodePart, TypeDocType } from '../typedoc-json.ts';

/*
 * PHP names and types as phpDocumentor writes them in structure.xml: fully qualified structural
 * element names (`\Plants\Client`, `\Plants\Client::getPlant()`, `\Plants\Client::$baseUrl`) and
 * type expressions from native types or docblocks (`?\Plants\Plant`, `\Plants\Plant[]`,
 * `array<string,string>`, `\Plants\Plant|null`). A name the artifact documents is linked and
 * written short (`Plant`), as a PHP file that imports it writes it.
 */

/**
 * `plants\client::getplant()` for `\Plants\Client::getPlant()`: PHP's names compare without case
 * and the leading `\`; a function or method keeps its `()`, so `version()` and `VERSION` stay apart.
 */
export function symbolKey(written: string): string {
  return written.trim().replace(/^\\+/, '').toLowerCase();
}

/** The last segment of a namespaced name: `Client` for `\Plants\Client`. */
export const shortName = (written: string): string => written.slice(written.lastIndexOf('\\') + 1);

/** A reference as PHP code in the same namespace writes it: `Client::getPlant()` for `\Plants\Client::getPlant()`. */
export function displayName(reference: string): string {
  const [owner, ...member] = reference.trim().split('::');
  return [shortName(owner), ...member].join('::');
}

/**
 * The documented symbols of an artifact by key, and how a written name is found among them: as
 * written when fully qualified, else in the namespace it is written in, else (a class) by its
 * short name when only one has it, since phpDocumentor leaves a summary's `{@see Client}` as written.
 * A reference may leave out a callable's `()`.
 */
export class SymbolIndex {
  private readonly symbols = new Map<string, number>();
  private readonly classLikes = new Map<string, number>();
  private readonly byShortName = new Map<string, number | null>();
  private readonly keyOf = new Map<number, string>();

  add(fqsen: string, id: number, classLike = false): void {
    const key = symbolKey(fqsen);
    if (this.symbols.has(key)) return;
    this.symbols.set(key, id);
    this.keyOf.set(id, key);
    if (!classLike) return;
    this.classLikes.set(key, id);
    const short = shortName(key);
    this.byShortName.set(short, this.byShortName.has(short) ? null : id);
  }

  has(fqsen: string): boolean {
    return this.symbols.has(symbolKey(fqsen));
  }

  /** The class, interface, trait or enum a type's name stands for. */
  classLike(name: string, namespace = ''): number | undefined {
    return this.find(name, namespace, this.classLikes);
  }

  /** Any documented symbol: a class-like, function, constant, or a member (`Client::getPlant()`, `Client::$baseUrl`). */
  symbol(reference: string, namespace = ''): number | undefined {
    const [owner, member] = reference.trim().split('::', 2);
    if (member === undefined) return this.find(owner, namespace, this.symbols);
    const ownerId = this.classLike(owner, namespace);
    const ownerKey = ownerId === undefined ? undefined : this.keyOf.get(ownerId);
    if (ownerKey === undefined) return undefined;
    return this.lookup(`${ownerKey}::${symbolKey(member)}`, this.symbols) ?? this.lookup(`${ownerKey}::$${symbolKey(member)}`, this.symbols);
  }

  private lookup(key: string, map: Map<string, number>): number | undefined {
    return map.get(key) ?? map.get(key.endsWith('()') ? key.slice(0, -2) : `${key}()`);
  }

  private find(name: string, namespace: string, map: Map<string, number>): number | undefined {
    const key = symbolKey(name);
    if (name.trim().startsWith('\\')) return this.lookup(key, map);
    const within = symbolKey(namespace);
    const found = (within ? this.lookup(`${within}\\${key}`, map) : undefined) ?? this.lookup(key, map);
    return found ?? (map === this.classLikes ? (this.byShortName.get(key) ?? undefined) : undefined);
  }
}

const PUNCTUATION = new Set(['?', '|', '&', '[', ']', '<', '>', ',', '(', ')', '{', '}', ':', ' ', '=']);

/** A type expression cut into names and the punctuation between them. */
function typeTokens(written: string): Array<{ text: string; isName: boolean }> {
  const tokens: Array<{ text: string; isName: boolean }> = [];
  for (const char of written) {
    const isName = !PUNCTUATION.has(char) && char.trim() !== '';
    const last = tokens.at(-1);
    if (last && last.isName === isName && isName) last.text += char;
    else if (last && !last.isName && !isName) last.text += char;
    else tokens.push({ text: char, isName });
  }
  return tokens;
}

/** A type as PHP code: each name the artifact documents written short and linked to it. */
export function typeCode(written: string, index: SymbolIndex, namespace = ''): CodePart[] {
  return mergedCode(
    typeTokens(written).map((token) => {
      const target = token.isName ? index.classLike(token.text, namespace) : undefined;
      return target === undefined ? { text: token.text } : { text: shortName(token.text), target };
    }),
  );
}

/** The written type split at `separator` outside brackets: `A|B<C|D>` → `A`, `B<C|D>`. */
function splitTopLevel(written: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < written.length; at++) {
    const char = written[at];
    if ('<([{'.includes(char)) depth++;
    else if ('>)]}'.includes(char)) depth--;
    else if (char === separator && depth === 0) {
      parts.push(written.slice(start, at).trim());
      start = at + 1;
    }
  }
  parts.push(written.slice(start).trim());
  return parts;
}

const NAME = /^\\?[\p{L}_][\p{L}\p{N}_\\-]*$/u;

/**
 * A PHP type as the model's type tree, for the parameter and return tables: unions,
 * `?T` (as `T | null`), `T[]`, `Name<Args>`; a documented name is a linked reference, what no
 * structure here fits stays as written.
 */
export function phpType(written: string, index: SymbolIndex, namespace = ''): TypeDocType {
  const type = written.trim();
  const of = (part: string) => phpType(part, index, namespace);
  for (const [separator, kind] of [
    ['|', 'union'],
    ['&', 'intersection'],
  ] as const) {
    const parts = splitTopLevel(type, separator);
    if (parts.length > 1 && parts.every(Boolean)) return { type: kind, types: parts.map(of) };
  }
  if (type.startsWith('?') && type.length > 1) return { type: 'union', types: [of(type.slice(1)), { type: 'intrinsic', name: 'null' }] };
  if (type.endsWith('[]') && type.length > 2) {
    const element = type.slice(0, -2);
    return { type: 'array', elementType: of(element.startsWith('(') && element.endsWith(')') ? element.slice(1, -1) : element) };
  }
  const generic = type.indexOf('<');
  if (generic > 0 && type.endsWith('>') && NAME.test(type.slice(0, generic))) {
    const base = of(type.slice(0, generic));
    return { ...base, type: 'reference', typeArguments: splitTopLevel(type.slice(generic + 1, -1), ',').map(of) };
  }
  if (!NAME.test(type)) return { type: 'intrinsic', name: type || 'mixed' };
  const target = index.classLike(type, namespace);
  if (target !== undefined) return { type: 'reference', name: shortName(type), target };
  return type.startsWith('\\') ? { type: 'reference', name: type } : { type: 'intrinsic', name: type };
}
