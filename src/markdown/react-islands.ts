import { fileURLToPath } from 'node:url';
import { planPageReact, type PageReactPlan } from '../site-code/react-plan.ts';
import { handedUsesOf, wrapperName } from '../site-code/react-handed.ts';
import { quireComponentsDrawnBy, type FileDrawing } from '../site-code/react-drawn.ts';
import { setPageFlag } from './page-flags.ts';
import { siteTextFromDisk, type SiteTextReader } from '../utils/read-site-file.ts';

interface Context {
  fileURL?: URL | string;
  /** The document's data bag: `astro.frontmatter` is what the route reads as remarkPluginFrontmatter. */
  data?: unknown;
  setProperty(node: unknown, key: string, value: unknown): void;
  replaceNode(node: unknown, replacement: unknown): void;
}

interface JsxNode {
  type: string;
  name?: string | null;
  children?: unknown[];
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
}

const CLIENT_DIRECTIVE = 'client:load';

/**
 * Sätteri mdast plugin for .mdx pages: React as Mintlify runs it (site-code/react-plan.ts). The
 * page's import/export lines are rewritten by the plan (imports of component files by absolute
 * path, live inline components from their module, hooks for the ones drawn once), and each use of
 * a live component gets `client:load`, which makes Astro send it to the browser as an island; all
 * other React is drawn at build time and ships nothing.
 */
export function reactIslandsPlugin({ docsDir, siteDir, readText }: { docsDir: string; siteDir: string; readText?: SiteTextReader }) {
  // A build hands its reading of the site (SiteSource.textAt); the dev server reads the disk, where files change.
  const read = readText ?? siteTextFromDisk(siteDir);
  // Keyed by file: documents may be processed concurrently by one plugin instance.
  const plans = new Map<string, { plan: PageReactPlan; next: number }>();
  // Each React file's reading, for the next page that imports it (site-code/react-drawn.ts).
  const drawings = new Map<string, FileDrawing>();
  const key = (context: Context) => String(context.fileURL ?? '');
  const hydrate = (drawn: JsxNode, context: Context) => {
    const page = plans.get(key(context));
    if (!page || !drawn.name || !page.plan.live.has(drawn.name)) return;
    // A live component handed one of the page's components is drawn by the module's wrapper, which hands it over.
    const wrapped = page.plan.wrapped.find((use) => use.element === drawn.name && handedUsesOf({ ...drawn, children: [] }).some((seen) => seen.prop === use.prop && seen.value === use.value));
    const node = wrapped ? { ...drawn, name: wrapperName(wrapped), attributes: (drawn.attributes ?? []).filter((attribute) => attribute.name !== wrapped.prop) } : drawn;
    const attributes = node.attributes ?? [];
    if (attributes.some((attribute) => attribute.name?.startsWith('client:'))) return wrapped ? context.replaceNode(drawn, node) : undefined;
    context.replaceNode(drawn, { ...node, attributes: [...attributes, { type: 'mdxJsxAttribute', name: CLIENT_DIRECTIVE, value: null }] });
  };
  return {
    name: 'quire:react-islands',
    // The lines of the page's code, for the messages about its components.
    options: { position: true },
    before(root: { children?: ReadonlyArray<{ type: string; value?: string; position?: { start: { line: number } } }> }, context: Context) {
      plans.delete(key(context));
      const url = context.fileURL;
      if (!url) return;
      const page = fileURLToPath(url);
      if (!page.endsWith('.mdx')) return;
      const esmNodes = (root.children ?? []).filter((node) => node.type === 'mdxjsEsm');
      if (esmNodes.length === 0) return;
      const blocks = esmNodes.map((node) => node.value ?? '');
      const lines = esmNodes.map((node) => node.position?.start.line);
      plans.set(key(context), { plan: planPageReact(blocks, page, docsDir, siteDir, read, lines, () => handedUsesOf(root)), next: 0 });
    },
    mdxjsEsm(node: { value: string }, context: Context) {
      const page = plans.get(key(context));
      if (!page) return;
      const value = page.plan.esm[page.next++];
      if (value !== undefined && value !== node.value) context.setProperty(node, 'value', value);
    },
    mdxJsxFlowElement: hydrate,
    mdxJsxTextElement: hydrate,
    after(_root: unknown, context: Context) {
      const page = plans.get(key(context));
      plans.delete(key(context));
      if (!page || (page.plan.reactFiles.length === 0 && page.plan.equivalentsDrawn.length === 0)) return;
      // Quire's components the page's React files and live inline components draw: the route links their stylesheets and scripts.
      const drawn = [...new Set([...quireComponentsDrawnBy(page.plan.reactFiles, { docsDir, siteDir, read, memo: drawings }), ...page.plan.equivalentsDrawn])].sort();
      if (drawn.length > 0) setPageFlag(context.data, 'reactComponents', drawn);
    },
  };
}
