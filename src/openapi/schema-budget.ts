import type { SchemaObject } from './types.ts';

/**
 * What one API page may spend on its schemas. swagger-parser's dereference puts the same object
 * wherever a `$ref` named it, so seven schemas of ten properties that each name the next are ten
 * million rows if every use is expanded (a 3 kB file once made a 77 MB page). So a schema object
 * is expanded once per page and later uses point to it; nesting stops at a depth; and the rows of
 * a page have a ceiling. Each cut is recorded, for `quire check` and the build to report.
 */
export const SCHEMA_LIMITS = {
  /** Nested property lists below a field (a real spec rarely goes past 6). */
  maxDepth: 12,
  /** Field rows per page: the largest real operations seen show ~1,500 with shared schemas linked. */
  maxFields: 5_000,
  /** Values in one generated example (a body or a response). */
  maxExampleValues: 2_000,
} as const;

/** Where a shared schema was expanded first on the page: the field (or alternative) holding it. */
export interface FirstExpansion {
  label: string;
  /** Gets its anchor the moment a later use needs to link to it. */
  holder: { anchor?: string };
}

export interface SchemaBudget {
  /** Each schema object expanded on this page, with its first expansion. */
  expanded: Map<object, FirstExpansion>;
  /** `components.schemas` names by object identity, for "see User above". */
  names: Map<object, string>;
  fields: number;
  anchors: number;
  /** What was cut, in words ("more than 5,000 fields"), once per kind. */
  cuts: Set<string>;
}

/** The names a document gives its shared schemas, by object identity (dereferenced uses share it). */
export function schemaNames(document: unknown): Map<object, string> {
  const names = new Map<object, string>();
  const doc = document as { components?: { schemas?: Record<string, SchemaObject> }; definitions?: Record<string, SchemaObject> } | undefined;
  for (const group of [doc?.components?.schemas, doc?.definitions]) {
    for (const [name, schema] of Object.entries(group ?? {})) {
      if (schema && typeof schema === 'object' && !names.has(schema)) names.set(schema, name);
    }
  }
  return names;
}

export function schemaBudget(document: unknown): SchemaBudget {
  return { expanded: new Map(), names: schemaNames(document), fields: 0, anchors: 0, cuts: new Set() };
}

/** The anchor of a first expansion, given on first need; ids are numbered per page, never from the file's text. */
export function anchorOf(budget: SchemaBudget, first: FirstExpansion): string {
  first.holder.anchor ??= `api-schema-${++budget.anchors}`;
  return first.holder.anchor;
}
