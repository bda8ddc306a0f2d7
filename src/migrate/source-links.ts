import type { BrokenLink, SiteLookup, Target } from '../links/check-links.ts';
import { checkLinksOfPages, pageTarget } from '../links/source-links.ts';
import { pageHref, pageIdFromFile } from '../navigation/pages.ts';
import type { SourceBrokenLink } from './report-types.ts';

export interface SourceLinkCheck {
  broken: SourceBrokenLink[];
  /** javascript:, vbscript: and data: URLs, which the build refuses. */
  scriptUrls: BrokenLink[];
  /** Pages the link collector could not parse: the build will name the same problem. */
  unreadable: Array<{ file: string; message: string }>;
}

/** The source folder as a site: pages (with the ids their headings will have) and the static files served at their own path. */
export function sourceSiteLookup(readText: (file: string) => string, pageFiles: readonly string[], staticFiles: readonly string[]): SiteLookup {
  const pages = new Map(pageFiles.map((file) => [pageHref(pageIdFromFile(file)), file]));
  const files = new Set(staticFiles.map((file) => `/${file}`));
  const targets = new Map<string, Target>();
  const find = (pathname: string): Target => {
    const file = pages.get(pathname);
    if (file === undefined) return files.has(pathname) ? { kind: 'file' } : undefined;
    if (!targets.has(pathname)) targets.set(pathname, pageTarget(readText(file), file));
    return targets.get(pathname);
  };
  return { find, pagePaths: [...pages.keys()] };
}

/** Internal links of the source pages that name no page or file of the folder, with the closest page, and script URLs. */
export function checkSourceLinks(readText: (file: string) => string, pageFiles: readonly string[], staticFiles: readonly string[]): SourceLinkCheck {
  const checked = checkLinksOfPages(pageFiles, readText, sourceSiteLookup(readText, pageFiles, staticFiles));
  return {
    broken: checked.broken.map((link) => ({ file: link.file, line: link.line, target: link.url, closest: link.suggestions?.[0] })),
    scriptUrls: checked.scriptUrls,
    unreadable: checked.unparsable.map(({ file, message }) => ({ file, message: message.split('\n')[0] })),
  };
}
