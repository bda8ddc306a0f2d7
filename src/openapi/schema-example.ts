import { SCHEMA_LIMITS } from './schema-budget.ts';
import type { SchemaObject } from './types.ts';

/** Values one example may still hold: shared by the whole example, so a fan-out of shared schemas stops. */
export interface ExampleBudget {
  left: number;
}

const MAX_DEPTH = 8;

function placeholder(type: string | undefined, format: string | undefined): unknown {
  if (type === 'integer' || type === 'number') return 0;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') return {};
  if (type === 'null') return null;
  if (format === 'date-time') return '2024-01-01T00:00:00Z';
  if (format === 'date') return '2024-01-01';
  if (format === 'email') return 'user@example.com';
  if (format === 'uuid') return '00000000-0000-0000-0000-000000000000';
  return 'string';
}

/**
 * An example value built from a schema, for operations whose file gives no example: the body
 * editor needs something to start from. Explicit examples, defaults and enum values win over
 * placeholders; a circular `$ref` ends as an empty value instead of recursing. With `requiredOnly`
 * (docs.json `api.examples.defaults: "required"`) an object built here holds its required
 * properties only; an example the file writes is kept whole. Past `budget` values (2,000 by
 * default) the rest is left out: the body editor needs a start, not every branch.
 */
export function exampleFromSchema(
  schema: SchemaObject | undefined,
  resolveRef: (ref: string) => SchemaObject | undefined,
  requiredOnly = false,
  seen: ReadonlySet<string> = new Set(),
  depth = 0,
  budget: ExampleBudget = { left: SCHEMA_LIMITS.maxExampleValues },
): unknown {
  if (!schema || depth > MAX_DEPTH || budget.left <= 0) return undefined;
  if (schema.$ref) {
    if (seen.has(schema.$ref)) return undefined;
    return exampleFromSchema(resolveRef(schema.$ref), resolveRef, requiredOnly, new Set([...seen, schema.$ref]), depth, budget);
  }
  budget.left--;
  if (schema.example !== undefined) return schema.example;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  const enumValue = schema.enum?.find((value) => value !== null) ?? schema.enum?.[0];
  if (enumValue !== undefined) return enumValue;
  const variant = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (variant) return exampleFromSchema(variant, resolveRef, requiredOnly, seen, depth + 1, budget);
  const types = (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []).filter((t) => t !== 'null');
  const properties = { ...schema.properties };
  const required = new Set(schema.required ?? []);
  for (const part of schema.allOf ?? []) {
    const resolved = part.$ref ? (seen.has(part.$ref) ? undefined : resolveRef(part.$ref)) : part;
    Object.assign(properties, resolved?.properties);
    for (const name of resolved?.required ?? []) required.add(name);
  }
  const type = types[0] ?? (Object.keys(properties).length > 0 ? 'object' : schema.items ? 'array' : undefined);
  if (type === 'object' && Object.keys(properties).length > 0) {
    const value: Record<string, unknown> = {};
    for (const [name, property] of Object.entries(properties)) {
      if (property.readOnly) continue; // Read-only fields are answered, never sent.
      if (requiredOnly && !required.has(name)) continue;
      const example = exampleFromSchema(property, resolveRef, requiredOnly, seen, depth + 1, budget);
      if (example !== undefined) value[name] = example;
    }
    return value;
  }
  if (type === 'array') {
    const item = exampleFromSchema(schema.items, resolveRef, requiredOnly, seen, depth + 1, budget);
    return item === undefined ? [] : [item];
  }
  return type === undefined ? undefined : placeholder(type, schema.format);
}
