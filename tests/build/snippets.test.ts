import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { quireShikiConfig } from '../../src/markdown/shiki-config.ts';
import { tokenPalette } from '../../src/markdown/token-colours.ts';
import { buildFixture, projectRoot } from '../support/run-build.ts';

test('Mintlify snippets: imports from the docs root and the legacy <Snippet file>; fences named in any case highlight', async () => {
  const { status, output } = buildFixture('tests/fixtures/snippets');
  assert.equal(status, 0, output);
  const html = readFileSync(join(projectRoot, 'tests/.builds/snippets/index.html'), 'utf8');
  assert.match(html, /An intro imported from the docs root, with a <div class="callout callout-tip"/);
  assert.match(html, /<p class="card-title">Ask on Slack<\/p>/);
  assert.match(html, /<svg [^>]*data-icon="slack"/);
  // ```Python is highlighted as python, not left as plain text.
  assert.match(html, /data-code-title="main\.py" data-language="python"/i);
  // python's builtin blue in each theme, by its classes (markdown/token-colours.ts).
  const { themes } = await quireShikiConfig();
  const palette = tokenPalette(themes.light, themes.dark);
  assert.ok(html.includes(`<span class="l${palette.light.indexOf('#005CC5')} d${palette.dark.indexOf('#79B8FF')}">print</span>`));
  assert.doesNotMatch(output, /doesn't exist, falling back/);
  // Snippet files are parts of pages, not pages.
  for (const path of ['snippets/intro/index.html', '_snippets/get-help/index.html', 'snippets/intro.md']) {
    assert.equal(existsSync(join(projectRoot, 'tests/.builds/snippets', path)), false, `${path} should not exist`);
  }
  assert.doesNotMatch(readFileSync(join(projectRoot, 'tests/.builds/snippets/llms.txt'), 'utf8'), /_?snippets\//);
});
