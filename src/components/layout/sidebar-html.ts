import type { SidebarEntry } from '../../navigation/sidebar.ts';
import { escapeHtml } from '../mdx/escape.ts';
import { iconSvg, isIconUrl } from '../mdx/icon-lookup.ts';
import { iconSvg as chromeIconSvg } from '../../icons/render-icon.ts';

function pageIcon(icon: string): string {
  if (isIconUrl(icon)) return `<img class="page-icon" src="${escapeHtml(icon)}" alt="" width="16" height="16">`;
  return iconSvg(icon, { className: 'q-icon page-icon' }) ?? '';
}

function entryHtml(entry: SidebarEntry): string {
  if (entry.type === 'group') {
    const heading = entry.label === '' ? '' : `<p class="sidebar-heading">${entry.icon ? chromeIconSvg(entry.icon) : ''}${escapeHtml(entry.label)}</p>`;
    const version = entry.version === undefined ? '' : ` data-version="${escapeHtml(entry.version)}"`;
    return `<li class="sidebar-group"${version}>${heading}${sidebarListHtml(entry.entries, true)}</li>`;
  }
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

/** Marks the current page's link; internal links carry no other attribute, so the match is exact. */
export function markCurrentLink(html: string, href: string | undefined): string {
  if (href === undefined) return html;
  const link = `<a href="${escapeHtml(href)}">`;
  return html.replace(link, `<a href="${escapeHtml(href)}" aria-current="page">`);
}
