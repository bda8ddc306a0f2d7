import { escapeUnparsedCharacters, type EscapedPage } from '../markdown/mdx-recovery.ts';
import { maskVariableReferences } from '../source/parseable-source.ts';
import { displayPath } from '../utils/display-path.ts';

/**
 * Hands MDX the page as Mintlify's reader takes it: on a docs.json site, an .mdx page MDX cannot
 * parse because of a `<` or `{` in prose is compiled with those characters escaped (shown as
 * written). The file is never changed; what was escaped is kept for the build's report, one entry
 * per page. Runs after the variables' masking, on the text MDX compiles.
 */
export function mdxRecoveryPlugin(docsDir: () => string, recovers: () => boolean) {
  const escaped = new Map<string, EscapedPage>();
  return {
    escapedPages: (): EscapedPage[] => [...escaped.values()],
    plugin: {
      name: 'quire:mdx-recovery',
      enforce: 'pre' as const,
      transform: {
        order: 'pre' as const,
        filter: { id: /\.mdx$/ },
        handler(code: string, id: string) {
          if (!id.startsWith(docsDir()) || !recovers()) return undefined;
          const masked = maskVariableReferences(code);
          const fixed = escapeUnparsedCharacters(masked, { braces: true });
          if (fixed.escapes.length === 0 || fixed.error) {
            escaped.delete(id);
            return undefined;
          }
          escaped.set(id, { file: displayPath(id), escapes: fixed.escapes });
          return { code: fixed.text, map: null };
        },
      },
    },
  };
}
