import { type EntryWindow, groupEntryLink } from '../../navigation/sidebar-compact.ts';
import type { SidebarEntry, SidebarGroup, SidebarLink } from '../../navigation/sidebar.ts';
import { escapeHtml } from '../../utils/escape.ts';
import { iconSvg } from '../../icons/icon-lookup.ts';
import { iconHtml } from '../../icons/render-icon.ts';
import { DEFAULT_ICON_LIBRARY, type IconLibrary } from '../../config/icon-value.ts';

// Icons come from the site's library (docs.json `icons.library`), as every other icon of the site.
// A page's frontmatter icon (what cannot be drawn is reported with the build: markdown/icon-notices.ts); a group's icon was checked with the config.
const pageIcon = (icon: string, library: IconLibrary): string => iconSvg(icon, { className: 'q-icon page-icon', library }) ?? '';
const groupIcon = (group: SidebarGroup, library: IconLibrary): string => (group.icon ? iconHtml(group.icon, { library, ...(group.iconStyle ? { style: group.iconStyle } : {}) }) : '');
const versionAttribute = (group: SidebarGroup): string => (group.version === undefined ? '' : ` data-version="${escapeHtml(group.version)}"`);
const tagBadge = (group: SidebarGroup): string => (group.tag === undefined ? '' : ` <span class="sidebar-tag">${escapeHtml(group.tag)}</span>`);

/** The group's title: its icon, label and tag; a link to its root page when it has one. */
function headingContent(group: SidebarGroup, library: IconLibrary): SidebarMarkup {
  const text = `${groupIcon(group, library)}${escapeHtml(group.label)}${tagBadge(group)}`;
  if (!group.root) return [text];
  const external = group.root.external ? ' target="_blank" rel="noopener noreferrer"' : '';
  if (group.root.external) return [`<a class="sidebar-group-link" href="${escapeHtml(group.root.href)}"${external}>${text}</a>`];
  return [`<a class="sidebar-group-link" href="${escapeHtml(group.root.href)}"`, { currentIf: group.root.href }, `>${text}</a>`];
}

const openHeading = (group: SidebarGroup, library: IconLibrary): SidebarMarkup => (group.label === '' && !group.root ? [] : ['<p class="sidebar-heading">', ...headingContent(group, library), '</p>']);

/**
 * Sidebar HTML with places kept for what differs between the pages sharing it: the sidebar is
 * made once per division and shared by its pages, and each page fills in its own link
 * (`aria-current`) and opens the folded groups that hold it, instead of searching the HTML.
 */
export type SidebarMarkup = ReadonlyArray<string | { currentIf: string } | { openIfCurrentIn: readonly string[] }>;

/** Every page link under a group (its root included): the pages on which a folded group starts open. */
function hrefsUnder(group: SidebarGroup): string[] {
  const own = group.root && !group.root.external ? [group.root.href] : [];
  return [...own, ...group.entries.flatMap((entry) => (entry.type === 'group' ? hrefsUnder(entry) : entry.external ? [] : [entry.href]))];
}

/**
 * A nested group that folds (docs.json, as Mintlify shows them): a details element, open when the
 * navigation says `expanded` or the current page is inside. Top-level groups never fold.
 */
function foldedGroupMarkup(group: SidebarGroup, library: IconLibrary): SidebarMarkup {
  const open: SidebarMarkup = group.expanded ? [' open'] : [{ openIfCurrentIn: hrefsUnder(group) }];
  const summary = group.label === '' && !group.root ? [escapeHtml(group.entries[0]?.label ?? '')] : headingContent(group, library);
  return [
    `<li class="sidebar-group sidebar-group-folding"${versionAttribute(group)}><details`,
    ...open,
    '><summary class="sidebar-heading">',
    ...summary,
    '</summary>',
    ...sidebarListMarkup(group.entries, true, true, library),
    '</details></li>',
  ];
}

function entryMarkup(entry: SidebarEntry, nested: boolean, fold: boolean, library: IconLibrary): SidebarMarkup {
  if (entry.type === 'group') {
    if (fold && nested) return foldedGroupMarkup(entry, library);
    return [`<li class="sidebar-group"${versionAttribute(entry)}>`, ...openHeading(entry, library), ...sidebarListMarkup(entry.entries, true, fold, library), '</li>'];
  }
  return linkMarkup(entry, library);
}

function linkMarkup(entry: SidebarLink, library: IconLibrary): SidebarMarkup {
  const external = entry.external ? ' target="_blank" rel="noopener noreferrer"' : '';
  const content = `${entry.icon ? pageIcon(entry.icon, library) : ''}${escapeHtml(entry.label)}</a></li>`;
  if (entry.external) return [`<li><a href="${escapeHtml(entry.href)}"${external}>${content}`];
  return [`<li><a href="${escapeHtml(entry.href)}"`, { currentIf: entry.href }, `>${content}`];
}

/**
 * The sidebar's lists as HTML. A section's sidebar is the same on each of its pages but the
 * current link, so it is built once per section and per build (Sidebar.astro caches it) rather
 * than rendered as components on every page: at 1,000 links that was most of the build's page time.
 */
export function sidebarListMarkup(entries: readonly SidebarEntry[], nested = false, foldNested = false, library: IconLibrary = DEFAULT_ICON_LIBRARY): SidebarMarkup {
  return [`<ul class="sidebar-list${nested ? ' nested' : ''}">`, ...entries.flatMap((entry) => entryMarkup(entry, nested, foldNested, library)), '</ul>'];
}

/** The sidebar's lists with no current page (the whole-section fragment). */
export const sidebarListHtml = (entries: readonly SidebarEntry[], foldNested = false, library: IconLibrary = DEFAULT_ICON_LIBRARY): string =>
  sidebarHtml(sidebarListMarkup(entries, false, foldNested, library), undefined);

/**
 * A closed group: its heading links to the group's root page, else its first page, where the
 * group is open, so a reader without JS reaches every page. An unnamed group shows that page's
 * label instead. Its tag is the same badge as in the whole sidebar.
 */
function collapsedGroupHtml(group: SidebarGroup, library: IconLibrary): string {
  const target = group.root ?? groupEntryLink(group.entries);
  const label = group.label === '' ? (target?.label ?? '') : group.label;
  if (label === '') return '';
  const text = `${groupIcon(group, library)}${escapeHtml(label)}${tagBadge(group)}`;
  const external = target?.external ? ' target="_blank" rel="noopener noreferrer"' : '';
  const heading = target ? `<a class="sidebar-group-link" href="${escapeHtml(target.href)}"${external}>${text}</a>` : text;
  return `<li class="sidebar-group sidebar-group-closed"${versionAttribute(group)}><p class="sidebar-heading">${heading}</p></li>`;
}

/** What a window leaves out on one side: how many entries, as a link to the page whose window shows them. */
function leftOutHtml(count: number, page: SidebarLink | undefined, side: 'earlier' | 'later'): string {
  if (count === 0) return '';
  const text = `${count} ${side} ${count === 1 ? 'page' : 'pages'}`;
  return `<li class="sidebar-more">${page ? `<a href="${escapeHtml(page.href)}">${text}</a>` : text}</li>`;
}

/**
 * A large section's sidebar for one page: the groups on `path` (the page's group and its
 * ancestors, from groupPathTo) open with their links, every other group closed. Its size grows
 * with the page's group and the number of groups, not with the whole navigation; `windows`
 * (windowsAlong, one per level on `path`) bound the levels too large to show whole.
 */
export function compactSidebarMarkup(
  entries: readonly SidebarEntry[],
  path: readonly number[],
  nested = false,
  library: IconLibrary = DEFAULT_ICON_LIBRARY,
  windows: readonly (EntryWindow | undefined)[] = [],
): SidebarMarkup {
  const [own, ...inner] = windows;
  const start = own?.start ?? 0;
  const items = entries.slice(start, own?.end).flatMap((entry, shownIndex): SidebarMarkup => {
    if (entry.type === 'link') return linkMarkup(entry, library);
    if (shownIndex + start !== path[0]) return [collapsedGroupHtml(entry, library)];
    return [`<li class="sidebar-group"${versionAttribute(entry)}>`, ...openHeading(entry, library), ...compactSidebarMarkup(entry.entries, path.slice(1), true, library, inner), '</li>'];
  });
  const before = own ? leftOutHtml(own.start, own.earlier, 'earlier') : '';
  const after = own ? leftOutHtml(entries.length - own.end, own.later, 'later') : '';
  return [`<ul class="sidebar-list${nested ? ' nested' : ''}">`, before, ...items, after, '</ul>'];
}

/** The sidebar as HTML for the page at `currentHref`: its first link to that page is marked current. */
export const sidebarHtml = (markup: SidebarMarkup, currentHref: string | undefined): string => markedSidebar(markup, currentHref).html;

/**
 * The sidebar marked for the page at `currentHref`, and how many rows (list items: links and
 * groups, open or closed) stand above its link: undefined when the sidebar has no link to it.
 */
export function markedSidebar(markup: SidebarMarkup, currentHref: string | undefined): { html: string; currentRow?: number } {
  let currentRow: number | undefined;
  let rows = 0;
  let html = '';
  for (const part of markup) {
    if (typeof part === 'string') {
      html += part;
      // Quire's own markup: labels are escaped, so "<li" only ever opens a row.
      if (currentRow === undefined) rows += part.split('<li').length - 1;
    } else if ('openIfCurrentIn' in part) {
      if (currentHref !== undefined && part.openIfCurrentIn.includes(currentHref)) html += ' open';
    } else if (currentRow === undefined && part.currentIf === currentHref) {
      html += ' aria-current="page"';
      // The part before opened the link's own row.
      currentRow = rows - 1;
    }
  }
  return { html, ...(currentRow === undefined ? {} : { currentRow }) };
}
