import { escapeHtml } from '../utils/escape.ts';
import type { NavigationGroup } from '../config/model.ts';
import { resolvePageReference } from '../navigation/pages.ts';
import type { PageSource } from './page-sources.ts';

/** A section of llms.txt: a navigation group (flattened) and its pages, in navigation order. */
export interface PageSection {
  title: string;
  pages: PageSource[];
}

/** Pages grouped as the sidebar shows them; pages in no group come last under "Other pages". */
export function sectionsInNavigationOrder(navigation: readonly NavigationGroup[], pages: readonly PageSource[]): PageSection[] {
  const byId = new Map(pages.map((page) => [page.id, page]));
  const ids = new Set(byId.keys());
  const used = new Set<string>();
  const sections: PageSection[] = [];
  const walk = (group: NavigationGroup, parents: string[]) => {
    const title = [...parents, group.group].filter((part) => part.trim() !== '').join(' › ');
    const section: PageSection = { title: title || 'Pages', pages: [] };
    sections.push(section);
    for (const item of group.pages) {
      if (typeof item !== 'string') {
        walk(item, [...parents, group.group]);
        continue;
      }
      const id = resolvePageReference(item, ids);
      if (id === undefined || used.has(id)) continue;
      used.add(id);
      section.pages.push(byId.get(id)!);
    }
  };
  for (const group of navigation) walk(group, []);
  const rest = pages.filter((page) => !used.has(page.id));
  if (rest.length > 0) sections.push({ title: 'Other pages', pages: rest });
  return sections.filter((section) => section.pages.length > 0);
}

/** Where a page's markdown is served: /guides/intro → /guides/intro.md, / → /index.md. */
export const markdownPath = (href: string): string => (href === '/' ? '/index.md' : `${href}.md`);

const absolute = (path: string, siteUrl?: string): string => (siteUrl ? new URL(path.replace(/^\//, ''), siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href : path);

/** A page's markdown as readers (and language models) get it at <page>.md. */
export function pageMarkdown(page: PageSource): string {
  const head = [`# ${page.title}`, page.description ? `> ${page.description}` : undefined].filter(Boolean).join('\n\n');
  const body = page.body.trimEnd();
  // Pages without a frontmatter title start with their own "# heading"; don't print it twice.
  const startsWithTitle = /^#\s+/.test(body.trimStart());
  return `${startsWithTitle ? (page.description ? `> ${page.description}\n\n` : '') : `${head}\n\n`}${body}\n`;
}

/** https://llmstxt.org: the site's name, then a linked list of pages per section. */
export function llmsTxt(siteName: string, sections: readonly PageSection[], siteUrl?: string): string {
  const lines = [`# ${siteName}`, '', `> Documentation for ${siteName}. Each page is also available as markdown at the linked .md address; llms-full.txt holds all of them.`, ''];
  for (const section of sections) {
    lines.push(`## ${section.title}`, '');
    for (const page of section.pages) {
      const link = page.externalUrl ?? absolute(markdownPath(page.href), siteUrl);
      lines.push(`- [${page.title}](${link})${page.description ? `: ${page.description}` : ''}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** Every page's markdown in navigation order, each introduced by its address. */
export function llmsFullTxt(sections: readonly PageSection[], siteUrl?: string): string {
  return sections
    .flatMap((section) => section.pages)
    .filter((page) => !page.externalUrl)
    .map((page) => `<!-- ${absolute(page.href, siteUrl)} -->\n\n${pageMarkdown(page)}`)
    .join('\n---\n\n');
}

export function sitemapXml(pages: readonly PageSource[], siteUrl: string): string {
  const urls = pages.filter((page) => !page.externalUrl).map((page) => `  <url><loc>${escapeHtml(absolute(page.href, siteUrl))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(siteUrl?: string): string {
  return `User-agent: *\nAllow: /\n${siteUrl ? `\nSitemap: ${absolute('/sitemap.xml', siteUrl)}\n` : ''}`;
}
