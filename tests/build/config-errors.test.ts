import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildFixture } from '../support/run-build.ts';

test('a broken site.json stops the build with every problem named by its JSON path, and no stack trace', () => {
  const { status, output } = buildFixture('tests/fixtures/broken-config');
  assert.notEqual(status, 0);
  assert.match(output, /site\.json has 5 problems:/);
  for (const expected of [
    '✖ navigation[0].pages (line 6, column 18) is required (an array of page paths and nested groups); found only "group", "pgaes"\n      hint: found "pgaes": did you mean "pages"?',
    '✖ colors.primary (line 4, column 26): expected a hex colour like "#0d9373" (#rgb or #rrggbb), found "green"',
    '✖ colors.background.light (line 4, column 49) is required when colors.background is given',
    '✖ anchors[0].color.to (line 5, column 79): expected a hex colour like "#0d9373" (#rgb or #rrggbb), found "blue"',
    '✖ footerSocials.x (line 7, column 27): expected one of the allowed keys',
  ]) {
    assert.ok(output.includes(expected), `missing from the output:\n${expected}\n--- output ---\n${output}`);
  }
  // Keys outside the contract are one warning, not errors.
  assert.match(output, /site\.json: 2 keys outside the site\.json contract, ignored:\n\s+⚠ \$schema: not part of the site\.json contract/);
  assert.doesNotMatch(output, /Stack trace|\n\s+at .*\.(ts|js):\d+/);
});

test('navigation entries without a page fail the build, each with the closest existing page', () => {
  const { status, output } = buildFixture('tests/fixtures/missing-pages');
  assert.notEqual(status, 0);
  assert.match(output, /site\.json has 2 problems:/);
  assert.match(
    output,
    /✖ navigation\[0\]\.pages\[1\] \(line 4, column 44\): expected a page under tests\/fixtures\/missing-pages\/docs\/, found "quickstrat", which has no \.md or \.mdx file\n\s+hint: did you mean "quickstart"\?/,
  );
  assert.match(output, /✖ navigation\[1\]\.pages\[0\]\.pages\[0\] \(line 5, column \d+\): .*found "guides\/deploy-to-vercel".*\n\s+hint: did you mean "guides\/deploy"\?/);
});
