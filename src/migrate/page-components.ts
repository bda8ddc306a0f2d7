import { mdxToJs } from 'satteri';
import { closestMatches } from '../config/did-you-mean.ts';
import { MDX_COMPONENT_NAMES } from '../components/mdx/names.ts';
import { blankFrontmatter } from '../links/collect-links.ts';
import { isComponentName, namesDefinedByEsm, namesFromCodeImports } from '../markdown/unknown-components.ts';
import { fencedLines } from '../source/code-fence.ts';

/**
 * Mintlify component names Quire does not implement yet: @mintlify/components 1.0.19 exports them
 * (see ../shared/notes/real-world-configs.md) and src/components/mdx/names.ts does not list them.
 */
export const MINTLIFY_ONLY_NAMES = ['CodeBlock', 'Color', 'Mermaid', 'Tile', 'Tree', 'View'].filter(
  (name) => !(MDX_COMPONENT_NAMES as readonly string[]).includes(name),
);

/** A component use in a page that the build will not render as Mintlify does. */
export interface ComponentNotice {
  name: string;
  line: number;
  kind: 'custom-react' | 'mintlify-only' | 'unknown';
  detail: string;
}

interface JsxNode {
  name?: string | null;
  position?: { start: { line: number } };
}

/**
 * Images a page names by a relative path (`![](images/x.png)`, `<img src="./x.png">`). Migrate puts
 * images in public/, served from the site root, so only absolute paths (`/images/x.png`) find
 * them; fenced code is skipped.
 */
export function relativeImageReferences(source: string): Array<{ line: number; target: string }> {
  const found: Array<{ line: number; target: string }> = [];
  const fenced = fencedLines(source);
  source.split('\n').forEach((text, index) => {
    if (fenced[index]) return;
    for (const match of text.matchAll(/!\[[^\]]*\]\(\s*<?([^)\s>]+)|<img\b[^>]*?\ssrc=["']([^"']+)["']/g)) {
      const target = match[1] ?? match[2];
      if (!/^(?:[a-z][a-z0-9+.-]*:|\/|#|\{)/i.test(target)) found.push({ line: index + 1, target });
    }
  });
  return found;
}

/**
 * Components of one .mdx page that Quire will not render as Mintlify does: custom React components
 * imported from the folder, Mintlify names Quire does not implement, and names nobody defines
 * (the build stops on those, with did-you-mean). Code blocks are not looked at: they are text.
 */
export function findComponentNotices(source: string): ComponentNotice[] {
  const used: Array<{ name: string; line: number }> = [];
  let esm = '';
  const visit = (node: JsxNode) => {
    if (isComponentName(node.name)) used.push({ name: node.name, line: node.position?.start.line ?? 1 });
  };
  const plugin = {
    name: 'quire:migrate-components',
    options: { position: true },
    mdxjsEsm: (node: { value: string }) => void (esm += `${node.value}\n`),
    mdxJsxFlowElement: visit,
    mdxJsxTextElement: visit,
  };
  mdxToJs(blankFrontmatter(source), { mdastPlugins: [plugin] });
  const defined = new Set(namesDefinedByEsm(esm));
  const react = new Set(namesFromCodeImports(esm).map((entry) => entry.name));
  const known = new Set<string>(MDX_COMPONENT_NAMES);
  const notices: ComponentNotice[] = [];
  for (const { name, line } of used) {
    if (react.has(name)) notices.push({ name, line, kind: 'custom-react', detail: 'a custom React component imported from the folder; Quire runs no React, so the page shows a labelled placeholder there' });
    else if (defined.has(name) || known.has(name) || name === 'Fragment') continue;
    else if (MINTLIFY_ONLY_NAMES.includes(name)) notices.push({ name, line, kind: 'mintlify-only', detail: 'a Mintlify component Quire does not implement yet' });
    else {
      const close = closestMatches(name, [...known], 1)[0];
      notices.push({ name, line, kind: 'unknown', detail: `no component of that name${close ? ` (did you mean <${close}>?)` : ''}; the build stops on it` });
    }
  }
  return notices;
}
