import { defineHastPlugin } from 'satteri';
import { setPageFlag } from './page-flags.ts';
import { diagramElement, fenceDiagramOptions } from './diagram-element.ts';

interface HastText {
  type: string;
  value?: string;
}

interface HastElement {
  type: string;
  data?: { meta?: string };
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastText[];
}

const hasClass = (node: HastElement, name: string): boolean => {
  const classes = node.properties?.className;
  return Array.isArray(classes) && classes.includes(name);
};

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
        // A block Shiki drew is never a diagram (mermaid is not highlighted): skip it before reading its children.
        if (hasClass(node as unknown as HastElement, 'astro-code')) return;
        const code = (node.children as unknown as HastElement[]).find((child) => child.type === 'element' && child.tagName === 'code');
        if (!code || !hasClass(code, 'language-mermaid')) return;
        const source = (code.children ?? []).map((child) => (child.type === 'text' ? (child.value ?? '') : '')).join('');
        const meta = (code as { data?: { meta?: string } }).data?.meta;
        ctx.replaceNode(node, diagramElement(source.replace(/\n$/, ''), fenceDiagramOptions(meta)) as never);
        setPageFlag(ctx.data, 'diagrams', true);
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
