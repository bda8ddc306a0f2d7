import assert from 'node:assert/strict';
import { test } from 'node:test';
import { closestMatches, didYouMean, editDistance, formatSuggestions } from '../../../src/config/did-you-mean.ts';

test('edit distance counts a transposition as one edit', () => {
  assert.equal(editDistance('pages', 'pgaes'), 1);
  assert.equal(editDistance('colors', 'colours'), 1);
  assert.equal(editDistance('', 'abc'), 3);
});

test('close candidates are suggested best first; far ones are not', () => {
  assert.deepEqual(closestMatches('navigaton', ['name', 'navigation', 'logo']), ['navigation']);
  assert.deepEqual(closestMatches('zzz', ['name', 'navigation']), []);
  assert.equal(didYouMean('Pages', ['pages', 'group']), 'did you mean "pages"?');
  assert.deepEqual(closestMatches('quickstart', ['guides/quickstart', 'index'], 3, true), ['guides/quickstart']);
  assert.deepEqual(closestMatches('guides/deploy-to-vercel', ['guides/deploy', 'index'], 3, true), ['guides/deploy']);
  // Keys are not paths: "iconType" is no misspelling of "icon".
  assert.equal(didYouMean('iconType', ['icon', 'group', 'pages']), undefined);
});

test('suggestions are worded in one place, each written as the reader types it', () => {
  assert.equal(formatSuggestions([]), undefined);
  assert.equal(formatSuggestions(['a', 'b']), 'did you mean "a" or "b"?');
  assert.equal(
    formatSuggestions(['Card'], (name) => `<${name}>`),
    'did you mean <Card>?',
  );
});

test('for a page path, a page inside the folder written comes before a sibling fewer letters away', () => {
  const pages = ['/documentation/clients/web/pwa', '/documentation/clients/cli/overview', '/documentation/clients/cli/commands/init', '/documentation/clients/clip'];
  assert.deepEqual(closestMatches('/documentation/clients/cli', pages, 1, true), ['/documentation/clients/cli/overview']);
  assert.deepEqual(closestMatches('/documentation/clients/cli/', pages, 2, true), ['/documentation/clients/cli/overview', '/documentation/clients/cli/commands/init']);
  assert.deepEqual(closestMatches('clients/cli', ['clients/cli/overview', 'clients/web'], 1, true), ['clients/cli/overview'], 'navigation references too');
  assert.deepEqual(closestMatches('/documentation/clients/cli', ['/documentation/clients/web/pwa'], 1, true), ['/documentation/clients/web/pwa'], 'a sibling still, when nothing is inside');
});
