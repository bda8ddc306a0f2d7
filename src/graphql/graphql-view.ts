import type { GraphQLArgument, GraphQLField, GraphQLInputField, GraphQLNamedType, GraphQLSchema, GraphQLType } from 'graphql';
import type { DescriptionRenderer } from '../openapi/description.ts';
import type { LinkedText } from '../utils/linked-text.ts';
import { operationExample, namedTypeOf, type OperationExample } from './example-operation.ts';
import { loadGraphQl } from './graphql-module.ts';
import { BUILT_IN_SCALARS, OPERATION_KEYWORD, rootField, type GraphQlSection, type OperationSection } from './schema-entries.ts';

/** A piece of a type as written (`[User!]!`): text, with the named type linked to its page where it has one. */
export type TypeSegment = LinkedText;

export interface Deprecation {
  reason?: string;
}

/** An argument, an input field or an object's field, as a row of the page. */
export interface GraphQlMemberView {
  name: string;
  type: TypeSegment[];
  descriptionHtml: string;
  required: boolean;
  /** The default as written in the schema (`10`, `"en"`, `ASC`). */
  defaultValue?: string;
  deprecated?: Deprecation;
  /** A field's own arguments (type pages). */
  arguments: GraphQlMemberView[];
}

interface PageBase {
  name: string;
  /** The schema file as docs.json names it. */
  file: string;
  descriptionHtml: string;
  /** The description's first paragraph as text (the page's meta description). */
  firstParagraph: string;
}

/** A page of a root field: a query, a mutation or a subscription. */
export interface GraphQlOperationView extends PageBase {
  kind: 'operation';
  keyword: (typeof OPERATION_KEYWORD)[OperationSection];
  arguments: GraphQlMemberView[];
  returns: TypeSegment[];
  deprecated?: Deprecation;
  /** The example as text (the page's `.md` copy) and as highlighted HTML (the page). */
  example: OperationExample;
  exampleHtml: OperationExample;
}

export type TypeKind = 'object' | 'interface' | 'union' | 'enum' | 'input' | 'scalar';

/** A page of a named type: its definition as written, with linked types, and its members described. */
export interface GraphQlTypeView extends PageBase {
  kind: 'type';
  typeKind: TypeKind;
  /** The SDL definition, line by line, each a list of segments (types linked). */
  definition: TypeSegment[][];
  /** Fields (object, interface, input) or values (enum). */
  members: GraphQlMemberView[];
  /** A union's members and the interfaces an object or interface implements. */
  related: TypeSegment[][];
}

export type GraphQlView = GraphQlOperationView | GraphQlTypeView;

type GraphQl = typeof import('graphql');

/** What a view needs besides the schema: where each named type's page is, and the description renderer. */
export interface ViewContext {
  graphql: GraphQl;
  typeHref: (name: string) => string | undefined;
  describe: DescriptionRenderer;
}

/** `[User!]!` as "[", "User" (linked), "!]!". */
export function typeSegments(type: GraphQLType, context: Pick<ViewContext, 'typeHref'>): TypeSegment[] {
  const written = String(type);
  const named = namedTypeOf(type).name;
  const at = written.indexOf(named);
  const href = BUILT_IN_SCALARS.has(named) ? undefined : context.typeHref(named);
  return [{ text: written.slice(0, at) }, { text: named, ...(href ? { href } : {}) }, { text: written.slice(at + named.length) }].filter((segment) => segment.text !== '');
}

const deprecationOf = (reason: string | null | undefined): Deprecation | undefined => (reason === null || reason === undefined ? undefined : reason === 'No longer supported' ? {} : { reason });

async function memberView(member: GraphQLArgument | GraphQLInputField | GraphQLField<unknown, unknown>, context: ViewContext): Promise<GraphQlMemberView> {
  const { print } = context.graphql;
  const defaultNode = member.astNode && 'defaultValue' in member.astNode ? member.astNode.defaultValue : undefined;
  const deprecated = deprecationOf(member.deprecationReason);
  const args = 'args' in member ? await Promise.all(member.args.map((argument) => memberView(argument, context))) : [];
  return {
    name: member.name,
    type: typeSegments(member.type, context),
    descriptionHtml: (await context.describe(member.description ?? undefined, 2)).html,
    // What a request must give: an argument or an input field that is non-null with no default (an object's non-null field is a promise, shown by its `!`).
    required: !('args' in member) && context.graphql.isNonNullType(member.type) && defaultNode === undefined,
    ...(defaultNode ? { defaultValue: print(defaultNode) } : {}),
    ...(deprecated ? { deprecated } : {}),
    arguments: args,
  };
}

/** One field of a definition: `  name(arg: Type = default): Type @deprecated`. */
function definitionLine(field: GraphQLField<unknown, unknown> | GraphQLInputField, context: ViewContext): TypeSegment[] {
  const { print } = context.graphql;
  const args = 'args' in field && field.args.length > 0 ? field.args : [];
  const line: TypeSegment[] = [{ text: `  ${field.name}${args.length > 0 ? '(' : ''}` }];
  args.forEach((argument, index) => {
    line.push({ text: `${index > 0 ? ', ' : ''}${argument.name}: ` }, ...typeSegments(argument.type, context));
    if (argument.astNode?.defaultValue) line.push({ text: ` = ${print(argument.astNode.defaultValue)}` });
  });
  line.push({ text: `${args.length > 0 ? ')' : ''}: ` }, ...typeSegments(field.type, context));
  if (field.deprecationReason !== undefined && field.deprecationReason !== null) line.push({ text: ' @deprecated' });
  return line;
}

const joinTypes = (types: readonly GraphQLNamedType[], separator: string, context: ViewContext): TypeSegment[] =>
  types.flatMap((type, index) => [...(index > 0 ? [{ text: separator }] : []), ...typeSegments(type, context)]);

/** A named type's kind, its SDL definition with linked types, and its members. */
async function typeView(type: GraphQLNamedType, file: string, context: ViewContext): Promise<GraphQlTypeView> {
  const g = context.graphql;
  const description = await context.describe(type.description ?? undefined, 1);
  const base = { kind: 'type' as const, name: type.name, file, descriptionHtml: description.html, firstParagraph: description.firstParagraph };
  if (g.isEnumType(type)) {
    const values = type.getValues();
    const members = await Promise.all(
      values.map(async (value) => ({
        name: value.name,
        type: [],
        descriptionHtml: (await context.describe(value.description ?? undefined, 2)).html,
        required: false,
        arguments: [],
        ...(deprecationOf(value.deprecationReason) ? { deprecated: deprecationOf(value.deprecationReason) } : {}),
      })),
    );
    return {
      ...base,
      typeKind: 'enum',
      definition: [
        [{ text: `enum ${type.name} {` }],
        ...values.map((value) => [{ text: `  ${value.name}${value.deprecationReason === undefined || value.deprecationReason === null ? '' : ' @deprecated'}` }]),
        [{ text: '}' }],
      ],
      members,
      related: [],
    };
  }
  if (g.isUnionType(type)) {
    const line = [{ text: `union ${type.name} = ` }, ...joinTypes(type.getTypes(), ' | ', context)];
    return { ...base, typeKind: 'union', definition: [line], members: [], related: type.getTypes().map((member) => typeSegments(member, context)) };
  }
  if (g.isScalarType(type)) return { ...base, typeKind: 'scalar', definition: [[{ text: `scalar ${type.name}` }]], members: [], related: [] };
  const fields: Array<GraphQLField<unknown, unknown> | GraphQLInputField> = Object.values((type as { getFields(): Record<string, GraphQLField<unknown, unknown> | GraphQLInputField> }).getFields());
  const interfaces = g.isObjectType(type) || g.isInterfaceType(type) ? type.getInterfaces() : [];
  const typeKind: TypeKind = g.isInputObjectType(type) ? 'input' : g.isInterfaceType(type) ? 'interface' : 'object';
  const keyword = { input: 'input', interface: 'interface', object: 'type' }[typeKind as 'input' | 'interface' | 'object'];
  const head = [{ text: `${keyword} ${type.name}${interfaces.length > 0 ? ' implements ' : ''}` }, ...joinTypes(interfaces, ' & ', context), { text: ' {' }];
  return {
    ...base,
    typeKind,
    definition: [head, ...fields.map((field) => definitionLine(field, context)), [{ text: '}' }]],
    members: await Promise.all(fields.map((field) => memberView(field, context))),
    related: interfaces.map((member) => typeSegments(member, context)),
  };
}

/** A root field's page: its arguments, what it returns, and the example operation with its response. */
async function operationView(schema: GraphQLSchema, section: OperationSection, name: string, file: string, context: ViewContext): Promise<GraphQlOperationView | undefined> {
  const field = rootField(schema, section, name);
  if (!field) return undefined;
  const description = await context.describe(field.description ?? undefined, 1);
  const deprecated = deprecationOf(field.deprecationReason);
  const keyword = OPERATION_KEYWORD[section];
  const args = await Promise.all(field.args.map((argument) => memberView(argument, context)));
  // Required arguments first, as the example's variables list them.
  args.sort((a, b) => Number(b.required) - Number(a.required));
  const example = operationExample(keyword, field, context.graphql);
  // Highlighted as a description's code block is: the site's code themes, at build time.
  const fence = async (lang: string, code: string) => (await context.describe(`\`\`\`${lang}\n${code}\n\`\`\``, 2)).html;
  const variablesHtml = example.variables === undefined ? undefined : await fence('json', example.variables);
  const exampleHtml = { operation: await fence('graphql', example.operation), ...(variablesHtml === undefined ? {} : { variables: variablesHtml }), response: await fence('json', example.response) };
  return {
    kind: 'operation',
    keyword,
    name,
    file,
    descriptionHtml: description.html,
    firstParagraph: description.firstParagraph,
    arguments: args,
    returns: typeSegments(field.type, context),
    ...(deprecated ? { deprecated } : {}),
    example,
    exampleHtml,
  };
}

/** The view of one generated page: a root field of `section`, or the named type `name`. */
export async function buildGraphQlView(schema: GraphQLSchema, section: GraphQlSection, name: string, file: string, context: Omit<ViewContext, 'graphql'>): Promise<GraphQlView | undefined> {
  const graphql = await loadGraphQl();
  const full = { ...context, graphql };
  if (section !== 'types') return operationView(schema, section, name, file, full);
  const type = schema.getType(name);
  return type ? typeView(type, file, full) : undefined;
}

/** The page's headings after its title, for the table of contents. */
export function graphQlHeadings(view: GraphQlView): Array<{ depth: number; slug: string; text: string }> {
  const heading = (slug: string, text: string) => ({ depth: 2, slug, text });
  if (view.kind === 'operation') return [...(view.arguments.length > 0 ? [heading('arguments', 'Arguments')] : []), heading('returns', 'Returns'), heading('example', 'Example')];
  return [
    heading('definition', 'Definition'),
    ...(view.members.length > 0 ? [heading('members', MEMBERS_HEADING[view.typeKind])] : []),
    ...(view.related.length > 0 ? [heading('related', RELATED_HEADING[view.typeKind])] : []),
  ];
}

/** What a type page calls its members and its related types, by kind. */
export const MEMBERS_HEADING: Record<TypeKind, string> = { object: 'Fields', interface: 'Fields', input: 'Fields', enum: 'Values', union: 'Members', scalar: 'Fields' };
export const RELATED_HEADING: Record<TypeKind, string> = { object: 'Implements', interface: 'Implements', input: 'Implements', enum: 'Implements', union: 'Possible types', scalar: 'Implements' };
