// What the sandbox answers, independent of node:http: authentication, content type, JSON parsing,
// the three operations on /api/user, and the error envelope `{ success: 0, message }`.
import { PersistError } from './store.ts';
import type { UserGroupStore } from './store.ts';
import { checkGetUserBody, checkPostUserBody, checkPutUserBody } from './validate.ts';
import type { ApiTokens, Environment, JsonObject, SandboxResponse, UserGroup } from './types.ts';

export type UserMethod = 'GET' | 'PUT' | 'POST';

/** Every failure has this shape; `status` is the HTTP status (the spec leaves both open). */
export function failure(status: number, message: string, headers?: Record<string, string>): SandboxResponse {
  return headers ? { status, body: { success: 0, message }, headers } : { status, body: { success: 0, message } };
}

// 401 for every authentication problem, unknown tokens included: the client has not proved who it
// is, so the fix is always the same (send a valid API token), and RFC 9110 pairs 401 with this header.
const CHALLENGE = { 'WWW-Authenticate': 'Token realm="User Group API sandbox"' };

/** Maps `Authorization: Token <API_TOKEN>` to the token's environment, or answers 401. */
export function authenticate(header: string | undefined, tokens: ApiTokens): Environment | SandboxResponse {
  if (header === undefined || header.trim() === '') {
    return failure(401, 'Missing Authorization header. Send "Authorization: Token <API_TOKEN>".', CHALLENGE);
  }
  // Auth schemes are case-insensitive (RFC 9110 §11.1), so "token abc" is accepted too.
  const match = /^Token +(\S+)$/i.exec(header.trim());
  if (!match) {
    return failure(401, 'Malformed Authorization header. Expected "Token <API_TOKEN>": ' + 'the word Token, a space, then the API token.', CHALLENGE);
  }
  if (match[1] === tokens.customer) return 'Customer';
  if (match[1] === tokens.testing) return 'Testing';
  return failure(401, 'Unknown API token. Use the Customer or Testing API token the sandbox printed ' + 'when it started.', CHALLENGE);
}

/** Bodies are JSON (spec: "The request header Content-Type is application/json"); else 415. */
export function checkContentType(header: string | undefined): SandboxResponse | null {
  if (header === undefined || header.trim() === '') {
    return failure(415, 'Missing Content-Type header. Send "Content-Type: application/json".');
  }
  const [mediaType, ...parameters] = header.split(';').map((part) => part.trim().toLowerCase());
  if (mediaType !== 'application/json') {
    return failure(415, `Unsupported Content-Type ${JSON.stringify(header.slice(0, 100))}. ` + 'Send "Content-Type: application/json".');
  }
  const charset = parameters.find((parameter) => parameter.startsWith('charset='));
  if (charset && charset.replace(/^charset="?|"$/g, '') !== 'utf-8') {
    return failure(415, `Unsupported charset in Content-Type ${JSON.stringify(header.slice(0, 100))}. ` + 'The sandbox reads UTF-8 only.');
  }
  return null;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Decodes and parses a request body that the server has already bounded in size. */
export function parseJsonBody(bytes: Uint8Array): { ok: true; value: unknown } | { ok: false; response: SandboxResponse } {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return { ok: false, response: failure(400, 'Request body is not valid UTF-8.') };
  }
  if (text.trim() === '') {
    return { ok: false, response: failure(400, 'Request body is empty. Send a JSON object.') };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, response: failure(400, `Request body is not valid JSON: ${(error as Error).message}`) };
  }
}

/** Runs one operation on /api/user for an authenticated caller. */
export function handleUserRequest(method: UserMethod, body: unknown, environment: Environment, store: UserGroupStore): SandboxResponse {
  try {
    if (method === 'GET') return getOrCreate(body, environment, store);
    if (method === 'PUT') return update(body, environment, store);
    return rotateToken(body, environment, store);
  } catch (error) {
    if (error instanceof PersistError) {
      return failure(500, `The change was not saved, and the user group is as it was: ${error.message}`);
    }
    throw error;
  }
}

function getOrCreate(body: unknown, environment: Environment, store: UserGroupStore): SandboxResponse {
  const checked = checkGetUserBody(body);
  if (!checked.ok) return failure(400, checked.message);
  const request = checked.value;
  // An existing user group is returned as stored: GET never changes one (use PUT for that), so a
  // differing name, mapping or properties in the body is ignored once the group exists.
  const existing = store.find(environment, request.user_group_id);
  if (existing) return ok({ new_user_group: false, user_group: getView(existing) });
  if (request.name === undefined) {
    return failure(400, `Missing field "name": it is required when GET creates a user group, and ` + `${JSON.stringify(request.user_group_id)} does not exist in the ${environment} environment yet.`);
  }
  const created = store.create(environment, request.user_group_id, {
    name: request.name,
    mapping: request.mapping ?? null,
    properties: request.properties ?? null,
  });
  return ok({ new_user_group: true, user_group: getView(created) });
}

function update(body: unknown, environment: Environment, store: UserGroupStore): SandboxResponse {
  const checked = checkPutUserBody(body);
  if (!checked.ok) return failure(400, checked.message);
  const { user_group_id, name, mapping, properties } = checked.value;
  const updated = store.update(environment, user_group_id, { name, mapping, properties });
  if (!updated) {
    return failure(404, `No user group with user_group_id ${JSON.stringify(user_group_id)} in the ` + `${environment} environment. Create it with GET /api/user first.`);
  }
  return ok({ user_group: putView(updated) });
}

function rotateToken(body: unknown, environment: Environment, store: UserGroupStore): SandboxResponse {
  const checked = checkPostUserBody(body);
  if (!checked.ok) return failure(400, checked.message);
  const rotated = store.rotateToken(environment, checked.value.current_token);
  if (!rotated) {
    return failure(404, `No user group in the ${environment} environment holds this current_token. ` + 'It may have been rotated already, or belong to the other environment.');
  }
  return ok({ user_group: postView(rotated) });
}

function ok(fields: JsonObject): SandboxResponse {
  return { status: 200, body: { success: 1, ...fields } };
}

// The three response field sets, exactly as the spec's Endpoints table lists them per operation.
function getView(group: UserGroup): JsonObject {
  return {
    team_id: group.team_id,
    token: group.token,
    name: group.name,
    provided_id: group.user_group_id,
    properties: group.properties,
  };
}

function putView(group: UserGroup): JsonObject {
  return { ...getView(group), api_environment_tag: group.environment };
}

function postView(group: UserGroup): JsonObject {
  return {
    team_id: group.team_id,
    token: group.token,
    name: group.name,
    provided_id: group.user_group_id,
    api_environment_tag: group.environment,
  };
}
