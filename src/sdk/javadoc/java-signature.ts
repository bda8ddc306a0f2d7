import { mergedCode } from '../code-parts.ts';
import type { CodePart, TypeDocType } from '../typedoc-json.ts';

/*
 * Java declarations as Javadoc prints them (`public Optional<Plant> getPlant(String id) throws
 * PlantNotFoundException`), read back into the parts the reference pages draw: the modifiers, the
 * return or field type and each parameter's type and name. The declaration is read from its words
 * (each linked name one word carrying its reflection), so it does not depend on the markup around
 * it, which differs between JDK 11's and JDK 17's doclets.
 */

/** A word or mark of a declaration; a linked name carries the reflection it stands for. */
interface Token {
  text: string;
  target?: number;
}

export interface JavaParameter {
  name: string;
  type: TypeDocType;
  /** A varargs parameter (`String... tags`). */
  rest: boolean;
}

export interface JavaSignature {
  modifiers: string[];
  /** The return type of a method, the type of a field; none for a constructor. */
  type?: TypeDocType;
  parameters: JavaParameter[];
}

const WORDS = /[\p{L}\p{N}_$]+(?:\.[\p{L}\p{N}_$]+)*|\.\.\.|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\S/gu;
const MODIFIERS = new Set(['public', 'protected', 'private', 'static', 'final', 'abstract', 'default', 'synchronized', 'native', 'strictfp', 'transient', 'volatile']);
const PRIMITIVES = new Set(['void', 'boolean', 'byte', 'char', 'short', 'int', 'long', 'float', 'double']);
const OPENING: Record<string, string> = { '(': ')', '<': '>', '{': '}', '[': ']' };

const tokensOf = (parts: readonly CodePart[]): Token[] =>
  parts.flatMap((part) => (part.target !== undefined ? [{ text: part.text.trim(), target: part.target }] : [...part.text.matchAll(WORDS)].map((match) => ({ text: match[0] }))));

/** The index after a bracketed run starting at `start` (`(…)`, `<…>`), nested runs included. */
function afterBrackets(tokens: readonly Token[], start: number): number {
  const close = OPENING[tokens[start]?.text];
  if (!close) return start;
  let depth = 0;
  for (let index = start; index < tokens.length; index++) {
    if (tokens[index].text === tokens[start].text) depth++;
    else if (tokens[index].text === close && --depth === 0) return index + 1;
  }
  return tokens.length;
}

/** The index after any annotations (`@Nullable`, `@Deprecated(since = "2")`) starting at `start`. */
function afterAnnotations(tokens: readonly Token[], start: number): number {
  let index = start;
  while (tokens[index]?.text.startsWith('@') && tokens[index].text !== '@interface') {
    index += tokens[index].text === '@' ? 2 : 1;
    if (tokens[index]?.text === '(') index = afterBrackets(tokens, index);
  }
  return index;
}

/** One type (`Optional<Plant>`, `int[]`, `? extends Boolean`, `String...`) from `start`, and the index after it. */
function typeAt(tokens: readonly Token[], start: number): [TypeDocType, number] {
  let index = afterAnnotations(tokens, start);
  const token = tokens[index];
  if (!token) return [{ type: 'intrinsic', name: '?' }, index];
  if (token.text === '?') {
    const bound = tokens[index + 1]?.text;
    if (bound !== 'extends' && bound !== 'super') return [{ type: 'intrinsic', name: '?' }, index + 1];
    const [target, next] = typeAt(tokens, index + 2);
    // A wildcard is drawn as TypeDoc draws `keyof T`: the operator, then its type (the model types `target` for references only).
    return [{ type: 'typeOperator', operator: `? ${bound}`, target: target as TypeDocType['target'] }, next];
  }
  let type: TypeDocType = PRIMITIVES.has(token.text)
    ? { type: 'intrinsic', name: token.text }
    : { type: 'reference', name: token.text, ...(token.target === undefined ? {} : { target: token.target }) };
  index++;
  if (tokens[index]?.text === '<') {
    const typeArguments: TypeDocType[] = [];
    index++;
    while (index < tokens.length && tokens[index].text !== '>') {
      const [argument, next] = typeAt(tokens, index);
      typeArguments.push(argument);
      index = tokens[next]?.text === ',' ? next + 1 : next;
      if (index === next && tokens[index]?.text !== '>') break;
    }
    type = { ...type, typeArguments };
    index++;
  }
  while (tokens[index]?.text === '[' && tokens[index + 1]?.text === ']') {
    type = { type: 'array', elementType: type };
    index += 2;
  }
  if (tokens[index]?.text === '...') {
    type = { type: 'array', elementType: type };
    index++;
  }
  return [type, index];
}

/** The pieces between commas at the top level of a bracketed run (a parameter list). */
function splitAtCommas(tokens: readonly Token[]): Token[][] {
  const pieces: Token[][] = [[]];
  let depth = 0;
  for (const token of tokens) {
    if (token.text in OPENING) depth++;
    else if (Object.values(OPENING).includes(token.text)) depth--;
    if (token.text === ',' && depth === 0) pieces.push([]);
    else pieces.at(-1)!.push(token);
  }
  return pieces.filter((piece) => piece.length > 0);
}

function parameterOf(tokens: readonly Token[]): JavaParameter {
  let start = afterAnnotations(tokens, 0);
  if (tokens[start]?.text === 'final') start = afterAnnotations(tokens, start + 1);
  const name = tokens.at(-1)?.text ?? '';
  const typeTokens = tokens.slice(start, -1);
  return { name, type: typeAt(typeTokens, 0)[0], rest: typeTokens.some((token) => token.text === '...') };
}

/**
 * A member's declaration read back: `callable` for a method or constructor (its name is the word
 * before the parameter list), else a field, enum constant or annotation element (its name the
 * last word). A declaration that does not read as Java gives what could be read.
 */
export function parseJavaSignature(parts: readonly CodePart[], name: string, callable: boolean): JavaSignature {
  const tokens = tokensOf(parts);
  const modifiers: string[] = [];
  let index = afterAnnotations(tokens, 0);
  while (index < tokens.length) {
    if (MODIFIERS.has(tokens[index].text)) modifiers.push(tokens[index++].text);
    else if (callable && tokens[index].text === '<') index = afterBrackets(tokens, index);
    else break;
    index = afterAnnotations(tokens, index);
  }
  const nameAt = callable ? tokens.findIndex((token, at) => at >= index && token.text === name && tokens[at + 1]?.text === '(') : tokens.findLastIndex((token) => token.text === name);
  if (nameAt < 0) return { modifiers, parameters: [] };
  const typeTokens = tokens.slice(index, nameAt);
  const type = typeTokens.length > 0 ? typeAt(typeTokens, 0)[0] : undefined;
  if (!callable) return { modifiers, ...(type ? { type } : {}), parameters: [] };
  const close = afterBrackets(tokens, nameAt + 1);
  const parameters = splitAtCommas(tokens.slice(nameAt + 2, close - 1)).map(parameterOf);
  return { modifiers, ...(type ? { type } : {}), parameters };
}

const IMPLICIT_SUPERCLASS = / extends (?:java\.lang\.)?(?:Object|Record|Enum<[\p{L}\p{N}_$.]+>)(?= implements |$)/u;

/**
 * A type's declaration without the superclass Java gives it implicitly (`extends Object`,
 * `extends Record`, `extends Enum<PlantKind>`), which Javadoc prints but no one writes.
 */
export function withoutImplicitSuperclass(parts: readonly CodePart[]): CodePart[] {
  const match = IMPLICIT_SUPERCLASS.exec(parts.map((part) => part.text).join(''));
  if (!match) return [...parts];
  const [start, end] = [match.index, match.index + match[0].length];
  const kept: CodePart[] = [];
  let at = 0;
  for (const part of parts) {
    const [from, to] = [at, at + part.text.length];
    at = to;
    if (to <= start || from >= end) kept.push(part);
    else kept.push({ text: part.text.slice(0, Math.max(0, start - from)) + part.text.slice(Math.min(part.text.length, end - from)) });
  }
  return mergedCode(kept);
}
