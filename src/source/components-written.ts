import { join } from 'node:path';
import { listFilesUnder } from './list-files.ts';
import { SITE_ROOT_IGNORE, type SiteSource } from './site-source.ts';
import { MDX_COMPONENT_NAMES } from './component-names.ts';

/**
 * `<Name` of one of Quire's components, where a tag's name ends (space, `/`, `>`, or `.` of a part:
 * `<Tree.Folder>`). MDX hands a page's components to its JSX tags only, so a name a page or a
 * React file never writes as a tag is never looked up. Longest names first: `<AccordionGroup`
 * is not `<Accordion`.
 */
const WRITTEN_AS_TAG = new RegExp(`<(${[...MDX_COMPONENT_NAMES].sort((a, b) => b.length - a.length).join('|')})(?=[\\s/>.]|$)`, 'g');

/** Quire's component names written as tags in any of `texts` (a name shown in a code block counts too). */
export function componentNamesWritten(texts: Iterable<string>): Set<string> {
  const names = new Set<string>();
  for (const text of texts) {
    if (!text.includes('<')) continue;
    for (const match of text.matchAll(WRITTEN_AS_TAG)) names.add(match[1]);
  }
  return names;
}

/** Files whose text may hold a component's tag besides the pages: snippets and parts anywhere in the site folder, React files. */
const MAY_WRITE_TAGS = /\.(?:mdx?|[jt]sx)$/;

/**
 * Every text of the site that may write one of Quire's components as a tag, for what a build
 * bundles (components/mdx/authoring-components.ts): the pages and snippets as the loader read
 * them, every other .md/.mdx/.jsx/.tsx of the site folder (a part outside the pages folder, a
 * React file), and `more` (docs.json variables, whose values a page's text takes in).
 */
export function* textsThatMayNameComponents(source: SiteSource, more: Iterable<string> = []): Generator<string> {
  const read = new Set<string>();
  for (const file of source.files) {
    read.add(file.path);
    yield source.read(file).text;
  }
  const siteDir = source.layout.siteDir ?? source.layout.pagesDir;
  for (const file of listFilesUnder(siteDir, [...(source.layout.ignore ?? []), ...SITE_ROOT_IGNORE], (name) => MAY_WRITE_TAGS.test(name), { siteDir, refused: [] })) {
    const path = join(siteDir, file);
    if (read.has(path)) continue;
    const text = source.textAt(path);
    if (text !== undefined) yield text;
  }
  yield* more;
}
