import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { buildFixture, projectRoot } from '../support/run-build.ts';

// One build for both tests.
let result: ReturnType<typeof buildFixture> | undefined;
const build = () => (result ??= buildFixture('tests/fixtures/not-yet-rendered'));

test('every Mintlify component is drawn: <Mermaid> and <Tree> are a diagram and a tree, and no warning says otherwise', () => {
  const { status, output } = build();
  assert.equal(status, 0, output);
  assert.doesNotMatch(output, /does not render yet/);
  const html = readFileSync(join(projectRoot, 'tests/.builds/not-yet-rendered/diagrams/index.html'), 'utf8');
  assert.match(
    html,
    /<quire-mermaid class="mermaid-diagram" data-pagefind-ignore(?:="")?(?: data-[a-z-]+="[^"]*")*><pre class="mermaid-source">graph TD; Start--(?:&gt;|>)Finish<\/pre><\/quire-mermaid>/,
  );
  assert.match(html, /role="tree"[\s\S]*tree-label">src<\/span>[\s\S]*tree-label">index\.ts<\/span>/);
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
