import { bundledLanguages } from 'shiki';

/**
 * Real pages write fences as ```Python or ```JSON; Shiki's names are lower case, so without
 * these aliases such blocks would lose their highlighting.
 */
export function caseInsensitiveLanguageAliases(): Record<string, string> {
  const aliases: Record<string, string> = {};
  for (const name of Object.keys(bundledLanguages)) {
    const variants = [name.toUpperCase(), name[0].toUpperCase() + name.slice(1)];
    for (const variant of variants) if (variant !== name) aliases[variant] = name;
  }
  // Common spellings that differ by more than case.
  Object.assign(aliases, { JavaScript: 'javascript', TypeScript: 'typescript', cURL: 'bash', curl: 'bash', GraphQL: 'graphql', PowerShell: 'powershell' });
  return aliases;
}
