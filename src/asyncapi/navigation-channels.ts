import { resolve } from 'node:path';
import type { AsyncAPIDocumentInterface } from '@asyncapi/parser';
import type { PathSegment } from '../config/json-path.ts';
import type { ConfigProblem } from '../config/problems.ts';
import { navigationValuesOf, type DocsAsyncApi } from '../navigation/docs-json-tree.ts';
import type { NavNode } from '../config/navigation-tree.ts';
import { mintlifySlug } from '../openapi/mintlify-slug.ts';
import { withinSite } from '../openapi/mintlify-pages.ts';
import type { RemoteSpecText } from '../openapi/fetch-spec.ts';
import { isHttpUrl, referenceFileName } from '../utils/urls.ts';
import { readAsyncApiSource, type AsyncApiRead } from './read-asyncapi.ts';

/** Where Mintlify puts the channel pages of a navigation `asyncapi` without a `directory`. */
export const DEFAULT_CHANNEL_DIRECTORY = 'api-reference';

/** A channel page docs.json's navigation asks for: `asyncapi` on a tab, group or other node. */
export interface GeneratedChannelPage {
  id: string;
  title: string;
  /** The AsyncAPI file as the site names it (a path from the site folder, or a URL). */
  file: string;
  channel: string;
}

/** The channel pages of docs.json's navigation, with what kept any from being made. */
export interface NavigationChannels {
  pages: GeneratedChannelPage[];
  /** Each file's parsed document, by the name in `GeneratedChannelPage.file`: the pages' views read it again from here. */
  documents: Map<string, AsyncAPIDocumentInterface>;
  /** Local files read (absolute): the dev server watches them. */
  files: string[];
  /** A file that is missing or not AsyncAPI, at the docs.json path that names it. */
  problems: ConfigProblem[];
  /** The page nodes a node's `asyncapi` value lists, in the files' channel order. */
  nodes: (asyncapi: DocsAsyncApi) => NavNode[];
}

export const NO_NAVIGATION_CHANNELS: NavigationChannels = { pages: [], documents: new Map(), files: [], problems: [], nodes: () => [] };

interface ChannelSource {
  location: string;
  directory: string;
  path: PathSegment[];
}

/** The files of one `asyncapi` value (a location, a list of them, or `{ source, directory }`) with their JSON paths. */
function sourcesOf(value: DocsAsyncApi, path: PathSegment[]): ChannelSource[] {
  const directory = (given: string | undefined) => withinSite(given?.trim() || DEFAULT_CHANNEL_DIRECTORY).replace(/\/+$/, '');
  if (typeof value === 'string') return [{ location: value, directory: directory(undefined), path }];
  if (Array.isArray(value)) return value.map((location, index) => ({ location, directory: directory(undefined), path: [...path, index] }));
  return [{ location: value.source, directory: directory(value.directory), path: [...path, 'source'] }];
}

const sourceKey = (location: string, directory: string) => `${location}\0${directory}`;

/**
 * The channel pages every `asyncapi` of docs.json's navigation makes, as Mintlify makes them: one
 * page per channel of each file, at `<directory>/<channel>` (the channel id as Mintlify slugs
 * its URL segments; `api-reference` without a directory), titled by the channel's `title` or id.
 * Each file is read once however often it is named; one that is missing or not AsyncAPI is a
 * problem at the path naming it, and the rest of the navigation builds.
 */
export async function navigationChannels(navigation: unknown, siteDir: string, readRemote: (url: string) => Promise<RemoteSpecText>): Promise<NavigationChannels> {
  const values = navigationValuesOf<DocsAsyncApi>(navigation, 'asyncapi');
  if (values.length === 0) return NO_NAVIGATION_CHANNELS;
  const found: NavigationChannels = { pages: [], documents: new Map(), files: [], problems: [], nodes: () => [] };
  const reads = new Map<string, Promise<AsyncApiRead>>();
  const idsBySource = new Map<string, string[]>();
  const taken = new Set<string>();
  for (const { value, path } of values) {
    for (const source of sourcesOf(value, path)) {
      // docs.json's schema has read ".." from the site folder; readSiteFile refuses what leaves it all the same.
      const file = referenceFileName(source.location);
      if (!isHttpUrl(file) && !found.files.includes(resolve(siteDir, file))) found.files.push(resolve(siteDir, file));
      const read = reads.get(file) ?? readAsyncApiSource(file, siteDir, readRemote);
      reads.set(file, read);
      const parsed = await read;
      if (!parsed.ok) {
        const [first] = parsed.problems;
        const at = first.line === undefined ? '' : ` (line ${first.line})`;
        found.problems.push({ path: source.path, expected: 'an AsyncAPI file', found: `${JSON.stringify(source.location)}: ${first.message}${at}`, hint: 'correct the path or the file' });
        continue;
      }
      found.documents.set(file, parsed.document);
      const key = sourceKey(file, source.directory);
      if (idsBySource.has(key)) continue;
      const ids: string[] = [];
      for (const channel of parsed.document.channels().all()) {
        const id = `${source.directory ? `${source.directory}/` : ''}${mintlifySlug(channel.id()) ?? 'channel'}`;
        // Two files with a channel of one id under one directory: the first file's page is the one at that URL.
        if (taken.has(id)) continue;
        taken.add(id);
        ids.push(id);
        found.pages.push({ id, title: (channel.json() as { title?: string }).title ?? channel.id(), file, channel: channel.id() });
      }
      idsBySource.set(key, ids);
    }
  }
  found.nodes = (asyncapi) =>
    sourcesOf(asyncapi, []).flatMap((source) => (idsBySource.get(sourceKey(referenceFileName(source.location), source.directory)) ?? []).map((page): NavNode => ({ type: 'page', page })));
  return found;
}
