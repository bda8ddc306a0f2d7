import { relative } from 'node:path';
import { componentsOfPage, type ComponentUse, type UnknownComponent } from '../markdown/unknown-components.ts';
import type { SiteSource } from '../source/site-source.ts';
import { autoImportsOf, snippetExports } from '../markdown/snippet-auto-imports.ts';
import { displayPath } from '../utils/display-path.ts';

/** An .mdx file that uses components nobody defines (file as shown to the user). */
export interface PageUnknownComponents {
  file: string;
  unknown: UnknownComponent[];
}

/**
 * The build's rule for a page's components (the one classification the Sätteri plugin uses) over
 * every .mdx page and snippet, without rendering. Pages MDX cannot parse are left to the link
 * check, which reports them.
 */
export function checkComponents(source: SiteSource): PageUnknownComponents[] {
  const found: PageUnknownComponents[] = [];
  // A name exactly one snippet exports is imported for the page, as the build does (snippet-imports.ts).
  const exports = snippetExports(source.layout.pagesDir);
  for (const file of source.files.filter(({ format }) => format === 'mdx')) {
    let uses: ComponentUse[];
    try {
      const { text } = source.read(file);
      const imports = autoImportsOf(text, exports, relative(source.layout.pagesDir, file.path).split('\\').join('/'));
      uses = componentsOfPage(imports.length > 0 ? `${text}\n\n${imports.join('\n')}\n` : text);
    } catch {
      continue; // Unparsable: the link check names the page and the parser's message.
    }
    const unknown = uses.filter((use) => use.kind === 'unknown').map(({ name, line, column, suggestions }) => ({ name, line, column, suggestions }));
    if (unknown.length > 0) found.push({ file: displayPath(file.path), unknown });
  }
  return found;
}
