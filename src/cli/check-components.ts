import { relative } from 'node:path';
import { componentsOfNodes, componentsOfPage, type ComponentUse, type UnknownComponent } from '../markdown/unknown-components.ts';
import type { SiteSource, SourceFile } from '../source/site-source.ts';
import { sourcePageSyntax, type PageSyntax } from '../source/page-syntax.ts';
import { autoImportsOf, snippetExports } from '../markdown/snippet-auto-imports.ts';
import { displayPath } from '../utils/display-path.ts';
import { pathToFileURL } from 'node:url';
import type { IconLibrary } from '../config/icon-value.ts';
import { iconNoticesPlugin, newIconNotices, noteElementIcon, noteFrontmatterIcons, type IconNoticesOfBuild } from '../markdown/icon-notices.ts';
import { undefinedNamesOfNodes, undefinedNamesPlugin } from '../markdown/undefined-names.ts';
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
 * the build's icon and undefined-name rules) over every .mdx page and snippet, without rendering,
 * read from the one parse of each file every check shares (source/page-syntax.ts). Pages MDX cannot
 * parse are read as the build draws them (with the characters it stumbles on escaped); the link
 * check reports them.
 */
export function checkComponents(source: SiteSource, library: IconLibrary | undefined): PageComponentsChecked {
  const unknown: PageUnknownComponents[] = [];
  const icons = newIconNotices();
  if (library) noteFrontmatterIcons(icons, source, library);
  const docsDir = source.layout.pagesDir;
  // A name exactly one snippet exports is imported for the page, as the build does (snippet-imports.ts).
  const exports = snippetExports(docsDir, source.textAt);
  const pageCode = newPageCode();
  for (const file of source.files.filter(({ format }) => format === 'mdx')) {
    const uses = componentsOfFile(source, file, { exports, icons, library, pageCode });
    // Unparsable even so: the link check names the page and the parser's message.
    if (uses === undefined) continue;
    const unknownHere = uses.filter((use) => use.kind === 'unknown').map(({ name, line, column, suggestions }) => ({ name, line, column, suggestions }));
    if (unknownHere.length > 0) unknown.push({ file: displayPath(file.path), unknown: unknownHere });
  }
  return { unknown, icons, pageCode };
}

/** One file's components, classified, its icon notices and undefined names noted; undefined when MDX cannot read it even as the build draws it. */
function componentsOfFile(
  source: SiteSource,
  file: SourceFile,
  { exports, icons, library, pageCode }: { exports: ReadonlyMap<string, readonly string[]>; icons: IconNoticesOfBuild; library: IconLibrary | undefined; pageCode: PageCodeOfBuild },
): ComponentUse[] | undefined {
  const { text } = source.read(file);
  const docsDir = source.layout.pagesDir;
  const page = relative(docsDir, file.path).split('\\').join('/');
  let parsed: PageSyntax['parsed'];
  try {
    parsed = sourcePageSyntax(source, file).parsed;
  } catch {
    return undefined; // Past the MDX parse budget: the include check names it.
  }
  if ('error' in parsed)
    return readRecovered(text, (fixed) =>
      componentsOfPage(fixed, {
        plugins: [iconNoticesPlugin(icons, () => library), undefinedNamesPlugin({ docsDir, record: pageCode, severity: () => 'warning' })],
        fileURL: pathToFileURL(file.path),
      }),
    );
  const { nodes } = parsed;
  const imports = autoImportsOf(text, exports, page, () => componentsOfNodes(nodes));
  const shown = displayPath(file.path);
  for (const node of nodes) if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') noteElementIcon(icons, node, shown, library);
  pageCode.undefinedNames.push(...undefinedNamesOfNodes(nodes, file.path, docsDir, imports));
  return componentsOfNodes(nodes, imports);
}

/**
 * A page MDX cannot read as written, read as the build reads it: with the characters MDX stumbles
 * on escaped (markdown/mdx-recovery.ts, as integration/mdx-recovery-plugin.ts does before the
 * compile); undefined when not even so.
 */
function readRecovered<T>(text: string, read: (page: string) => T): T | undefined {
  const fixed = escapeUnparsedCharacters(maskVariableReferences(text), { braces: true });
  if (fixed.error || fixed.escapes.length === 0) return undefined;
  try {
    return read(fixed.text);
  } catch {
    return undefined;
  }
}
