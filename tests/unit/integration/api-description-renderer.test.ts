import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CodeBlockStyle } from '../../../src/config/model.ts';
import { descriptionRendererFor } from '../../../src/integration/api-setup.ts';

test('one description renderer per build: every resolve shares it until the codeblocks setting changes (dev: docs.json styling edited)', () => {
  let codeblocks: CodeBlockStyle | undefined;
  const renderer = descriptionRendererFor(() => codeblocks);
  const first = renderer();
  assert.equal(renderer(), first, 'the API pages resolved again use the renderer (and its remembered descriptions) of the first resolve');
  codeblocks = { theme: 'github-dark' };
  const second = renderer();
  assert.notEqual(second, first, 'new code themes: descriptions are rendered with them');
  assert.equal(renderer(), second);
});
