import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { layoutFor } from '../../../src/config/site-layout.ts';
import { descriptionRenderer } from '../../../src/openapi/description.ts';
import { remoteSpecReader } from '../../../src/openapi/fetch-spec.ts';
import { loadSite } from '../../../src/site/load-site.ts';
import { CORPUS_ROOT, corpusSkip } from '../../support/corpus.ts';
import { projectRoot } from '../../support/run-build.ts';
import { siteFoldersRemovedAfter } from '../../support/site-folders.ts';

// Pages drawn from an AsyncAPI channel (`asyncapi: "<file> <channel>"` in the frontmatter, as
// Mintlify's docs write it): the file parsed with @asyncapi/parser, the channel's view made by the
// loader, and what keeps a page from its channel reported where it is.

const folder = siteFoldersRemovedAfter();
const MINTLIFY_SPEC = join(CORPUS_ROOT, 'docs-json/mintlify-docs/asyncapi.yaml');
const docsJson = (pages: string[]) => JSON.stringify({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Sockets', colors: { primary: '#16a34a' }, navigation: { pages } });
const channelPage = (reference: string) => `---\ntitle: "WebSocket playground"\nasyncapi: "${reference}"\n---\n\nTry it.\n`;
const load = (dir: string, strict?: boolean) =>
  loadSite(layoutFor(dir, 'docs.json'), { mode: 'build', strict, readRemote: remoteSpecReader({ offline: true }), describe: () => descriptionRenderer() });

test("Mintlify's own AsyncAPI file: the channel's servers with its URL there, each message with who sends it, its fields and an example to send", { skip: corpusSkip(MINTLIFY_SPEC) }, async () => {
  const dir = folder({ 'docs.json': docsJson(['playground']), 'asyncapi.yaml': readFileSync(MINTLIFY_SPEC, 'utf8'), 'playground.mdx': channelPage('/asyncapi.yaml channelOne') });
  const site = await load(dir);
  assert.deepEqual(
    site.problems.filter((problem) => problem.kind === 'asyncapi'),
    [],
  );
  const view = site.asyncapi?.pages.playground;
  assert.ok(view, 'the page has its channel');
  assert.equal(view.title, 'Test channel');
  assert.match(view.descriptionHtml, /<em>markdown<\/em>/);
  assert.deepEqual(
    view.servers.map(({ name, protocol, url }) => [name, protocol, url]),
    [
      ['echo-websocket', 'wss', 'wss://echo-websocket.hoppscotch.io/'],
      ['echo', 'wss', 'wss://echo.websocket.org/'],
    ],
  );
  const [testMessage, timestamp] = view.messages;
  assert.equal(testMessage.title, 'Test message');
  assert.equal(testMessage.sentBy, 'either', 'an operation sends it and another receives it');
  assert.deepEqual(
    testMessage.fields.map((field) => [field.name, field.type, field.required]),
    [
      ['text', 'string', true],
      ['subtext', 'string', false],
      ['from', 'string', false],
    ],
  );
  assert.ok(testMessage.example && 'text' in JSON.parse(testMessage.example), testMessage.example);
  assert.equal(timestamp.sentBy, 'server');
  assert.equal(timestamp.payloadType, 'string');
});

test('AsyncAPI 2: publish is what the client sends, subscribe what it receives; a message example is the text to send', async () => {
  const spec = {
    asyncapi: '2.6.0',
    info: { title: 'Chat', version: '1.0.0' },
    servers: { local: { url: 'ws://127.0.0.1:9000', protocol: 'ws' } },
    channels: {
      'rooms/{room}': {
        parameters: { room: { schema: { type: 'string' } } },
        publish: { message: { name: 'say', payload: { type: 'object', properties: { words: { type: 'string' } } }, examples: [{ payload: { words: 'hello' } }] } },
        subscribe: { message: { name: 'heard', payload: { type: 'string' } } },
      },
    },
  };
  const dir = folder({ 'docs.json': docsJson(['chat']), 'chat.json': JSON.stringify(spec), 'chat.mdx': channelPage('chat.json rooms/{room}') });
  const view = (await load(dir)).asyncapi?.pages.chat;
  assert.ok(view);
  assert.deepEqual(
    view.servers.map((server) => server.url),
    ['ws://127.0.0.1:9000/rooms/{room}'],
  );
  assert.deepEqual(
    view.messages.map((message) => [message.title, message.sentBy]),
    [
      ['say', 'client'],
      ['heard', 'server'],
    ],
  );
  assert.deepEqual(JSON.parse(view.messages[0].example ?? ''), { words: 'hello' });
});

test('what keeps a page from its channel is an asyncapi warning at its place (the page built from its body); --strict refuses it', async () => {
  const dir = folder({
    'docs.json': docsJson(['typo', 'broken', 'shape']),
    'asyncapi.yaml': readFileSync(MINTLIFY_SPEC, 'utf8'),
    'broken.yaml': 'asyncapi: 3.0.0\ninfo:\n  title: Broken\nchannels:\n  one:\n    address: 5\n',
    'typo.mdx': channelPage('/asyncapi.yaml chanelOne'),
    'broken.mdx': channelPage('broken.yaml one'),
    'shape.mdx': '---\ntitle: Shape\nasyncapi: true\n---\n',
  });
  const site = await load(dir);
  const [problem] = site.problems.filter((each) => each.kind === 'asyncapi');
  assert.equal(problem?.severity, 'warning');
  assert.match(problem.message, /typo\.mdx: asyncapi: expected a channel of asyncapi\.yaml, found "chanelOne"\n\s+hint: did you mean "channelOne"\?/);
  assert.match(problem.message, /shape\.mdx: asyncapi: expected "<AsyncAPI file> <channel>", found true/);
  assert.match(problem.message, /broken\.mdx: asyncapi: broken\.yaml:\d+:\d+: /);
  assert.ok(problem.places.some((place) => place.file === 'typo.mdx' && place.line === 3));
  assert.ok(problem.places.some((place) => place.file === 'broken.yaml' && (place.line ?? 0) > 1));
  assert.deepEqual(Object.keys(site.asyncapi?.pages ?? {}), []);
  const strict = await load(dir, true);
  assert.equal(strict.problems.find((each) => each.kind === 'asyncapi')?.severity, 'error');
});

test('a page naming a channel alone finds it in the first of docs.json api.asyncapi files having it; without api.asyncapi, or in none of them, it is an asyncapi warning saying what to write', async () => {
  const streams = readFileSync(join(projectRoot, 'tests/fixtures/docs-json-asyncapi/streams-asyncapi.yaml'), 'utf8');
  const chat = readFileSync(join(projectRoot, 'tests/fixtures/docs-json-asyncapi/chat-asyncapi.yaml'), 'utf8');
  const pages = { 'prices.mdx': channelPage('prices'), 'chat.mdx': channelPage('chat'), 'typo.mdx': channelPage('pricez') };
  const config = (api?: unknown) => JSON.stringify({ ...JSON.parse(docsJson(['prices', 'chat', 'typo'])), ...(api ? { api } : {}) });
  const dir = folder({ 'docs.json': config({ asyncapi: ['chat-asyncapi.yaml', '/streams-asyncapi.yaml'] }), 'chat-asyncapi.yaml': chat, 'streams-asyncapi.yaml': streams, ...pages });
  const site = await load(dir);
  assert.equal(site.asyncapi?.pages.prices?.file, 'streams-asyncapi.yaml');
  assert.equal(site.asyncapi?.pages.prices?.address, '/prices');
  assert.equal(site.asyncapi?.pages.chat?.file, 'chat-asyncapi.yaml');
  const [problem] = site.problems.filter((each) => each.kind === 'asyncapi');
  assert.match(problem.message, /typo\.mdx: asyncapi: expected a channel of chat-asyncapi\.yaml, streams-asyncapi\.yaml, found "pricez"\n\s+hint: did you mean "prices"\?/);
  assert.equal(problem.places.length, 1);
  assert.doesNotMatch(site.problems.map((each) => each.message).join('\n'), /api\.asyncapi/, 'api.asyncapi is followed: no warning names it as ignored');

  const without = await load(folder({ 'docs.json': config(), 'chat-asyncapi.yaml': chat, ...pages }));
  const [unnamed] = without.problems.filter((each) => each.kind === 'asyncapi');
  assert.match(unnamed.message, /prices\.mdx: asyncapi: expected "<AsyncAPI file> <channel>" \(or "api\.asyncapi" in docs\.json naming the file of "prices"\), found "prices"/);
});
