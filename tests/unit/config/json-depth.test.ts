import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { loadDocsJson } from '../../../src/config/docs-json/load.ts';
import { parseJsonWithLocation } from '../../../src/config/load.ts';
import { formatProblem } from '../../../src/config/problems.ts';

const nestedGroups = (levels: number) => `${'{"group":"G","pages":['.repeat(levels)}"index"${']}'.repeat(levels)}`;

test('docs.json nested 3,000 groups deep: Quire’s message with the path and line, not "Maximum call stack size exceeded"', () => {
  const dir = mkdtempSync(join(tmpdir(), 'quire-deep-'));
  try {
    const file = join(dir, 'docs.json');
    writeFileSync(file, `{"theme":"mint","name":"X","colors":{"primary":"#112233"},\n"navigation":{"groups":[${nestedGroups(3000)}]}}`);
    const { problems } = loadDocsJson(file, dir);
    assert.equal(problems.length, 1);
    const message = formatProblem(problems[0]);
    assert.match(message, /^navigation\.groups\[0\](\.pages\[0\])+ \(line 2, column \d+\): expected at most 64 levels of nesting, found a value nested deeper than that/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('arrays 5,000 deep are refused at the bracket that goes too deep; brackets inside strings are text', () => {
  const result = parseJsonWithLocation(`{"x":${'['.repeat(5000)}${']'.repeat(5000)}}`);
  assert.equal(result.ok, false);
  if (!result.ok) assert.deepEqual([result.problem.line, result.problem.column, result.problem.expected], [1, 5 + 65, 'at most 64 levels of nesting']);
  const text = parseJsonWithLocation(JSON.stringify({ x: `${'['.repeat(5000)}\\"${'{'.repeat(5000)}` }));
  assert.equal(text.ok, true);
});
