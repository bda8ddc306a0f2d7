// Validation of the three request bodies. The spec leaves required fields and limits open ("not
// shown"), so the sandbox's choices live here, one place, and docs/sandbox.md lists them.
import type { JsonObject } from './types.ts';
import { isJsonObject } from '../utils/json.ts';

const LIMITS = {
  /** Longest `user_group_id` and `name`, in characters. */
  textLength: 255,
  /** Deepest nesting of objects/arrays inside `mapping` or `properties` (the field itself is level 1). */
  depth: 32,
} as const;

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

export type GetUserRequest = {
  user_group_id: string;
  name?: string;
  mapping?: JsonObject | null;
  properties?: JsonObject | null;
};
export type PutUserRequest = GetUserRequest;
export type PostUserRequest = { current_token: string };

const USER_GROUP_FIELDS = ['user_group_id', 'name', 'mapping', 'properties'];

/** GET /api/user: `user_group_id` required; `name` is required only to create (checked by the handler). */
export function checkGetUserBody(body: unknown): Checked<GetUserRequest> {
  return checkUserGroupBody(body, 'GET');
}

/** PUT /api/user: `user_group_id` plus at least one of `name`, `mapping`, `properties`. */
export function checkPutUserBody(body: unknown): Checked<PutUserRequest> {
  const checked = checkUserGroupBody(body, 'PUT');
  if (!checked.ok) return checked;
  const { name, mapping, properties } = checked.value;
  if (name === undefined && mapping === undefined && properties === undefined) {
    return fail('Nothing to update: PUT /api/user needs at least one of "name", "mapping", "properties" ' + 'besides "user_group_id".');
  }
  return checked;
}

/** POST /api/user: `current_token` required. */
export function checkPostUserBody(body: unknown): Checked<PostUserRequest> {
  const shape = checkFieldNames(body, 'POST', ['current_token']);
  if (shape) return fail(shape);
  const { current_token } = body as JsonObject;
  const problem = checkText('current_token', current_token, Infinity);
  if (problem) return fail(problem);
  return { ok: true, value: { current_token: current_token as string } };
}

function checkUserGroupBody(body: unknown, method: 'GET' | 'PUT'): Checked<GetUserRequest> {
  const shape = checkFieldNames(body, method, USER_GROUP_FIELDS);
  if (shape) return fail(shape);
  const { user_group_id, name, mapping, properties } = body as JsonObject;
  const problem =
    checkText('user_group_id', user_group_id, LIMITS.textLength) ??
    (name === undefined ? null : checkText('name', name, LIMITS.textLength)) ??
    checkOptionalObject('mapping', mapping) ??
    checkOptionalObject('properties', properties);
  if (problem) return fail(problem);
  const value: GetUserRequest = { user_group_id: user_group_id as string };
  if (name !== undefined) value.name = name as string;
  if (mapping !== undefined) value.mapping = mapping as JsonObject | null;
  if (properties !== undefined) value.properties = properties as JsonObject | null;
  return { ok: true, value };
}

/** The body must be an object holding only the operation's fields (a typo should not pass silently). */
function checkFieldNames(body: unknown, method: string, allowed: string[]): string | null {
  if (!isJsonObject(body)) {
    return `Request body must be a JSON object, not ${describeType(body)}.`;
  }
  for (const key of Object.keys(body)) {
    if (!allowed.includes(key)) {
      return `Unknown field ${JSON.stringify(key)} for ${method} /api/user. ` + `Allowed fields: ${allowed.map((field) => `"${field}"`).join(', ')}.`;
    }
  }
  return null;
}

function checkText(field: string, value: unknown, maxLength: number): string | null {
  if (value === undefined) return `Missing field "${field}" (a non-empty string).`;
  if (typeof value !== 'string') return `Field "${field}" must be a string, not ${describeType(value)}.`;
  if (value === '') return `Field "${field}" must not be empty.`;
  // Count characters (code points), not UTF-16 units, so the limit means what it says.
  if (value.length > maxLength && [...value].length > maxLength) {
    return `Field "${field}" is longer than ${maxLength} characters.`;
  }
  return null;
}

function checkOptionalObject(field: string, value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (!isJsonObject(value)) return `Field "${field}" must be an object or null, not ${describeType(value)}.`;
  if (nestingDepth(value) > LIMITS.depth) return `Field "${field}" is nested deeper than ${LIMITS.depth} levels.`;
  return null;
}

/**
 * Depth of nested objects/arrays, computed with an explicit stack: a recursive walk (or a later
 * JSON.stringify) over a 30,000-level body would overflow the call stack.
 */
function nestingDepth(value: unknown): number {
  let deepest = 0;
  const pending: Array<[unknown, number]> = [[value, 1]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    if (depth > deepest) deepest = depth;
    if (deepest > LIMITS.depth) return deepest; // no need to walk the rest
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return deepest;
}

function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}

function fail(message: string): { ok: false; message: string } {
  return { ok: false, message };
}
