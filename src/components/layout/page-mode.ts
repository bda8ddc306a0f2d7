/**
 * Mintlify's page modes (its `organize/pages.mdx`), as the frontmatter's `mode` names them:
 * - `wide`: no table of contents, the article takes the room;
 * - `center`: no sidebar and no table of contents, the article centred (changelogs);
 * - `custom`: a blank canvas under the top bar: no sidebar, title, table of contents or footer, and
 *   no prose rules (the page's own classes draw it, as on Mintlify, whose home pages are such);
 * - `frame`: `custom` that keeps the sidebar.
 * Any other value (`default`, `assistant`, a typo) draws the default page. On phones the menu
 * still opens the sidebar in every mode: it is the only way to the rest of the site.
 */
export interface PageMode {
  name: 'default' | 'wide' | 'center' | 'custom' | 'frame';
  /** The sidebar on wide screens. */
  sidebar: boolean;
  toc: boolean;
  /** Title, description, eyebrow, feedback, last-updated date, previous/next. */
  pageParts: boolean;
  footer: boolean;
  /** Quire's prose rules (margins, link and heading looks) on the article. */
  prose: boolean;
}

const MODES: Record<PageMode['name'], Omit<PageMode, 'name'>> = {
  default: { sidebar: true, toc: true, pageParts: true, footer: true, prose: true },
  wide: { sidebar: true, toc: false, pageParts: true, footer: true, prose: true },
  center: { sidebar: false, toc: false, pageParts: true, footer: true, prose: true },
  custom: { sidebar: false, toc: false, pageParts: false, footer: false, prose: false },
  frame: { sidebar: true, toc: false, pageParts: false, footer: false, prose: false },
};

export function pageMode(mode: unknown): PageMode {
  const name = typeof mode === 'string' ? mode.trim().toLowerCase() : '';
  const known = Object.hasOwn(MODES, name) ? (name as PageMode['name']) : 'default';
  return { name: known, ...MODES[known] };
}
