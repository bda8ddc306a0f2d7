import { componentsOfPage, type ComponentUse, type UnknownComponent } from '../markdown/unknown-components.ts';
import type { SiteSource } from '../source/site-source.ts';
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
  for (const file of source.files.filter(({ format }) => format === 'mdx')) {
    let uses: ComponentUse[];
    try {
      uses = componentsOfPage(source.read(file).text);
    } catch {
      continue; // Unparsable: the link check names the page and the parser's message.
    }
    const unknown = uses.filter((use) => use.kind === 'unknown').map(({ name, line, column, suggestions }) => ({ name, line, column, suggestions }));
    if (unknown.length > 0) found.push({ file: displayPath(file.path), unknown });
  }
  return found;
}
