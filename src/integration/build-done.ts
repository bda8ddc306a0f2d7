import type { AstroIntegrationLogger } from 'astro';
import { userError } from '../utils/user-error.ts';
import { brokenReferencesHint, LINKS_WARN_NOTE } from '../links/check-images.ts';
import { formatBrokenLinks, formatScriptUrls } from '../links/check-links.ts';
import { checkDocsLinks } from '../links/link-check.ts';
import { formatOutputScriptUrls, scriptUrlsInOutput } from '../links/output-urls.ts';
import { markAsQuireOutput } from './output-marker.ts';
import { startSearchIndex } from '../search/search-index.ts';
import type { SiteSource } from '../source/site-source.ts';
import { placeAt, type ProblemPlace } from '../utils/problem-place.ts';

export interface BuiltSite {
  /** Where astro build wrote the site. */
  outDir: string;
  /** The pages, as read before the build. */
  source: SiteSource;
  /** "warn": broken links are reported and the build goes on (default "error"). */
  links?: 'error' | 'warn';
  /** docs.json `variables`, which links may use (`[API]({{api-url}}/x)`). */
  variables?: Record<string, string>;
  /** Says the broken links when they are warnings (the policy's `say`: into the build's report). */
  onBrokenLinks?: (message: string, places: readonly ProblemPlace[]) => void;
}

/** Everything Quire does once the pages are written: the link check and the search index. */
export async function onBuildDone(built: BuiltSite, logger: AstroIntegrationLogger): Promise<void> {
  // Pagefind reads the pages in its own process while the links are checked here. The site files
  // (llms.txt, <page>.md, …) were written with the browser bundle, so pages may link to them.
  const search = await startSearchIndex(built.outDir);
  const { broken, scriptUrls } = checkDocsLinks(built.source, built.outDir, built.variables);
  // Refused as in site.json, whatever `links` says: they are not broken, they are unsafe.
  if (scriptUrls.length > 0) {
    await search.cancel();
    const alsoBroken = broken.length > 0 ? `\n${formatBrokenLinks(broken)}` : '';
    throw userError(`${formatScriptUrls(scriptUrls)}${alsoBroken}`, 'Replace the URLs above with links to pages, files or https:// URLs and build again.');
  }
  // The output itself, whatever made it: a URL built by a page's code is seen only here.
  const madeByCode = scriptUrlsInOutput(built.outDir);
  if (madeByCode.length > 0) {
    await search.cancel();
    throw userError(formatOutputScriptUrls(madeByCode), 'Find the expression or component that builds these URLs and link to a page, a file or an https:// URL instead.');
  }
  if (broken.length === 0) logger.debug('links: all internal links resolve');
  // Real sites link to pages that are gone; "warn" lets their owners build while they fix them.
  else if (built.links === 'warn') {
    const message = `${formatBrokenLinks(broken, 'warning')}\n${LINKS_WARN_NOTE.build}`;
    if (built.onBrokenLinks)
      built.onBrokenLinks(
        message,
        broken.map((link) => placeAt(link.file, link.line, link.column)),
      );
    else logger.warn(message);
  } else {
    await search.cancel();
    throw userError(formatBrokenLinks(broken), brokenReferencesHint('links', 'external links'));
  }
  const indexed = await search.finish();
  markAsQuireOutput(built.outDir);
  logger.info(`search: indexed ${indexed} page${indexed === 1 ? '' : 's'} with Pagefind`);
}
