import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { buildFixture, projectRoot } from '../support/run-build.ts';
import { SCRIPT_URL_LINES } from '../support/script-url-fixture.ts';

test('script URLs in pages fail the build, each named by file, line and what holds it; none reaches the HTML', () => {
  const { status, output } = buildFixture('tests/fixtures/script-urls');
  assert.notEqual(status, 0, output);
  assert.match(output, /The pages have 14 script URLs, refused as in site\.json \(javascript:, vbscript: and data: URLs are refused/);
  for (const line of SCRIPT_URL_LINES) assert.ok(output.includes(`✖ tests/fixtures/script-urls/${line}`), `missing from the output:\n${line}\n--- output ---\n${output}`);
  // The safe links beside them are not reported, and nothing points into Quire's code.
  assert.doesNotMatch(output, /mailto|data:image\/png|\/guides\/components:/);
  assert.doesNotMatch(output, /\n\s+at .*\.(ts|js):\d+/);

  // The pages were rendered before the check ran: what they hold shows the render step drops script URLs on its own.
  const built = (page: string) => readFileSync(join(projectRoot, 'tests/.builds/script-urls', page, 'index.html'), 'utf8');
  for (const page of ['.', 'guides/components', 'guides/elsewhere']) {
    assert.doesNotMatch(built(page), /javascript:|vbscript:|data:text|&#106;|java\tscript/i, page);
  }
  const home = built('.');
  assert.match(home, /<a>Lower case<\/a>/);
  assert.match(home, /<a >Entities in raw HTML<\/a>/);
  assert.match(home, /src="data:image\/png;base64,iVBORw0KGgo="/, 'an inline data:image/… image stays');
  assert.match(home, /<a href="mailto:a@example\.com">mail<\/a>/);
  // Frontmatter `url: javascript:…` does not become the sidebar link: the entry stays the page's own.
  assert.match(home, /<a href="\/guides\/elsewhere">Elsewhere<\/a>/);
  assert.match(built('guides/components'), /<a>JSX link<\/a>/);
});
