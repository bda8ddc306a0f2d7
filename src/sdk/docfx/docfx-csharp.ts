import type { CodePart } from '../typedoc-json.ts';

/*
 * DocFX writes each declaration as one C# string (`syntax.content`) and the types it names as uids
 * beside it (parameter and return types, base types, interfaces), with no offsets into the string.
 * To put a link on a type's name where the declaration writes it, and to read its modifiers, the
 * string is split into C# tokens: a name matches whole identifier tokens only, never a part of a
 * longer identifier nor the inside of a string literal (`[Obsolete("Use Plant")]`).
 */

export interface CsToken {
  text: string;
  identifier: boolean;
}

const IDENTIFIER = /@?[\p{L}_][\p{L}\p{N}_]*/uy;
/** A number, suffix and all (`0x1F`, `1.5m`), so no part of it reads as an identifier. */
const NUMBER = /\p{N}[\p{L}\p{N}_.]*/uy;
const SPACE = /\s+/y;

/** Where a string literal starting at `at` ends (regular, verbatim `@"…"`, interpolated, raw `"""…"""`); undefined when none starts there. */
function stringEnd(code: string, at: number): number | undefined {
  let quote = at;
  while (quote < at + 2 && (code[quote] === '@' || code[quote] === '$')) quote++;
  if (code[quote] !== '"') return undefined;
  if (code.startsWith('"""', quote)) {
    const close = code.indexOf('"""', quote + 3);
    return close < 0 ? code.length : close + 3;
  }
  const verbatim = code.slice(at, quote).includes('@');
  for (let index = quote + 1; index < code.length; index++) {
    if (!verbatim && code[index] === '\\') index++;
    else if (code[index] === '"' && verbatim && code[index + 1] === '"') index++;
    else if (code[index] === '"') return index + 1;
  }
  return code.length;
}

/** Where a literal (string or character) starting at `at` ends; undefined when none starts there. */
function literalEnd(code: string, at: number): number | undefined {
  const string = stringEnd(code, at);
  if (string !== undefined || code[at] !== "'") return string;
  for (let index = at + 1; index < code.length; index++) {
    if (code[index] === '\\') index++;
    else if (code[index] === "'") return index + 1;
  }
  return code.length;
}

function matchAt(pattern: RegExp, code: string, at: number): string | undefined {
  pattern.lastIndex = at;
  return pattern.exec(code)?.[0];
}

/** A C# declaration as tokens: identifiers, literals, spaces and single punctuation characters, in order, nothing lost. */
export function csharpTokens(code: string): CsToken[] {
  const tokens: CsToken[] = [];
  for (let at = 0; at < code.length; ) {
    const literal = literalEnd(code, at);
    const identifier = literal === undefined ? matchAt(IDENTIFIER, code, at) : undefined;
    const text = literal !== undefined ? code.slice(at, literal) : (identifier ?? matchAt(NUMBER, code, at) ?? matchAt(SPACE, code, at) ?? code[at]);
    tokens.push({ text, identifier: identifier !== undefined });
    at += text.length;
  }
  return tokens;
}

/** The index of the first token after the attribute lists (`[Obsolete("…")]`) the declaration opens with. */
function declarationStart(tokens: readonly CsToken[]): number {
  let index = 0;
  for (;;) {
    while (index < tokens.length && tokens[index].text.trim() === '') index++;
    if (tokens[index]?.text !== '[') return index;
    for (let depth = 0; index < tokens.length; index++) {
      if (tokens[index].text === '[') depth++;
      else if (tokens[index].text === ']' && --depth === 0) break;
    }
    index++;
  }
}

/** Where the declaration's head ends: its parameter list, body, initializer, base list or constraints. */
function headEnd(tokens: readonly CsToken[], start: number): number {
  let angle = 0;
  for (let index = start; index < tokens.length; index++) {
    const { text } = tokens[index];
    if (text === '<') angle++;
    else if (text === '>') angle--;
    else if (angle <= 0 && (['(', '{', '=', ':', ';'].includes(text) || text === 'where')) return index;
  }
  return tokens.length;
}

const unescaped = (text: string) => text.replace(/^@/, '');

/** The token naming the declaration itself (`GetPlantAsync`, `Client` of a constructor), so a type of the same name is not linked there. */
function declaredNameIndex(tokens: readonly CsToken[], name: string | undefined): number {
  if (!name) return -1;
  const start = declarationStart(tokens);
  for (let index = headEnd(tokens, start) - 1; index >= start; index--) if (tokens[index].identifier && unescaped(tokens[index].text) === name) return index;
  return -1;
}

/** How many tokens from `index` spell the dotted `name` (`Outer.Inner`); 0 when they do not. */
function matchLength(tokens: readonly CsToken[], index: number, name: string): number {
  const segments = name.split('.');
  for (let offset = 0; offset < segments.length * 2 - 1; offset++) {
    const token = tokens[index + offset];
    const expected = offset % 2 === 0 ? segments[offset / 2] : '.';
    if (!token || unescaped(token.text) !== expected || (offset % 2 === 0 && !token.identifier)) return 0;
  }
  return segments.length * 2 - 1;
}

/**
 * The declaration as code parts, each name in `names` (from the item's type uids, see
 * `linkableNames`) linked where it is written; `ownName` is the declaration's own name, left
 * unlinked. Longer (dotted) names are tried first so `Outer.Inner` wins over `Inner`.
 */
export function codeParts(content: string, names: ReadonlyMap<string, number>, ownName?: string): CodePart[] {
  const tokens = csharpTokens(content);
  const own = declaredNameIndex(tokens, ownName);
  const candidates = [...names].sort(([a], [b]) => b.split('.').length - a.split('.').length);
  const parts: CodePart[] = [];
  const push = (part: CodePart) => {
    const last = parts.at(-1);
    if (last && last.target === undefined && part.target === undefined) last.text += part.text;
    else parts.push(part);
  };
  for (let index = 0; index < tokens.length; index++) {
    const found = tokens[index].identifier && index !== own ? candidates.find(([name]) => matchLength(tokens, index, name) > 0) : undefined;
    if (!found) {
      push({ text: tokens[index].text });
      continue;
    }
    const length = matchLength(tokens, index, found[0]);
    push({
      text: tokens
        .slice(index, index + length)
        .map((token) => token.text)
        .join(''),
      target: found[1],
    });
    index += length - 1;
  }
  return parts;
}

const MODIFIER_FLAGS: Record<string, string[]> = {
  static: ['isStatic'],
  const: ['isStatic', 'isReadonly'],
  readonly: ['isReadonly'],
  abstract: ['isAbstract'],
  protected: ['isProtected'],
  private: ['isPrivate'],
};

/**
 * The model's flags from the declaration's modifiers (`public static`, `const`, `protected abstract`),
 * or from `modifiers.csharp` where older DocFX wrote them; a property with a getter and no setter is
 * read-only.
 */
export function declarationFlags(content: string | undefined, modifiers?: readonly string[]): Record<string, boolean> {
  const tokens = csharpTokens(content ?? '');
  const start = declarationStart(tokens);
  const end = headEnd(tokens, start);
  const words = modifiers ?? tokens.slice(start, end).flatMap((token) => (token.identifier ? [token.text] : []));
  const flags: Record<string, boolean> = {};
  for (const word of words) for (const flag of MODIFIER_FLAGS[word] ?? []) flags[flag] = true;
  if (tokens[end]?.text === '{') {
    const accessors = new Set(tokens.slice(end).map((token) => token.text));
    if (accessors.has('get') && !accessors.has('set') && !accessors.has('init')) flags.isReadonly = true;
  }
  return flags;
}

/** The identifiers of the attribute lists the declaration opens with (`Obsolete` of `[Obsolete("…")]`). */
export function attributeWords(content: string | undefined): Set<string> {
  const tokens = csharpTokens(content ?? '');
  return new Set(tokens.slice(0, declarationStart(tokens)).flatMap((token) => (token.identifier ? [token.text] : [])));
}

/** What follows the declaration's `=`: an enum member's value (`Tree = 0` → `0`), a constant's (`"1.2.0"`). */
export function initializerText(content: string | undefined): string | undefined {
  const tokens = csharpTokens(content ?? '');
  const end = headEnd(tokens, declarationStart(tokens));
  if (tokens[end]?.text !== '=') return undefined;
  const value = tokens
    .slice(end + 1)
    .map((token) => token.text)
    .join('')
    .trim();
  return value || undefined;
}
