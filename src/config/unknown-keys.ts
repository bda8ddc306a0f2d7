import type * as z from 'zod';
import { didYouMean } from './did-you-mean.ts';
import type { PathSegment } from './json-path.ts';
import type { ConfigWarning } from './problems.ts';
import { arrayElement, isStrictObject, objectShape, optionForValue } from './zod-walk.ts';

export interface UnknownKeyOptions {
  /** What the warning says of the key: site.json's words unless a front door gives its own. */
  message?: string;
  /** A fix known for this key (a legacy key and what replaces it), before any did-you-mean. */
  hint?: (path: PathSegment[], key: string) => string | undefined;
}

function unknownKeyWarning(path: PathSegment[], key: string, known: string[], options: UnknownKeyOptions): ConfigWarning {
  let hint = options.hint?.(path, key) ?? didYouMean(key, known);
  if (!hint && path.length === 0 && key.includes('.')) {
    hint = `a dotted key is not a nested one: write { "${key.split('.')[0]}": { "${key.split('.').slice(1).join('.')}": … } }`;
  }
  return { path: [...path, key], message: options.message ?? 'not part of the site.json contract', hint };
}

function walk(schema: z.ZodType, value: unknown, path: PathSegment[], out: ConfigWarning[], options: UnknownKeyOptions): void {
  const matching = optionForValue(schema, value);
  if (!matching || value === null || typeof value !== 'object') return;
  const element = arrayElement(matching);
  if (element && Array.isArray(value)) {
    value.forEach((item, index) => walk(element, item, [...path, index], out, options));
    return;
  }
  const shape = objectShape(matching);
  if (!shape || Array.isArray(value)) return;
  const known = Object.keys(shape);
  for (const key of Object.keys(value)) {
    if (Object.hasOwn(shape, key)) {
      walk(shape[key], (value as Record<string, unknown>)[key], [...path, key], out, options);
    } else if (!isStrictObject(matching)) {
      out.push(unknownKeyWarning(path, key, known, options));
    }
  }
}

/**
 * Lists keys the schema does not define, walking the raw JSON alongside the schema.
 * They are warnings, not errors: real mint.json and docs.json files carry many (`$schema`,
 * `analytics`, `feedback.thumbsRating`, mint.json keys left in a docs.json, …) and Mintlify
 * itself ignores them.
 */
export function collectUnknownKeys(schema: z.ZodType, value: unknown, options: UnknownKeyOptions = {}): ConfigWarning[] {
  const out: ConfigWarning[] = [];
  walk(schema, value, [], out, options);
  return out;
}
