import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { buildFixture, projectRoot } from '../support/run-build.ts';

const out = join(projectRoot, 'tests/.builds/twoslash');
const read = (path: string) => readFileSync(join(out, path), 'utf8');

test('```ts twoslash: types on hover and errors under their line, computed at build time; other blocks and pages carry nothing of it', { timeout: 300_000 }, () => {
  const { status, output } = buildFixture('tests/fixtures/twoslash', { timeoutMs: 290_000 });
  assert.equal(status, 0, output);
  const html = read('index.html');
  const blocks = html.split('<div class="code-block ').slice(1);
  assert.equal(blocks.length, 3, html);
  const [example, error, plain] = blocks;
  assert.match(example, /<pre class="[^"]*twoslash lsp/);
  // The popup of `message`: the type TypeScript infers, with the title the block gives.
  assert.match(example, /class="twoslash-popup-container"[\s\S]*?const[\s\S]*?message[\s\S]*?string/);
  assert.match(example, /class="twoslash-popup-container"[\s\S]*?type[\s\S]*?Pet[\s\S]*?&quot;cat&quot;/);
  assert.match(example, /code-block-title">Twoslash example</);
  assert.match(example, /<style>[^<]*\.twoslash-popup-container/);
  // Reachable by keyboard: each token with a popup is a tab stop described by its popup, and the block brings its Escape key.
  assert.match(example, /<span class="twoslash-hover" tabindex="0" aria-describedby="(twoslash-[\w-]+)"><span class="twoslash-popup-container[^"]*" id="\1" role="tooltip">/);
  assert.match(example, /<script>[^<]*Escape/);
  assert.match(error, /class="[^"]*twoslash-error-line[^"]*"[^>]*>[^<]*Type &#39;string&#39; is not assignable to type &#39;number&#39;/);
  assert.doesNotMatch(plain, /twoslash/);
  assert.doesNotMatch(read('plain/index.html'), /twoslash/);
});
