import assert from 'node:assert/strict';
import { test } from 'node:test';
import { classCandidates } from '../../../src/integration/tailwind.ts';

test('class names are read from class attributes only: prose words never become rules', () => {
  const page = [
    'A hidden table laid out on a grid of block quotes.',
    '<img className="block dark:hidden" src="/a.png" />',
    "<div class='grid grid-cols-2'>",
    '<div className={cn("w-[120px]", open && \'rounded-2xl\', `p-4`)}>',
  ].join('\n');
  assert.deepEqual(classCandidates(page).sort(), ['block', 'dark:hidden', 'grid', 'grid-cols-2', 'p-4', 'rounded-2xl', 'w-[120px]']);
  assert.deepEqual(classCandidates('No markup: a block, hidden, in a grid.'), []);
});
