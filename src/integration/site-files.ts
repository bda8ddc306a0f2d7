import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { SiteModel } from '../config/model.ts';
import { readPageSources } from '../seo/page-sources.ts';
import { llmsFullTxt, llmsTxt, markdownPath, pageMarkdown, robotsTxt, sectionsInNavigationOrder, sitemapXml } from '../seo/site-files.ts';

/**
 * The files beside the pages: robots.txt, sitemap.xml (needs `site` in the Astro config for
 * absolute URLs), llms.txt, llms-full.txt and each page's markdown at <page>.md. A file the site
 * ships itself in public/ wins. Returns the paths written.
 */
export function writeSiteFiles(outDir: string, docsDir: string, model: SiteModel, siteUrl?: string): string[] {
  const pages = readPageSources(docsDir);
  const sections = sectionsInNavigationOrder(model.navigation, pages);
  const files = new Map<string, string>([
    ['/robots.txt', robotsTxt(siteUrl)],
    ['/llms.txt', llmsTxt(model.name, sections, siteUrl)],
    ['/llms-full.txt', llmsFullTxt(sections, siteUrl)],
  ]);
  if (siteUrl) files.set('/sitemap.xml', sitemapXml(pages, siteUrl));
  for (const page of pages) if (!page.externalUrl) files.set(markdownPath(page.href), pageMarkdown(page));
  const written: string[] = [];
  for (const [path, content] of files) {
    const target = join(outDir, path);
    if (existsSync(target)) continue;
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
    written.push(path);
  }
  return written;
}
