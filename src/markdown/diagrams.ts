import { defineHastPlugin } from 'satteri';

interface HastText {
  type: string;
  value?: string;
}

interface HastElement {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastText[];
}

const hasClass = (node: HastElement, name: string): boolean => {
  const classes = node.properties?.className;
  return Array.isArray(classes) && classes.includes(name);
};

/** The page-level flag the route reads (render(entry).remarkPluginFrontmatter) to add the diagram script. */
export const DIAGRAMS_FLAG = 'quireDiagrams';

/**
 * The markup of one Mermaid diagram, the same for a ```mermaid fence and <Mermaid chart>: the
 * source in a <pre> (what a reader without scripts sees) inside <quire-mermaid>, which
 * client/mermaid.ts draws in the page's mode. Left out of search: a diagram's source is no prose.
 */
export function diagramElement(source: string) {
  return {
    type: 'element',
    tagName: 'quire-mermaid',
    properties: { className: ['mermaid-diagram'], dataPagefindIgnore: '' },
    children: [{ type: 'element', tagName: 'pre', properties: { className: ['mermaid-source'] }, children: [{ type: 'text', value: source }] }],
  };
}

/**
 * Sätteri hast plugin: each ```mermaid fence (left unhighlighted: Shiki's excludeLangs) becomes a
 * diagram, and the page is flagged so its route loads the diagram script; pages without one load
 * nothing for diagrams.
 */
export const diagramsPlugin = () =>
  defineHastPlugin({
    name: 'quire-diagrams',
    element: {
      filter: ['pre'],
      visit(node, ctx) {
        const code = (node.children as unknown as HastElement[]).find((child) => child.type === 'element' && child.tagName === 'code');
        if (!code || !hasClass(code, 'language-mermaid')) return;
        const source = (code.children ?? []).map((child) => (child.type === 'text' ? (child.value ?? '') : '')).join('');
        ctx.replaceNode(node, diagramElement(source.replace(/\n$/, '')) as never);
        const data = ctx.data as { astro?: { frontmatter?: Record<string, unknown> } };
        if (data.astro) {
          data.astro.frontmatter ??= {};
          data.astro.frontmatter[DIAGRAMS_FLAG] = true;
        }
      },
    },
  });

/**
 * Whether any page or snippet of the site may draw a Mermaid diagram: a fence or a <Mermaid> tag
 * anywhere in its text. A cheap look before the build, erring towards yes (a fence inside a code
 * example counts): a build that says no resolves `mermaid` to nothing and bundles none of it.
 */
export function siteMayHaveDiagrams(texts: Iterable<string>): boolean {
  for (const text of texts) if (/(?:```|~~~)\s*mermaid|<Mermaid\b/.test(text)) return true;
  return false;
}
