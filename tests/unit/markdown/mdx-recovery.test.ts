import assert from 'node:assert/strict';
import { test } from 'node:test';
import { escapeUnparsedCharacters } from '../../../src/markdown/mdx-recovery.ts';

// Prose Mintlify's reader takes and MDX does not, as real pages write it (ag-ui's SDK pages).
test('generic types, comparisons and a broken expression in prose are escaped where the parser stops', () => {
  const page =
    '---\ntitle: Types\n---\n\n- `x` (Map<String, String>?): headers\n- user(content: impl Into<String>)\n\nHealthy <50ms (a < b is text to MDX already).\n\n    data: {json-serialized event}\n';
  const { text, escapes, error } = escapeUnparsedCharacters(page, { braces: true });
  assert.equal(error, undefined);
  assert.deepEqual(
    escapes.map(({ line, character }) => [line, character]),
    [
      [5, '<'],
      [6, '<'],
      [8, '<'],
      [10, '{'],
    ],
  );
  assert.match(text, /Map\\<String, String>\?/);
  assert.match(text, /Into\\<String>/);
  assert.match(text, /data: \\\{json-serialized event\}/);
  assert.match(text, /^---\ntitle: Types\n---\n/, 'the frontmatter stays as written');
});

test('a page MDX reads is returned as it is; an open component tag and escapes without braces are left to the parser', () => {
  const fine = '# Fine\n\n<Note>A note.</Note>\n\n`a < b` in code.\n';
  assert.deepEqual(escapeUnparsedCharacters(fine, { braces: true }), { text: fine, escapes: [] });
  const open = '<Note>\nnever closed\n';
  const left = escapeUnparsedCharacters(open, { braces: true });
  assert.equal(left.text, open);
  assert.ok(left.error, 'the parser’s own error is kept');
  const expression = 'data: {json event}\n';
  assert.equal(escapeUnparsedCharacters(expression).escapes.length, 0, 'braces are escaped only when asked');
});
