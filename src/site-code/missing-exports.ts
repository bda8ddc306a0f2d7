import { extname } from 'node:path';
import { parseCode } from './code-safety.ts';
import type { CodePiece } from './page-code.ts';
import { readPage } from '../source/page-includes.ts';

/**
 * Imports of names a site file does not export (`import { A, B } from '/snippets/s.mdx'` where the
 * snippet exports only A; a default import of a .jsx file with none). Mintlify builds such a page,
 * the name standing for nothing; the bundler would stop the whole build. The import is written
 * again without the missing names, so each is a name the page never defined: the undefined-name
 * case (markdown/undefined-names.ts), which draws nothing and warns with the page's file and line.
 */

type Node = Record<string, unknown> & { type: string; start: number; end: number };

/** The names a module exports, from its syntax: undefined when it cannot say (`export *`, code it cannot parse). */
function exportedNames(program: Node): Set<string> | undefined {
  const names = new Set<string>();
  for (const statement of (program.body as Node[] | undefined) ?? []) {
    if (statement.type === 'ExportAllDeclaration') return undefined;
    if (statement.type === 'ExportDefaultDeclaration') names.add('default');
    if (statement.type !== 'ExportNamedDeclaration') continue;
    const declaration = statement.declaration as Node | null;
    if (declaration?.type === 'VariableDeclaration') {
      for (const declarator of declaration.declarations as Node[]) {
        const id = declarator.id as Node & { name?: string };
        if (id.type !== 'Identifier') return undefined; // A destructured export: names not read here.
        names.add(id.name ?? '');
      }
    } else if (declaration) names.add(String((declaration.id as { name?: string } | null)?.name));
    for (const specifier of (statement.specifiers as Node[] | undefined) ?? []) {
      const exported = specifier.exported as { name?: string; value?: string };
      names.add(exported.name ?? String(exported.value));
    }
  }
  return names;
}

const CODE_LANGUAGE: Record<string, 'js' | 'jsx' | 'ts' | 'tsx'> = { '.js': 'jsx', '.mjs': 'js', '.jsx': 'jsx', '.ts': 'ts', '.tsx': 'tsx' };

/** What a site file exports, read from its text: an MDX file its ESM exports and its content (`default`); a code file its exports. */
export function exportsOfFile(file: string, text: string): Set<string> | undefined {
  const extension = extname(file).toLowerCase();
  try {
    if (extension === '.mdx' || extension === '.md') {
      const names = new Set(['default']);
      for (const piece of readPage(text).code) {
        if (piece.kind !== 'esm') continue;
        const found = exportedNames(parseCode(piece.value, 'jsx') as unknown as Node);
        if (!found) return undefined;
        for (const name of found) names.add(name);
      }
      return names;
    }
    const lang = CODE_LANGUAGE[extension];
    return lang ? exportedNames(parseCode(text, lang) as unknown as Node) : undefined;
  } catch {
    return undefined;
  }
}

export interface MissingImport {
  specifier: string;
  name: string;
  line: number;
}

/**
 * The page's text with each import of a missing name written without it (a statement left with
 * no name becomes `import '…'`, which still runs the file as the author's did), the lines kept as
 * they were; undefined when nothing is missing. `exportsOf` says what the file an import names
 * exports (undefined: not a site file, or it cannot be told).
 */
export function withoutMissingImports(text: string, pieces: readonly CodePiece[], exportsOf: (specifier: string) => Set<string> | undefined): { text: string; missing: MissingImport[] } | undefined {
  const edits: Array<{ from: number; to: number; replacement: string }> = [];
  const missing: MissingImport[] = [];
  for (const piece of pieces) {
    if (piece.kind !== 'esm') continue;
    const at = text.indexOf(piece.value, piece.start.offset);
    if (at < 0) continue;
    let program: Node;
    try {
      program = parseCode(piece.value, 'jsx') as unknown as Node;
    } catch {
      continue;
    }
    for (const statement of (program.body as Node[] | undefined) ?? []) {
      const source = (statement.source as { value?: unknown } | undefined)?.value;
      if (statement.type !== 'ImportDeclaration' || typeof source !== 'string') continue;
      const exported = exportsOf(source);
      if (!exported) continue;
      const specifiers = (statement.specifiers as Node[] | undefined) ?? [];
      const importedName = (specifier: Node) =>
        specifier.type === 'ImportDefaultSpecifier'
          ? 'default'
          : specifier.type === 'ImportSpecifier'
            ? ((specifier.imported as { name?: string; value?: string }).name ?? String((specifier.imported as { value?: string }).value))
            : undefined;
      const kept = specifiers.filter((specifier) => {
        const name = importedName(specifier);
        return name === undefined || exported.has(name);
      });
      if (kept.length === specifiers.length) continue;
      const line = piece.start.line + piece.value.slice(0, statement.start).split('\n').length - 1;
      for (const specifier of specifiers) if (!kept.includes(specifier)) missing.push({ specifier: source, name: importedName(specifier) ?? '', line });
      const original = piece.value.slice(statement.start, statement.end);
      const written = (specifier: Node) => piece.value.slice(specifier.start, specifier.end);
      const defaults = kept.filter((specifier) => specifier.type !== 'ImportSpecifier').map(written);
      const named = kept.filter((specifier) => specifier.type === 'ImportSpecifier').map(written);
      const clause = [...defaults, ...(named.length > 0 ? [`{ ${named.join(', ')} }`] : [])].join(', ');
      const statementText = clause === '' ? `import ${JSON.stringify(source)};` : `import ${clause} from ${JSON.stringify(source)};`;
      // The same number of lines, so every later line keeps its number in messages.
      edits.push({ from: at + statement.start, to: at + statement.end, replacement: statementText + '\n'.repeat(original.split('\n').length - 1) });
    }
  }
  if (edits.length === 0) return undefined;
  let result = text;
  for (const edit of edits.sort((a, b) => b.from - a.from)) result = result.slice(0, edit.from) + edit.replacement + result.slice(edit.to);
  return { text: result, missing };
}
