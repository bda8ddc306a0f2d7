import type { DocumentNode, GraphQLSchema } from 'graphql';
import type { RemoteSpecText } from '../openapi/fetch-spec.ts';
import { readReferenceText } from '../utils/read-site-file.ts';
import { BUILT_IN_SCALARS } from './schema-entries.ts';
import { loadGraphQl } from './graphql-module.ts';

/** A problem of a GraphQL schema file, where the parser located it (1-based line and column). */
export interface GraphQlFileProblem {
  message: string;
  line?: number;
  column?: number;
}

/**
 * A schema read: usable (`schema`), with what was wrong but built past (`notes`: types the file
 * names and never defines, drawn as scalars), or not usable at all (`problems`).
 */
export type GraphQlRead = { ok: true; schema: GraphQLSchema; notes: GraphQlFileProblem[] } | { ok: false; problems: GraphQlFileProblem[] };

/** Names the document uses as types without defining them (a schema split over files, a type deleted): each is stubbed as a scalar. */
function undefinedTypeNames(document: DocumentNode): string[] {
  const defined = new Set<string>(BUILT_IN_SCALARS);
  for (const definition of document.definitions) if (definition.kind.endsWith('TypeDefinition') && 'name' in definition && definition.name) defined.add(definition.name.value);
  const used = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (typeof node !== 'object' || node === null) return;
    if ((node as { kind?: string }).kind === 'NamedType') used.add((node as { name: { value: string } }).name.value);
    else for (const [key, value] of Object.entries(node)) if (key !== 'loc') walk(value);
  };
  walk(document.definitions);
  return [...used].filter((name) => !defined.has(name));
}

/**
 * The text of a GraphQL SDL file as a schema, as tolerant as a reader of the file would be: a
 * syntax error is a problem at its line; a type named and never defined is drawn as a scalar and
 * noted; the rest of graphql-js's validation (a union of scalars, a missing `Query`) is not
 * asked for, since the pages only describe what is written.
 */
export async function parseGraphQlSchema(text: string): Promise<GraphQlRead> {
  const { parse, buildASTSchema, Kind, GraphQLError } = await loadGraphQl();
  let document: DocumentNode;
  try {
    document = parse(text, { noLocation: false });
  } catch (error) {
    const location = error instanceof GraphQLError ? error.locations?.[0] : undefined;
    const message = error instanceof GraphQLError ? error.message.replace(/^Syntax Error: /, 'syntax error: ') : String(error);
    return { ok: false, problems: [{ message, line: location?.line, column: location?.column }] };
  }
  const missing = undefinedTypeNames(document);
  const stubs = missing.map((name) => ({ kind: Kind.SCALAR_TYPE_DEFINITION, name: { kind: Kind.NAME, value: name } }) as const);
  try {
    const schema = buildASTSchema({ ...document, definitions: [...document.definitions, ...stubs] }, { assumeValid: true, assumeValidSDL: true });
    const notes = missing.map((name) => ({ message: `${name} is used and never defined; it is shown as a scalar` }));
    return { ok: true, schema, notes };
  } catch (error) {
    return { ok: false, problems: [{ message: error instanceof Error ? error.message : String(error) }] };
  }
}

/** A schema file docs.json names: a path from the site folder (read as every site file is), or an http(s) URL read through the build's remote reader. */
export async function readGraphQlSource(file: string, siteDir: string, readRemote: (url: string) => Promise<RemoteSpecText>): Promise<GraphQlRead> {
  const read = await readReferenceText(file, siteDir, readRemote);
  return read.ok ? parseGraphQlSchema(read.text) : { ok: false, problems: [{ message: read.message }] };
}
