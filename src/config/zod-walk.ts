import type * as z from 'zod';

/**
 * Minimal view of a zod 4 schema's definition that the walkers below rely on: `schema._zod.def`,
 * the interface zod documents for tools built on it ("For library authors", zod/v4/core). This is
 * the one module that reads it; tests/unit/config/docs-json/url-values.test.ts walks the real
 * schemas through it, so a zod that changes it fails there.
 */
interface SchemaDef {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  getter?: () => z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  catchall?: z.ZodType;
}

const def = (schema: z.ZodType): SchemaDef => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/** Strips optional/default/nullable/pipe/lazy wrappers down to the schema that describes the value. */
export function unwrapSchema(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let i = 0; i < 20; i++) {
    const d = def(current);
    const next = d.innerType ?? d.in ?? (d.type === 'lazy' && d.getter ? d.getter() : undefined);
    if (!next) return current;
    current = next;
  }
  return current;
}

export function schemaKind(schema: z.ZodType): string {
  return def(unwrapSchema(schema)).type;
}

export function objectShape(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const d = def(unwrapSchema(schema));
  return d.type === 'object' ? d.shape : undefined;
}

/** Objects declared strict report unknown keys themselves, as errors. */
export function isStrictObject(schema: z.ZodType): boolean {
  const d = def(unwrapSchema(schema));
  return d.type === 'object' && d.catchall !== undefined && def(d.catchall).type === 'never';
}

export function arrayElement(schema: z.ZodType): z.ZodType | undefined {
  const d = def(unwrapSchema(schema));
  return d.type === 'array' ? d.element : undefined;
}

export function unionOptions(schema: z.ZodType): z.ZodType[] | undefined {
  const d = def(unwrapSchema(schema));
  return d.type === 'union' ? d.options : undefined;
}

const jsonKind = (value: unknown) => (Array.isArray(value) ? 'array' : value !== null && typeof value === 'object' ? 'object' : 'scalar');

/**
 * For a union, the option that describes the value: one of its JSON type (object, array or scalar);
 * among several objects (a font or { heading, body }), the one the value satisfies, else the one
 * sharing most keys with it.
 */
export function optionForValue(schema: z.ZodType, value: unknown): z.ZodType | undefined {
  const options = unionOptions(schema);
  if (!options) return schema;
  const valueKind = jsonKind(value);
  const sameKind = options.filter((option) => {
    const kind = schemaKind(option);
    return kind === valueKind || (valueKind === 'scalar' && kind !== 'object' && kind !== 'array');
  });
  if (sameKind.length <= 1 || valueKind !== 'object') return sameKind[0];
  const valid = sameKind.find((option) => option.safeParse(value).success);
  if (valid) return valid;
  const keys = Object.keys(value as object);
  const overlap = (option: z.ZodType) => keys.filter((key) => key in (objectShape(option) ?? {})).length;
  return sameKind.reduce((best, option) => (overlap(option) > overlap(best) ? option : best));
}
