import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { CORPUS_ROOT, corpusSkip } from '../support/corpus.ts';
import { all, parseHtml, textOf } from '../support/html-tree.ts';
import { buildFixture, projectRoot } from '../support/run-build.ts';

// Mintlify's own docs document their WebSocket playground with a page naming a channel of their
// asyncapi.yaml (`asyncapi: "/asyncapi.yaml channelOne"`): copied as they are into a small
// docs.json site, the page builds with that channel and its playground.
const MINTLIFY_DOCS = join(CORPUS_ROOT, 'docs-json/mintlify-docs');
const OUT = join(projectRoot, 'tests/.builds/mintlify-asyncapi-page');
const root = mkdtempSync(join(tmpdir(), 'quire-mintlify-asyncapi-'));
after(() => rmSync(root, { recursive: true, force: true }));

test("Mintlify's WebSocket playground page builds with its channel: both echo servers, the two messages and the playground", { skip: corpusSkip(MINTLIFY_DOCS), timeout: 300_000 }, () => {
  const dir = join(root, 'site');
  mkdirSync(join(dir, 'api-playground'), { recursive: true });
  cpSync(join(MINTLIFY_DOCS, 'asyncapi.yaml'), join(dir, 'asyncapi.yaml'));
  cpSync(join(MINTLIFY_DOCS, 'api-playground/websocket-playground.mdx'), join(dir, 'api-playground/websocket-playground.mdx'));
  writeFileSync(
    join(dir, 'docs.json'),
    JSON.stringify({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Mintlify', colors: { primary: '#166E3F' }, navigation: { pages: ['api-playground/websocket-playground'] } }),
  );
  const { status, output } = buildFixture(dir, { outDir: OUT, linksWarn: true });
  assert.equal(status, 0, output);
  assert.doesNotMatch(output, /asyncapi/i, 'no AsyncAPI problem is reported');
  const tree = parseHtml(readFileSync(join(OUT, 'api-playground/websocket-playground/index.html'), 'utf8'), 'page');
  assert.deepEqual(all('.channel-url', tree).map(textOf), ['wss://echo-websocket.hoppscotch.io/', 'wss://echo.websocket.org/']);
  assert.deepEqual(all('[data-message] h3', tree).map(textOf), ['Test message', 'Timestamp']);
  assert.match(textOf(all('.channel-description', tree)[0]), /It can have markdown in the description\./);
  assert.equal(all('[data-ws-playground] [data-ws-server] option', tree).length, 2);
});
