import { resolve } from 'node:path';
import { closestMatches, formatSuggestions } from '../config/did-you-mean.ts';
import type { DescriptionRenderer } from '../openapi/description.ts';
import { pagesWithFrontmatterKey, referencedFileProblem } from '../source/frontmatter-references.ts';
import type { SiteSource } from '../source/site-source.ts';
import type { ProblemPlace } from '../utils/problem-place.ts';
import { buildChannelView, channelIds, type ChannelView } from './channel-view.ts';
import { NO_NAVIGATION_CHANNELS, type NavigationChannels } from './navigation-channels.ts';
import { readAsyncApiFile, type AsyncApiRead } from './read-asyncapi.ts';

/** The AsyncAPI channel pages of a site: `asyncapi: "<file> <channel>"` in a page's frontmatter. */
export interface AsyncApiPages {
  /** Channel views by page id. */
  pages: Record<string, ChannelView>;
  /** The AsyncAPI files the pages name, absolute (dev watches them). */
  files: string[];
  /** What stops a page from showing its channel, one line each, and where (the page drawn from its MDX body). */
  problems: Array<{ line: string; place: ProblemPlace }>;
}

export const NO_ASYNCAPI_PAGES: AsyncApiPages = { pages: {}, files: [], problems: [] };

/** `"/asyncapi.yaml channelOne"`: the file (from the site folder) and the channel; undefined when it is not that shape. */
export function parseAsyncApiReference(value: string): { file: string; channel: string } | undefined {
  const match = /^\s*(\S+)\s+(\S.*?)\s*$/.exec(value);
  return match ? { file: match[1].replace(/^\/+/, ''), channel: match[2] } : undefined;
}

/**
 * Reads every page whose frontmatter names an AsyncAPI channel: each file parsed once, each page
 * given its channel's view, or a problem naming the page and what is wrong there. The channel
 * pages docs.json's navigation generates get theirs from the documents read for the navigation;
 * a page file at the same URL wins, as it does over a generated API page.
 */
export async function resolveAsyncApiPages(source: SiteSource, siteDir: string, describe: DescriptionRenderer, generated: NavigationChannels = NO_NAVIGATION_CHANNELS): Promise<AsyncApiPages> {
  const found: AsyncApiPages = { pages: {}, files: [...generated.files], problems: [] };
  for (const page of generated.pages) {
    const document = generated.documents.get(page.file);
    if (source.pageIds.has(page.id) || !document) continue;
    const view = await buildChannelView(document, page.channel, page.file, describe);
    if (view) found.pages[page.id] = view;
  }
  const reads = new Map<string, Promise<AsyncApiRead>>();
  for (const page of pagesWithFrontmatterKey(source, siteDir, 'asyncapi')) {
    const { file, shown: pageFile, value, place } = page;
    const reference = typeof value === 'string' ? parseAsyncApiReference(value) : undefined;
    if (!reference) {
      found.problems.push({ line: `${pageFile}: asyncapi: expected "<AsyncAPI file> <channel>", found ${JSON.stringify(value)}`, place });
      continue;
    }
    const specPath = resolve(siteDir, reference.file);
    if (!found.files.includes(specPath)) found.files.push(specPath);
    const read = reads.get(specPath) ?? readAsyncApiFile(specPath, siteDir);
    reads.set(specPath, read);
    const parsed = await read;
    if (!parsed.ok) {
      for (const problem of parsed.problems) found.problems.push(referencedFileProblem(page, 'asyncapi', reference.file, problem));
      continue;
    }
    const view = await buildChannelView(parsed.document, reference.channel, reference.file, describe);
    if (view) found.pages[file.id] = view;
    else {
      const ids = channelIds(parsed.document);
      const hint = formatSuggestions(closestMatches(reference.channel, ids)) ?? `channels: ${ids.map((id) => JSON.stringify(id)).join(', ') || 'none'}`;
      found.problems.push({ line: `${pageFile}: asyncapi: expected a channel of ${reference.file}, found "${reference.channel}"\n      hint: ${hint}`, place });
    }
  }
  return found;
}
