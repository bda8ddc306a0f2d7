import type { GraphQLArgument, GraphQLField, GraphQLInputType, GraphQLNamedType, GraphQLOutputType, GraphQLType } from 'graphql';

/** What an operation page shows as its example: the operation, the variables it needs, and a response of its shape. */
export interface OperationExample {
  operation: string;
  /** JSON of the required arguments' sample values; unset when the field has none. */
  variables?: string;
  response: string;
}

/** The parts of graphql-js the example reads types with (the module is loaded only for sites with a GraphQL reference). */
export type TypeTests = Pick<typeof import('graphql'), 'isLeafType' | 'isEnumType' | 'isInputObjectType' | 'isUnionType' | 'isListType' | 'isNonNullType'>;

/** How deep the example's selection goes into object fields, and how many fields a level selects. */
const SELECTION_DEPTH = 2;
const FIELDS_PER_LEVEL = 12;
const OBJECTS_PER_LEVEL = 3;
const INPUT_DEPTH = 3;

/** A field selected in the example, with what it selects in turn. */
interface Selected {
  name: string;
  /** Unset for `__typename`, which every object answers with its type's name. */
  type?: GraphQLOutputType;
  children: Selected[];
  /** A union's members: `... on Member { … }`. */
  fragments: Array<{ on: string; children: Selected[] }>;
}

export const namedTypeOf = (type: GraphQLType): GraphQLNamedType => {
  let inner: GraphQLType = type;
  while ('ofType' in inner) inner = inner.ofType as GraphQLType;
  return inner;
};

/** An argument a request must give: non-null, with no default. */
export const isRequiredArgument = (argument: GraphQLArgument, tests: TypeTests): boolean => tests.isNonNullType(argument.type) && argument.astNode?.defaultValue === undefined;

const TYPENAME: Selected = { name: '__typename', children: [], fragments: [] };

/** The fields the example selects on an object or interface type: its leaves, then a few objects' own selections. */
function selectionOf(type: GraphQLNamedType, depth: number, tests: TypeTests): Pick<Selected, 'children' | 'fragments'> {
  if (tests.isLeafType(type)) return { children: [], fragments: [] };
  if (tests.isUnionType(type)) {
    const fragments = type
      .getTypes()
      .slice(0, OBJECTS_PER_LEVEL)
      .map((member) => ({ on: member.name, children: selectionOf(member, depth, tests).children }));
    return { children: [TYPENAME], fragments };
  }
  const fields = Object.values((type as { getFields(): Record<string, GraphQLField<unknown, unknown>> }).getFields()).filter(
    (field) => !field.args.some((argument) => isRequiredArgument(argument, tests)),
  );
  const leaves = fields.filter((field) => tests.isLeafType(namedTypeOf(field.type))).slice(0, FIELDS_PER_LEVEL);
  const objects = depth + 1 < SELECTION_DEPTH ? fields.filter((field) => !tests.isLeafType(namedTypeOf(field.type))).slice(0, OBJECTS_PER_LEVEL) : [];
  const children = [
    ...leaves.map((field) => ({ name: field.name, type: field.type, children: [], fragments: [] })),
    ...objects.map((field) => ({ name: field.name, type: field.type, ...selectionOf(namedTypeOf(field.type), depth + 1, tests) })),
  ];
  // An object whose every field needs arguments still selects something the server answers.
  return { children: children.length > 0 ? children : [TYPENAME], fragments: [] };
}

function printSelection(selected: { children: Selected[]; fragments?: Selected['fragments'] }, indent: string): string[] {
  const lines: string[] = [];
  for (const child of selected.children) {
    if (child.children.length === 0 && child.fragments.length === 0) lines.push(`${indent}${child.name}`);
    else lines.push(`${indent}${child.name} {`, ...printSelection(child, `${indent}  `), `${indent}}`);
  }
  for (const fragment of selected.fragments ?? []) lines.push(`${indent}... on ${fragment.on} {`, ...printSelection(fragment, `${indent}  `), `${indent}}`);
  return lines;
}

/** A sample value of a scalar or enum, by its name: what a reader recognises as the kind of value. */
function leafSample(type: GraphQLNamedType, tests: TypeTests): unknown {
  if (tests.isEnumType(type)) return type.getValues()[0]?.name ?? null;
  const samples: Record<string, unknown> = { ID: 'abc123', String: 'example', Int: 1, Float: 1.5, Boolean: true };
  return type.name in samples ? samples[type.name] : 'example';
}

/** A value of an input type for the variables: an input object's required fields (all of them when none is), lists of one. */
function inputSample(type: GraphQLInputType, tests: TypeTests, depth = 0): unknown {
  if (tests.isNonNullType(type) || tests.isListType(type)) {
    const inner = inputSample(type.ofType, tests, depth);
    return tests.isListType(type) ? [inner] : inner;
  }
  if (tests.isInputObjectType(type)) {
    if (depth >= INPUT_DEPTH) return {};
    const fields = Object.values(type.getFields());
    const required = fields.filter((field) => tests.isNonNullType(field.type));
    return Object.fromEntries((required.length > 0 ? required : fields).map((field) => [field.name, inputSample(field.type, tests, depth + 1)]));
  }
  return leafSample(type, tests);
}

/** The response's value for a selected field: lists of one, objects of what was selected, a union as its first member. */
function responseValue(type: GraphQLOutputType, selected: Pick<Selected, 'children' | 'fragments'>, tests: TypeTests): unknown {
  if (tests.isNonNullType(type) || tests.isListType(type)) {
    const inner = responseValue(type.ofType, selected, tests);
    return tests.isListType(type) ? [inner] : inner;
  }
  const named = namedTypeOf(type);
  if (tests.isLeafType(named)) return leafSample(named, tests);
  const [fragment] = selected.fragments;
  const fields = [...selected.children, ...(fragment?.children ?? [])];
  return Object.fromEntries(fields.map((field) => [field.name, field.type === undefined ? (fragment?.on ?? named.name) : responseValue(field.type, field, tests)]));
}

/**
 * The example an operation page shows: `query Organization($id: ID!) { organization(id: $id) { … } }`
 * selecting the return type's fields two levels deep, the required arguments' sample values, and
 * the response that operation would get, shaped by the same selection.
 */
export function operationExample(keyword: string, field: GraphQLField<unknown, unknown>, tests: TypeTests): OperationExample {
  const required = field.args.filter((argument) => isRequiredArgument(argument, tests));
  const name = field.name.charAt(0).toUpperCase() + field.name.slice(1);
  const declared = required.length > 0 ? `(${required.map((argument) => `$${argument.name}: ${String(argument.type)}`).join(', ')})` : '';
  const passed = required.length > 0 ? `(${required.map((argument) => `${argument.name}: $${argument.name}`).join(', ')})` : '';
  const selected = selectionOf(namedTypeOf(field.type), 0, tests);
  const body = printSelection(selected, '    ');
  const call = body.length > 0 ? [`  ${field.name}${passed} {`, ...body, '  }'] : [`  ${field.name}${passed}`];
  const operation = [`${keyword} ${name}${declared} {`, ...call, '}'].join('\n');
  const variables = required.length > 0 ? JSON.stringify(Object.fromEntries(required.map((argument) => [argument.name, inputSample(argument.type, tests)])), null, 2) : undefined;
  const response = JSON.stringify({ data: { [field.name]: responseValue(field.type, selected, tests) } }, null, 2);
  return { operation, ...(variables === undefined ? {} : { variables }), response };
}
