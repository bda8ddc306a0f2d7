import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { buildFixture, projectRoot } from '../support/run-build.ts';

test('Mintlify components Quire does not draw yet: the page builds, shows their content, and one warning names them', () => {
  const { status, output } = buildFixture('tests/fixtures/not-yet-rendered');
  assert.equal(status, 0, output);
  assert.match(output, /Mintlify components Quire does not render yet; their content is shown in a plain block:\n\s+⚠ <Mermaid> in tests\/fixtures\/not-yet-rendered\/docs\/diagrams\.mdx\n\s+⚠ <Tree> in tests\/fixtures\/not-yet-rendered\/docs\/diagrams\.mdx/);
  const html = readFileSync(join(projectRoot, 'tests/.builds/not-yet-rendered/diagrams/index.html'), 'utf8');
  assert.match(html, /<pre class="not-yet-rendered-source"[^>]*>graph TD; Start--&gt;Finish<\/pre>/);
  assert.match(html, /not-yet-rendered-label[^>]*>src<\/p>/);
  assert.match(html, /not-yet-rendered-label[^>]*>index\.ts<\/p>/);
  assert.match(html, /Still a real note\./);
  assert.doesNotMatch(html, /<(Mermaid|Tree)\b/);
});
