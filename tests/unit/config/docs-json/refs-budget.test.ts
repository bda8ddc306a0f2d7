import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { loadDocsJson } from '../../../../src/config/docs-json/index.ts';
import { resolveRefs } from '../../../../src/config/docs-json/refs.ts';
import { readJsonFile } from '../../../../src/config/load.ts';
import { formatProblem } from '../../../../src/config/problems.ts';

/**
 * A site whose docs.json names level1.json ten times, level1.json names level2.json ten times,
 * and so on: `levels` small files that expand to 10^levels objects.
 */
function fanOutSite(levels: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'quire-ref-fanout-'));
  const tenRefsTo = (file: string) => Array.from({ length: 10 }, () => ({ $ref: file }));
  for (let level = 1; level <= levels; level++) {
    const content = level === levels ? { group: 'Leaf', pages: ['index'] } : { group: `Level ${level}`, pages: tenRefsTo(`level${level + 1}.json`) };
    writeFileSync(join(dir, `level${level}.json`), JSON.stringify(content));
  }
  writeFileSync(join(dir, 'docs.json'), JSON.stringify({ theme: 'mint', name: 'Fan', colors: { primary: '#0d9373' }, navigation: { groups: tenRefsTo('level1.json') } }));
  writeFileSync(join(dir, 'index.mdx'), '# Home\n');
  return dir;
}

test('a $ref file named many times is read once per load', () => {
  const dir = fanOutSite(3);
  const reads: string[] = [];
  const readJson = (file: string, expected: string) => {
    reads.push(file);
    return readJsonFile(file, expected);
  };
  const docs = readJsonFile(join(dir, 'docs.json'), 'docs.json');
  assert.ok(docs.ok);
  const result = resolveRefs(docs.value, join(dir, 'docs.json'), dir, { readJson });
  assert.deepEqual(result.problems, []);
  // 10 + 100 + 1,000 expansions, three files, three reads.
  assert.deepEqual(reads.map((file) => file.slice(dir.length + 1)).sort(), ['level1.json', 'level2.json', 'level3.json']);
  const groups = (result.value as { navigation: { groups: Array<{ pages: Array<{ pages: unknown[] }> }> } }).navigation.groups;
  assert.equal(groups.length, 10);
  assert.deepEqual(groups[9].pages[9].pages[9], { group: 'Leaf', pages: ['index'] });
});

test('a $ref fan-out past the expansion limit is one problem naming the file, not minutes of work', () => {
  const dir = fanOutSite(5); // 111,110 expansions
  const result = loadDocsJson(join(dir, 'docs.json'), dir);
  const limits = result.problems.filter((problem) => problem.expected.includes('$ref expansions'));
  assert.equal(limits.length, 1);
  const message = formatProblem(limits[0]);
  assert.match(message, /at most 10,000 \$ref expansions in all/);
  assert.match(message, /level\d\.json/);
});

test('the expansion limit can be set lower, and counts every level', () => {
  const dir = fanOutSite(2); // 10 + 100 expansions
  const docs = readJsonFile(join(dir, 'docs.json'), 'docs.json');
  assert.ok(docs.ok);
  assert.deepEqual(resolveRefs(docs.value, join(dir, 'docs.json'), dir, { maxExpansions: 110 }).problems, []);
  assert.equal(resolveRefs(docs.value, join(dir, 'docs.json'), dir, { maxExpansions: 109 }).problems.length, 1);
});
