import type { Element, ElementContent } from 'hast';
import { elementsOf, findAll, findFirst, hasClass } from '../hast-query.ts';
import { codeParts, type SphinxLinks, textOf, trimmed } from './sphinx-html.ts';
import type { CodePart } from '../typedoc-json.ts';

/*
 * A Python object's signature as Sphinx's Python domain draws it in a `<dt class="sig sig-object py">`:
 * words before the name (`class`, `property`, `static`, `async`) in `.property` elements (`<em>` up
 * to Sphinx 6, `<span>` with the word in `span.k` from 7), the name in `.sig-name`, each parameter
 * an `.sig-param` of `span.n` name, `span.p` colon, annotation, `span.o` `=` and
 * `span.default_value`, the return annotation in `.sig-return-typehint`, and an attribute's
 * `: type` and `= value` in `.property` elements after the name.
 */

export interface ParameterRead {
  /** As Python writes it: `plant_id`, `*args`, `**kwargs`; empty for a bare `*` or `/`. */
  name: string;
  /** The annotation's parts (`str`, `Plant | None`), when written. */
  type?: CodePart[];
  defaultValue?: string;
  /** The parameter as drawn: `base_url: str | None = None`, `*`. */
  code: CodePart[];
}

export interface SignatureRead {
  /** The words before the name, as drawn: `class`, `exception`, `property`, `static`, `classmethod`, `async`, `abstract`. */
  keywords: string[];
  name: string;
  /** Each parameter, when the signature has a parameter list (a class's, function's or method's). */
  parameters?: ParameterRead[];
  /** PEP 695's type parameters (`[T]`), drawn by Sphinx 7.1 on. */
  typeParameters?: ParameterRead[];
  returns?: CodePart[];
  /** An attribute's, property's or data's annotation (`str` of `token: str`). */
  annotation?: CodePart[];
  /** An attribute's or data's value (`'1.2.0'`). */
  value?: CodePart[];
}

type ParameterPlace = 'name' | 'type' | 'default';

/** One `.sig-param`: its stars, name, annotation and default, read in the order Sphinx writes them. */
function readParameter(param: Element, links: SphinxLinks): ParameterRead {
  let place: ParameterPlace = 'name';
  let stars = '';
  let name = '';
  const type: ElementContent[] = [];
  const value: ElementContent[] = [];
  for (const child of param.children) {
    const text = child.type === 'element' ? textOf(child).trim() : '';
    if (place === 'name' && hasClass(child, 'o') && ['*', '**', '/'].includes(text)) stars = text;
    else if (place === 'name' && hasClass(child, 'n') && !name) name = text;
    else if (place === 'name' && hasClass(child, 'p') && text === ':') place = 'type';
    else if (place !== 'default' && hasClass(child, 'o') && text === '=') place = 'default';
    else if (place === 'type') type.push(child);
    else if (place === 'default') value.push(child);
  }
  // Sphinx before 4 wrote a parameter as plain text.
  if (!name && !stars) name = textOf(param).split(/[:=]/)[0].trim();
  const defaultValue = value
    .map((node) => textOf(node))
    .join('')
    .trim();
  const annotation = trimmed(codeParts(type, links));
  return {
    name: name && stars !== '/' ? `${stars}${name}` : '',
    ...(annotation.length > 0 ? { type: annotation } : {}),
    ...(defaultValue ? { defaultValue } : {}),
    code: trimmed(codeParts(param.children, links)),
  };
}

/** The `.property` elements after the name: an annotation begins with `:`, a value with `=`. */
function attributeParts(after: readonly Element[], links: SphinxLinks): Pick<SignatureRead, 'annotation' | 'value'> {
  const read: Pick<SignatureRead, 'annotation' | 'value'> = {};
  for (const element of after.filter((node) => hasClass(node, 'property'))) {
    const parts = trimmed(codeParts(element.children, links));
    const first = parts[0]?.target === undefined ? parts[0]?.text[0] : undefined;
    if (first === ':') read.annotation = trimmed(parts, ':');
    else if (first === '=') read.value = trimmed(parts, '=');
  }
  return read;
}

/** The parameters after `(` and the type parameters after `[`, each list as drawn. */
function parameterLists(dt: Element, links: SphinxLinks): Pick<SignatureRead, 'parameters' | 'typeParameters'> {
  const lists: Pick<SignatureRead, 'parameters' | 'typeParameters'> = {};
  let list: ParameterRead[] | undefined;
  for (const element of findAll(dt, (node) => hasClass(node, 'sig-paren') || hasClass(node, 'sig-param'))) {
    const text = textOf(element).trim();
    if (hasClass(element, 'sig-param')) list?.push(readParameter(element, links));
    else if (text === '(') list = lists.parameters = [];
    else if (text === '[') list = lists.typeParameters = [];
  }
  return lists;
}

/** A `<dt>` of a Python object as its parts; undefined when it names nothing. */
export function readSignature(dt: Element, links: SphinxLinks): SignatureRead | undefined {
  const top = elementsOf(dt);
  const nameAt = top.findIndex((element) => hasClass(element, 'sig-name'));
  const nameElement = nameAt >= 0 ? top[nameAt] : findFirst(dt, (element) => hasClass(element, 'sig-name'));
  const name = nameElement ? textOf(nameElement).trim() : '';
  if (!name) return undefined;
  const keywords = top
    .slice(0, Math.max(nameAt, 0))
    .filter((element) => hasClass(element, 'property'))
    .flatMap((element) => textOf(element).split(' '))
    .filter(Boolean);
  const returns = findFirst(dt, (element) => hasClass(element, 'sig-return-typehint'));
  const returnParts = returns ? trimmed(codeParts(returns.children, links)) : [];
  return {
    keywords,
    name,
    ...parameterLists(dt, links),
    ...(returnParts.length > 0 ? { returns: returnParts } : {}),
    ...attributeParts(nameAt >= 0 ? top.slice(nameAt + 1) : [], links),
  };
}

const joinedCode = (pieces: readonly CodePart[][], separator: string): CodePart[] => pieces.flatMap((piece, index) => [...(index > 0 ? [{ text: separator }] : []), ...piece]);

/**
 * The declaration as Python's documentation writes it, named `name` (the object's name inside its
 * module): `class Client(options: ClientOptions)`, `get_plant(plant_id: str) -> Plant | None`,
 * `property base_url: str`, `VERSION = '1.2.0'`.
 */
export function signatureCode(signature: SignatureRead, name: string): CodePart[] {
  const code: CodePart[] = [{ text: signature.keywords.map((word) => `${word} `).join('') + name }];
  if (signature.typeParameters)
    code.push(
      { text: '[' },
      ...joinedCode(
        signature.typeParameters.map((parameter) => parameter.code),
        ', ',
      ),
      { text: ']' },
    );
  if (signature.parameters)
    code.push(
      { text: '(' },
      ...joinedCode(
        signature.parameters.map((parameter) => parameter.code),
        ', ',
      ),
      { text: ')' },
    );
  if (signature.returns) code.push({ text: ' -> ' }, ...signature.returns);
  if (signature.annotation) code.push({ text: ': ' }, ...signature.annotation);
  if (signature.value) code.push({ text: ' = ' }, ...signature.value);
  return trimmed(code);
}
