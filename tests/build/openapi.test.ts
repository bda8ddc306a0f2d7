import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { all, one, parseHtml, textOf } from '../support/html-tree.ts';
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
  // Raw HTML in the description is shown as the text it is (read from the DOM: the serialiser escapes `<`, not `>`).
  assert.equal(textOf(one('.api-description', parseHtml(html, 'page'))), "Lists <b>every</b> thing. <script>document.title = 'pwned'</script>");
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

test('an operation description renders as markdown on its built page: headings, highlighted code, table, nested list, links; nothing injected', () => {
  // Built by the test above (node --test runs a file's tests in order).
  const html = readFileSync(`${projectRoot}/tests/.builds/api-uncovered/get/index.html`, 'utf8');
  const page = parseHtml(html, 'page');
  const description = one('.api-description', page);

  // Headings go below the page title: `#` is an h2, `##` an h3; the page keeps one h1.
  assert.deepEqual(
    all('h1, h2, h3, h4, h5, h6', description).map((h) => [h.tagName, textOf(h)]),
    [
      ['h2', 'Errors'],
      ['h3', 'Codes'],
    ],
  );
  assert.equal(all('h1', page).length, 1);
  // A response's description sits under the response's h3.
  assert.deepEqual(all('.api-response[data-status="200"] .api-field-description h4', page).map(textOf), ['Found']);

  // Fenced JSON is a page code block: highlighted for both themes, with its title and copy button.
  const block = one('div.code-block[data-language="json"]', description);
  assert.equal(textOf(one('.code-block-title', block)), 'Error body');
  assert.ok(one('button.copy-code[data-copy-code]', block));
  assert.equal(textOf(one('pre.astro-code', block)), '{ "error": "not_found", "status": 404 }');
  assert.ok(all('pre.astro-code .line > span', block).filter((span) => /^l\d+ d\d+$/.test([span.properties.className].flat().join(' '))).length > 3);

  assert.deepEqual(all('table th', description).map(textOf), ['Code', 'Meaning']);
  assert.deepEqual(all('table td', description).map(textOf), ['404', 'Not found']);
  assert.deepEqual(all('ul > li > ul > li', description).map(textOf), ['inner one', 'inner two']);
  assert.deepEqual(
    all('a', description).map((a) => [a.properties.href, textOf(a)]),
    [['https://x.dev/a_(b)', 'the guide']],
  );
  assert.deepEqual(
    ['code', 'em', 'strong'].map((tag) => textOf(one(`p ${tag}`, description))),
    ['one', 'fast', 'whole'],
  );

  // Raw HTML is text; the javascript: link is its words only.
  assert.equal(all('script, img', description).length, 0);
  assert.ok(textOf(description).includes("<script>document.title = 'pwned'</script>"));
  assert.ok(textOf(description).includes(`An <img src=x onerror="document.title = 'pwned'"> image and a bad link.`));
  assert.equal(all('[onerror], a[href^="javascript"]', page).length, 0);

  // Parameter and schema property descriptions are markdown too; the meta description is the first paragraph as text.
  assert.equal(textOf(one('[data-field="id"] .api-field-description code', page)), 'th_…');
  assert.ok(all('[data-field="id"] .api-field-description strong', page).some((strong) => textOf(strong) === 'Stable'));
  assert.equal(one('meta[name="description"]', page).properties.content, 'Returns one thing, fast and whole; see the guide.');
});
