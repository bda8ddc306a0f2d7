// The sandbox's two API tokens (one per environment) and where they come from.
import type { ApiTokens } from './types.ts';

/** Used when the environment variables are unset; printed at start-up, never secret. */
export const DEVELOPMENT_TOKENS: ApiTokens = {
  customer: 'sandbox-customer-token',
  testing: 'sandbox-testing-token',
};

export const TOKEN_VARIABLES = {
  customer: 'SANDBOX_CUSTOMER_TOKEN',
  testing: 'SANDBOX_TESTING_TOKEN',
} as const;

export type TokenSource = { tokens: ApiTokens; defaulted: { customer: boolean; testing: boolean } };

/** Reads SANDBOX_CUSTOMER_TOKEN / SANDBOX_TESTING_TOKEN, falling back to the development defaults. */
export function tokensFromEnvironment(env: Record<string, string | undefined>): TokenSource {
  const customer = env[TOKEN_VARIABLES.customer];
  const testing = env[TOKEN_VARIABLES.testing];
  const useCustomer = customer !== undefined && customer !== '';
  const useTesting = testing !== undefined && testing !== '';
  return {
    tokens: {
      customer: useCustomer ? customer : DEVELOPMENT_TOKENS.customer,
      testing: useTesting ? testing : DEVELOPMENT_TOKENS.testing,
    },
    defaulted: { customer: !useCustomer, testing: !useTesting },
  };
}

/**
 * Why these tokens cannot work, or null. A token must fit in `Authorization: Token <API_TOKEN>`
 * (no whitespace), and the two must differ, since the token alone decides the environment.
 */
export function problemWithTokens(tokens: ApiTokens): string | null {
  for (const [environment, token] of Object.entries(tokens)) {
    const variable = TOKEN_VARIABLES[environment as keyof ApiTokens];
    if (typeof token !== 'string' || token === '') return `The ${environment} API token (${variable}) is empty.`;
    if (/\s/.test(token)) return `The ${environment} API token (${variable}) contains whitespace.`;
  }
  if (tokens.customer === tokens.testing) {
    return `${TOKEN_VARIABLES.customer} and ${TOKEN_VARIABLES.testing} are equal; each environment needs its own API token.`;
  }
  return null;
}
