import { orderFieldNames } from './order.ts';
import type { SchemaObject } from './types.ts';

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
  variants?: { kind: 'oneOf' | 'anyOf'; options: Array<{ label: string; type: string; descriptionHtml: string; children: FieldView[] }> };
  /** Set when the field refers back to a schema already being shown (a circular $ref). */
  circular?: string;
}

export interface SchemaViewContext {
  maintainOrder: boolean;
  /** Resolves a `$ref` left in place by swagger-parser (circular ones). */
  resolveRef: (ref: string) => SchemaObject | undefined;
  /** A description's HTML where these fields are shown (openapi/description.ts, headings set below the section's). */
  describe: (markdown: string | undefined) => Promise<string>;
}

const refName = (ref: string) => ref.split('/').pop() ?? ref;
const json = (value: unknown) => JSON.stringify(value);

/** allOf parts merged into one schema (properties and required lists combined). */
function mergeAllOf(schema: SchemaObject): SchemaObject {
  if (!schema.allOf) return schema;
  const merged: SchemaObject = { ...schema, allOf: undefined, properties: { ...schema.properties }, required: [...(schema.required ?? [])] };
  for (const part of schema.allOf) {
    const flat = mergeAllOf(part);
    Object.assign(merged.properties!, flat.properties);
    merged.required!.push(...(flat.required ?? []));
    merged.type ??= flat.type;
    merged.description ??= flat.description;
  }
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
 * a named marker instead of recursing forever.
 */
export async function schemaFields(schema: SchemaObject | undefined, context: SchemaViewContext, seen: ReadonlySet<string> = new Set()): Promise<FieldView[]> {
  if (!schema) return [];
  const { schema: resolved, seen: inner } = follow(schema, context, seen);
  if (!resolved) return [];
  const flat = mergeAllOf(resolved);
  const target = flat.properties ? flat : flat.items ? (follow(flat.items, context, inner).schema ?? {}) : flat;
  const properties = mergeAllOf(target).properties ?? {};
  const required = mergeAllOf(target).required ?? [];
  return Promise.all(orderFieldNames(Object.keys(properties), required, context.maintainOrder).map((name) => fieldView(name, properties[name], required.includes(name), context, inner)));
}

function follow(schema: SchemaObject, context: SchemaViewContext, seen: ReadonlySet<string>): { schema?: SchemaObject; seen: ReadonlySet<string>; circular?: string } {
  if (!schema.$ref) return { schema, seen };
  if (seen.has(schema.$ref)) return { seen, circular: refName(schema.$ref) };
  const target = context.resolveRef(schema.$ref);
  return { schema: target, seen: new Set([...seen, schema.$ref]) };
}

export async function fieldView(name: string, raw: SchemaObject, required: boolean, context: SchemaViewContext, seen: ReadonlySet<string>): Promise<FieldView> {
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
  if (isObjectLike) view.children = await schemaFields(schema, context, followed.seen);
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) {
    view.variants = {
      kind: schema.oneOf ? 'oneOf' : 'anyOf',
      options: await Promise.all(
        alternatives.map(async (option, index) => {
          const resolved = follow(option, context, followed.seen);
          const target = resolved.schema ?? {};
          return {
            label: option.$ref ? refName(option.$ref) : (target.title ?? `Option ${index + 1}`),
            type: resolved.circular ?? typeLabel(target, context.resolveRef),
            descriptionHtml: await context.describe(target.description),
            children: resolved.circular ? [] : await schemaFields(target, context, resolved.seen),
          };
        }),
      ),
    };
  }
  return view;
}

/** A JSON pointer resolver over one document, for `$ref`s swagger-parser left in place. */
export function refResolver(document: unknown): SchemaViewContext['resolveRef'] {
  return (ref) => {
    if (!ref.startsWith('#/')) return undefined;
    let node: unknown = document;
    for (const segment of ref.slice(2).split('/')) {
      const key = decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~');
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
    }
    return node as SchemaObject | undefined;
  };
}
