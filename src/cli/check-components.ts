import { relative } from 'node:path';
import { componentsOfPage, type ComponentUse, type UnknownComponent } from '../markdown/unknown-components.ts';
import type { SiteSource } from '../source/site-source.ts';
import { autoImportsOf, snippetExports } from '../markdown/snippet-auto-imports.ts';
import { displayPath } from '../utils/display-path.ts';
import { pathToFileURL } from 'node:url';
import type { IconLibrary } from '../config/icon-value.ts';
import { iconNoticesPlugin, newIconNotices, noteFrontmatterIcons, type IconNoticesOfBuild } from '../markdown/icon-notices.ts';

/** An .mdx file that uses components nobody defines (file as shown to the user). */
export interface PageUnknownComponents {
  file: string;
  unknown: UnknownComponent[];
}

/** What `quire check` finds in the pages' components, as the build finds it while it compiles them. */
export interface PageComponentsChecked {
  unknown: PageUnknownComponents[];
  /** Icons not drawn as asked: components' `icon`s and frontmatter `icon`s (icon-notices.ts, the build's plugin). */
  icons: IconNoticesOfBuild;
}

/**
 * The build's rules for a page's components (the one classification the Sätteri plugin uses, and
 * the build's icon plugin) over every .mdx page and snippet, without rendering: one parse per
 * file. Pages MDX cannot parse are left to the link check, which reports them.
 */
export function checkComponents(source: SiteSource, library: IconLibrary | undefined): PageComponentsChecked {
  const unknown: PageUnknownComponents[] = [];
  const icons = newIconNotices();
  if (library) noteFrontmatterIcons(icons, source, library);
  const iconPlugin = iconNoticesPlugin(icons, () => library);
  // A name exactly one snippet exports is imported for the page, as the build does (snippet-imports.ts).
  const exports = snippetExports(source.layout.pagesDir);
  for (const file of source.files.filter(({ format }) => format === 'mdx')) {
    let uses: ComponentUse[];
    try {
      const { text } = source.read(file);
      const imports = autoImportsOf(text, exports, relative(source.layout.pagesDir, file.path).split('\\').join('/'));
      uses = componentsOfPage(imports.length > 0 ? `${text}\n\n${imports.join('\n')}\n` : text, { plugins: [iconPlugin], fileURL: pathToFileURL(file.path) });
    } catch {
      continue; // Unparsable: the link check names the page and the parser's message.
    }
    const unknownHere = uses.filter((use) => use.kind === 'unknown').map(({ name, line, column, suggestions }) => ({ name, line, column, suggestions }));
    if (unknownHere.length > 0) unknown.push({ file: displayPath(file.path), unknown: unknownHere });
  }
  return { unknown, icons };
}
