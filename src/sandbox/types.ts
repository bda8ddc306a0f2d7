// Shared shapes of the User Group API sandbox (the API is described in openapi.yaml and docs/sandbox.md).

/** The two environments an API token can belong to; also the `api_environment_tag` values. */
export type Environment = 'Customer' | 'Testing';

export const ENVIRONMENTS: readonly Environment[] = ['Customer', 'Testing'];

/** A JSON object as parsed from a request body (mapping, properties). */
export type JsonObject = { [key: string]: unknown };

/** One stored user group. `user_group_id` is unique per environment, `token` unique overall. */
export type UserGroup = {
  team_id: number;
  environment: Environment;
  user_group_id: string;
  name: string;
  mapping: JsonObject | null;
  properties: JsonObject | null;
  token: string;
};

/** The API token of each environment, as sent in `Authorization: Token <API_TOKEN>`. */
export type ApiTokens = { customer: string; testing: string };

/** What a request handler answers; the server turns it into an HTTP response. */
export type SandboxResponse = {
  status: number;
  body: JsonObject;
  headers?: Record<string, string>;
};
