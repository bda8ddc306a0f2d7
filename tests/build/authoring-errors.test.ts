import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildFixture } from '../support/run-build.ts';

test('a component name that does not exist fails the build, naming file, line and the closest component', () => {
  const { status, output } = buildFixture('tests/fixtures/unknown-component');
  assert.notEqual(status, 0, output);
  assert.match(output, /tests\/fixtures\/unknown-component\/docs\/guides\/setup\.mdx uses 2 unknown components:/);
  assert.ok(output.includes('✖ tests/fixtures/unknown-component/docs/guides/setup.mdx:10:1: <CardGrup> is not a component Quire knows; did you mean <CardGroup>?'), output);
  assert.match(output, /setup\.mdx:14:\d+: <Tooltipp> is not a component Quire knows; did you mean <Tooltip>\?/);
  // Imported names and known components are not reported.
  assert.doesNotMatch(output, /<Custom>|<Note>|<Card> is not/);
});

test('frontmatter that is not valid YAML is a warning naming file, line and column; the page is built from its body', () => {
  const { status, output } = buildFixture('tests/fixtures/broken-frontmatter');
  assert.equal(status, 0, output);
  assert.ok(output.includes('⚠ tests/fixtures/broken-frontmatter/docs/guides/setup.mdx:3:14: frontmatter is not valid YAML: Nested mappings are not allowed in compact mappings'), output);
  assert.match(output, /hint: frontmatter is YAML between two --- lines/);
  assert.doesNotMatch(output, /\n\s+at .*\.(ts|js):\d+/);
});
