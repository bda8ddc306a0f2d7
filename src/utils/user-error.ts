import { AstroError } from 'astro/errors';

/**
 * An error Astro prints as our message and hint alone: the stack would only point into Quire,
 * not at the site.json, page or setting the user has to fix.
 */
export function userError(message: string, hint: string): AstroError {
  const error = new AstroError(message, hint);
  error.stack = '';
  return error;
}
