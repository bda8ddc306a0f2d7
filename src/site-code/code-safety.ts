import { parseAst } from 'rolldown/parseAst';
import { importKind } from './allowed-imports.ts';

/**
 * What a page's or snippet's code may not do. The code of an .mdx page (its import/export lines and
 * its `{expressions}`) and of the files it imports runs in Node while the site is built, with the
 * rights of whoever builds it. These rules refuse what reaches Node's own powers from there: its
 * modules, its globals, and the ways to turn a string into code. They read the program's syntax
 * tree (never its text), so the word "process" in prose, a string or a comment is no finding.
 * They guard against the plain and the known-obfuscated ways; they do not make untrusted code safe
 * (see the README: build untrusted pull requests in a sandbox).
 */

/** Globals that hand out Node's powers (`process.getBuiltinModule('fs')`) or run a string as code. */
const REFUSED_GLOBALS = new Map<string, string>([
  ['process', "Node's process object (environment variables, files, child processes)"],
  ['require', "Node's module loader"],
  ['module', "Node's module object"],
  ['globalThis', 'the global object, which holds every global by name'],
  ['global', 'the global object, which holds every global by name'],
  ['eval', 'eval, which runs a string as code'],
  ['Function', 'the Function constructor, which runs a string as code'],
  ['Reflect', 'Reflect, which reads any property by a computed name'],
]);

/**
 * Properties that lead from any value to the Function constructor (`[].constructor.constructor`,
 * `Object.getPrototypeOf(f).constructor`) or to other frames' functions; refused as `.name`, as
 * `['name']` and as a string anywhere in the code (`Reflect.get(x, 'constructor')`).
 */
const REFUSED_PROPERTIES = new Set([
  'constructor',
  '__proto__',
  'getPrototypeOf',
  'getOwnPropertyNames',
  'getOwnPropertyDescriptor',
  'getOwnPropertyDescriptors',
  '__lookupGetter__',
  '__lookupSetter__',
  '__defineGetter__',
  '__defineSetter__',
  'prepareStackTrace',
]);

/** A place in the code (an offset into the text parsed) and what is refused there. */
export interface CodeFinding {
  offset: number;
  /** What is written, as the message shows it: `process`, `import "node:fs"`, `.constructor`. */
  written: string;
  /** Why it is refused, for the message. */
  reason: string;
  /** An import of a package pages are not given: reported apart, it is no security finding. */
  unresolvablePackage?: boolean;
}

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** Where a node declares names: its children under these keys are patterns. */
const BINDING_KEYS: Record<string, string[]> = {
  VariableDeclarator: ['id'],
  FunctionDeclaration: ['id', 'params'],
  FunctionExpression: ['id', 'params'],
  ArrowFunctionExpression: ['params'],
  ClassDeclaration: ['id'],
  ClassExpression: ['id'],
  CatchClause: ['param'],
};
/** The nodes a declared pattern is made of; a default value (`= process`) or a computed key is read. */
const PATTERN_PARTS = new Set(['Identifier', 'ObjectPattern', 'ArrayPattern', 'RestElement', 'AssignmentPattern', 'Property', 'TSParameterProperty']);

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

export type CodeLanguage = 'js' | 'jsx' | 'ts' | 'tsx';

/** The code's syntax tree (ESTree, offsets in UTF-16 code units); throws the parser's error for code it cannot read. */
export function parseCode(code: string, lang: CodeLanguage, sourceType: 'module' | 'script' = 'module'): Node {
  return parseAst(code, { lang, sourceType }) as unknown as Node;
}

/** The findings of an import (static, re-export) by its specifier. */
export function importFinding(specifier: string, offset: number): CodeFinding | undefined {
  const kind = importKind(specifier);
  const written = `import "${specifier}"`;
  if (kind === 'node-builtin') return { offset, written, reason: "Node's own modules reach the machine that builds the site" };
  if (kind === 'scheme') return { offset, written, reason: 'pages import only files of the site folder and the packages Quire provides' };
  if (kind === 'unresolvable-package') return { offset, written, reason: 'this package is not provided to pages', unresolvablePackage: true };
  return undefined;
}

const propertyName = (node: Node): string | undefined => {
  if (node.type === 'Identifier') return node.name as string;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  return undefined;
};

/**
 * Every finding in a program's tree, in the order written. Identifiers are judged as references:
 * a property name (`x.process`), an object key (`{ process: 1 }`), a declared name or a label is no
 * use of the global; `typeof process` reads nothing.
 */
export function findUnsafeCode(program: Node): CodeFinding[] {
  const findings: CodeFinding[] = [];
  const refuse = (node: Node, written: string, reason: string) => findings.push({ offset: node.start, written, reason });
  const visit = (node: Node, parent: Node | undefined, key: string, binding: boolean) => {
    // Inside a declared pattern (`const { process } = props`, `({ process }) =>`), names are declared, not read.
    const declaring = binding && PATTERN_PARTS.has(node.type) && key !== 'right' && !(key === 'key' && parent?.computed === true);
    switch (node.type) {
      case 'Identifier':
      case 'JSXIdentifier': {
        const name = node.name as string;
        if (declaring) return;
        const reason = REFUSED_GLOBALS.get(name);
        if (reason && isReference(node, parent, key)) refuse(node, name, `it reaches ${reason}`);
        return;
      }
      case 'ImportDeclaration':
      case 'ExportNamedDeclaration':
      case 'ExportAllDeclaration': {
        const source = node.source as Node | null | undefined;
        if (source && typeof source.value === 'string') {
          const finding = importFinding(source.value, node.start);
          if (finding) findings.push(finding);
        }
        break;
      }
      case 'ImportExpression':
        refuse(node, 'import(…)', 'it loads code while the site is built; import files with an import line instead');
        return;
      case 'MetaProperty':
        refuse(node, `${(node.meta as Node).name}.${(node.property as Node).name}`, 'it reaches the module system and the paths of the machine');
        return;
      case 'MemberExpression':
      case 'JSXMemberExpression': {
        const property = node.property as Node;
        const name = node.computed ? propertyName(property) : (property.name as string | undefined);
        if (name && REFUSED_PROPERTIES.has(name)) refuse(property, `.${name}`, 'it leads from any value to the Function constructor, which runs a string as code');
        break;
      }
      case 'Literal':
        if (typeof node.value === 'string' && REFUSED_PROPERTIES.has(node.value) && !(parent?.type === 'MemberExpression' && key === 'property')) {
          refuse(node, JSON.stringify(node.value), 'a property of that name leads to the Function constructor, which runs a string as code');
        }
        return;
      case 'TemplateElement': {
        const cooked = (node.value as { cooked?: string } | undefined)?.cooked;
        if (cooked && REFUSED_PROPERTIES.has(cooked)) refuse(node, JSON.stringify(cooked), 'a property of that name leads to the Function constructor, which runs a string as code');
        return;
      }
    }
    for (const [childKey, value] of Object.entries(node)) {
      const declares = declaring || BINDING_KEYS[node.type]?.includes(childKey) === true;
      if (Array.isArray(value)) {
        for (const item of value) if (isNode(item)) visit(item, node, childKey, declares);
      } else if (isNode(value)) visit(value, node, childKey, declares);
    }
  };
  visit(program, undefined, '', false);
  return findings.sort((a, b) => a.offset - b.offset);
}

/** Whether an identifier, where it stands, reads a variable (and so possibly the global of that name). */
function isReference(node: Node, parent: Node | undefined, key: string): boolean {
  if (!parent) return true;
  switch (parent.type) {
    case 'MemberExpression':
    case 'JSXMemberExpression':
      return key === 'object' || (key === 'property' && parent.computed === true);
    case 'Property':
    case 'PropertyDefinition':
    case 'MethodDefinition':
    case 'AccessorProperty':
      // `{ process }` reads it; `{ process: 1 }` and `process() {}` only name a key.
      return key === 'value' || (key === 'key' && parent.computed === true) || (key === 'key' && parent.shorthand === true && parent.type === 'Property');
    case 'JSXAttribute':
      return false;
    case 'JSXOpeningElement':
    case 'JSXClosingElement':
      // `<process />` is an HTML-like tag name; `<Function />` calls it.
      return /^[A-Z]/.test(node.name as string);
    case 'UnaryExpression':
      return parent.operator !== 'typeof';
    case 'LabeledStatement':
    case 'BreakStatement':
    case 'ContinueStatement':
    case 'ImportSpecifier':
    case 'ImportDefaultSpecifier':
    case 'ImportNamespaceSpecifier':
    case 'ExportSpecifier':
    case 'CatchClause':
      return false;
    case 'TSPropertySignature':
    case 'TSTypeReference':
    case 'TSQualifiedName':
    case 'TSTypeQuery':
      // Types are erased before the code runs.
      return false;
    default:
      return true;
  }
}

/** The modules a program imports or re-exports from, as written (`./chart.jsx`, `react`). */
export function importSpecifiers(program: Node): string[] {
  const body = (program.body as Node[] | undefined) ?? [];
  return body.flatMap((statement) => {
    const source = statement.source as Node | null | undefined;
    return source && typeof source.value === 'string' ? [source.value] : [];
  });
}
