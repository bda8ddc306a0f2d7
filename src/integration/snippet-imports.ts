import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Mintlify pages import snippets from the docs root: `import X from '/snippets/x.mdx'`. Vite would
 * look for /snippets/ at the project root; this resolves such imports from an .mdx page against
 * the docs folder first.
 */
export function snippetImportsPlugin(docsDir: string) {
  return {
    name: 'quire:snippet-imports',
    enforce: 'pre' as const,
    resolveId(source: string, importer: string | undefined) {
      if (!importer || !/\.mdx(\?.*)?$/.test(importer) || !source.startsWith('/') || source.startsWith('//')) return undefined;
      const candidate = join(docsDir, source.split('?')[0]);
      return existsSync(candidate) ? candidate : undefined;
    },
  };
}
