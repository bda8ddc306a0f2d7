import { mdxSyntaxError } from '../markdown/mdx-syntax-error.ts';
import { displayPath } from '../utils/display-path.ts';

interface BundlerError {
  message?: unknown;
  id?: unknown;
  plugin?: unknown;
  loc?: { file?: unknown; line?: unknown; column?: unknown };
}

/**
 * A failed bundle (Rolldown throws one error whose `errors` each carry a file, a place and the
 * plugin that refused it) in Quire's words: one line per file, no stack frames, which only the
 * plugins' authors can read. Undefined for any other error.
 */
export function bundlerFailure(error: unknown): { message: string; hint: string } | undefined {
  const errors = (error as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors) || errors.length === 0 || !errors.every((entry) => entry && typeof entry === 'object')) return undefined;
  const lines = (errors as BundlerError[]).map(describe);
  const anyMdx = (errors as BundlerError[]).some((entry) => mdxSyntaxError(entry) !== undefined);
  return {
    message: `The build stopped: ${errors.length === 1 ? 'a file' : `${errors.length} files`} could not be compiled:\n${lines.join('\n')}`,
    hint: anyMdx
      ? 'Close the tag or escape the character the parser names (`\\{`, `&lt;`); `quire check` lists every page the parser refuses.'
      : 'Fix the file named above; `QUIRE_DEBUG=1` shows the full error.',
  };
}

/** A stack frame line of a message (`    at handler (file.js:64:17)`): for the plugins' authors, never shown. */
const STACK_FRAME = /^\s+at .+/;

function describe(entry: BundlerError): string {
  const message = String(entry.message ?? 'failed')
    .split('\n')
    .filter((line) => !STACK_FRAME.test(line))
    .join('\n')
    .trim();
  // Quire's own plugins word their refusals whole (file:line, what to do): said as they are.
  if (typeof entry.plugin === 'string' && entry.plugin.startsWith('quire:')) return message.replace(/^/gm, '  ').replace(/^ {2}/, '  ✖ ');
  const file = typeof entry.loc?.file === 'string' ? entry.loc.file : typeof entry.id === 'string' ? entry.id.split('?')[0] : undefined;
  const syntax = mdxSyntaxError(entry);
  const line = syntax?.line ?? entry.loc?.line;
  const column = syntax?.column ?? entry.loc?.column;
  const where = file ? `${displayPath(file)}${typeof line === 'number' ? `:${line}${typeof column === 'number' ? `:${column}` : ''}` : ''}: ` : '';
  const said = syntax ? `not valid MDX: ${syntax.reason}${syntax.ruleId ? ` (${syntax.ruleId})` : ''}` : `${message.split('\n')[0]}${typeof entry.plugin === 'string' ? ` (${entry.plugin})` : ''}`;
  return `  ✖ ${where}${said}`;
}
