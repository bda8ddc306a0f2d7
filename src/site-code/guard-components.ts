import { parseComponentCode } from './react-code.ts';

/**
 * The site's components, each wrapped so that one throwing while it is drawn on the server (it
 * reads a name nothing defines, a value it did not expect) is drawn as its content alone instead of
 * stopping the whole build; the build then names it (components/mdx/render-guard.ts for the
 * components Astro draws, components/react/render-guard.ts for React's). Mintlify still draws
 * such a page. Edited by the syntax tree's offsets; the author's lines stay where they are.
 */

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isComponentName = (name: unknown): name is string => typeof name === 'string' && /^[A-Z]/.test(name);
const isFunction = (node: unknown): boolean => {
  const type = (node as Node | null)?.type;
  return type === 'ArrowFunctionExpression' || type === 'FunctionExpression';
};

/**
 * `code` (a module, or one statement of a page's ESM) with each top-level component declaration
 * wrapped in `guard(component, name, file, line)`; unchanged when it declares none. `firstLine` is
 * the line `code` starts on in `file`.
 */
export function guardComponents(code: string, file: string, guard: string, lang: string, firstLine = 1): { code: string; guarded: string[] } {
  const program = parseComponentCode(code, lang) as (Node & { body: Node[] }) | undefined;
  if (!program) return { code, guarded: [] };
  const lineOf = (offset: number) => firstLine + code.slice(0, offset).split('\n').length - 1;
  const wrap = (name: string, at: number) => `, ${JSON.stringify(name)}, ${JSON.stringify(file)}, ${lineOf(at)})`;
  // Insertions as [offset, text], applied from the end so earlier offsets stay true.
  const edits: Array<[number, string]> = [];
  const guarded: string[] = [];
  for (const statement of program.body) {
    const declaration = (statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration' ? statement.declaration : statement) as Node | null;
    if (!declaration) continue;
    if (declaration.type === 'VariableDeclaration') {
      for (const item of declaration.declarations as Array<{ id: Node; init: Node | null }>) {
        const name = item.id.type === 'Identifier' ? item.id.name : undefined;
        if (!isComponentName(name) || !isFunction(item.init) || !item.init) continue;
        edits.push([item.init.start, `${guard}(`], [item.init.end, wrap(name, item.init.start)]);
        guarded.push(name);
      }
    } else if (declaration.type === 'FunctionDeclaration' && isComponentName((declaration.id as { name?: string } | null)?.name)) {
      // A function declaration's binding may be assigned again (an export follows it).
      const name = (declaration.id as { name: string }).name;
      edits.push([statement.end, `;${name} = ${guard}(${name}${wrap(name, declaration.start)};`]);
      guarded.push(name);
    } else if (statement.type === 'ExportDefaultDeclaration' && isFunction(declaration)) {
      edits.push([declaration.start, `${guard}(`], [declaration.end, wrap('default', declaration.start)]);
      guarded.push('default');
    }
  }
  let out = code;
  for (const [offset, text] of edits.sort((a, b) => b[0] - a[0])) out = `${out.slice(0, offset)}${text}${out.slice(offset)}`;
  return { code: out, guarded };
}
