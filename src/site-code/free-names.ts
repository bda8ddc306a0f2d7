/**
 * The names a piece of the site's code uses that nothing binds: a JSX tag no import, declaration
 * or parameter defines (`<Unknown>` inside `export const Box = () => …`), or a value an expression
 * reads that exists nowhere (`{tool_descriptions}` in a page's prose). Read from the syntax tree
 * Vite's parser gives (ESTree), never by running the code. Scopes are taken coarsely: a name bound
 * anywhere in the code counts as bound everywhere in it, so a name is only called free when no
 * reading of the code could find it.
 */

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** A free name and where it is used (an offset into the code given). */
export interface FreeName {
  name: string;
  start: number;
}

/** Every node under `node` with its parent and the key it hangs from, depth first. */
function* walkWithParents(node: unknown, parent?: Node, key?: string): Generator<{ node: Node; parent?: Node; key?: string }> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) yield* walkWithParents(item, parent, key);
    return;
  }
  const value = node as Node;
  if (typeof value.type !== 'string') return;
  yield { node: value, parent, key };
  for (const [childKey, child] of Object.entries(value)) if (childKey !== 'type' && child && typeof child === 'object') yield* walkWithParents(child, value, childKey);
}

/** The identifiers a binding pattern (`a`, `{ a, b: [c] }`, `...rest`, `x = 1`) binds. */
function patternNames(pattern: unknown, out: Set<string>): void {
  const node = pattern as Node | null;
  if (!node) return;
  if (node.type === 'Identifier') out.add(node.name as string);
  else if (node.type === 'ObjectPattern') for (const property of node.properties as Node[]) patternNames(property.type === 'RestElement' ? property.argument : property.value, out);
  else if (node.type === 'ArrayPattern') for (const element of node.elements as Node[]) patternNames(element, out);
  else if (node.type === 'AssignmentPattern') patternNames(node.left, out);
  else if (node.type === 'RestElement') patternNames(node.argument, out);
  else if (node.type === 'TSParameterProperty') patternNames(node.parameter, out);
}

/** Every name the code binds, wherever: imports, declarations, functions' names and parameters, catch clauses. */
export function boundNames(program: unknown): Set<string> {
  const names = new Set<string>();
  for (const { node } of walkWithParents(program)) {
    if (node.type === 'ImportSpecifier' || node.type === 'ImportDefaultSpecifier' || node.type === 'ImportNamespaceSpecifier') patternNames(node.local, names);
    else if (node.type === 'VariableDeclarator') patternNames(node.id, names);
    else if (node.type === 'FunctionDeclaration' || node.type === 'FunctionExpression' || node.type === 'ArrowFunctionExpression') {
      patternNames(node.id, names);
      for (const param of (node.params as Node[]) ?? []) patternNames(param, names);
    } else if (node.type === 'ClassDeclaration' || node.type === 'ClassExpression') patternNames(node.id, names);
    else if (node.type === 'CatchClause') patternNames(node.param, names);
  }
  return names;
}

/** An Identifier that names a value read (not a property name, a label or a key). */
function isReference(parent: Node | undefined, key: string | undefined): boolean {
  if (!parent) return true;
  if ((parent.type === 'MemberExpression' || parent.type === 'StaticMemberExpression') && key === 'property' && !parent.computed) return false;
  if ((parent.type === 'Property' || parent.type === 'MethodDefinition' || parent.type === 'PropertyDefinition') && key === 'key' && !parent.computed) return false;
  if (parent.type === 'LabeledStatement' || parent.type === 'BreakStatement' || parent.type === 'ContinueStatement') return false;
  if (parent.type === 'MetaProperty' || parent.type === 'ExportSpecifier' || parent.type.startsWith('TS')) return false;
  if (parent.type === 'UnaryExpression' && parent.operator === 'typeof') return false;
  return true;
}

/**
 * Capitalised JSX tags (`<Unknown>`, the `GitHub` of `<GitHub.Repo>`) nothing in the code binds,
 * nor `alsoBound` (what the page defines elsewhere), each with where it is first used.
 */
export function freeJsxNames(program: unknown, alsoBound: ReadonlySet<string> = new Set()): FreeName[] {
  const bound = boundNames(program);
  const found = new Map<string, number>();
  for (const { node, key, parent } of walkWithParents(program)) {
    if (key !== 'name' || (parent?.type !== 'JSXOpeningElement' && parent?.type !== 'JSXClosingElement')) continue;
    let root: Node = node;
    while (root.type === 'JSXMemberExpression') root = root.object as Node;
    const name = root.type === 'JSXIdentifier' ? (root.name as string) : undefined;
    if (!name || !/^[A-Z]/.test(name) || bound.has(name) || alsoBound.has(name) || found.has(name)) continue;
    // Where the tag starts (its `<`), as the page's other tags are located.
    found.set(name, parent.start);
  }
  return [...found].map(([name, start]) => ({ name, start }));
}

/** A value read that nothing binds; `shorthand`: read as `{ name }`, an object's property of the same name. */
export interface FreeReference extends FreeName {
  shorthand: boolean;
}

/**
 * Every read of a value that nothing in the code binds, nor `alsoBound`, nor the runtime has
 * (`globalThis` on the server that draws the page), in order. `typeof x` is no read.
 */
export function freeReferences(program: unknown, alsoBound: ReadonlySet<string> = new Set()): FreeReference[] {
  const bound = boundNames(program);
  const found: FreeReference[] = [];
  for (const { node, parent, key } of walkWithParents(program)) {
    if (node.type !== 'Identifier' || !isReference(parent, key)) continue;
    const name = node.name as string;
    if (bound.has(name) || alsoBound.has(name) || name in globalThis) continue;
    found.push({ name, start: node.start, shorthand: parent?.type === 'Property' && parent.shorthand === true });
  }
  return found;
}
