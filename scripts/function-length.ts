import ts from 'typescript';

/**
 * A function of src/ is read whole on one screen: no function (declaration, expression, arrow or
 * method) longer than MAX_FUNCTION_LINES, counted from its first line to its last, nested
 * functions included. `npm run lint` holds every file of src/ to it (scripts/check-function-length.ts).
 */
export const MAX_FUNCTION_LINES = 80;

export interface LongFunction {
  name: string;
  line: number;
  lines: number;
}

/** The name a function is known by: its own, the variable or property it is assigned to, else "(anonymous)". */
function nameOf(node: ts.FunctionLikeDeclaration): string {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText();
  return '(anonymous)';
}

/** Every function of a file's code longer than `limit` lines. */
export function longFunctions(file: string, code: string, limit = MAX_FUNCTION_LINES): LongFunction[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isArrowFunction(node) || ts.isMethodDeclaration(node)) {
      const start = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const lines = source.getLineAndCharacterOfPosition(node.getEnd()).line - start + 1;
      if (lines > limit) found.push({ name: nameOf(node), line: start + 1, lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
