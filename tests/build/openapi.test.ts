import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { buildFixture, projectRoot } from '../support/run-build.ts';

test('an invalid OpenAPI file stops the build, naming the file and the failing location', () => {
  const { status, output } = buildFixture('tests/fixtures/api-invalid-spec');
  assert.notEqual(status, 0);
  assert.match(output, /OpenAPI file broken\.yaml has 2 problems:/);
  assert.ok(output.includes(`✖ #/paths/~1things/get/responses/200 at line 9, column 9: must have required property 'description'`), output);
  assert.doesNotMatch(output, /\n\s+at .*\.(ts|js):\d+/);
});

test('a page naming an unknown operation stops the build with the closest matches', () => {
  const { status, output } = buildFixture('tests/fixtures/api-unknown-operation');
  assert.notEqual(status, 0);
  assert.match(output, /2 pages name an unknown API operation:/);
  assert.match(output, /✖ tests\/fixtures\/api-unknown-operation\/docs\/list\.md: openapi: expected an operation in the OpenAPI file\(s\), found "GET \/thing"\n\s+hint: did you mean "GET \/things"/);
  assert.match(output, /✖ tests\/fixtures\/api-unknown-operation\/docs\/patch\.md: .*found "PATCH \/things"\n\s+hint: did you mean "GET \/things" or "POST \/things"\?/);
});

test('operations without a page are one warning; the covered one becomes a page with its description made safe', () => {
  const { status, output } = buildFixture('tests/fixtures/api-uncovered');
  assert.equal(status, 0, output);
  assert.match(output, /1 API operation has no page \(add a page with frontmatter openapi: "METHOD \/path"\):\n\s+⚠ POST \/things \(openapi\.yaml\)/);
  const html = readFileSync(`${projectRoot}/tests/.builds/api-uncovered/list/index.html`, 'utf8');
  assert.match(html, /<h1>List things<\/h1>/);
  // No frontmatter title or description: the operation's summary is the title everywhere, and the
  // first paragraph of its description (as text, markup dropped) the meta description.
  assert.match(html, /<title>List things – Things<\/title>/);
  assert.match(html, /<meta name="description" content="Lists every thing\.">/);
  assert.match(html, /<a [^>]*aria-current="page"[^>]*>[\s\S]*?List things[\s\S]*?<\/a>/);
  const llms = readFileSync(`${projectRoot}/tests/.builds/api-uncovered/llms.txt`, 'utf8');
  assert.match(llms, /\[List things\]\(\/list\.md\)/);
  assert.match(llms, /\[Thing created\]\(\/thing-created\.md\)/);
  assert.match(html, /Lists &lt;b&gt;every&lt;\/b&gt; thing\. &lt;script&gt;document\.title = &#39;pwned&#39;&lt;\/script&gt;/);
  assert.doesNotMatch(html, /<script>document\.title/);

  // A webhook (OpenAPI 3.1): its payload and answers, no playground or request samples.
  const webhook = readFileSync(`${projectRoot}/tests/.builds/api-uncovered/thing-created/index.html`, 'utf8');
  assert.match(webhook, /<h1>Thing created<\/h1>/);
  assert.match(webhook, /<span class="api-badge">webhook<\/span>/);
  assert.match(webhook, /the API sends this request to a URL you give it/);
  assert.match(webhook, /<h2 id="body">Payload <span class="api-content-type">application\/json<\/span><\/h2>/);
  assert.match(webhook, /Payload example[\s\S]*&quot;id&quot;: &quot;th_42&quot;/);
  assert.match(webhook, /Your server got it/);
  assert.doesNotMatch(webhook, /data-playground|curl /);
  // The file's security is for calls to the API, not for what it sends.
  assert.match(html, /<h2 id="authorization">/);
  assert.doesNotMatch(webhook, /id="authorization"/);
});
