import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { all, one, parseHtml, textOf } from '../support/html-tree.ts';
import { buildFixture, projectRoot } from '../support/run-build.ts';

// A page whose frontmatter names an AsyncAPI channel (`asyncapi: "/chat-asyncapi.yaml chat"`, as
// Mintlify's docs write it) is drawn with that channel after its text: servers, messages, fields,
// examples and a WebSocket playground; its .md copy and llms-full.txt carry the channel too. A page
// naming a channel the file lacks is built from its text, with a warning naming it.
const out = join(projectRoot, 'tests/.builds/docs-json-asyncapi');
const page = (path: string) => readFileSync(join(out, path), 'utf8');

test('an AsyncAPI channel page: its servers, messages with their fields and examples, and the playground script on that page only', { timeout: 300_000 }, () => {
  const { status, output } = buildFixture('tests/fixtures/docs-json-asyncapi');
  assert.equal(status, 0, output);
  assert.match(output, /⚠ notes\.mdx: asyncapi: expected a channel of chat-asyncapi\.yaml, found "notez"/);
  const html = page('chat/index.html');
  const tree = parseHtml(html, 'page');
  const text = textOf(tree);
  assert.match(text, /Everyone in a room hears what you say\./, "the page's own text first");
  assert.match(text, /CHANNEL \/chat/);
  assert.deepEqual(all('.channel-url', tree).map(textOf), ['ws://127.0.0.1:9/chat', 'wss://chat.example.com/chat']);
  assert.deepEqual(
    all('[data-message]', tree).map((node) => node.properties.dataMessage),
    ['Say', 'Heard'],
  );
  assert.deepEqual(all('[data-sent-by]', tree).map(textOf), ['Sent by the client', 'Sent by the server']);
  assert.match(text, /text string required\s*What you say\./);
  assert.match(text, /Allowed values: "happy", "sad"/);
  // The description's own <script> is text on the page, never a script.
  assert.doesNotMatch(html, /<script>alert/);
  assert.match(text, /<script>alert\('not run'\)<\/script>/);
  // The playground starts with the first server's URL and the first message's example; only this page loads its script.
  assert.match(html, /<input type="url" data-ws-url value="ws:\/\/127\.0\.0\.1:9\/chat"/);
  assert.match(html, /<textarea[^>]*data-ws-text[^>]*>\{\n {2}&quot;text&quot;: &quot;Hello, room&quot;\n\}<\/textarea>/);
  assert.match(html, /WebSocketPlayground[^"]*\.js/);
  for (const other of ['index.html', 'notes/index.html']) assert.doesNotMatch(page(other), /WebSocketPlayground|data-ws-playground/, other);
  assert.match(page('notes/index.html'), /A channel the file does not have: this page is built from its text\./);
});

test("an AsyncAPI page's .md copy and llms-full.txt hold its channel after its text", { timeout: 300_000 }, () => {
  assert.equal(buildFixture('tests/fixtures/docs-json-asyncapi').status, 0);
  const markdown = page('chat.md');
  assert.match(markdown, /Everyone in a room hears what you say\.\n\n## Channel `\/chat`\n/);
  assert.match(markdown, /- `production` \(wss\): `wss:\/\/chat\.example\.com\/chat`/);
  assert.match(markdown, /### Say something\n\nobject, sent by the client\. A line for the room\.\n\n- `text` \(string, required\)/);
  assert.match(page('llms-full.txt'), /## Channel `\/chat`/);
});

test("navigation asyncapi: each channel a page at Mintlify's URL with its channel drawn, in the sidebar after the group's pages, with its .md copy and llms.txt line; an unreadable file is a warning at its docs.json line", {
  timeout: 300_000,
}, () => {
  const { status, output } = buildFixture('tests/fixtures/docs-json-asyncapi');
  assert.equal(status, 0, output);
  assert.match(
    output,
    /docs\.json: 1 AsyncAPI file of the navigation cannot be read; its channels are left out, the rest of the site builds:\n {2}⚠ navigation\.groups\[3\]\.asyncapi \(line 11, column \d+\): expected an AsyncAPI file, found "gone-asyncapi\.yaml": no such file in the site folder/,
  );
  const prices = parseHtml(page('streams/prices/index.html'), 'page');
  assert.equal(textOf(all('h1', prices)[0]), 'Price ticks');
  assert.deepEqual(all('.channel-url', prices).map(textOf), ['wss://stream.example.com/prices']);
  assert.deepEqual(
    all('[data-message]', prices).map((node) => node.properties.dataMessage),
    ['Tick'],
  );
  const sidebar = one('nav#sidebar', parseHtml(page('index.html'), 'page'));
  const links = all('a', sidebar).map((link) => [String(link.properties.href), textOf(link)]);
  assert.deepEqual(links, [
    ['/', 'Home'],
    ['/chat', 'Chat channel'],
    ['/notes', 'Notes'],
    ['/streams/prices', 'Price ticks'],
    ['/streams/orderbook', 'orderBook'],
    ['/api-reference/chat', 'Chat room'],
  ]);
  assert.doesNotMatch(textOf(sidebar), /Gone/, 'the group whose file is missing has nothing to show');
  assert.match(page('streams/orderbook.md'), /^# orderBook\n\n## Channel `\/book`\n/);
  assert.match(page('llms.txt'), /- \[Price ticks\]\(\/streams\/prices\.md\)\n- \[orderBook\]\(\/streams\/orderbook\.md\)\n- \[Chat room\]\(\/api-reference\/chat\.md\)/);
});
