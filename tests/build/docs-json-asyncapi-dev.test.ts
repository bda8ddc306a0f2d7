import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { waitForPage } from '../support/child-server.ts';
import { startDevSite } from '../support/dev-site-process.ts';

// quire dev on a docs.json folder with an AsyncAPI page: the page shows its channel, and an edit
// of the AsyncAPI file shows on the page without a restart (the file is watched as the config is).
const dev = startDevSite('docs-json-asyncapi', 'docs-json-asyncapi-dev');
after(() => dev.stop());

const page = async (path: string, accept: (status: number, html: string) => boolean, what: string) => waitForPage(`${await dev.origin}${path}`, accept, what, { output: dev.log });

test('quire dev: an AsyncAPI page shows its channel, and an edit of the AsyncAPI file shows without a restart', { timeout: 120_000 }, async () => {
  await page('/chat', (status, html) => status === 200 && html.includes('wss://chat.example.com/chat') && html.includes('data-ws-playground'), 'the channel page');
  const specFile = join(dev.siteDir, 'chat-asyncapi.yaml');
  writeFileSync(specFile, readFileSync(specFile, 'utf8').replace('host: chat.example.com', 'host: talk.example.org').replace('title: Say something', 'title: Speak up'));
  await page('/chat', (status, html) => status === 200 && html.includes('wss://talk.example.org/chat') && html.includes('Speak up'), 'the channel as the file now has it');
});
