import type { LinkedText } from '../utils/linked-text.ts';
import type { Reflection, TypeDocType } from './typedoc-json.ts';

/** Where a reflection of the export has its page (or its anchor on its owner's page); undefined when it has none. */
export type LinkOf = (target: TypeDocType['target']) => string | undefined;

const text = (value: string): LinkedText => ({ text: value });

/** Adjacent plain pieces joined, so the page draws few nodes. */
function merged(parts: LinkedText[]): LinkedText[] {
  const out: LinkedText[] = [];
  for (const part of parts) {
    const last = out.at(-1);
    if (last && !last.href && !part.href) last.text += part.text;
    else if (part.text !== '') out.push({ ...part });
  }
  return out;
}

const joined = (types: readonly TypeDocType[] | undefined, separator: string, link: LinkOf, depth: number): LinkedText[] =>
  (types ?? []).flatMap((type, index) => [...(index > 0 ? [text(separator)] : []), ...typeParts(type, link, depth)]);

/** `{ a: string; b?: number }` or `(x: T) => U`: an inline object type, cut short past a few levels. */
function declarationParts(declaration: Reflection | undefined, link: LinkOf, depth: number): LinkedText[] {
  if (!declaration) return [text('object')];
  if (depth > 3) return [text('{ … }')];
  const [signature] = declaration.signatures ?? [];
  if (signature && !declaration.children?.length) return [...parameterList(signature, link, depth), text(' => '), ...typeParts(signature.type, link, depth + 1)];
  const members = (declaration.children ?? []).map((child) => [text(`${child.name}${child.flags?.isOptional ? '?' : ''}: `), ...typeParts(child.type, link, depth + 1)]);
  if (members.length === 0) return [text('{}')];
  return [text('{ '), ...members.flatMap((member, index) => [...(index > 0 ? [text('; ')] : []), ...member]), text(' }')];
}

/** A type as TypeScript writes it, each name of the export linked to its page. */
function typeParts(type: TypeDocType | undefined, link: LinkOf, depth: number): LinkedText[] {
  if (!type) return [text('unknown')];
  const inner = (value: TypeDocType | undefined) => typeParts(value, link, depth + 1);
  switch (type.type) {
    case 'intrinsic':
    case 'unknown':
    case 'inferred':
      return [text(type.name ?? 'unknown')];
    case 'reference': {
      const href = link(type.target);
      const name: LinkedText = href ? { text: type.name ?? '', href } : text(type.name ?? '');
      return type.typeArguments?.length ? [name, text('<'), ...joined(type.typeArguments, ', ', link, depth + 1), text('>')] : [name];
    }
    case 'array': {
      const element = inner(type.elementType);
      return type.elementType?.type === 'union' || type.elementType?.type === 'reflection' ? [text('('), ...element, text(')[]')] : [...element, text('[]')];
    }
    case 'union':
      return joined(type.types, ' | ', link, depth + 1);
    case 'intersection':
      return joined(type.types, ' & ', link, depth + 1);
    case 'literal':
      return [text(type.value === null ? 'null' : typeof type.value === 'object' ? String((type.value as { value?: unknown }).value ?? '') + 'n' : JSON.stringify(type.value))];
    case 'tuple':
      return [text('['), ...joined(type.elements, ', ', link, depth + 1), text(']')];
    case 'namedTupleMember':
      return [text(`${type.name}${type.isOptional ? '?' : ''}: `), ...inner(type.element)];
    case 'optional':
      return [...inner(type.elementType), text('?')];
    case 'rest':
      return [text('...'), ...inner(type.elementType)];
    case 'typeOperator':
      return [text(`${type.operator} `), ...inner(type.target as TypeDocType)];
    case 'indexedAccess':
      return [...inner(type.objectType), text('['), ...inner(type.indexType), text(']')];
    case 'query':
      return [text('typeof '), ...inner(type.queryType)];
    case 'predicate':
      return [text(`${type.asserts ? 'asserts ' : ''}${type.name}${type.targetType ? ' is ' : ''}`), ...(type.targetType ? inner(type.targetType) : [])];
    case 'conditional':
      return [...inner(type.checkType), text(' extends '), ...inner(type.extendsType), text(' ? '), ...inner(type.trueType), text(' : '), ...inner(type.falseType)];
    case 'templateLiteral':
      return [text(`\`${type.head ?? ''}`), ...(type.tail ?? []).flatMap(([part, after]) => [text('${'), ...inner(part), text(`}${after}`)]), text('`')];
    case 'mapped':
      return [text(`{ [${type.parameter} in `), ...inner(type.parameterType), text(']: '), ...inner(type.templateType), text(' }')];
    case 'reflection':
      return declarationParts(type.declaration, link, depth);
    default:
      return [text(type.name ?? type.type)];
  }
}

export const typeText = (type: TypeDocType | undefined, link: LinkOf): LinkedText[] => merged(typeParts(type, link, 0));

/** `<T, U extends X>` of a signature or declaration. */
function typeParameterList(reflection: Reflection, link: LinkOf): LinkedText[] {
  const parameters = reflection.typeParameters ?? [];
  if (parameters.length === 0) return [];
  return [
    text('<'),
    ...parameters.flatMap((parameter, index) => [text(`${index > 0 ? ', ' : ''}${parameter.name}`), ...(parameter.type ? [text(' extends '), ...typeParts(parameter.type, link, 1)] : [])]),
    text('>'),
  ];
}

/** `(a: A, b?: B, ...rest: C[])`. */
function parameterList(signature: Reflection, link: LinkOf, depth: number): LinkedText[] {
  const parameters = (signature.parameters ?? []).map((parameter) => [
    text(`${parameter.flags?.isRest ? '...' : ''}${parameter.name}${parameter.flags?.isOptional || parameter.defaultValue !== undefined ? '?' : ''}: `),
    ...typeParts(parameter.type, link, depth + 1),
  ]);
  return [text('('), ...parameters.flatMap((parameter, index) => [...(index > 0 ? [text(', ')] : []), ...parameter]), text(')')];
}

/** A call signature as written: `getPlant(id: string): Promise<Plant | undefined>`; `new Client(…)` for a constructor. */
export function signatureText(signature: Reflection, link: LinkOf, isConstructor = false): LinkedText[] {
  const name = isConstructor ? `new ${signature.name}` : signature.name;
  return merged([text(name), ...typeParameterList(signature, link), ...parameterList(signature, link, 0), ...(isConstructor ? [] : [text(': '), ...typeParts(signature.type, link, 0)])]);
}

/** A declaration's type parameters, for a class's or type alias's heading line. */
export const typeParametersText = (reflection: Reflection, link: LinkOf): LinkedText[] => merged(typeParameterList(reflection, link));
