import { groupEntryLink } from '../../navigation/sidebar-compact.ts';
import type { SidebarEntry, SidebarGroup, SidebarLink } from '../../navigation/sidebar.ts';
import { escapeHtml } from '../mdx/escape.ts';
import { iconSvg, isIconUrl } from '../mdx/icon-lookup.ts';
import { iconSvg as chromeIconSvg } from '../../icons/render-icon.ts';

function pageIcon(icon: string): string {
  if (isIconUrl(icon)) return `<img class="page-icon" src="${escapeHtml(icon)}" alt="" width="16" height="16">`;
  return iconSvg(icon, { className: 'q-icon page-icon' }) ?? '';
}

const groupIcon = (group: SidebarGroup): string => (group.icon ? chromeIconSvg(group.icon) : '');
const versionAttribute = (group: SidebarGroup): string => (group.version === undefined ? '' : ` data-version="${escapeHtml(group.version)}"`);
const openHeading = (group: SidebarGroup): string => (group.label === '' ? '' : `<p class="sidebar-heading">${groupIcon(group)}${escapeHtml(group.label)}</p>`);

function entryHtml(entry: SidebarEntry): string {
  if (entry.type === 'group') {
    return `<li class="sidebar-group"${versionAttribute(entry)}>${openHeading(entry)}${sidebarListHtml(entry.entries, true)}</li>`;
  }
  return linkHtml(entry);
}

function linkHtml(entry: SidebarLink): string {
  const external = entry.external ? ' target="_blank" rel="noopener noreferrer"' : '';
  return `<li><a href="${escapeHtml(entry.href)}"${external}>${entry.icon ? pageIcon(entry.icon) : ''}${escapeHtml(entry.label)}</a></li>`;
}

/**
 * The sidebar's lists as HTML. A section's sidebar is the same on each of its pages but the
 * current link, so it is built once per section and per build (Sidebar.astro caches it) rather
 * than rendered as components on every page: at 1,000 links that was most of the build's page time.
 */
export function sidebarListHtml(entries: readonly SidebarEntry[], nested = false): string {
  return `<ul class="sidebar-list${nested ? ' nested' : ''}">${entries.map(entryHtml).join('')}</ul>`;
}

/**
 * A closed group: its heading links to the group's first page, where the group is open, so a
 * reader without JS reaches every page. An unnamed group shows that page's label instead.
 */
function collapsedGroupHtml(group: SidebarGroup): string {
  const target = groupEntryLink(group.entries);
  const label = group.label === '' ? (target?.label ?? '') : group.label;
  if (label === '') return '';
  const text = `${groupIcon(group)}${escapeHtml(label)}`;
  // class before href: markCurrentLink matches `<a href="…">` exactly and must not mark this one.
  const external = target?.external ? ' target="_blank" rel="noopener noreferrer"' : '';
  const heading = target ? `<a class="sidebar-group-link" href="${escapeHtml(target.href)}"${external}>${text}</a>` : text;
  return `<li class="sidebar-group sidebar-group-closed"${versionAttribute(group)}><p class="sidebar-heading">${heading}</p></li>`;
}

/**
 * A large section's sidebar for one page: the groups on `path` (the page's group and its
 * ancestors, from groupPathTo) open with their links, every other group closed. Its size grows
 * with the page's group and the number of groups, not with the whole navigation.
 */
export function compactSidebarHtml(entries: readonly SidebarEntry[], path: readonly number[], nested = false): string {
  const items = entries.map((entry, index) => {
    if (entry.type === 'link') return linkHtml(entry);
    if (index !== path[0]) return collapsedGroupHtml(entry);
    return `<li class="sidebar-group"${versionAttribute(entry)}>${openHeading(entry)}${compactSidebarHtml(entry.entries, path.slice(1), true)}</li>`;
  });
  return `<ul class="sidebar-list${nested ? ' nested' : ''}">${items.join('')}</ul>`;
}

/** Marks the current page's link; internal links carry no other attribute, so the match is exact. */
export function markCurrentLink(html: string, href: string | undefined): string {
  if (href === undefined) return html;
  const link = `<a href="${escapeHtml(href)}">`;
  return html.replace(link, `<a href="${escapeHtml(href)}" aria-current="page">`);
}
