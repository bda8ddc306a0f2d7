import { resolve } from 'node:path';
import type { AsyncAPIDocumentInterface } from '@asyncapi/parser';
import { closestMatches, formatSuggestions } from '../config/did-you-mean.ts';
import type { DescriptionRenderer } from '../openapi/description.ts';
import type { RemoteSpecText } from '../openapi/fetch-spec.ts';
import { isHttpUrl, referenceFileName } from '../utils/urls.ts';
import { pagesWithFrontmatterKey, referencedFileProblem } from '../source/frontmatter-references.ts';
import type { SiteSource } from '../source/site-source.ts';
import type { ProblemPlace } from '../utils/problem-place.ts';
import { buildChannelView, channelIds, type ChannelView } from './channel-view.ts';
import { NO_NAVIGATION_CHANNELS, type NavigationChannels } from './navigation-channels.ts';
import { readAsyncApiSource, type AsyncApiRead } from './read-asyncapi.ts';

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

/**
 * `"/asyncapi.yaml channelOne"`: the file (from the site folder) and the channel; `"channelOne"`
 * alone names a channel of docs.json's `api.asyncapi` files. Undefined when it is neither shape.
 */
export function parseAsyncApiReference(value: string): { file?: string; channel: string } | undefined {
  const match = /^\s*(\S+)(?:\s+(\S.*?))?\s*$/.exec(value);
  if (!match) return undefined;
  return match[2] === undefined ? { channel: match[1] } : { file: match[1].replace(/^\/+/, ''), channel: match[2] };
}

export interface AsyncApiPagesInput {
  siteDir: string;
  describe: DescriptionRenderer;
  /** The channel pages docs.json's navigation generates, with the documents read for them. */
  generated?: NavigationChannels;
  /** docs.json `api.asyncapi`: where a page naming a channel alone finds it, the first file having it. */
  defaultFiles?: readonly string[];
  /** The build's reader of remote files (its cache): `api.asyncapi` may name URLs. */
  readRemote: (url: string) => Promise<RemoteSpecText>;
}

/** Reads each AsyncAPI file once for all the pages naming it; one the navigation already read is taken from there. */
function fileReader(siteDir: string, readRemote: AsyncApiPagesInput['readRemote'], navigationDocuments: NavigationChannels['documents']) {
  const reads = new Map<string, Promise<AsyncApiRead>>([...navigationDocuments].map(([file, document]) => [file, Promise.resolve({ ok: true as const, document })]));
  return (file: string): Promise<AsyncApiRead> => {
    const read = reads.get(file) ?? readAsyncApiSource(file, siteDir, readRemote);
    reads.set(file, read);
    return read;
  };
}

/** The channel pages docs.json's navigation generates: a page file at the same URL wins, as it does over a generated API page. */
async function generatedChannelViews(source: SiteSource, generated: NavigationChannels, describe: DescriptionRenderer, found: AsyncApiPages): Promise<void> {
  for (const page of generated.pages) {
    const document = generated.documents.get(page.file);
    if (source.pageIds.has(page.id) || !document) continue;
    const view = await buildChannelView(document, page.channel, page.file, describe);
    if (view) found.pages[page.id] = view;
  }
}

/**
 * Reads every page whose frontmatter names an AsyncAPI channel: each file parsed once, each page
 * given its channel's view, or a problem naming the page and what is wrong there. A channel named
 * alone is looked up in `api.asyncapi`'s files in order. The navigation's generated channel pages
 * get theirs from the documents read for the navigation.
 */
export async function resolveAsyncApiPages(source: SiteSource, input: AsyncApiPagesInput): Promise<AsyncApiPages> {
  const { siteDir, describe, generated = NO_NAVIGATION_CHANNELS, defaultFiles = [] } = input;
  const found: AsyncApiPages = { pages: {}, files: [...generated.files], problems: [] };
  await generatedChannelViews(source, generated, describe, found);
  const read = fileReader(siteDir, input.readRemote, generated.documents);
  for (const page of pagesWithFrontmatterKey(source, siteDir, 'asyncapi')) {
    const { file, shown: pageFile, value, place } = page;
    const reference = typeof value === 'string' ? parseAsyncApiReference(value) : undefined;
    if (!reference || (reference.file === undefined && defaultFiles.length === 0)) {
      const expected = reference ? `"<AsyncAPI file> <channel>" (or "api.asyncapi" in docs.json naming the file of "${reference.channel}")` : '"<AsyncAPI file> <channel>"';
      found.problems.push({ line: `${pageFile}: asyncapi: expected ${expected}, found ${JSON.stringify(value)}`, place });
      continue;
    }
    const files = reference.file === undefined ? defaultFiles.map(referenceFileName) : [reference.file];
    for (const name of files) if (!isHttpUrl(name) && !found.files.includes(resolve(siteDir, name))) found.files.push(resolve(siteDir, name));
    const documents: Array<{ name: string; document: AsyncAPIDocumentInterface }> = [];
    for (const name of files) {
      const parsed = await read(name);
      if (parsed.ok) documents.push({ name, document: parsed.document });
      else for (const problem of parsed.problems) found.problems.push(referencedFileProblem(page, 'asyncapi', name, problem));
    }
    if (documents.length < files.length && reference.file !== undefined) continue;
    const having = documents.find(({ document }) => document.channels().get(reference.channel));
    const view = having && (await buildChannelView(having.document, reference.channel, having.name, describe));
    if (view) found.pages[file.id] = view;
    else if (documents.length > 0) {
      const ids = documents.flatMap(({ document }) => channelIds(document));
      const hint = formatSuggestions(closestMatches(reference.channel, ids)) ?? `channels: ${ids.map((id) => JSON.stringify(id)).join(', ') || 'none'}`;
      found.problems.push({ line: `${pageFile}: asyncapi: expected a channel of ${documents.map(({ name }) => name).join(', ')}, found "${reference.channel}"\n      hint: ${hint}`, place });
    }
  }
  return found;
}
