import { resolve } from 'node:path';
import type { GraphQLSchema } from 'graphql';
import type { PathSegment } from '../config/json-path.ts';
import type { ConfigProblem } from '../config/problems.ts';
import { navigationValuesOf, type DocsGraphQl } from '../navigation/docs-json-tree.ts';
import type { NavNode } from '../config/navigation-tree.ts';
import { mintlifySlug } from '../openapi/mintlify-slug.ts';
import { withinSite } from '../openapi/mintlify-pages.ts';
import type { RemoteSpecText } from '../openapi/fetch-spec.ts';
import { isHttpUrl, referenceFileName } from '../utils/urls.ts';
import { readGraphQlSource, type GraphQlRead } from './read-graphql.ts';
import { GRAPHQL_SECTIONS, sectionEntries, type GraphQlSection } from './schema-entries.ts';

/** Where Mintlify puts the pages of a tab's `graphql` without a `directory`. */
export const DEFAULT_GRAPHQL_DIRECTORY = 'graphql-reference';

/** A page docs.json's `graphql` asks for: a root field (a query, mutation or subscription) or a named type. */
export interface GeneratedGraphQlPage {
  id: string;
  title: string;
  /** The schema file as the site names it (a path from the site folder, or a URL). */
  file: string;
  /** The folder its pages are under (`graphql-reference`): a type's links go to the type pages of the same folder. */
  directory: string;
  section: GraphQlSection;
  /** The field's or the type's name in the schema. */
  name: string;
}

/** The pages of docs.json's `graphql` tabs, with what kept any from being made. */
export interface NavigationGraphQl {
  pages: GeneratedGraphQlPage[];
  /** Each file's schema, by the name in `GeneratedGraphQlPage.file`. */
  schemas: Map<string, GraphQLSchema>;
  /** Local files read (absolute): the dev server watches them. */
  files: string[];
  /** A file that is missing or not GraphQL SDL, at the docs.json path that names it: its pages are left out. */
  problems: ConfigProblem[];
  /** What a usable file got wrong and was built past (a type used and never defined). */
  notes: ConfigProblem[];
  /** The section groups (Queries, Mutations, Subscriptions, Types) a tab's `graphql` value lists. */
  nodes: (graphql: DocsGraphQl) => NavNode[];
}

export const NO_NAVIGATION_GRAPHQL: NavigationGraphQl = { pages: [], schemas: new Map(), files: [], problems: [], notes: [], nodes: () => [] };

/** The file and the directory of one `graphql` value, with the JSON path of its location. */
function sourceOf(value: DocsGraphQl, path: PathSegment[]): { location: string; directory: string; path: PathSegment[] } {
  const directory = (given: string | undefined) => withinSite(given?.trim() || DEFAULT_GRAPHQL_DIRECTORY).replace(/\/+$/, '');
  if (typeof value === 'string') return { location: value, directory: directory(undefined), path };
  return { location: value.source, directory: directory(value.directory), path: [...path, 'source'] };
}

const sourceKey = (file: string, directory: string) => `${file}\0${directory}`;

/** A read's first problem as docs.json's problem at `path`. */
function unreadProblem(location: string, read: Extract<GraphQlRead, { ok: false }>, path: PathSegment[]): ConfigProblem {
  const [first] = read.problems;
  const at = first.line === undefined ? '' : ` (line ${first.line}${first.column === undefined ? '' : `, column ${first.column}`})`;
  return { path, expected: 'a GraphQL schema (SDL) file', found: `${JSON.stringify(location)}: ${first.message}${at}`, hint: 'correct the path or the schema' };
}

/**
 * The pages every `graphql` of docs.json's navigation makes, as Mintlify makes them: under the
 * value's directory (`graphql-reference` without one), a page per field of the `Query`,
 * `Mutation` and `Subscription` roots and per named type, in sections of those names. Each file
 * is read once however often it is named; one that is missing or not SDL is a problem at the path
 * naming it, and the rest of the navigation builds.
 */
export async function navigationGraphQl(navigation: unknown, siteDir: string, readRemote: (url: string) => Promise<RemoteSpecText>): Promise<NavigationGraphQl> {
  const values = navigationValuesOf<DocsGraphQl>(navigation, 'graphql');
  if (values.length === 0) return NO_NAVIGATION_GRAPHQL;
  const found: NavigationGraphQl = { pages: [], schemas: new Map(), files: [], problems: [], notes: [], nodes: () => [] };
  const reads = new Map<string, Promise<GraphQlRead>>();
  const sections = new Map<string, Map<GraphQlSection, string[]>>();
  const taken = new Set<string>();
  for (const { value, path } of values) {
    const source = sourceOf(value, path);
    const file = referenceFileName(source.location);
    if (!isHttpUrl(file) && !found.files.includes(resolve(siteDir, file))) found.files.push(resolve(siteDir, file));
    const first = !reads.has(file);
    const read = reads.get(file) ?? readGraphQlSource(file, siteDir, readRemote);
    reads.set(file, read);
    const parsed = await read;
    if (!parsed.ok) {
      found.problems.push(unreadProblem(source.location, parsed, source.path));
      continue;
    }
    if (first) found.notes.push(...parsed.notes.map((note) => ({ path: source.path, expected: 'a schema defining every type it uses', found: `${JSON.stringify(source.location)}: ${note.message}` })));
    found.schemas.set(file, parsed.schema);
    const key = sourceKey(file, source.directory);
    if (sections.has(key)) continue;
    const ids = new Map<GraphQlSection, string[]>();
    for (const section of GRAPHQL_SECTIONS) {
      for (const name of sectionEntries(parsed.schema, section)) {
        const id = `${source.directory ? `${source.directory}/` : ''}${section}/${mintlifySlug(name) ?? 'entry'}`;
        // Two names one slug apart ("URL" and "Url"): the first keeps the URL, as with generated API pages.
        if (taken.has(id)) continue;
        taken.add(id);
        ids.set(section, [...(ids.get(section) ?? []), id]);
        found.pages.push({ id, title: name, file, directory: source.directory, section, name });
      }
    }
    sections.set(key, ids);
  }
  found.nodes = (graphql) => {
    const { location, directory } = sourceOf(graphql, []);
    const ids = sections.get(sourceKey(referenceFileName(location), directory));
    if (!ids) return [];
    return GRAPHQL_SECTIONS.filter((section) => (ids.get(section) ?? []).length > 0).map(
      (section): NavNode => ({ type: 'group', label: SECTION_LABELS[section], children: (ids.get(section) ?? []).map((page): NavNode => ({ type: 'page', page })) }),
    );
  };
  return found;
}

const SECTION_LABELS: Record<GraphQlSection, string> = { queries: 'Queries', mutations: 'Mutations', subscriptions: 'Subscriptions', types: 'Types' };
