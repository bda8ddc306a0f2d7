import type { AuthSettings } from '../openapi/samples.ts';

/** What the reader typed into the playground's auth inputs. */
export interface AuthInputs {
  key?: string;
  bearer?: string;
  user?: string;
  pass?: string;
}

/** btoa for any text: user names and passwords may hold non-Latin-1 characters. */
export const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

/**
 * The real auth header for a request (never for a sample): `key` sends the input as typed
 * (prefix included) in the header named `auth.name`; `bearer` adds "Bearer " unless typed;
 * `basic` encodes "user:pass". Nothing typed, no header.
 */
export function authHeaderFor(auth: AuthSettings, inputs: AuthInputs): [string, string] | undefined {
  if (auth.method === 'key') {
    const value = inputs.key ?? '';
    return value.trim() && value !== auth.inputPrefix ? [auth.name ?? 'Authorization', value] : undefined;
  }
  if (auth.method === 'bearer') {
    const value = (inputs.bearer ?? '').trim().replace(/^Bearer\s+/i, '');
    return value ? ['Authorization', `Bearer ${value}`] : undefined;
  }
  if (auth.method === 'basic') {
    const user = inputs.user ?? '';
    const pass = inputs.pass ?? '';
    return user || pass ? ['Authorization', `Basic ${base64(`${user}:${pass}`)}`] : undefined;
  }
  return undefined;
}

/**
 * Where a remembered credential is kept: one place per API (the base URLs its pages send to), so a
 * key typed on one API's page is never filled into, and sent by, another API's playground.
 */
export function rememberedAuthKey(baseUrls: readonly string[]): string {
  return `quire-api-auth:${[...new Set(baseUrls)].sort().join(' ')}`;
}
