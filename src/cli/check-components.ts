import { pathToFileURL } from 'node:url';
import { mdxToJs } from 'satteri';
import { unknownComponentsPlugin, type UnknownComponent } from '../markdown/unknown-components.ts';
import { blankFrontmatter } from '../source/frontmatter.ts';
import type { SiteSource } from '../source/site-source.ts';

/** An .mdx file that uses components nobody defines (file as shown to the user). */
export interface PageUnknownComponents {
  file: string;
  unknown: UnknownComponent[];
}

/**
 * The build's unknown-component check (the same Sätteri plugin) over every .mdx page and snippet,
 * without rendering. Pages MDX cannot parse are left to the link check, which reports them.
 */
export function checkComponents(source: SiteSource): PageUnknownComponents[] {
  const found: PageUnknownComponents[] = [];
  const plugin = unknownComponentsPlugin({ onUnknown: (file, unknown) => found.push({ file, unknown }) });
  for (const file of source.files.filter(({ format }) => format === 'mdx')) {
    try {
      mdxToJs(blankFrontmatter(source.read(file).text), { mdastPlugins: [plugin], fileURL: pathToFileURL(file.path) });
    } catch {
      // Unparsable: the link check names the page and the parser's message.
    }
  }
  return found;
}
