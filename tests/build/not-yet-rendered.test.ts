import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { buildFixture, projectRoot } from '../support/run-build.ts';

// One build for both tests.
let result: ReturnType<typeof buildFixture> | undefined;
const build = () => (result ??= buildFixture('tests/fixtures/not-yet-rendered'));

test('Mintlify components Quire does not draw yet: the page builds, shows their content, and one warning names them', () => {
  const { status, output } = build();
  assert.equal(status, 0, output);
  assert.match(
    output,
    /Mintlify components Quire does not render yet; their content is shown in a plain block:\n\s+⚠ <Mermaid> in tests\/fixtures\/not-yet-rendered\/docs\/diagrams\.mdx\n\s+⚠ <Tree> in tests\/fixtures\/not-yet-rendered\/docs\/diagrams\.mdx/,
  );
  const html = readFileSync(join(projectRoot, 'tests/.builds/not-yet-rendered/diagrams/index.html'), 'utf8');
  assert.match(html, /<pre class="not-yet-rendered-source"[^>]*>graph TD; Start--&gt;Finish<\/pre>/);
  assert.match(html, /not-yet-rendered-label[^>]*>src<\/p>/);
  assert.match(html, /not-yet-rendered-label[^>]*>index\.ts<\/p>/);
  assert.match(html, /Still a real note\./);
  assert.doesNotMatch(html, /<(Mermaid|Tree)\b/);
});

test('a React component imported from the folder is drawn at build time; one with state is sent to the browser as an island', () => {
  const { status, output } = build();
  assert.equal(status, 0, output);
  assert.doesNotMatch(output, /placeholder|runs no React/);
  const html = readFileSync(join(projectRoot, 'tests/.builds/not-yet-rendered/charts/index.html'), 'utf8');
  assert.doesNotMatch(html, /custom-component/);
  // BarChart holds state: an island with its server-drawn bars; Legend only draws its children.
  assert.match(
    html,
    /<astro-island[^>]*component-export="BarChart"[^>]*>[\s\S]*?<div class="bars"><span style="height:1px"><\/span><span style="height:2px"><\/span><span style="height:3px"><\/span><\/div>/,
  );
  assert.doesNotMatch(html, /component-export="default"/);
  assert.match(html, /<aside>[\s\S]*Blue bars are <strong>sales<\/strong>[\s\S]*<\/aside>/);
  assert.match(html, /Sales grew every quarter\.[\s\S]*The text after the chart is still here\./);
});
