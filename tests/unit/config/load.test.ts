import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { parseJsonWithLocation, readSiteJson } from '../../../src/config/load.ts';
import { formatProblem } from '../../../src/config/problems.ts';

function failure(text: string): string {
  const result = parseJsonWithLocation(text);
  assert.equal(result.ok, false, 'expected a parse failure');
  return result.ok ? '' : formatProblem(result.problem);
}

test('valid JSON parses; a byte-order mark is ignored', () => {
  assert.deepEqual(parseJsonWithLocation('\uFEFF{"name":"A"}'), { ok: true, value: { name: 'A' } });
});

test('a trailing comma is located at the comma', () => {
  assert.equal(failure('{\n  "a": [1, 2,\n  ]\n}'), 'line 2, column 13: expected "]" without a comma before it, found a trailing comma\n      hint: remove the comma after the last item');
});

test('a missing comma is located at the next value', () => {
  assert.match(failure('{\n  "a": 1\n  "b": 2\n}'), /^line 3, column 3: expected "," between two values, found "\\"b\\": 2\\n}" with no comma before it/);
});

test('merge-conflict markers are named as such', () => {
  assert.match(
    failure('{\n<<<<<<< HEAD\n  "a": 1\n=======\n  "a": 2\n>>>>>>> branch\n}'),
    /^line 2, column 1: expected JSON, found a merge-conflict marker "<<<<<<<"\n\s+hint: resolve the merge conflict/,
  );
});

test('comments, single quotes, an empty file, NUL bytes and a truncated file each get their own words', () => {
  assert.match(failure('{\n  // note\n  "a": 1\n}'), /^line 2, column 3: expected JSON, found a comment\n\s+hint: JSON has no comments/);
  assert.match(failure("{'a': 1}"), /^line 1, column 2: /);
  assert.match(failure('   \n'), /^line 1, column 1: expected a JSON object, found an empty file/);
  assert.match(failure('{"a":\u0000}'), /found a NUL byte/);
  assert.match(failure('{\n  "a": [1, 2'), /found the end of the file\n\s+hint: a closing "}" or "]" is probably missing/);
});

test('a missing file says where Quire looked', () => {
  const dir = mkdtempSync(join(tmpdir(), 'quire-load-'));
  const result = readSiteJson(join(dir, 'site.json'));
  assert.equal(result.ok, false);
  if (!result.ok) assert.match(formatProblem(result.problem), new RegExp(`found no file at ${dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/site\\.json`));
  writeFileSync(join(dir, 'site.json'), '{"name": "A", "navigation": []}');
  assert.deepEqual(readSiteJson(join(dir, 'site.json')), { ok: true, value: { name: 'A', navigation: [] } });
});
