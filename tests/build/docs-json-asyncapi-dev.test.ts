import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { waitForPage } from '../support/child-server.ts';
import { startDevSite } from '../support/dev-site-process.ts';

// quire dev on a docs.json folder with an AsyncAPI page: the page shows its channel, and an edit
// of the AsyncAPI file shows on the page without a restart (the file is watched as the config is);
// a channel added to a file the navigation names gets its generated page and sidebar link.
const dev = startDevSite('docs-json-asyncapi', 'docs-json-asyncapi-dev');
after(() => dev.stop());

const page = async (path: string, accept: (status: number, html: string) => boolean, what: string) => waitForPage(`${await dev.origin}${path}`, accept, what, { output: dev.log });

/** Opens a WebSocket, sends `text` once it is open, and resolves with the first message back, or rejects when the connection fails. */
function firstReply(url: string, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.addEventListener('open', () => socket.send(text));
    socket.addEventListener('message', (event) => {
      resolve(String(event.data));
      socket.close();
    });
    socket.addEventListener('error', () => reject(new Error(`could not talk to ${url}`)));
  });
}

test('quire dev: an AsyncAPI page shows its channel, and an edit of the AsyncAPI file shows without a restart', { timeout: 120_000 }, async () => {
  const html = await page('/chat', (status, html) => status === 200 && html.includes('wss://chat.example.com/chat') && html.includes('data-ws-playground'), 'the channel page');
  // The playground lists quire dev's stand-in for the channel's server; it answers with what the server sends, from the file's examples.
  assert.match(html, /data-ws-mock="\/_quire\/ws-mock\/chat"/);
  const origin = (await dev.origin).replace(/^http/, 'ws');
  assert.deepEqual(JSON.parse(await firstReply(`${origin}/_quire/ws-mock/chat`, '{"text":"hi"}')), { from: 'string', text: 'string' });
  await assert.rejects(firstReply(`${origin}/_quire/ws-mock/index`, 'hi'), /could not talk/, 'a page with no channel has no stand-in');
  const specFile = join(dev.siteDir, 'chat-asyncapi.yaml');
  writeFileSync(specFile, readFileSync(specFile, 'utf8').replace('host: chat.example.com', 'host: talk.example.org').replace('title: Say something', 'title: Speak up'));
  await page('/chat', (status, html) => status === 200 && html.includes('wss://talk.example.org/chat') && html.includes('Speak up'), 'the channel as the file now has it');
});

test('quire dev: a channel added to a file docs.json navigation names gets its page and sidebar link without a restart', { timeout: 120_000 }, async () => {
  await page('/streams/prices', (status, html) => status === 200 && html.includes('wss://stream.example.com/prices'), 'a channel page the navigation generates');
  const specFile = join(dev.siteDir, 'streams-asyncapi.yaml');
  writeFileSync(specFile, readFileSync(specFile, 'utf8').replace('  orderBook:\n', '  trades:\n    title: Trades\n    address: /trades\n  orderBook:\n'));
  await page('/streams/trades', (status, html) => status === 200 && html.includes('<h1') && html.includes('Trades'), 'the new channel page');
  await page('/', (status, html) => status === 200 && html.includes('href="/streams/trades"'), 'the sidebar with the new channel');
});
