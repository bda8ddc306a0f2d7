/**
 * Hook filters for Quire's Vite plugins. Rolldown (Vite 8) calls a plugin's resolveId, load and
 * transform for every module unless the hook says which ids it wants: a thousand-page build made
 * ~22,000 calls into Quire's hooks from Rust, nearly all answered "not mine". With a filter the
 * question is answered on Rust's side (the dev server reads the same filters).
 */

const escaped = (text: string) => text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&').replace(/\0/g, '\\x00');

/** Ids that are one of `exact`, start with one of `prefixes` or end with one of `suffixes`. */
export function idsAround({ prefixes = [], suffixes = [], exact = [] }: { prefixes?: string[]; suffixes?: string[]; exact?: string[] }): { id: RegExp } {
  const alternatives = [...exact.map((id) => `^${escaped(id)}$`), ...prefixes.map((prefix) => `^${escaped(prefix)}`), ...suffixes.map((suffix) => `${escaped(suffix)}$`)];
  return { id: new RegExp(alternatives.join('|')) };
}

/** Exactly these ids. */
export const exactIds = (...exact: string[]): { id: RegExp } => idsAround({ exact });
