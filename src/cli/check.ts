import { existsSync } from 'node:fs';
import { formatProblems, formatWarnings } from '../config/problems.ts';
import { checkSite } from '../integration/check-site.ts';
import { splitBrokenImages } from '../links/check-images.ts';
import { formatBrokenImages, formatBrokenLinks, formatScriptUrls } from '../links/check-links.ts';
import { checkSiteJsonImages } from '../links/site-images.ts';
import { checkSourceLinks } from '../links/source-links.ts';
import { buildApiReference } from '../openapi/api-reference.ts';
import { formatUnknownComponents } from '../markdown/unknown-components.ts';
import { checkSiteSources } from '../source/check-sources.ts';
import { docsFolderLayout, readSiteSource } from '../source/site-source.ts';
import { checkComponents } from './check-components.ts';
import type { SiteFolder } from './site-folder.ts';

export interface CheckOptions {
  links: 'error' | 'warn';
  siteUrl?: string;
}

export interface CheckReport {
  /** What would stop the build, each block already formatted as the build prints it. */
  errors: string[];
  warnings: string[];
  summary: string;
}

/**
 * Everything `quire build` refuses before and after rendering, without rendering: the same
 * site.json validation, icon and navigation-page checks (checkSite), the same OpenAPI loading,
 * the same checks of the site's files (links and imports leaving the site folder, include loops),
 * the same unknown-component check, the same link checker run against the pages and files the build would write,
 * and the same image check (every local image names a file).
 */
export async function checkSiteFolder(site: SiteFolder, options: CheckOptions): Promise<CheckReport> {
  const errors: string[] = [];
  const warnings: string[] = [];
  // The pages are listed once and each file read once, for every check below.
  const source = readSiteSource(docsFolderLayout(site.dir));
  const check = checkSite(site.siteFile, source);
  if (check.warnings.length > 0) warnings.push(formatWarnings('site.json', check.warnings));
  warnings.push(...check.notices);
  if (!check.ok) errors.push(formatProblems(existsSync(site.siteFile) ? 'site.json' : site.siteFile, check.problems));
  if (check.model) {
    const api = await buildApiReference(check.model, site.dir, source);
    if (!api.ok) errors.push(api.message);
    else warnings.push(...api.warnings);
  }
  errors.push(...checkSiteSources({ siteDir: site.dir, docsDir: site.docsDir, publicDir: site.publicDir }, source));
  errors.push(...checkComponents(source).map(({ file, unknown }) => formatUnknownComponents(file, unknown)));
  const links = checkSourceLinks(source, site.publicDir, options.siteUrl);
  for (const page of links.unparsable) errors.push(`${page.file} cannot be parsed: ${page.message}`);
  if (links.scriptUrls.length > 0) errors.push(formatScriptUrls(links.scriptUrls));
  if (links.broken.length > 0) {
    if (options.links === 'warn') warnings.push(`${formatBrokenLinks(links.broken)}\n(--links warn: the build would go on)`);
    else errors.push(formatBrokenLinks(links.broken));
  }
  const images = checkSiteJsonImages(site.siteFile, source, site.publicDir);
  const { refused, warned } = splitBrokenImages(images.broken, options.links);
  if (refused.length > 0) errors.push(formatBrokenImages(refused));
  if (warned.length > 0) warnings.push(`${formatBrokenImages(warned)}\n(--links warn: the build would go on)`);
  const counted = `${links.pages} page${links.pages === 1 ? '' : 's'}, ${links.links} link${links.links === 1 ? '' : 's'}`;
  const summary =
    errors.length === 0
      ? `✓ site.json, ${counted}: nothing the build would refuse`
      : `✖ quire build would refuse this site (${counted} checked)`;
  return { errors, warnings, summary };
}
