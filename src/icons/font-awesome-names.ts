import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

let cached: Set<string> | undefined;

/**
 * Every Font Awesome icon name, free and Pro. Font Awesome publishes them only as the `IconName`
 * type of @fortawesome/fontawesome-common-types, so the declaration file is read once.
 */
export function allFontAwesomeNames(): Set<string> {
  if (cached) return cached;
  const require = createRequire(import.meta.url);
  const declarations = readFileSync(require.resolve('@fortawesome/fontawesome-common-types/index.d.ts'), 'utf8');
  const start = declarations.indexOf('export type IconName =');
  const end = declarations.indexOf(';', start);
  cached = new Set([...declarations.slice(start, end).matchAll(/'([^']+)'/g)].map((match) => match[1]));
  return cached;
}
