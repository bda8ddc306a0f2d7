import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const COMPONENTS_MODULE = fileURLToPath(new URL('../components/mdx/index.ts', import.meta.url));

/** The fence that closes a code block left open at the end of the file (real pages have them). */
export function unclosedFence(source: string): string | undefined {
  let open: string | undefined;
  for (const line of source.split('\n')) {
    const match = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (!match) continue;
    if (!open) open = match[1];
    else if (match[1][0] === open[0] && match[1].length >= open.length && line.trim() === match[1]) open = undefined;
  }
  return open;
}

/**
 * Mintlify pages import snippets from the docs root (`import X from '/snippets/x.mdx'`) and the
 * snippets use components without imports too. This plugin resolves such imports against the docs
 * folder, and gives every .mdx file Quire's components as its default `components` export, so an
 * imported snippet renders <Tip> like the page does. The export is appended at the end of the file,
 * so line numbers in error messages stay those of the author's file.
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
    transform: {
      order: 'pre' as const,
      handler(code: string, id: string) {
        if (!/\.mdx$/.test(id) || !id.startsWith(docsDir) || /^export\s+const\s+components\b/m.test(code)) return undefined;
        const esm = `import { mdxComponents as __quireMdxComponents } from ${JSON.stringify(COMPONENTS_MODULE)};\nexport const components = __quireMdxComponents;`;
        const closing = unclosedFence(code);
        return { code: `${code.replace(/\s*$/, '')}\n${closing ? `${closing}\n` : ''}\n${esm}\n`, map: null };
      },
    },
  };
}
