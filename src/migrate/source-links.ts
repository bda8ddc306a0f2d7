import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findBrokenLinks, type SiteLookup } from '../links/check-links.ts';
import { collectLinks } from '../links/collect-links.ts';
import { pageHref, pageIdFromFile } from '../navigation/pages.ts';
import type { SourceBrokenLink } from './report-types.ts';

export interface SourceLinkCheck {
  broken: SourceBrokenLink[];
  /** Pages the link collector could not parse: the build will name the same problem. */
  unreadable: Array<{ file: string; message: string }>;
}

/**
 * The source folder as a site: page paths and the static files served at their own path. Anchors
 * (#fragment) cannot be known before the build, so only the page or file part is checked here.
 */
export function sourceSiteLookup(pageFiles: readonly string[], staticFiles: readonly string[]): SiteLookup {
  const pages = new Set(pageFiles.map((file) => pageHref(pageIdFromFile(file))));
  const files = new Set(staticFiles.map((file) => `/${file}`));
  return {
    find: (pathname) => (pages.has(pathname) ? { kind: 'page', ids: new Set() } : files.has(pathname) ? { kind: 'file' } : undefined),
    pagePaths: [...pages],
  };
}

/** Internal links of the source pages that name no page or file of the folder, with the closest page. */
export function checkSourceLinks(source: string, pageFiles: readonly string[], staticFiles: readonly string[]): SourceLinkCheck {
  const site = sourceSiteLookup(pageFiles, staticFiles);
  const result: SourceLinkCheck = { broken: [], unreadable: [] };
  for (const file of pageFiles) {
    let links;
    try {
      links = collectLinks(readFileSync(join(source, file), 'utf8'), /\.mdx$/i.test(file) ? 'mdx' : 'md');
    } catch (error) {
      result.unreadable.push({ file, message: (error instanceof Error ? error.message : String(error)).split('\n')[0] });
      continue;
    }
    // Fragments are checked by the build, which knows the ids; here only the page part counts.
    const withoutFragments = links.map((link) => ({ ...link, url: link.url.startsWith('#') ? '' : link.url.replace(/#.*$/, '') }));
    for (const broken of findBrokenLinks(file, pageIdFromFile(file), withoutFragments, site)) {
      const closest = broken.hint?.replace(/^did you mean /, '').replace(/\?$/, '');
      const original = links.find((link) => link.line === broken.line && link.column === broken.column)?.url ?? broken.url;
      result.broken.push({ file, line: broken.line, target: original, closest });
    }
  }
  return result;
}
