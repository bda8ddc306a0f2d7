import assert from 'node:assert/strict';
import { test } from 'node:test';
import { numberSteps } from '../../../src/components/mdx/step-numbers.ts';

const step = (marker: string) => `<li class="step">${marker}<div class="step-content"><p class="step-title">T</p></div></li>`;

test('steps are numbered in order, a stepNumber restarts the count, an icon keeps its place', () => {
  const html = numberSteps(
    [
      step('<span class="step-marker" aria-hidden="true" data-step-number></span>'),
      step('<span class="step-marker" aria-hidden="true" data-step-number="5"></span>'),
      step('<span class="step-marker" aria-hidden="true"><svg></svg></span>'),
      step('<span class="step-marker" aria-hidden="true" data-step-number=""></span>'),
    ].join(''),
  );
  assert.deepEqual(
    [...html.matchAll(/<span class="step-marker" aria-hidden="true">([^<]*)</g)].map((match) => match[1]),
    ['1', '5', '', '6'],
  );
  assert.doesNotMatch(html, /data-step-number/);
});

test("markers are found whatever attributes the markup carries, as in Astro's dev server", () => {
  const html = numberSteps(step('<span class="step-marker" aria-hidden="true" data-step-number data-astro-source-file="/x/Step.astro" data-astro-source-loc="19:7"></span>').repeat(3));
  assert.deepEqual(
    [...html.matchAll(/data-astro-source-loc="19:7">(\d+)</g)].map((match) => match[1]),
    ['1', '2', '3'],
  );
});
