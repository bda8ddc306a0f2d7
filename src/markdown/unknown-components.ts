import { fileURLToPath } from 'node:url';
import { closestMatches } from '../config/did-you-mean.ts';
import { MDX_COMPONENT_NAMES, NOT_YET_RENDERED_NAMES } from '../components/mdx/names.ts';
import { displayPath } from '../utils/display-path.ts';

/** A capitalised JSX tag in an .mdx page that nothing defines. */
export interface UnknownComponent {
  name: string;
  line?: number;
  column?: number;
  suggestions: string[];
}

/** Names an MDX page defines itself: `import X, { A as B } from '…'` and `export const Y = …`. */
export function namesDefinedByEsm(code: string): string[] {
  const names: string[] = [];
  for (const match of code.matchAll(/import\s+([\s\S]*?)\s+from\s+['"]/g)) {
    const clause = match[1];
    const braces = /\{([^}]*)\}/.exec(clause);
    if (braces) {
      for (const part of braces[1].split(',')) {
        const local = part.trim().split(/\s+as\s+/).pop()?.trim();
        if (local) names.push(local);
      }
    }
    const outside = clause.replace(/\{[^}]*\}/, '');
    const star = /\*\s+as\s+([\w$]+)/.exec(outside);
    if (star) names.push(star[1]);
    const defaultName = /^\s*([\w$]+)/.exec(outside.replace(/\*\s+as\s+[\w$]+/, ''));
    if (defaultName) names.push(defaultName[1]);
  }
  for (const match of code.matchAll(/export\s+(?:const|let|var|function|class)\s+([\w$]+)/g)) names.push(match[1]);
  return names;
}

/** Code files a page may import components from; the build puts placeholders in their place (snippet-imports.ts). */
export const COMPONENT_CODE_FILE = /\.(?:jsx|tsx|js|ts)$/;

/**
 * Components a page imports from code files of its folder (`import { Chart } from
 * '/snippets/chart.jsx'`): Mintlify's custom React components, which Quire shows as placeholders.
 */
export function namesFromCodeImports(esm: string): Array<{ name: string; from: string }> {
  return [...esm.matchAll(/import\s+([\s\S]*?)\s+from\s+['"]([^'"]+)['"]/g)]
    .filter((match) => COMPONENT_CODE_FILE.test(match[2]))
    .flatMap((match) => namesDefinedByEsm(`import ${match[1]} from '${match[2]}'`).map((name) => ({ name, from: match[2] })));
}

/** Every use of a custom React component in the build, for one warning after it. */
export const customComponentUses: Array<{ file: string; line?: number; name: string; from: string }> = [];

export function formatCustomComponents(uses: ReadonlyArray<{ file: string; line?: number; name: string; from: string }>): string | undefined {
  if (uses.length === 0) return undefined;
  const lines = [...uses]
    .sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0))
    .map(({ file, line, name, from }) => `  ⚠ ${file}${line ? `:${line}` : ''}: <${name}> from ${from}`);
  return `Custom React components are shown as a labelled placeholder (Quire runs no React):\n${lines.join('\n')}`;
}

const notYetRendered = new Set<string>(NOT_YET_RENDERED_NAMES);

/** Pages using each Mintlify component Quire does not render yet, for one warning after the build. */
export const notYetRenderedUses = new Map<string, Set<string>>();

export function formatNotYetRendered(uses: ReadonlyMap<string, ReadonlySet<string>>): string | undefined {
  if (uses.size === 0) return undefined;
  const lines = [...uses].sort(([a], [b]) => a.localeCompare(b)).map(([name, files]) => `  ⚠ <${name}> in ${[...files].sort().join(', ')}`);
  return `Mintlify components Quire does not render yet; their content is shown in a plain block:\n${lines.join('\n')}`;
}

/** Lower-case tags are HTML; `a.b` is a member of something imported; only bare capitalised names are components. */
export const isComponentName = (name: string | null | undefined): name is string => typeof name === 'string' && /^[A-Z][\w$]*$/.test(name);

export function findUnknownComponents(
  used: ReadonlyArray<{ name: string; line?: number; column?: number }>,
  defined: ReadonlySet<string>,
  known: readonly string[] = [...MDX_COMPONENT_NAMES, ...NOT_YET_RENDERED_NAMES],
): UnknownComponent[] {
  const knownSet = new Set(known);
  return used
    .filter(({ name }) => !knownSet.has(name) && !defined.has(name) && name !== 'Fragment')
    .map((use) => ({ ...use, suggestions: closestMatches(use.name, known) }));
}

export function formatUnknownComponents(file: string, unknown: readonly UnknownComponent[]): string {
  const lines = unknown.map(({ name, line, column, suggestions }) => {
    const where = line !== undefined ? `${file}:${line}:${column ?? 1}` : file;
    const hint = suggestions.length > 0 ? ` did you mean ${suggestions.map((s) => `<${s}>`).join(' or ')}?` : ' import it at the top of the page, or use one of Quire\'s components.';
    return `  ✖ ${where}: <${name}> is not a component Quire knows;${hint}`;
  });
  const count = unknown.length === 1 ? 'an unknown component' : `${unknown.length} unknown components`;
  return `${file} uses ${count}:\n${lines.join('\n')}\n  Quire's components: ${MDX_COMPONENT_NAMES.join(', ')}`;
}

interface VisitorContext {
  fileURL?: URL | string;
}

interface JsxNode {
  name?: string | null;
  position?: { start: { line: number; column: number } };
}

/**
 * Sätteri mdast plugin: an .mdx page that uses a component nobody defines fails the build here,
 * naming file, line and the closest component, instead of failing later at render time with
 * MDX's "Expected component … to be defined".
 */
export function unknownComponentsPlugin(options: { onUnknown?: (file: string, unknown: UnknownComponent[]) => void } = {}) {
  // Keyed by file: documents may be processed concurrently by one plugin instance.
  type State = { used: Array<{ name: string; line?: number; column?: number }>; defined: Set<string>; custom: Map<string, string> };
  const states = new Map<string, State>();
  const stateOf = (context: VisitorContext): State => {
    const key = String(context.fileURL ?? '');
    let state = states.get(key);
    if (!state) states.set(key, (state = { used: [], defined: new Set(), custom: new Map() }));
    return state;
  };
  const visitJsx = (node: JsxNode, context: VisitorContext) => {
    if (isComponentName(node.name)) stateOf(context).used.push({ name: node.name, line: node.position?.start.line, column: node.position?.start.column });
  };
  return {
    name: 'quire:unknown-components',
    options: { position: true },
    before(_root: unknown, context: VisitorContext) {
      states.delete(String(context.fileURL ?? ''));
    },
    mdxjsEsm(node: { value: string }, context: VisitorContext) {
      for (const name of namesDefinedByEsm(node.value)) stateOf(context).defined.add(name);
      for (const { name, from } of namesFromCodeImports(node.value)) stateOf(context).custom.set(name, from);
    },
    mdxJsxFlowElement: visitJsx,
    mdxJsxTextElement: visitJsx,
    after(_root: unknown, context: VisitorContext) {
      const { used, defined, custom } = stateOf(context);
      states.delete(String(context.fileURL ?? ''));
      const url = context.fileURL;
      const file = url ? displayPath(fileURLToPath(url)) : 'an .mdx page';
      for (const { name, line } of used) {
        const from = custom.get(name);
        if (from) customComponentUses.push({ file, line, name, from });
        if (notYetRendered.has(name) && !defined.has(name)) notYetRenderedUses.set(name, (notYetRenderedUses.get(name) ?? new Set()).add(file));
      }
      const unknown = findUnknownComponents(used, defined);
      if (unknown.length === 0) return;
      // `quire check` collects them as data; the build stops on the first page.
      if (options.onUnknown) return options.onUnknown(file, unknown);
      const error = new Error(formatUnknownComponents(file, unknown));
      error.name = 'QuireUnknownComponent';
      // @astrojs/mdx reads these for the location it prints above the message.
      Object.assign(error, { line: unknown[0].line, column: unknown[0].column });
      throw error;
    },
  };
}
