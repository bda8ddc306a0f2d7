import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { remoteSpecReader, type RemoteSpecText } from '../../../src/openapi/fetch-spec.ts';
import { projectRoot } from '../../support/run-build.ts';
import { siteFoldersRemovedAfter } from '../../support/site-folders.ts';
import { docsJsonWith, loadDocsJsonFolder, type Shown, sidebarShown } from '../../support/reference-sites.ts';
import { siteRoutes } from '../../../src/site/site-routes.ts';

// `asyncapi` on a navigation node (a tab, a group, a nested group), as Mintlify's AsyncAPI setup
// page documents it: a page per channel of each file, under `directory` (api-reference by
// default), listed after the node's own pages; a file that cannot be read is a problem at the
// docs.json line naming it, and the rest of the site loads.

const folder = siteFoldersRemovedAfter();
const FIXTURE = join(projectRoot, 'tests/fixtures/docs-json-asyncapi');
const STREAMS = readFileSync(join(FIXTURE, 'streams-asyncapi.yaml'), 'utf8');
const CHAT = readFileSync(join(FIXTURE, 'chat-asyncapi.yaml'), 'utf8');
const docsJson = (navigation: unknown) => docsJsonWith(navigation, 'Sockets');
const offline = remoteSpecReader({ offline: true });
const load = (dir: string, readRemote: (url: string) => Promise<RemoteSpecText> = offline) => loadDocsJsonFolder(dir, { readRemote });
const shown = (site: Awaited<ReturnType<typeof load>>): Shown[] => sidebarShown(site);

test('a group with { source, directory }: a page per channel under the directory, titled by the channel, with its view; one without a directory goes under api-reference after the group’s pages', async () => {
  const dir = folder({
    'docs.json': docsJson({
      groups: [
        { group: 'Market data', asyncapi: { source: '/streams-asyncapi.yaml', directory: 'streams' } },
        { group: 'Rooms', pages: ['index', { group: 'All rooms', asyncapi: 'chat-asyncapi.yaml' }] },
      ],
    }),
    'index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
    'streams-asyncapi.yaml': STREAMS,
    'chat-asyncapi.yaml': CHAT,
  });
  const site = await load(dir);
  assert.deepEqual(
    site.problems.filter((problem) => problem.kind === 'asyncapi'),
    [],
  );
  assert.deepEqual(
    site.docsJson?.extraEntries.filter((entry) => entry.data.asyncapi !== undefined).map((entry) => [entry.id, entry.data.title]),
    [
      ['streams/prices', 'Price ticks'],
      ['streams/orderbook', 'orderBook'],
      ['api-reference/chat', 'Chat room'],
    ],
  );
  assert.deepEqual(shown(site), [
    ['Market data', ['/streams/prices', '/streams/orderbook']],
    ['Rooms', ['/', ['All rooms', ['/api-reference/chat']]]],
  ]);
  assert.equal(site.asyncapi?.pages['streams/prices']?.address, '/prices');
  assert.deepEqual(
    site.asyncapi?.pages['streams/orderbook']?.messages.map((message) => message.fields.map((field) => field.name)),
    [['bids']],
  );
  assert.ok(site.asyncapi?.files.includes(join(dir, 'streams-asyncapi.yaml')), 'the dev server watches the file');
});

test('a tab with a list of files: each file its own pages; a file named twice is read once; a page file at a generated URL keeps its own text', async () => {
  const dir = folder({
    'docs.json': docsJson({
      tabs: [
        { tab: 'Guides', pages: ['index'] },
        { tab: 'Streams', asyncapi: ['/streams-asyncapi.yaml', 'chat-asyncapi.yaml'] },
        { tab: 'Again', groups: [{ group: 'Chat', asyncapi: './chat-asyncapi.yaml' }] },
      ],
    }),
    'index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
    'api-reference/chat.mdx': '---\ntitle: Our chat\n---\n\nWritten by hand.\n',
    'streams-asyncapi.yaml': STREAMS,
    'chat-asyncapi.yaml': CHAT,
  });
  const site = await load(dir);
  assert.deepEqual(site.docsJson?.channels?.documents.size, 2);
  const routes = new Set(siteRoutes(site).pages);
  for (const href of ['/api-reference/prices', '/api-reference/orderbook', '/api-reference/chat']) assert.ok(routes.has(href), href);
  assert.equal(
    site.docsJson?.extraEntries.some((entry) => entry.id === 'api-reference/chat'),
    false,
    'the page file wins',
  );
  assert.equal(site.asyncapi?.pages['api-reference/chat'], undefined, 'the hand-written page is not given the channel');
});

test('a missing file, one that is not AsyncAPI, one named above the site folder: an asyncapi problem at the line of docs.json naming each; nothing outside the folder is read; the other groups load', async () => {
  const config = docsJson({
    groups: [
      { group: 'Home', pages: ['index'] },
      { group: 'Gone', asyncapi: '/gone.yaml' },
      { group: 'Broken', asyncapi: 'broken.yaml' },
      { group: 'Outside', asyncapi: '../streams-asyncapi.yaml' },
    ],
  });
  const dir = folder({ 'site/docs.json': config, 'site/index.mdx': '---\ntitle: Home\n---\n\nHello.\n', 'site/broken.yaml': 'asyncapi: 3.0.0\ninfo: nope\n', 'streams-asyncapi.yaml': STREAMS });
  const site = await load(join(dir, 'site'));
  const lineOf = (text: string) => config.split('\n').findIndex((line) => line.includes(text)) + 1;
  const problems = site.problems.filter((found) => found.kind === 'asyncapi');
  assert.equal(problems.length, 1, 'one block for the three');
  const [problem] = problems;
  assert.equal(problem.severity, 'warning');
  assert.match(problem.message, /^docs\.json: 3 AsyncAPI files of the navigation cannot be read; its channels are left out, the rest of the site builds:/);
  assert.match(
    problem.message,
    new RegExp(`navigation\\.groups\\[1\\]\\.asyncapi \\(line ${lineOf('/gone.yaml')}, column \\d+\\): expected an AsyncAPI file, found "gone\\.yaml": no such file in the site folder`),
  );
  assert.match(
    problem.message,
    new RegExp(
      `navigation\\.groups\\[2\\]\\.asyncapi \\(line ${lineOf('broken.yaml')}, column \\d+\\): expected an AsyncAPI file, found "broken\\.yaml": "info" property type must be object \\(line 2\\)`,
    ),
  );
  // "../" is read from the site folder, as Mintlify reads docs.json's paths: the file beside the folder is not reached.
  assert.match(problem.message, /navigation\.groups\[3\]\.asyncapi \(line \d+, column \d+\): expected an AsyncAPI file, found "streams-asyncapi\.yaml": no such file in the site folder/);
  assert.deepEqual(
    problem.places.map((place) => place.line),
    [lineOf('/gone.yaml'), lineOf('broken.yaml'), lineOf('../streams-asyncapi.yaml')],
  );
  assert.deepEqual(shown(site), [['Home', ['/']]], 'groups left with nothing are not shown');
});

test('a file by URL is read through the site’s remote reader (the cache, or the network when allowed); one that cannot be fetched is a problem naming why', async () => {
  const dir = folder({
    'docs.json': docsJson({
      groups: [
        { group: 'Live', asyncapi: 'https://example.com/streams.yaml' },
        { group: 'Down', asyncapi: 'https://example.com/down.yaml' },
      ],
    }),
  });
  const asked: string[] = [];
  const readRemote = async (url: string): Promise<RemoteSpecText> => {
    asked.push(url);
    return url.endsWith('streams.yaml') ? { ok: true, text: STREAMS, bytes: Buffer.from(STREAMS), from: 'cache' } : { ok: false, message: 'the server answered 503' };
  };
  const site = await load(dir, readRemote);
  assert.deepEqual(asked, ['https://example.com/streams.yaml', 'https://example.com/down.yaml']);
  assert.ok(site.asyncapi?.pages['api-reference/prices']);
  const [problem] = site.problems.filter((found) => found.kind === 'asyncapi');
  assert.match(problem.message, /"https:\/\/example\.com\/down\.yaml": the server answered 503/);
});
