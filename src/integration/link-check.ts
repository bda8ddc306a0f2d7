import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { BrokenLink, SiteLookup, Target } from '../links/check-links.ts';
import { checkLinksOfPages } from '../links/source-links.ts';
import { isSnippetId } from '../components/mdx/snippet-files.ts';
import { pageHref, pageIdFromFile } from '../navigation/pages.ts';
import { displayPath } from '../utils/display-path.ts';

const PAGE_FILE = /\.mdx?$/i;

/** Ids a link may point at: every id="…" (headings, fields, …) and old-style <a name="…">. */
export function elementIds(html: string): Set<string> {
  const ids = new Set<string>();
  for (const match of html.matchAll(/\s(?:id|name)="([^"]*)"/g)) {
    ids.add(match[1].replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>'));
  }
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
          target = { kind: 'page', get ids() { return (ids ??= elementIds(readFileSync(html, 'utf8'))); } };
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
export function checkDocsLinks(docsDir: string, outDir: string): { broken: BrokenLink[]; scriptUrls: BrokenLink[] } {
  const files = readdirSync(docsDir, { recursive: true, encoding: 'utf8' }).filter((file) => PAGE_FILE.test(file)).sort();
  const site = builtSiteLookup(outDir, files.map(pageIdFromFile).filter((id) => !isSnippetId(id)));
  const { broken, scriptUrls, unparsable } = checkLinksOfPages(files, (file) => readFileSync(join(docsDir, file), 'utf8'), site, (file) => displayPath(join(docsDir, file)));
  // Every page compiled before this runs: one the link reader cannot parse stops the build, it is not skipped.
  if (unparsable.length > 0) throw new Error(unparsable.map(({ file, message }) => `${file}: ${message}`).join('\n'));
  return { broken, scriptUrls };
}
