import { relative } from 'node:path';
import { componentsOfPage, type UnknownComponent } from '../markdown/unknown-components.ts';
import type { SiteSource } from '../source/site-source.ts';
import { autoImportsOf, snippetExports } from '../markdown/snippet-auto-imports.ts';
import { displayPath } from '../utils/display-path.ts';
import { pathToFileURL } from 'node:url';
import type { IconLibrary } from '../config/icon-value.ts';
import { iconNoticesPlugin, newIconNotices, noteFrontmatterIcons, type IconNoticesOfBuild } from '../markdown/icon-notices.ts';
import { undefinedNamesPlugin } from '../markdown/undefined-names.ts';
import { newPageCode, type PageCodeOfBuild } from '../markdown/page-code.ts';
import { escapeUnparsedCharacters } from '../markdown/mdx-recovery.ts';
import { maskVariableReferences } from '../source/parseable-source.ts';

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
  /** Names pages read that nothing defines (undefined-names.ts, the build's plugin). */
  pageCode: PageCodeOfBuild;
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
  const exports = snippetExports(source.layout.pagesDir, source.textAt);
  const pageCode = newPageCode();
  const namesPlugin = undefinedNamesPlugin({ docsDir: source.layout.pagesDir, record: pageCode, severity: () => 'warning' });
  for (const file of source.files.filter(({ format }) => format === 'mdx')) {
    const { text } = source.read(file);
    const imports = autoImportsOf(text, exports, relative(source.layout.pagesDir, file.path).split('\\').join('/'));
    const read = (page: string) => componentsOfPage(imports.length > 0 ? `${page}\n\n${imports.join('\n')}\n` : page, { plugins: [iconPlugin, namesPlugin], fileURL: pathToFileURL(file.path) });
    const uses = readRecovering(text, read);
    // Unparsable even so: the link check names the page and the parser's message.
    if (uses === undefined) continue;
    const unknownHere = uses.filter((use) => use.kind === 'unknown').map(({ name, line, column, suggestions }) => ({ name, line, column, suggestions }));
    if (unknownHere.length > 0) unknown.push({ file: displayPath(file.path), unknown: unknownHere });
  }
  return { unknown, icons, pageCode };
}

/**
 * A page read as the build reads it: as written, else with the characters MDX stumbles on escaped
 * (markdown/mdx-recovery.ts, as integration/mdx-recovery-plugin.ts does before the compile);
 * undefined when not even so.
 */
function readRecovering<T>(text: string, read: (page: string) => T): T | undefined {
  try {
    return read(text);
  } catch {
    const fixed = escapeUnparsedCharacters(maskVariableReferences(text), { braces: true });
    if (fixed.error || fixed.escapes.length === 0) return undefined;
    try {
      return read(fixed.text);
    } catch {
      return undefined;
    }
  }
}
