import type { GraphQLField, GraphQLNamedType, GraphQLObjectType, GraphQLSchema } from 'graphql';

/** The sections of a GraphQL reference, in the order the sidebar shows them; each is its pages' URL segment. */
export const GRAPHQL_SECTIONS = ['queries', 'mutations', 'subscriptions', 'types'] as const;
export type GraphQlSection = (typeof GRAPHQL_SECTIONS)[number];

/** The root operation sections and the word a generated operation opens with. */
export const OPERATION_KEYWORD = { queries: 'query', mutations: 'mutation', subscriptions: 'subscription' } as const;
export type OperationSection = keyof typeof OPERATION_KEYWORD;

/** The scalars every schema has: they have no page of their own. */
export const BUILT_IN_SCALARS: ReadonlySet<string> = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);

/** A section's root type: `Query` (or what `schema { query: … }` names) for queries, and so on. */
export function rootType(schema: GraphQLSchema, section: OperationSection): GraphQLObjectType | undefined {
  if (section === 'queries') return schema.getQueryType() ?? undefined;
  if (section === 'mutations') return schema.getMutationType() ?? undefined;
  return schema.getSubscriptionType() ?? undefined;
}

/** The named types with a page: every type the schema defines but the roots, the built-in scalars and introspection's. */
export function documentedTypes(schema: GraphQLSchema): GraphQLNamedType[] {
  const roots = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter(Boolean));
  return Object.values(schema.getTypeMap())
    .filter((type) => !type.name.startsWith('__') && !BUILT_IN_SCALARS.has(type.name) && !roots.has(type as GraphQLObjectType))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** A root field by its name, for an operation page. */
export function rootField(schema: GraphQLSchema, section: OperationSection, name: string): GraphQLField<unknown, unknown> | undefined {
  return rootType(schema, section)?.getFields()[name];
}

/** The names a section has pages for: a root type's fields in the order written, or the documented types by name. */
export function sectionEntries(schema: GraphQLSchema, section: GraphQlSection): string[] {
  if (section === 'types') return documentedTypes(schema).map((type) => type.name);
  return Object.keys(rootType(schema, section)?.getFields() ?? {});
}
