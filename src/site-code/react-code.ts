// Rolldown's parser itself (Vite re-exports it): loading all of Vite for it cost `quire check` ~0.2 s.
import { parseAst } from 'rolldown/parseAst';

/**
 * What Quire needs to know of a site's React code (Mintlify's `snippets/*.jsx` and components a
 * page declares inline), read from its syntax tree and never run: which hooks it uses without
 * importing them (Mintlify provides them), and which components must come alive in the reader's
 * browser (they hold state, run effects or handle events) rather than be drawn once at build time.
 */

/** The hooks Mintlify's docs list as available without an import (customize/react-components.mdx). */
export const PROVIDED_HOOKS = ['useState', 'useEffect', 'useRef', 'useCallback', 'useMemo', 'useContext', 'useReducer', 'useLayoutEffect'] as const;

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** Every node under `node`, depth first (ESTree as Vite's parser gives it). */
export function* walk(node: unknown): Generator<Node> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) yield* walk(item);
    return;
  }
  const value = node as Node;
  if (typeof value.type === 'string') yield value;
  for (const [key, child] of Object.entries(value)) if (key !== 'type' && child && typeof child === 'object') yield* walk(child);
}

const langOf = (file: string): 'jsx' | 'tsx' => (/\.tsx$/.test(file) ? 'tsx' : 'jsx');

/** The program, or undefined for code the parser cannot read (the bundler then says why, with its location). */
export function parseComponentCode(code: string, file = 'x.jsx'): Node | undefined {
  try {
    return parseAst(code, { lang: langOf(file) }) as unknown as Node;
  } catch {
    return undefined;
  }
}

/** State, effects or an event handler: what only runs in the reader's browser. */
export function isInteractive(node: unknown): boolean {
  for (const child of walk(node)) {
    if (child.type === 'CallExpression') {
      const callee = child.callee as Node & { name?: string; property?: { name?: string } };
      const name = callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' ? callee.property?.name : undefined;
      if (name && /^use[A-Z]/.test(name)) return true;
    }
    if (child.type === 'JSXAttribute') {
      const name = (child.name as { name?: unknown }).name;
      if (typeof name === 'string' && /^on[A-Z]/.test(name)) return true;
    }
  }
  return false;
}

/** Names bound at the top of a module: imports and declarations. */
function topLevelNames(program: Node): Set<string> {
  const names = new Set<string>();
  for (const statement of program.body as Node[]) {
    const declaration = (statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement) as Node | null;
    if (statement.type === 'ImportDeclaration') for (const specifier of statement.specifiers as Array<{ local: { name: string } }>) names.add(specifier.local.name);
    if (!declaration) continue;
    if (declaration.type === 'VariableDeclaration') {
      for (const item of declaration.declarations as Array<{ id: Node }>) for (const id of walk(item.id)) if (id.type === 'Identifier') names.add(id.name as string);
    } else if ((declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') && declaration.id) names.add((declaration.id as { name: string }).name);
  }
  return names;
}

/** The provided hooks a module calls without importing or declaring them. */
export function hooksToProvide(program: Node): string[] {
  const bound = topLevelNames(program);
  const used = new Set<string>();
  for (const node of walk(program)) if (node.type === 'Identifier' && (PROVIDED_HOOKS as readonly string[]).includes(node.name as string)) used.add(node.name as string);
  return PROVIDED_HOOKS.filter((hook) => used.has(hook) && !bound.has(hook));
}

/** The module with an import of the hooks it uses as Mintlify provides them; unchanged when it needs none. */
export function withProvidedHooks(code: string, file: string): string {
  const program = parseComponentCode(code, file);
  const hooks = program ? hooksToProvide(program) : [];
  // One line, so the author's line numbers stay as they are in messages.
  return hooks.length === 0 ? code : `import { ${hooks.join(', ')} } from 'react';${code}`;
}

/**
 * The names a component file exports (`default` included), and those that must come alive in the
 * browser: a component is live when it holds state, runs effects or handles events, or draws one
 * of the file's components that is.
 */
export function interactiveExports(code: string, file: string): { all: string[]; interactive: Set<string> } {
  const program = parseComponentCode(code, file);
  if (!program) return { all: [], interactive: new Set() };
  const statements = esmStatementsOf(program, code);
  const live = new Set<string>();
  for (let grew = true; grew; ) {
    grew = false;
    for (const statement of statements) {
      if (statement.declares.every((name) => live.has(name))) continue;
      if (statement.interactive || [...statement.draws, ...statement.reads].some((name) => live.has(name) && !statement.declares.includes(name))) {
        for (const name of statement.declares) live.add(name);
        grew = true;
      }
    }
  }
  const all: string[] = [];
  const interactive = new Set<string>();
  for (const statement of program.body as Node[]) {
    const exported = exportedNames(statement);
    all.push(...exported.map(([name]) => name));
    for (const [name, local] of exported) if (live.has(local)) interactive.add(name);
  }
  return { all, interactive };
}

/** What a statement exports: [exported name, local name]. */
function exportedNames(statement: Node): Array<[string, string]> {
  if (statement.type === 'ExportDefaultDeclaration') {
    const declaration = statement.declaration as Node & { id?: { name: string }; name?: string };
    const local = declaration.id?.name ?? (declaration.type === 'Identifier' ? (declaration.name as string) : 'default');
    return [['default', local]];
  }
  if (statement.type !== 'ExportNamedDeclaration') return [];
  const names: Array<[string, string]> = [];
  for (const specifier of (statement.specifiers as Array<{ local: { name: string }; exported: { name?: string; value?: string } }>) ?? [])
    names.push([specifier.exported.name ?? String(specifier.exported.value), specifier.local.name]);
  const declaration = statement.declaration as Node | null;
  if (declaration) for (const name of topLevelNames({ type: 'Program', start: 0, end: 0, body: [declaration] })) names.push([name, name]);
  return names;
}

/** One top-level statement of a page's ESM block, with what it declares and which names it reads. */
export interface EsmStatement {
  code: string;
  /** `import` lines stay with the page; declarations may move. */
  isImport: boolean;
  /** An import: what it reads and the names it binds (`default` for a default import; `*` for a namespace). */
  imports?: { specifier: string; names: Array<{ imported: string; local: string }> };
  declares: string[];
  reads: Set<string>;
  /** A component that holds state, runs effects or handles events. */
  interactive: boolean;
  /** Capitalised JSX tags it draws. */
  draws: Set<string>;
}

type Specifier = { type: string; local: { name: string }; imported?: { name?: string; value?: string } };

function importOf(statement: Node): EsmStatement['imports'] {
  const names = (statement.specifiers as Specifier[]).map((specifier) => ({
    imported: specifier.type === 'ImportDefaultSpecifier' ? 'default' : specifier.type === 'ImportNamespaceSpecifier' ? '*' : (specifier.imported?.name ?? String(specifier.imported?.value)),
    local: specifier.local.name,
  }));
  return { specifier: String((statement.source as { value: unknown }).value), names };
}

/** The statements of an MDX page's ESM (its `import`/`export` lines), each read on its own. */
export function esmStatements(esm: string): EsmStatement[] {
  const program = parseComponentCode(esm, 'page.jsx');
  return program ? esmStatementsOf(program, esm) : [];
}

function esmStatementsOf(program: Node, esm: string): EsmStatement[] {
  return (program.body as Node[]).map((statement) => {
    const reads = new Set<string>();
    const draws = new Set<string>();
    for (const node of walk(statement)) {
      if (node.type === 'Identifier') reads.add(node.name as string);
      if (node.type === 'JSXIdentifier' && /^[A-Z]/.test(node.name as string)) draws.add(node.name as string);
      if (node.type === 'JSXMemberExpression') for (const part of walk(node.object)) if (part.type === 'JSXIdentifier') draws.add(part.name as string);
    }
    return {
      code: esm.slice(statement.start, statement.end),
      isImport: statement.type === 'ImportDeclaration',
      imports: statement.type === 'ImportDeclaration' ? importOf(statement) : undefined,
      declares: [...topLevelNames({ ...program, body: [statement] } as Node), ...(statement.type === 'ExportDefaultDeclaration' ? exportedNames(statement).map(([, local]) => local) : [])],
      reads,
      interactive: isInteractive(statement),
      draws,
    };
  });
}

/** One import of a program: the module it names and the names it takes (`default` for a default import, `*` for a namespace). */
export interface ProgramImport {
  source: string;
  names: string[];
}

/** The imports of a parsed program (parseComponentCode), in order. */
export function programImports(program: unknown): ProgramImport[] {
  const body = (program as { body?: Node[] } | undefined)?.body ?? [];
  const imports: ProgramImport[] = [];
  for (const statement of body) {
    const source = (statement.source as { value?: unknown } | undefined)?.value;
    if (statement.type !== 'ImportDeclaration' || typeof source !== 'string') continue;
    const specifiers = (statement.specifiers as Array<{ type: string; imported?: { name?: string; value?: string } }> | undefined) ?? [];
    const names = specifiers.map((specifier) =>
      specifier.type === 'ImportSpecifier' ? (specifier.imported?.name ?? specifier.imported?.value ?? 'default') : specifier.type === 'ImportNamespaceSpecifier' ? '*' : 'default',
    );
    imports.push({ source, names });
  }
  return imports;
}
