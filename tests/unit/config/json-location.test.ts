import assert from 'node:assert/strict';
import { test } from 'node:test';
import { locateJsonPath } from '../../../src/config/json-location.ts';
import { formatProblem } from '../../../src/config/problems.ts';

test('a navigation entry is found by its JSON path, with line and column', () => {
  const text = '{\n  "navigation": [\n    { "group": "A", "pages": ["index", "quickstrat"] }\n  ]\n}\n';
  assert.deepEqual(locateJsonPath(text, ['navigation', 0, 'pages', 1]), { line: 3, column: 40 });
  assert.equal(locateJsonPath(text, ['navigation', 3]), undefined);
});

test('a located problem names both the path and the line', () => {
  const problem = { path: ['navigation', 0, 'pages', 1], expected: 'a page', found: '"x"', line: 3, column: 42 };
  assert.equal(formatProblem(problem), 'navigation[0].pages[1] (line 3, column 42): expected a page, found "x"');
  assert.equal(formatProblem({ path: [], expected: 'JSON', found: 'a comma', line: 2, column: 1 }), 'line 2, column 1: expected JSON, found a comma');
});
