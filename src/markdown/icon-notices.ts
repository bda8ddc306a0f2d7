import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { iconNotice } from '../icons/icon-lookup.ts';
import { MDX_COMPONENT_NAMES } from '../source/component-names.ts';
import type { IconLibrary, IconValue } from '../config/icon-value.ts';
import { resolveIcon, type IconContext } from '../icons/resolve-icon.ts';
import type { SiteSource } from '../source/site-source.ts';
import { frontmatterText } from '../source/frontmatter-block.ts';
import { displayPath } from '../utils/display-path.ts';
import { allPlaces, notePlace, type PlacesByName } from '../utils/places.ts';
import { placeAt, placeText, type ProblemPlace } from '../utils/problem-place.ts';

/**
 * Icons of one build that are not drawn as asked (unknown, refused, or drawn with a free Font
 * Awesome stand-in): each notice with the places that ask for it. Made anew for each build by the
 * integration and reported once after it; a page's icon problem never fails the build.
 */
export type IconNoticesOfBuild = PlacesByName;

export const newIconNotices = (): IconNoticesOfBuild => new Map();

/** Records what `value`, drawn in `context`, deserves to hear at `where`; returns it when it is new for that place. */
export function noteIcon(notices: IconNoticesOfBuild, value: IconValue, context: IconContext, where: ProblemPlace): string | undefined {
  const notice = iconNotice(value, resolveIcon(value, context));
  return notice && notePlace(notices, notice, where) ? notice : undefined;
}

/** How many places a notice names before it counts the rest: a style used on 44 pages stays one short line. */
const PLACES_SHOWN = 3;

/** `(a.mdx:3)`, `(2 places: a.mdx:3, b.mdx:1)`, `(44 places: a.mdx:3, b.mdx:1, c.mdx:9 and 41 more)`. */
export function formatPlaces(places: ReadonlyMap<string, ProblemPlace>): string {
  const sorted = [...places.keys()].sort();
  if (sorted.length === 1) return `(${sorted[0]})`;
  const more = sorted.length - PLACES_SHOWN;
  return `(${sorted.length} places: ${sorted.slice(0, PLACES_SHOWN).join(', ')}${more > 0 ? ` and ${more} more` : ''})`;
}

/**
 * The build's warning for its icon notices, undefined when every icon is drawn as asked: one line
 * per notice (an icon or a style, and what is wrong with it), the most used first, with its count
 * and first few places.
 */
export function formatIconNotices(notices: IconNoticesOfBuild): string | undefined {
  if (notices.size === 0) return undefined;
  const lines = [...notices].sort(([a, placesA], [b, placesB]) => placesB.size - placesA.size || a.localeCompare(b)).map(([notice, places]) => `  ⚠ ${notice} ${formatPlaces(places)}`);
  return `Icons not drawn as asked (the pages are built):\n${lines.join('\n')}`;
}

/** Every place any notice names, for the problem's records. */
export const iconNoticePlaces = (notices: IconNoticesOfBuild): ProblemPlace[] => allPlaces(notices);

/**
 * Frontmatter `icon`s, drawn before the page's sidebar label in the site's library (docs.json
 * `icons.library`, sidebar-html.ts): checked against that library's names, not Font Awesome's.
 */
export function noteFrontmatterIcons(notices: IconNoticesOfBuild, source: SiteSource, library: IconLibrary): void {
  for (const file of source.pages) {
    const icon = frontmatterText(source.read(file).frontmatter.data, 'icon');
    if (icon) noteIcon(notices, icon, { library }, placeAt(displayPath(file.path)));
  }
}

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

interface JsxNode {
  name?: string | null;
  attributes?: readonly JsxAttribute[];
  position?: { start: { line: number } };
}

const COMPONENTS: ReadonlySet<string> = new Set(MDX_COMPONENT_NAMES);

/**
 * An attribute's value as the component receives it, when the page writes a literal: `icon="x"`,
 * `icon={"x"}` or `icon={{ name: "x", style: "solid" }}`. An expression is evaluated in an empty
 * context (no globals, no imports), so one naming the page's variables is not a literal and is
 * not checked; the page's own code runs only when the page renders.
 */
function literalValue(value: unknown): unknown {
  if (typeof value === 'string') return value;
  const expression = value as { type?: string; value?: unknown } | undefined;
  if (expression?.type !== 'mdxJsxAttributeValueExpression' || typeof expression.value !== 'string') return undefined;
  try {
    return runInNewContext(`(${expression.value})`, Object.create(null), { timeout: 50 });
  } catch {
    return undefined;
  }
}

function iconValue(value: unknown): IconValue | undefined {
  if (typeof value === 'string') return value;
  if (value !== null && typeof value === 'object' && typeof (value as { name?: unknown }).name === 'string') return value as IconValue;
  return undefined;
}

/**
 * Sätteri mdast plugin: the `icon` of each of Quire's components on a page (Card, Step, Tab, Icon,
 * callouts…), resolved as the component draws it (the site's library, `iconType` as the style;
 * Tab takes no style), noted in the build's `notices` with file and line. `onNew` hears each notice
 * the first time a place asks for it: the dev server, which has no end of build, says it at once.
 */
export function iconNoticesPlugin(notices: IconNoticesOfBuild, library: () => IconLibrary | undefined, onNew?: (notice: string, where: string) => void) {
  const visit = (node: JsxNode, context: { fileURL?: URL | string }) => {
    const notice = noteElementIcon(notices, node, context.fileURL ? displayPath(fileURLToPath(context.fileURL)) : 'an .mdx page', library());
    if (notice) onNew?.(notice.notice, placeText(notice.where));
  };
  return { name: 'quire:icon-notices', options: { position: true }, mdxJsxFlowElement: visit, mdxJsxTextElement: visit };
}

/**
 * The icon notice of one element of a page in `file` (one of Quire's components with an icon it
 * cannot draw as asked), noted in `notices`; undefined when there is none or it was noted there
 * already. What iconNoticesPlugin does for each element the build draws; `quire check` calls it
 * for the elements its one parse of the page recorded.
 */
export function noteElementIcon(notices: IconNoticesOfBuild, node: JsxNode, file: string, library: IconLibrary | undefined): { notice: string; where: ProblemPlace } | undefined {
  if (!node.name || !COMPONENTS.has(node.name)) return undefined;
  const attribute = (name: string) => literalValue(node.attributes?.find((each) => each.type === 'mdxJsxAttribute' && each.name === name)?.value);
  const icon = iconValue(attribute('icon'));
  if (icon === undefined) return undefined;
  const style = node.name === 'Tab' ? undefined : attribute('iconType');
  const where = placeAt(file, node.position?.start.line);
  const notice = noteIcon(notices, icon, { library, ...(typeof style === 'string' ? { style } : {}) }, where);
  return notice ? { notice, where } : undefined;
}
