import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AstroError } from 'astro/errors';
import { explain } from '../../../src/cli/main.ts';

test('a build error that carries a hint (Astro errors do) is printed with it: the user sees what to change', () => {
  const shown = explain(new AstroError('Could not import `./missing.astro`.', 'Check the path: the file must exist beside the page.'));
  assert.equal(shown.code, 1);
  assert.equal(shown.message, 'Could not import `./missing.astro`.\n  Hint: Check the path: the file must exist beside the page.');
});

test('an error without a hint, or whose message already holds it, is printed as its message alone', () => {
  assert.equal(explain(new Error('site.json: "name" is missing')).message, 'site.json: "name" is missing');
  const repeated = Object.assign(new Error('Bad thing. Fix: do the other thing.'), { hint: 'do the other thing.' });
  assert.equal(explain(repeated).message, 'Bad thing. Fix: do the other thing.');
  assert.equal(explain(Object.assign(new Error('Bad'), { hint: '  ' })).message, 'Bad');
});
