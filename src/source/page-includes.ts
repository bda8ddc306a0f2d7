import { initSync, parse as parseModule } from 'es-module-lexer';
import { mdxToMdast } from 'satteri';
import { parseableSource } from '../markdown/variables.ts';

/** A module an .mdx page imports, as written (`/snippets/a.mdx`, `./data.json?raw`), and its line. */
export interface ImportUse {
  specifier: string;
  line: number;
}

/** A `<Snippet file="…">` in an .mdx page, and its line. */
export interface SnippetUse {
  file: string;
  line: number;
}

export interface PageIncludes {
  imports: ImportUse[];
  snippets: SnippetUse[];
}

interface MdastNode {
  type: string;
  value?: string;
  name?: string | null;
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
  position?: { start: { line: number; offset?: number } };
  children?: MdastNode[];
}

/** The modules an ESM block imports (static, re-exports and literal dynamic imports), with their line in the block. */
export function esmImports(esm: string, firstLine = 1): ImportUse[] {
  // The lexer's WebAssembly is compiled on the first call and reused after: initSync returns at once then.
  initSync();
  const [imports] = parseModule(esm);
  return imports.filter((use) => typeof use.n === 'string').map((use) => ({ specifier: use.n as string, line: firstLine + (esm.slice(0, Math.max(use.ss, 0)).split('\n').length - 1) }));
}

/** Cheap test before parsing: MDX's ESM starts a line with import/export; without them, `import(` or <Snippet a page includes nothing. */
const MAY_INCLUDE = /^(?:import|export)\b|\bimport\s*\(|<Snippet\b/m;
const EXPRESSION = new Set(['mdxFlowExpression', 'mdxTextExpression']);

/**
 * What an .mdx page pulls in when it renders: its imports (from the ESM lines and `{import(…)}`
 * expressions, read by a module lexer) and its `<Snippet file>` uses (JSX elements, read by the MDX parser), each with the line
 * of the page it is written on. Code blocks are text, so an `import` shown in one is no import.
 * Throws the parser's error for a page MDX cannot parse.
 */
export function readPageIncludes(source: string): PageIncludes {
  const found: PageIncludes = { imports: [], snippets: [] };
  if (!MAY_INCLUDE.test(source)) return found;
  const walk = (node: MdastNode) => {
    const line = node.position?.start.line ?? 1;
    if (node.type === 'mdxjsEsm' && node.value) found.imports.push(...esmImports(node.value, line));
    if (EXPRESSION.has(node.type) && node.value?.includes('import')) found.imports.push(...esmImports(node.value, line));
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'Snippet') {
      const file = node.attributes?.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'file')?.value;
      if (typeof file === 'string') found.snippets.push({ file, line });
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk(mdxToMdast(parseableSource(source, 'mdx')) as MdastNode);
  return found;
}
