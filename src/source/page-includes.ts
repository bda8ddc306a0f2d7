import { initSync, parse as parseModule } from 'es-module-lexer';
import { mdxToMdast } from 'satteri';
import { parseableSource } from './parseable-source.ts';
import { MDX_COMPONENT_NAMES } from './component-names.ts';
import { parseCode } from '../site-code/code-safety.ts';
import { type CodePiece, MAY_HOLD_UNSAFE_CODE } from '../site-code/page-code.ts';

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

/** What a page includes, and its code (ESM blocks and expressions) for the rules of code-safety.ts. */
export interface PageReading extends PageIncludes {
  code: CodePiece[];
  /** The icon names the page hands to components not Quire's own (`<Feature icon="rocket" />`): a React component draws them (site-code/react-icons.ts). */
  icons: string[];
  /** The text the MDX parser read, which the code pieces' offsets point into. */
  parsedText: string;
}

interface MdastNode {
  type: string;
  value?: string;
  name?: string | null;
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
  position?: { start: { line: number; column: number; offset: number }; end: { offset: number } };
  children?: MdastNode[];
}

/** The modules an ESM block imports (static, re-exports and literal dynamic imports), with their line in the block. */
export function esmImports(esm: string, firstLine = 1): ImportUse[] {
  // The lexer's WebAssembly is compiled on the first call and reused after: initSync returns at once then.
  initSync();
  const [imports] = parseModule(esm);
  return imports.filter((use) => typeof use.n === 'string').map((use) => ({ specifier: use.n as string, line: firstLine + (esm.slice(0, Math.max(use.ss, 0)).split('\n').length - 1) }));
}

/**
 * esmImports, for ESM that may hold JSX (`export const Card = () => <div>…</div>`), which the module
 * lexer cannot always read: then the JavaScript parser lists the import statements. Code neither
 * can read imports nothing here; the code check refuses it (page-code.ts).
 */
function importsOfCode(code: string, firstLine: number): ImportUse[] {
  try {
    return esmImports(code, firstLine);
  } catch {
    try {
      const program = parseCode(code, 'jsx') as unknown as { body: Array<{ start: number; source?: { value?: unknown } | null }> };
      return program.body.flatMap(({ start, source }) => (typeof source?.value === 'string' ? [{ specifier: source.value, line: firstLine + (code.slice(0, start).split('\n').length - 1) }] : []));
    } catch {
      return [];
    }
  }
}

/** Cheap test before parsing: MDX's ESM starts a line with import/export; without them, `import(` or <Snippet a page includes nothing. */
const MAY_INCLUDE = /^(?:import|export)\b|\bimport\s*\(|<Snippet\b/m;
/** Whether a page may import or include anything: false means readPageIncludes finds nothing without parsing. */
export const mayInclude = (source: string): boolean => MAY_INCLUDE.test(source);
const EXPRESSION = new Set(['mdxFlowExpression', 'mdxTextExpression']);
const QUIRE_COMPONENTS: ReadonlySet<string> = new Set(MDX_COMPONENT_NAMES);
/** An element that may be the site's React component: capitalised, and not one of Quire's (whose icons the build draws itself). */
const handsIcons = (name: string | null | undefined): boolean => typeof name === 'string' && /^[A-Z]/.test(name) && !QUIRE_COMPONENTS.has(name.split('.')[0]);

/**
 * What an .mdx page pulls in when it renders: its imports (from the ESM lines and `{import(…)}`
 * expressions, read by a module lexer) and its `<Snippet file>` uses (JSX elements, read by the MDX parser), each with the line
 * of the page it is written on. Code blocks are text, so an `import` shown in one is no import.
 * Throws the parser's error for a page MDX cannot parse.
 */
export function readPageIncludes(source: string): PageIncludes {
  if (!mayInclude(source)) return { imports: [], snippets: [] };
  const { imports, snippets } = readPage(source);
  return { imports, snippets };
}

/** What a page includes and its code, as collected node by node: the parts of a PageReading a parse fills. */
type ReadingParts = Omit<PageReading, 'parsedText'>;

/** Whether a page can include or hold code worth reading at all: without, its reading is empty (no parse needed for it). */
const mayNeedReading = (source: string): boolean => MAY_INCLUDE.test(source) || MAY_HOLD_UNSAFE_CODE.test(source);

/** Records into `found` what one node of an .mdx page includes or runs (its own attributes and value, not its children's). */
function readNode(node: MdastNode, found: ReadingParts): void {
  const line = node.position?.start.line ?? 1;
  const start = node.position?.start ?? { line: 1, column: 1, offset: 0 };
  const end = node.position?.end;
  const piece = (kind: CodePiece['kind'], value: string) => found.code.push({ kind, value, start, end });
  if (node.type === 'mdxjsEsm' && node.value) {
    found.imports.push(...importsOfCode(node.value, line));
    piece('esm', node.value);
  }
  if (EXPRESSION.has(node.type) && typeof node.value === 'string') {
    if (node.value.includes('import')) found.imports.push(...importsOfCode(node.value, line));
    piece('expression', node.value);
  }
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
    for (const attribute of node.attributes ?? []) {
      const value = attribute.value as { type?: string; value?: string } | string | undefined;
      if (attribute.type === 'mdxJsxExpressionAttribute' && typeof value === 'string') piece('spread', value);
      else if (attribute.name === 'icon' && typeof value === 'string' && value.trim() !== '' && handsIcons(node.name)) found.icons.push(value.trim());
      else if (typeof value === 'object' && value?.type === 'mdxJsxAttributeValueExpression' && typeof value.value === 'string') piece('attribute', value.value);
    }
    if (node.name === 'Snippet') {
      const file = node.attributes?.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'file')?.value;
      if (typeof file === 'string') found.snippets.push({ file, line });
    }
  }
}

const emptyReading = (): ReadingParts => ({ imports: [], snippets: [], code: [], icons: [] });

/** A page's reading (readPage) from the nodes one parse of it recorded (page-syntax.ts), in document order. */
export function readingOfNodes(nodes: readonly object[], source: string, parsedText: string): PageReading {
  const found: PageReading = { ...emptyReading(), parsedText };
  if (!mayNeedReading(source)) return found;
  // Sätteri's node types and the recorded ones are the shapes readNode reads.
  for (const node of nodes) readNode(node as MdastNode, found);
  return found;
}

/** readPageIncludes, plus the page's code: one parse for both. */
export function readPage(source: string): PageReading {
  // Measured against the MDX parse budget first (it throws for a page MDX would take minutes on).
  const parsedText = parseableSource(source, 'mdx');
  const found: PageReading = { ...emptyReading(), parsedText };
  if (!mayNeedReading(source)) return found;
  const walk = (node: MdastNode) => {
    readNode(node, found);
    for (const child of node.children ?? []) walk(child);
  };
  walk(mdxToMdast(parsedText) as MdastNode);
  return found;
}
