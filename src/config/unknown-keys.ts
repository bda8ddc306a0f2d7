import type * as z from 'zod';
import { didYouMean } from './did-you-mean.ts';
import type { PathSegment } from './json-path.ts';
import type { ConfigWarning } from './problems.ts';
import { arrayElement, isStrictObject, objectShape, optionForValue } from './zod-walk.ts';

function unknownKeyWarning(path: PathSegment[], key: string, known: string[]): ConfigWarning {
  let hint = didYouMean(key, known);
  if (!hint && path.length === 0 && key.includes('.')) {
    hint = `a dotted key is not a nested one: write { "${key.split('.')[0]}": { "${key.split('.').slice(1).join('.')}": … } }`;
  }
  return { path: [...path, key], message: 'not part of the site.json contract', hint };
}

/**
 * Lists keys the contract does not define, walking the raw JSON alongside the schema.
 * They are warnings, not errors: real mint.json files carry many (`$schema`, `analytics`,
 * `feedback.thumbsRating`, …) and Mintlify itself ignores them.
 */
export function collectUnknownKeys(schema: z.ZodType, value: unknown, path: PathSegment[] = [], out: ConfigWarning[] = []): ConfigWarning[] {
  const matching = optionForValue(schema, value);
  if (!matching || value === null || typeof value !== 'object') return out;
  const element = arrayElement(matching);
  if (element && Array.isArray(value)) {
    value.forEach((item, index) => collectUnknownKeys(element, item, [...path, index], out));
    return out;
  }
  const shape = objectShape(matching);
  if (!shape || Array.isArray(value)) return out;
  const known = Object.keys(shape);
  for (const key of Object.keys(value)) {
    if (Object.prototype.hasOwnProperty.call(shape, key)) {
      collectUnknownKeys(shape[key], (value as Record<string, unknown>)[key], [...path, key], out);
    } else if (!isStrictObject(matching)) {
      out.push(unknownKeyWarning(path, key, known));
    }
  }
  return out;
}
