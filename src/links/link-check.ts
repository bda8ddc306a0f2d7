import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { htmlToHast, type HastNode } from 'satteri';
import type { BrokenLink, SiteLookup, Target } from './check-links.ts';
import { checkLinksOfSource } from './source-links.ts';
import { pageHref } from '../navigation/pages.ts';
import type { SiteSource } from '../source/site-source.ts';

/**
 * Ids a link may point at: every element's id (headings, fields, …) and an old-style <a name="…">,
 * read from the parsed page, so a <meta name="viewport"> or an id="…" in text or a comment is no target.
 */
export function elementIds(html: string): Set<string> {
  const ids = new Set<string>();
  const visit = (node: HastNode) => {
    if (node.type === 'element') {
      const { tagName, properties } = node as unknown as { tagName: string; properties: Record<string, unknown> };
      if (typeof properties.id === 'string') ids.add(properties.id);
      if (tagName === 'a' && typeof properties.name === 'string') ids.add(properties.name);
    }
    for (const child of (node as { children?: HastNode[] }).children ?? []) visit(child);
  };
  visit(htmlToHast(html));
  return ids;
}

/** What `astro build` wrote, looked up by URL path. */
export function builtSiteLookup(outDir: string, pageIds: Iterable<string>): SiteLookup {
  const cache = new Map<string, Target>();
  const find = (pathname: string): Target => {
    if (cache.has(pathname)) return cache.get(pathname);
    const relativePath = pathname.replace(/^\/+/, '');
    let target: Target;
    for (const html of [join(outDir, relativePath, 'index.html'), join(outDir, `${relativePath}.html`)]) {
      if (relativePath !== '' || html.endsWith('index.html')) {
        if (existsSync(html) && statSync(html).isFile()) {
          // Read and scanned only when a link names one of its #anchors: most links name none,
          // and reading every linked page was most of the link check's time.
          let ids: Set<string> | undefined;
          target = {
            kind: 'page',
            get ids() {
              return (ids ??= elementIds(readFileSync(html, 'utf8')));
            },
          };
          break;
        }
      }
    }
    if (!target) {
      const file = join(outDir, relativePath);
      if (relativePath !== '' && existsSync(file) && statSync(file).isFile()) target = { kind: 'file' };
    }
    cache.set(pathname, target);
    return target;
  };
  return { find, pagePaths: [...pageIds].map(pageHref) };
}

/**
 * Every internal link written in the docs (markdown links, raw HTML, component hrefs), checked
 * against the built site: the page or file must exist and a #fragment must name an id on it.
 * Script URLs anywhere a link or image goes are listed on their own.
 */
export function checkDocsLinks(source: SiteSource, outDir: string, variables?: Record<string, string>): { broken: BrokenLink[]; scriptUrls: BrokenLink[] } {
  const site = builtSiteLookup(outDir, source.pageIds);
  const { broken, scriptUrls, unparsable } = checkLinksOfSource(source, site, variables);
  // Every page compiled before this runs: one the link reader cannot parse stops the build, it is not skipped.
  if (unparsable.length > 0) throw new Error(unparsable.map(({ file, message }) => `${file}: ${message}`).join('\n'));
  return { broken, scriptUrls };
}
