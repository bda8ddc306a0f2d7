import { fileURLToPath } from 'node:url';
import { mdxToJs } from 'satteri';

type MdastPlugins = NonNullable<Parameters<typeof mdxToJs>[1]>['mdastPlugins'] & unknown[];
import { closestMatches, formatSuggestions } from '../config/did-you-mean.ts';
import { MDX_COMPONENT_NAMES, UNKNOWN_COMPONENT_STAND_IN } from '../source/component-names.ts';
import { displayPath } from '../utils/display-path.ts';
import { parseableSource } from '../source/parseable-source.ts';
import { sourcePageSyntax, type SyntaxNode } from '../source/page-syntax.ts';
import type { SiteSource, SourceFile } from '../source/site-source.ts';
import { standInBinding, tagsDrawnByEsm, type EsmBlock } from './esm-tags.ts';
import { setPageFlag } from './page-flags.ts';
import { addPlaces, notePlace, type PlacesByName } from '../utils/places.ts';
import { placeAt } from '../utils/problem-place.ts';

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
        const local = part
          .trim()
          .split(/\s+as\s+/)
          .pop()
          ?.trim();
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

/**
 * Code files a page may import components from that Quire does not run: React components come
 * from `.jsx`/`.tsx` files (site-code/react-plan.ts); these the build draws as their content alone (snippet-imports.ts).
 */
export const COMPONENT_CODE_FILE = /\.(?:js|ts)$/;

/**
 * Components a page imports from `.js`/`.ts` files of its folder (`import { Chart } from
 * '/snippets/chart.js'`), which Quire shows as their content alone.
 */
function namesFromCodeImports(esm: string): Array<{ name: string; from: string }> {
  return [...esm.matchAll(/import\s+([\s\S]*?)\s+from\s+['"]([^'"]+)['"]/g)]
    .filter((match) => COMPONENT_CODE_FILE.test(match[2]))
    .flatMap((match) => namesDefinedByEsm(`import ${match[1]} from '${match[2]}'`).map((name) => ({ name, from: match[2] })));
}

/** A capitalised tag of a page, as the build treats it. */
export interface ComponentUse {
  name: string;
  line?: number;
  column?: number;
  /**
   * `component`: one of Quire's; `defined`: imported or exported by the page; `custom`: imported
   * from a code file (a React component, shown as its content alone); `unknown`: nothing defines
   * it (the policy says whether the build stops or draws its content alone).
   */
  kind: 'component' | 'defined' | 'custom' | 'unknown';
  /** `custom`: the code file it is imported from. */
  from?: string;
  /** `unknown`: the closest names Quire knows, best first. */
  suggestions: string[];
}

const quireComponents = new Set<string>(MDX_COMPONENT_NAMES);

/** What the page's own ESM (its import and export lines) defines, and which of those are code-file components. */
function definitionsOfEsm(esm: string, _page?: { file: string; pagesDir: string }): { defined: Set<string>; custom: Map<string, string> } {
  return {
    defined: new Set(namesDefinedByEsm(esm)),
    // A page's own components and a snippet page's run as React does (site-code/react-plan.ts): they are defined, not placeholders.
    custom: new Map(namesFromCodeImports(esm).map(({ name, from }) => [name, from] as const)),
  };
}

/** The one rule for what each capitalised tag of a page is: the build, `quire check` and migrate use it. */
function classifyComponents(
  used: ReadonlyArray<{ name: string; line?: number; column?: number }>,
  { defined, custom }: { defined: ReadonlySet<string>; custom: ReadonlyMap<string, string> },
): ComponentUse[] {
  return used.map((use) => {
    const from = custom.get(use.name);
    if (from !== undefined) return { ...use, kind: 'custom', from, suggestions: [] };
    if (defined.has(use.name) || use.name === 'Fragment') return { ...use, kind: 'defined', suggestions: [] };
    if (quireComponents.has(use.name)) return { ...use, kind: 'component', suggestions: [] };
    return { ...use, kind: 'unknown', suggestions: closestMatches(use.name, MDX_COMPONENT_NAMES) };
  });
}

/**
 * What one build saw of components that render differently from Mintlify, for the warnings after
 * it. Made by the integration for each build and handed to the markdown plugin: nothing is kept
 * between builds.
 */
export interface ComponentUsesOfBuild {
  /** Every use of a custom React component. */
  custom: Array<{ file: string; line?: number; name: string; from: string }>;
  /** Where each name nothing defines is used, drawn as their content alone where the policy makes them warnings. */
  unknown: PlacesByName;
}

export const newComponentUses = (): ComponentUsesOfBuild => ({ custom: [], unknown: new Map() });

/** Adds what `more` saw (a page rendered on another thread: integration/render-threads.ts) to the build's record. */
export function addComponentUses(into: ComponentUsesOfBuild, more: ComponentUsesOfBuild): void {
  into.custom.push(...more.custom);
  addPlaces(into.unknown, more.unknown);
}

/** One warning for every unknown name of the build: each name and where it is used (the first few places). */
export function formatUnknownComponentUses(uses: ComponentUsesOfBuild): string | undefined {
  if (uses.unknown.size === 0) return undefined;
  const lines = [...uses.unknown]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, places]) => {
      const shown = [...places.keys()].sort().slice(0, 5);
      const more = places.size > shown.length ? `, and ${places.size - shown.length} more` : '';
      const hint = formatSuggestions(closestMatches(name, MDX_COMPONENT_NAMES), showComponent);
      return `  ⚠ <${name}> in ${shown.join(', ')}${more}${hint ? ` (${hint})` : ''}`;
    });
  return `Components nothing defines; their content is shown as plain content with no box, the page built as Mintlify builds it:\n${lines.join('\n')}`;
}

/** The warning of one build's components imported from .js/.ts files (drawn as their content alone); none when there were none. */
export function formatCustomComponentUses({ custom }: ComponentUsesOfBuild): string | undefined {
  if (custom.length === 0) return undefined;
  const lines = [...custom]
    .sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0))
    .map(({ file, line, name, from }) => `  ⚠ ${file}${line ? `:${line}` : ''}: <${name}> from ${from}`);
  return `Components imported from .js/.ts files are shown as their content alone (Quire runs React components from .jsx and .tsx files; rename the file):\n${lines.join('\n')}`;
}

/** Lower-case tags are HTML; `a.b` is a member of something imported; only bare capitalised names are components. */
export const isComponentName = (name: string | null | undefined): name is string => typeof name === 'string' && /^[A-Z][\w$]*$/.test(name);

/** `<Card>`: a suggested component as the author writes it. */
export const showComponent = (name: string): string => `<${name}>`;

export function formatUnknownComponents(file: string, unknown: readonly UnknownComponent[]): string {
  const lines = unknown.map(({ name, line, column, suggestions }) => {
    const where = line !== undefined ? `${file}:${line}:${column ?? 1}` : file;
    const hint = formatSuggestions(suggestions, showComponent) ?? "import it at the top of the page, or use one of Quire's components.";
    return `  ✖ ${where}: <${name}> is not a component Quire knows; ${hint}`;
  });
  const count = unknown.length === 1 ? 'an unknown component' : `${unknown.length} unknown components`;
  return `${file} uses ${count}:\n${lines.join('\n')}\n  Quire's components: ${MDX_COMPONENT_NAMES.join(', ')}`;
}

interface VisitorContext {
  fileURL?: URL | string;
  /** The document's data bag: `astro.frontmatter` is what the route reads as remarkPluginFrontmatter. */
  data?: { astro?: { frontmatter?: Record<string, unknown> } };
}

interface JsxNode {
  name?: string | null;
  position?: { start: { line: number; column: number } };
}

/** Every JSX element of a tree (the tree `after` reads), depth first. */
function jsxElementsOf(node: unknown, out: JsxNode[] = []): JsxNode[] {
  const value = node as { type?: string; children?: unknown[] };
  if (value.type === 'mdxJsxFlowElement' || value.type === 'mdxJsxTextElement') out.push(value as JsxNode);
  for (const child of value.children ?? []) jsxElementsOf(child, out);
  return out;
}

/** A tag as a page uses it, with its node, so the plugin can draw an unknown one as its content alone. */
type TagUse = { name: string; line?: number; column?: number };

/** A page's component uses and ESM blocks, as Sätteri's mdast visitors see them. */
type PageSeen = { used: TagUse[]; esm: EsmBlock[] };

/** Records a JSX element of a page into `page` when its tag is a component name (`<GitHub.Repo>` counts as `GitHub`: that name is what must be defined). */
function noteTag(node: JsxNode, page: PageSeen): void {
  const name = node.name?.split('.')[0];
  if (isComponentName(name)) page.used.push({ name, line: node.position?.start.line, column: node.position?.start.column });
}

/** Collects a page's component uses and ESM as Sätteri's mdast visitors see them. */
function componentVisitors(collect: (context: VisitorContext) => PageSeen) {
  const visitJsx = (node: JsxNode, context: VisitorContext) => noteTag(node, collect(context));
  return {
    options: { position: true },
    mdxjsEsm: (node: { value: string; position?: { start: { line: number } } }, context: VisitorContext) => void collect(context).esm.push({ value: node.value, line: node.position?.start.line }),
    mdxJsxFlowElement: visitJsx,
    mdxJsxTextElement: visitJsx,
  };
}

/** Every tag a page uses: its body's, and those the components it declares draw. */
const allTags = ({ used, esm }: PageSeen): TagUse[] => [...used, ...tagsDrawnByEsm(esm)];

/**
 * Every capitalised tag of one .mdx page (frontmatter allowed), classified; code blocks are text.
 * Throws the MDX parser's error for a page it cannot read.
 */
export function componentsOfPage(source: string, alongside: { plugins: MdastPlugins; fileURL?: URL } = { plugins: [] }): ComponentUse[] {
  const page: PageSeen = { used: [], esm: [] };
  // `{{api-url}}` (docs.json variables) is text to the build, and no expression MDX cannot parse.
  // `alongside`: more of the build's own plugins, run over the same parse (`quire check`'s icon notices).
  mdxToJs(parseableSource(source, 'mdx'), { mdastPlugins: [{ name: 'quire:page-components', ...componentVisitors(() => page) }, ...alongside.plugins], fileURL: alongside.fileURL });
  return classifyComponents(allTags(page), definitionsOfEsm(page.esm.map((block) => block.value).join('\n')));
}

/**
 * componentsOfPage from the nodes one parse of the page recorded (source/page-syntax.ts), with
 * `moreEsm`: import lines the build adds to the page (snippet-auto-imports.ts).
 */
export function componentsOfNodes(nodes: readonly SyntaxNode[], moreEsm: readonly string[] = []): ComponentUse[] {
  const page: PageSeen = { used: [], esm: [] };
  for (const node of nodes) {
    if (node.type === 'mdxjsEsm') page.esm.push({ value: node.value, line: node.position?.start.line });
    else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') noteTag(node, page);
  }
  if (moreEsm.length > 0) page.esm.push({ value: moreEsm.join('\n') });
  return classifyComponents(allTags(page), definitionsOfEsm(page.esm.map((block) => block.value).join('\n')));
}

/**
 * componentsOfPage of a file of the site's reading, from the one parse of it every check shares.
 * Throws the parser's error for a page MDX cannot read.
 */
export function sourcePageComponents(source: SiteSource, file: SourceFile): ComponentUse[] {
  const { parsed } = sourcePageSyntax(source, file);
  if ('error' in parsed) throw parsed.error;
  return componentsOfNodes(parsed.nodes);
}

/**
 * Sätteri mdast plugin: an .mdx page that uses a component nobody defines (in its body, or drawn
 * by a component it declares) fails the build here where the policy makes that an error,
 * naming file, line and the closest component, instead of failing later at render time with
 * MDX's "Expected component … to be defined". Custom React and not-yet-rendered components are
 * recorded in `uses`, the build's own record, when one is given. Where it is a warning, the name
 * is drawn as its children alone (UnknownComponent.astro), as Mintlify still draws the page.
 */
export function unknownComponentsPlugin(uses?: ComponentUsesOfBuild, unknownAre: () => 'error' | 'warning' = () => 'error', pagesDir?: string) {
  // Keyed by file: documents may be processed concurrently by one plugin instance.
  type Page = PageSeen & { standIns?: string[] };
  const pages = new Map<string, Page>();
  const pageOf = (context: VisitorContext): Page => {
    const key = String(context.fileURL ?? '');
    let page = pages.get(key);
    if (!page) pages.set(key, (page = { used: [], esm: [] }));
    return page;
  };
  const visitors = componentVisitors(pageOf);
  type EsmNode = { type: string; value: string; position?: { start: { line: number } } };
  return {
    name: 'quire:unknown-components',
    ...visitors,
    before(root: { children?: ReadonlyArray<{ type: string; value?: string; position?: { start: { line: number } } }> }, context: VisitorContext) {
      pages.delete(String(context.fileURL ?? ''));
      if (unknownAre() !== 'warning') return;
      // Names the page's own components draw and nothing defines: bound to the stand-in in
      // their scope (the first import/export block), before MDX compiles that code.
      const blocks = (root.children ?? []).filter((node) => node.type === 'mdxjsEsm').map((node) => ({ value: node.value ?? '', line: node.position?.start.line }));
      if (blocks.length === 0) return;
      const drawn = classifyComponents(tagsDrawnByEsm(blocks), definitionsOfEsm(blocks.map((block) => block.value).join('\n')));
      const standIns = [...new Set(drawn.filter((use) => use.kind === 'unknown').map((use) => use.name))];
      if (standIns.length > 0) pageOf(context).standIns = standIns;
    },
    mdxjsEsm(node: EsmNode, context: VisitorContext & { setProperty?: (node: never, key: string, value: unknown) => void }) {
      visitors.mdxjsEsm(node, context);
      const page = pageOf(context);
      if (!page.standIns || !context.setProperty) return;
      context.setProperty(node as never, 'value', `${standInBinding(page.standIns)}${node.value}`);
      page.standIns = undefined;
    },
    after(root: unknown, context: VisitorContext & { setProperty?: (node: never, key: string, value: unknown) => void }) {
      const page = pageOf(context);
      pages.delete(String(context.fileURL ?? ''));
      const url = context.fileURL;
      const file = url ? displayPath(fileURLToPath(url)) : 'an .mdx page';
      const esm = page.esm.map((block) => block.value).join('\n');
      const classified = classifyComponents(allTags(page), definitionsOfEsm(esm, url && pagesDir ? { file: fileURLToPath(url), pagesDir } : undefined));
      const drawn = [...new Set(classified.filter((use) => use.kind === 'component').map((use) => use.name))];
      if (drawn.length > 0) setPageFlag(context.data, 'components', drawn);
      for (const { name, line, kind, from } of classified) {
        if (kind === 'custom' && from !== undefined) uses?.custom.push({ file, line, name, from });
      }
      const unknown = classified.filter((use) => use.kind === 'unknown').map(({ name, line, column, suggestions }) => ({ name, line, column, suggestions }));
      if (unknown.length === 0) return;
      if (unknownAre() === 'warning' && context.setProperty) {
        // As Mintlify draws the page: the tag becomes the stand-in, its children shown without it
        // (in the page's own components, the name is bound to it: see before).
        const names = new Set(unknown.map((use) => use.name));
        for (const node of jsxElementsOf(root)) if (node.name && names.has(node.name.split('.')[0])) context.setProperty(node as never, 'name', UNKNOWN_COMPONENT_STAND_IN);
        for (const use of unknown) if (uses) notePlace(uses.unknown, use.name, placeAt(file, use.line));
        return;
      }
      const error = new Error(formatUnknownComponents(file, unknown));
      error.name = 'QuireUnknownComponent';
      // @astrojs/mdx reads these for the location it prints above the message.
      Object.assign(error, { line: unknown[0].line, column: unknown[0].column });
      throw error;
    },
  };
}
