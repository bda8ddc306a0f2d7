import { fileURLToPath } from 'node:url';
import { markdownToHtml, mdxToJs } from 'satteri';
import { escapeHtml } from '../utils/escape.ts';
import { closestMatches, formatSuggestions } from '../config/did-you-mean.ts';
import { displayPath } from '../utils/display-path.ts';
import { maskVariableReferences, OPEN, parseableSource } from '../source/parseable-source.ts';

/** References as the build masks them (source/parseable-source.ts), and as written. */
const TOKEN = /\uE000\uE000([A-Za-z0-9-]+)\uE001\uE001/g;
const REFERENCE = /(?<!=)\{\{([A-Za-z0-9-]+)\}\}|\uE000\uE000([A-Za-z0-9-]+)\uE001\uE001/g;

export type Variables = Readonly<Record<string, string>>;

/** Code shows references as written. */
const restore = (value: string): string => value.replace(TOKEN, '{{$1}}');

const mayHoldReference = (value: string | null | undefined): value is string => typeof value === 'string' && (value.includes('{{') || value.includes(OPEN));

/** A reference to a name docs.json does not define, where the author wrote it. */
export interface UnknownVariable {
  name: string;
  line?: number;
  column?: number;
  suggestions: string[];
}

interface Point {
  line: number;
  column: number;
}

/**
 * `value` with each defined reference replaced by `escapeValue(value)`; an undefined one is left as
 * written and reported at its place (`start`: where the node's text starts).
 */
function substitute(value: string, variables: Variables, start: Point | undefined, unknown: UnknownVariable[], escapeValue: (text: string) => string = (text) => text): string {
  return value.replace(REFERENCE, (_written: string, plain: string | undefined, token: string | undefined, offset: number) => {
    const name = (plain ?? token)!;
    if (Object.hasOwn(variables, name)) return escapeValue(variables[name]);
    const before = value.slice(0, offset);
    const lines = before.split('\n');
    const where = start && { line: start.line + lines.length - 1, column: lines.length === 1 ? start.column + offset : lines[lines.length - 1].length + 1 };
    unknown.push({ name, ...where, suggestions: closestMatches(name, Object.keys(variables)) });
    return `{{${name}}}`;
  });
}

export function formatUnknownVariables(file: string, unknown: readonly UnknownVariable[], defined: readonly string[]): string {
  const lines = unknown.map(({ name, line, column, suggestions }) => {
    const where = line !== undefined ? `${file}:${line}:${column ?? 1}` : file;
    const hint = formatSuggestions(suggestions) ?? 'add it to "variables" in docs.json, or write it in `code` to show the braces.';
    return `  ✖ ${where}: {{${name}}} is no variable of docs.json; ${hint}`;
  });
  const known = defined.length === 0 ? 'none' : defined.map((name) => `{{${name}}}`).join(', ');
  return `${file} uses ${unknown.length === 1 ? 'an undefined variable' : `${unknown.length} undefined variables`}:\n${lines.join('\n')}\n  Defined: ${known}`;
}

/** The build's error for a page's undefined references: the message says it all, so no stack trace goes with it. */
function undefinedVariablesError(file: string, unknown: UnknownVariable[], defined: readonly string[]): Error {
  const error = new Error(formatUnknownVariables(file, unknown, defined));
  error.name = 'QuireUnknownVariable';
  error.stack = '';
  // @astrojs/mdx reads line and column for the location it prints above the message.
  return Object.assign(error, { line: unknown[0].line, column: unknown[0].column, unknown });
}

interface VisitedNode {
  value?: string;
  url?: string;
  title?: string | null;
  alt?: string | null;
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
  position?: { start: Point };
}

interface VisitContext {
  fileURL?: URL | string;
  replaceNode(node: unknown, replacement: unknown): void;
  setProperty(node: unknown, key: string, value: unknown): void;
}

/**
 * Sätteri mdast plugin: docs.json `variables` in .md and .mdx pages and snippets (an .mdx source is
 * masked first, see maskVariableReferences). A reference to an undefined name outside code stops
 * the build with file, line and the closest defined names, as Mintlify's build does; `undefinedNames:
 * 'keep'` (the checks that read what a page renders to, which leave that error to its own check)
 * keeps it as written instead. `variables()` is read per page: undefined (no `variables` in the
 * config) leaves pages untouched.
 */
export function pageVariablesPlugin(variables: () => Variables | undefined, { undefinedNames = 'stop' }: { undefinedNames?: 'stop' | 'keep' } = {}) {
  // Keyed by file: documents may be processed concurrently by one plugin instance.
  const pages = new Map<string, UnknownVariable[]>();
  const unknownOf = (context: VisitContext): UnknownVariable[] => {
    const key = String(context.fileURL ?? '');
    let list = pages.get(key);
    if (!list) pages.set(key, (list = []));
    return list;
  };
  const inCode = (node: VisitedNode, context: VisitContext) => {
    if (mayHoldReference(node.value) && node.value.includes(OPEN)) context.setProperty(node, 'value', restore(node.value));
  };
  const inText = (escapeValue?: (text: string) => string) => (node: VisitedNode, context: VisitContext) => {
    const defined = variables();
    if (!defined || !mayHoldReference(node.value)) return;
    context.setProperty(node, 'value', substitute(node.value, defined, node.position?.start, unknownOf(context), escapeValue));
  };
  const inUrls = (node: VisitedNode, context: VisitContext) => {
    const defined = variables();
    if (!defined) return;
    for (const key of ['url', 'title', 'alt'] as const) {
      const value = node[key];
      if (mayHoldReference(value)) context.setProperty(node, key, substitute(value, defined, node.position?.start, unknownOf(context)));
    }
  };
  const inAttributes = (node: VisitedNode, context: VisitContext) => {
    const defined = variables();
    if (!defined || !node.attributes?.some((attribute) => mayHoldReference(attribute.value as string))) return;
    const attributes = node.attributes.map((attribute) =>
      mayHoldReference(attribute.value as string) ? { ...attribute, value: substitute(attribute.value as string, defined, node.position?.start, unknownOf(context)) } : attribute,
    );
    // Sätteri edits an element's attributes by replacing the element (its children pass through).
    context.replaceNode(node, { ...node, attributes });
  };
  return {
    name: 'quire:variables',
    options: { position: true },
    before(_root: unknown, context: VisitContext) {
      pages.delete(String(context.fileURL ?? ''));
    },
    text: inText(),
    html: inText(escapeHtml),
    inlineCode: inCode,
    code: inCode,
    link: inUrls,
    image: inUrls,
    definition: inUrls,
    mdxJsxFlowElement: inAttributes,
    mdxJsxTextElement: inAttributes,
    after(_root: unknown, context: VisitContext) {
      const unknown = unknownOf(context);
      pages.delete(String(context.fileURL ?? ''));
      if (unknown.length === 0 || undefinedNames === 'keep') return;
      const url = context.fileURL;
      const file = url ? displayPath(fileURLToPath(url)) : 'a page';
      throw undefinedVariablesError(file, unknown, Object.keys(variables() ?? {}));
    },
  };
}

/**
 * Vite plugin: masks the references of the site's .mdx pages and snippets before MDX parses them.
 * A page with an undefined name stops here, before the MDX compiler, which would put its own
 * stack trace on the message. Only a page whose text names an undefined variable is parsed here
 * (see undefinedVariablesOfPage): every other page is compiled once, by MDX.
 */
export function variableTokensPlugin(docsDir: string, variables: () => Variables | undefined) {
  return {
    name: 'quire:variable-tokens',
    enforce: 'pre' as const,
    transform: {
      order: 'pre' as const,
      filter: { id: /\.mdx$/ },
      handler(code: string, id: string) {
        const defined = variables();
        if (!id.startsWith(docsDir) || defined === undefined) return undefined;
        const masked = maskVariableReferences(code);
        if (masked === code) return undefined;
        const unknown = undefinedVariablesOfPage(code, 'mdx', defined);
        if (unknown.length > 0) throw undefinedVariablesError(displayPath(id), unknown, Object.keys(defined));
        return { code: masked, map: null };
      },
    },
  };
}

/**
 * For the checks that read a page's source (links, ids, components): references resolved to their
 * values, undefined ones (and all of them when the site has no `variables`) left as written.
 */
export function resolveVariableReferences(value: string, variables: Variables | undefined): string {
  if (!mayHoldReference(value)) return value;
  return value.replace(REFERENCE, (_written: string, plain: string | undefined, token: string | undefined) => {
    const name = (plain ?? token)!;
    return variables && Object.hasOwn(variables, name) ? variables[name] : `{{${name}}}`;
  });
}

/**
 * Whether `value`, as written, names a variable docs.json does not define: the build stops on that
 * reference with its own error, so a check of what the value would be has nothing to add.
 */
export function namesUndefinedVariable(value: string, variables: Variables | undefined): boolean {
  if (!variables || !mayHoldReference(value)) return false;
  return [...value.matchAll(REFERENCE)].some(([, plain, token]) => !Object.hasOwn(variables, (plain ?? token)!));
}

/**
 * A page's references to names docs.json does not define, found by the build's own plugin (for
 * `quire check`, and for the build before MDX compiles the page); [] for a page the parser refuses
 * (reported by the link check). Only a page whose text names an undefined variable is parsed, to
 * tell code (where a reference stays as written) from text.
 */
export function undefinedVariablesOfPage(source: string, format: 'md' | 'mdx', variables: Variables): UnknownVariable[] {
  if (!namesUndefinedVariable(source, variables)) return [];
  const text = parseableSource(source, format);
  const options = { mdastPlugins: [pageVariablesPlugin(() => variables)] };
  try {
    if (format === 'mdx') mdxToJs(text, options);
    else markdownToHtml(text, options);
    return [];
  } catch (error) {
    return (error as { unknown?: UnknownVariable[] }).unknown ?? [];
  }
}
