import { orderFieldNames } from './order.ts';
import { anchorOf, SCHEMA_LIMITS, type SchemaBudget } from './schema-budget.ts';
import type { SchemaObject } from './types.ts';
import { decodePointerToken } from './json-pointer.ts';

/** One oneOf/anyOf alternative: its fields, or a link to where they are shown. */
export interface VariantView {
  label: string;
  type: string;
  descriptionHtml: string;
  children: FieldView[];
  anchor?: string;
  shownAbove?: { label: string; anchor: string };
  truncated?: 'depth' | 'budget';
}

/** One row of a schema table: everything the page prints about a field, already decided. */
export interface FieldView {
  name: string;
  /** "string", "array of object", "integer (int64)", "object", "any". */
  type: string;
  required: boolean;
  nullable: boolean;
  deprecated: boolean;
  readOnly: boolean;
  /** Allowed values, each as JSON text ("\"Customer\"", "null"). */
  enumValues: string[];
  defaultValue?: string;
  example?: string;
  /** Constraints worth reading: "min length 3", "pattern ^[a-z]+$". */
  constraints: string[];
  descriptionHtml: string;
  /** Properties of an object (or of the items of an array of objects). */
  children: FieldView[];
  /** oneOf / anyOf alternatives, each with its own fields. */
  variants?: { kind: 'oneOf' | 'anyOf'; options: Array<VariantView> };
  /** Set when the field refers back to a schema already being shown (a circular $ref). */
  circular?: string;
  /** The id a later use links to, when this field holds a shared schema's first expansion. */
  anchor?: string;
  /** A shared schema already expanded on this page: its fields are there, not here. */
  shownAbove?: { label: string; anchor: string };
  /** Its fields were left out: nested past the depth limit, or the page's field budget spent. */
  truncated?: 'depth' | 'budget';
}

export interface SchemaViewContext {
  maintainOrder: boolean;
  /** Resolves a `$ref` left in place by swagger-parser (circular ones). */
  resolveRef: (ref: string) => SchemaObject | undefined;
  /** A description's HTML where these fields are shown (openapi/description.ts, headings set below the section's). */
  describe: (markdown: string | undefined) => Promise<string>;
  /** Shared by every schema of one page (schema-budget.ts). */
  budget: SchemaBudget;
}

const refName = (ref: string) => ref.split('/').pop() ?? ref;
const json = (value: unknown) => JSON.stringify(value);

/**
 * Each schema's allOf merge, made once: a dereferenced document shares one object among the uses
 * of a `$ref`, so ten allOf parts naming a schema whose ten parts name the next would otherwise be
 * merged ten times ten times over. Read only, as every merge is.
 */
const merges = new WeakMap<SchemaObject, SchemaObject>();

/** allOf parts merged into one schema (properties and required lists combined). */
function mergeAllOf(schema: SchemaObject): SchemaObject {
  if (!schema.allOf) return schema;
  const known = merges.get(schema);
  if (known) return known;
  const merged: SchemaObject = { ...schema, allOf: undefined, properties: { ...schema.properties }, required: [...(schema.required ?? [])] };
  for (const part of schema.allOf) {
    const flat = mergeAllOf(part);
    Object.assign(merged.properties!, flat.properties);
    merged.required!.push(...(flat.required ?? []));
    merged.type ??= flat.type;
    merged.description ??= flat.description;
  }
  merges.set(schema, merged);
  return merged;
}

function typesOf(schema: SchemaObject): { types: string[]; nullable: boolean } {
  const declared = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const nullable = schema.nullable === true || declared.includes('null') || (schema.enum?.includes(null) ?? false);
  let types = declared.filter((t) => t !== 'null');
  if (types.length === 0 && schema.properties) types = ['object'];
  if (types.length === 0 && schema.items) types = ['array'];
  return { types, nullable };
}

/** "string", "array of string", "integer (int64)", "object | string". */
export function typeLabel(schema: SchemaObject, resolveRef?: SchemaViewContext['resolveRef']): string {
  if (schema.$ref) return refName(schema.$ref);
  const { types } = typesOf(mergeAllOf(schema));
  if (types.length === 0) {
    if (schema.oneOf || schema.anyOf) return schema.oneOf ? 'one of' : 'any of';
    if (schema.const !== undefined) return typeof schema.const;
    return 'any';
  }
  return types
    .map((type) => {
      if (type === 'array' && schema.items) return `array of ${typeLabel(schema.items.$ref && resolveRef ? { ...resolveRef(schema.items.$ref), $ref: schema.items.$ref } : schema.items, resolveRef)}`;
      return schema.format ? `${type} (${schema.format})` : type;
    })
    .join(' | ');
}

function constraintsOf(schema: SchemaObject): string[] {
  const out: string[] = [];
  if (schema.minLength !== undefined) out.push(`min length ${schema.minLength}`);
  if (schema.maxLength !== undefined) out.push(`max length ${schema.maxLength}`);
  if (schema.minimum !== undefined) out.push(`minimum ${schema.minimum}`);
  if (schema.maximum !== undefined) out.push(`maximum ${schema.maximum}`);
  if (schema.pattern !== undefined) out.push(`pattern ${schema.pattern}`);
  return out;
}

/**
 * The fields of an object schema, ordered per `maintainOrder`, nested objects and arrays of
 * objects expanded. `seen` holds the $refs on the current path, so a circular schema stops with
 * a named marker instead of recursing forever. Fields are built one after another, not at once:
 * which use of a shared schema comes first on the page decides where it is expanded.
 */
export async function schemaFields(schema: SchemaObject | undefined, context: SchemaViewContext, seen: ReadonlySet<string> = new Set(), depth = 0): Promise<FieldView[]> {
  return (await fieldsOf(schema, context, seen, depth)).fields;
}

async function fieldsOf(schema: SchemaObject | undefined, context: SchemaViewContext, seen: ReadonlySet<string>, depth: number): Promise<{ fields: FieldView[]; cut: boolean }> {
  if (!schema) return { fields: [], cut: false };
  const { schema: resolved, seen: inner } = follow(schema, context, seen);
  if (!resolved) return { fields: [], cut: false };
  const flat = mergeAllOf(resolved);
  const target = flat.properties ? flat : flat.items ? (follow(flat.items, context, inner).schema ?? {}) : flat;
  const properties = mergeAllOf(target).properties ?? {};
  const required = mergeAllOf(target).required ?? [];
  const fields: FieldView[] = [];
  for (const name of orderFieldNames(Object.keys(properties), required, context.maintainOrder)) {
    if (context.budget.fields >= SCHEMA_LIMITS.maxFields) {
      context.budget.cuts.add(`more than ${SCHEMA_LIMITS.maxFields.toLocaleString('en-US')} fields on one page`);
      return { fields, cut: true };
    }
    context.budget.fields++;
    fields.push(await fieldView(name, properties[name], required.includes(name), context, inner, depth));
  }
  return { fields, cut: false };
}

/** The schema object whose properties a field would list: itself, or its items'. */
function listedObject(followed: SchemaObject | undefined, merged: SchemaObject, context: SchemaViewContext, seen: ReadonlySet<string>): object | undefined {
  if (!followed) return undefined;
  const listed = merged.properties ? followed : merged.items ? follow(merged.items, context, seen).schema : undefined;
  // Only a list of fields is worth linking to: a named string schema is shown in full each time.
  return listed && mergeAllOf(listed).properties ? listed : undefined;
}

/**
 * Expands a schema's fields under `holder` once per page: a later use of the same object gets a
 * link to the first (its name when the document names it), a use past the depth limit nothing.
 */
async function expandOnce(
  holder: { anchor?: string; shownAbove?: FieldView['shownAbove']; truncated?: FieldView['truncated']; children: FieldView[] },
  shared: object | undefined,
  label: string,
  expand: () => Promise<{ fields: FieldView[]; cut: boolean }>,
  context: SchemaViewContext,
  depth: number,
): Promise<void> {
  const { budget } = context;
  const first = shared ? budget.expanded.get(shared) : undefined;
  if (first) {
    holder.shownAbove = { label: first.label, anchor: anchorOf(budget, first) };
    return;
  }
  if (depth >= SCHEMA_LIMITS.maxDepth) {
    holder.truncated = 'depth';
    budget.cuts.add(`fields nested deeper than ${SCHEMA_LIMITS.maxDepth} levels`);
    return;
  }
  if (shared) budget.expanded.set(shared, { label: budget.names.get(shared) ?? label, holder });
  const { fields, cut } = await expand();
  holder.children = fields;
  if (cut) holder.truncated = 'budget';
}

function follow(schema: SchemaObject, context: SchemaViewContext, seen: ReadonlySet<string>): { schema?: SchemaObject; seen: ReadonlySet<string>; circular?: string } {
  if (!schema.$ref) return { schema, seen };
  if (seen.has(schema.$ref)) return { seen, circular: refName(schema.$ref) };
  const target = context.resolveRef(schema.$ref);
  return { schema: target, seen: new Set([...seen, schema.$ref]) };
}

export async function fieldView(name: string, raw: SchemaObject, required: boolean, context: SchemaViewContext, seen: ReadonlySet<string>, depth = 0): Promise<FieldView> {
  const followed = follow(raw, context, seen);
  const schema = mergeAllOf(followed.schema ?? {});
  const { nullable } = typesOf(schema);
  const example = schema.example !== undefined ? schema.example : schema.examples?.[0];
  const view: FieldView = {
    name,
    type: followed.circular ? followed.circular : typeLabel(schema, context.resolveRef),
    required,
    nullable,
    deprecated: schema.deprecated === true,
    readOnly: schema.readOnly === true,
    enumValues: (schema.enum ?? (schema.const !== undefined ? [schema.const] : [])).map(json),
    defaultValue: schema.default !== undefined ? json(schema.default) : undefined,
    example: example !== undefined ? json(example) : undefined,
    constraints: constraintsOf(schema),
    descriptionHtml: await context.describe(schema.description ?? raw.description),
    children: [],
    circular: followed.circular,
  };
  if (followed.circular) return view;
  // An array of the schema being shown ("children: Node[]") stops here too, named.
  if (schema.items?.$ref && followed.seen.has(schema.items.$ref)) {
    view.circular = refName(schema.items.$ref);
    return view;
  }
  const isObjectLike = schema.properties || (schema.items && (follow(schema.items, context, followed.seen).schema?.properties || schema.items.$ref));
  if (isObjectLike) {
    const label = raw.$ref ? refName(raw.$ref) : schema.items?.$ref ? refName(schema.items.$ref) : name;
    await expandOnce(view, listedObject(followed.schema, schema, context, followed.seen), label, () => fieldsOf(schema, context, followed.seen, depth + 1), context, depth);
  }
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) {
    const options: NonNullable<FieldView['variants']>['options'] = [];
    for (const [index, option] of alternatives.entries()) {
      const resolved = follow(option, context, followed.seen);
      const target = resolved.schema ?? {};
      const label = option.$ref ? refName(option.$ref) : (target.title ?? `Option ${index + 1}`);
      const shown: (typeof options)[number] = { label, type: resolved.circular ?? typeLabel(target, context.resolveRef), descriptionHtml: await context.describe(target.description), children: [] };
      if (!resolved.circular)
        await expandOnce(shown, listedObject(resolved.schema, mergeAllOf(target), context, resolved.seen), label, () => fieldsOf(target, context, resolved.seen, depth + 1), context, depth);
      options.push(shown);
    }
    view.variants = { kind: schema.oneOf ? 'oneOf' : 'anyOf', options };
  }
  return view;
}

/** A JSON pointer resolver over one document, for `$ref`s swagger-parser left in place. */
export function refResolver(document: unknown): SchemaViewContext['resolveRef'] {
  return (ref) => {
    if (!ref.startsWith('#/')) return undefined;
    let node: unknown = document;
    for (const segment of ref.slice(2).split('/')) {
      const key = decodePointerToken(segment);
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
    }
    return node as SchemaObject | undefined;
  };
}
