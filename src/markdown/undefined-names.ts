import { fileURLToPath } from 'node:url';
// rolldown's parser (what Vite's parseAst is) without loading Vite into the render threads.
import { parseAst } from 'rolldown/parseAst';
import { displayPath } from '../utils/display-path.ts';
import { boundNames, freeReferences } from '../site-code/free-names.ts';
import { parseComponentCode } from '../site-code/react-code.ts';
import { leavesFolder } from '../utils/paths.ts';

/**
 * Names an .mdx file's text reads (`{word}`, `<Card title={label}>`) that nothing defines read the
 * file's props instead, as Mintlify reads them: a snippet's variables are the props its page passes
 * (`<MySnippet word="bananas" />`), and on a page, which is passed none, such a name draws nothing
 * where MDX alone would stop the page with a ReferenceError. A page's (not a snippet's) names are
 * reported: on a docs.json site as a warning, where the policy makes them errors the build stops
 * here, naming file, line and name.
 */

/** Names one file reads that nothing defines, where the file is. */
export interface UndefinedNamesIn {
  file: string;
  line?: number;
  names: string[];
}

/** What MDX gives a file's text besides its own imports and exports. */
const MDX_SCOPE = new Set(['props', 'frontmatter', '_components']);

interface Context {
  fileURL?: URL | string;
  setProperty(node: unknown, key: string, value: unknown): void;
  replaceNode(node: unknown, replacement: unknown): void;
}

type Position = { start: { line: number; column: number } };
type ExpressionNode = { type: string; value: string; position?: Position };
type Attribute = { type: string; name?: string; value?: unknown };
type ElementNode = { type: string; attributes?: readonly Attribute[]; position?: Position };

/** The names MDX and a file's import/export blocks bind. */
function namesBoundBy(esmBlocks: Iterable<string>): Set<string> {
  const bound = new Set(MDX_SCOPE);
  for (const value of esmBlocks) {
    const program = parseComponentCode(value, 'page.jsx');
    if (program) for (const name of boundNames(program)) bound.add(name);
  }
  return bound;
}

/** An element's expression attributes (`title={label}`, `{...rest}`) with their free names read from props: the names each rewritten one reads, and the attributes as rewritten. */
function readElementNames(node: ElementNode, bound: ReadonlySet<string>): { names: string[][]; attributes: readonly Attribute[] } {
  const names: string[][] = [];
  const attributes = (node.attributes ?? []).map((attribute) => {
    const value = attribute.type === 'mdxJsxExpressionAttribute' ? attribute : (attribute.value as { type?: string; value?: string } | undefined);
    if (!value || typeof value !== 'object' || typeof (value as { value?: unknown }).value !== 'string') return attribute;
    if (attribute.type !== 'mdxJsxExpressionAttribute' && (value as { type?: string }).type !== 'mdxJsxAttributeValueExpression') return attribute;
    // `{...spread}` is written with its dots: the expression is what follows them.
    const text = (value as { value: string }).value;
    const spread = attribute.type === 'mdxJsxExpressionAttribute' ? /^\s*\.\.\./.exec(text)?.[0] : undefined;
    const read = readFreeNamesFromProps(spread ? text.slice(spread.length) : text, bound);
    if (!read) return attribute;
    names.push(read.names);
    return attribute.type === 'mdxJsxExpressionAttribute' ? { ...attribute, value: `${spread ?? ''}${read.code}` } : { ...attribute, value: { ...(value as object), value: read.code } };
  });
  return { names, attributes };
}

/** Whether names read at `path` are reported: a page's are; a snippet's free names are its variables, filled by the page that draws it. */
const reportsNames = (path: string, docsDir: string): boolean => leavesFolder(path, `${docsDir}/snippets`);

/** The expression with its free names read from props; undefined when it reads none (or cannot be read). */
export function readFreeNamesFromProps(expression: string, bound: ReadonlySet<string>): { code: string; names: string[] } | undefined {
  // Wrapped so an object literal or a comment-only expression parses as an expression; the offsets move by 2.
  let program: unknown;
  try {
    program = parseAst(`(\n${expression}\n)`, { lang: 'jsx' });
  } catch {
    return undefined; // MDX's own compile says what is wrong with it.
  }
  const free = freeReferences(program, bound);
  if (free.length === 0) return undefined;
  let code = expression;
  for (const { name, start, shorthand } of [...free].sort((a, b) => b.start - a.start)) {
    const at = start - 2;
    code = `${code.slice(0, at)}${shorthand ? `${name}: props.` : 'props.'}${code.slice(at)}`;
  }
  return { code, names: [...new Set(free.map((reference) => reference.name))] };
}

export function undefinedNamesPlugin({ docsDir, record, severity }: { docsDir: string; record?: { undefinedNames: UndefinedNamesIn[] }; severity: () => 'error' | 'warning' }) {
  // Keyed by file: documents may be processed concurrently by one plugin instance.
  const pages = new Map<string, { bound: Set<string>; file: string; report: boolean; found: Array<{ line?: number; names: string[] }> }>();
  const key = (context: Context) => String(context.fileURL ?? '');
  const visitExpression = (node: ExpressionNode, context: Context) => {
    const page = pages.get(key(context));
    const read = page && readFreeNamesFromProps(node.value, page.bound);
    if (!page || !read) return;
    if (page.report) page.found.push({ line: node.position?.start.line, names: read.names });
    context.setProperty(node, 'value', read.code);
  };
  const visitElement = (node: ElementNode, context: Context) => {
    const page = pages.get(key(context));
    if (!page) return;
    const { names, attributes } = readElementNames(node, page.bound);
    if (names.length === 0) return;
    if (page.report) for (const each of names) page.found.push({ line: node.position?.start.line, names: each });
    context.replaceNode(node, { ...node, attributes });
  };
  return {
    name: 'quire:undefined-names',
    options: { position: true },
    before(root: { children?: ReadonlyArray<{ type: string; value?: string }> }, context: Context) {
      pages.delete(key(context));
      const url = context.fileURL;
      if (!url) return;
      const path = fileURLToPath(url);
      if (!path.endsWith('.mdx')) return;
      const bound = namesBoundBy((root.children ?? []).filter((node) => node.type === 'mdxjsEsm').map((node) => node.value ?? ''));
      pages.set(key(context), { bound, file: displayPath(path), report: reportsNames(path, docsDir), found: [] });
    },
    mdxFlowExpression: visitExpression,
    mdxTextExpression: visitExpression,
    mdxJsxFlowElement: visitElement,
    mdxJsxTextElement: visitElement,
    after(_root: unknown, context: Context) {
      const page = pages.get(key(context));
      pages.delete(key(context));
      if (!page || page.found.length === 0) return;
      const found = page.found.map(({ line, names }) => ({ file: page.file, line, names }));
      if (severity() === 'warning') {
        record?.undefinedNames.push(...found);
        return;
      }
      const error = new Error(formatUndefinedNames(found, 'error'));
      error.name = 'QuireUndefinedName';
      error.stack = '';
      Object.assign(error, { line: found[0].line });
      throw error;
    },
  };
}

/**
 * What undefinedNamesPlugin finds in the .mdx page at `path` while the build compiles it, from the
 * nodes one parse of the page recorded (source/page-syntax.ts), in document order: `quire check`
 * judges without compiling. `moreEsm`: import lines the build adds to the page.
 */
export function undefinedNamesOfNodes(
  nodes: ReadonlyArray<{ type: string; value?: string; attributes?: readonly Attribute[]; position?: Position }>,
  path: string,
  docsDir: string,
  moreEsm: readonly string[] = [],
): UndefinedNamesIn[] {
  if (!path.endsWith('.mdx') || !reportsNames(path, docsDir)) return [];
  const bound = namesBoundBy([...nodes.filter((node) => node.type === 'mdxjsEsm').map((node) => node.value ?? ''), ...(moreEsm.length > 0 ? [moreEsm.join('\n')] : [])]);
  const file = displayPath(path);
  const found: UndefinedNamesIn[] = [];
  for (const node of nodes) {
    const line = node.position?.start.line;
    if ((node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') && typeof node.value === 'string') {
      const read = readFreeNamesFromProps(node.value, bound);
      if (read) found.push({ file, line, names: read.names });
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const names of readElementNames(node, bound).names) found.push({ file, line, names });
    }
  }
  return found;
}

/** Names pages read that nothing defines, one line each with file:line. */
export function formatUndefinedNames(found: ReadonlyArray<UndefinedNamesIn>, severity: 'error' | 'warning'): string {
  const mark = severity === 'error' ? '✖' : '⚠';
  const lines = found.map(({ file, line, names }) => `  ${mark} ${file}${line ? `:${line}` : ''}: ${names.map((name) => `{${name}}`).join(', ')}`);
  const outcome =
    severity === 'error'
      ? 'define them in the page (export const name = …) or remove the braces'
      : 'they draw nothing, as on Mintlify; define them (export const name = …) or write the braces as \\{ \\}';
  return `Names a page's text reads that nothing defines (${outcome}):\n${lines.join('\n')}`;
}
