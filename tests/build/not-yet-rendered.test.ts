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
  assert.match(html, /<quire-mermaid class="mermaid-diagram" data-pagefind-ignore(?:="")?><pre class="mermaid-source">graph TD; Start--(?:&gt;|>)Finish<\/pre><\/quire-mermaid>/);
  assert.match(html, /role="tree"[\s\S]*tree-label">src<\/span>[\s\S]*tree-label">index\.ts<\/span>/);
  assert.match(html, /Still a real note\./);
  assert.doesNotMatch(html, /class="not-yet-rendered"|<(Mermaid|Tree)\b/);
});

test('a custom React component imported from the folder: the page builds with a labelled placeholder, and a warning names file and line', () => {
  const { status, output } = build();
  assert.equal(status, 0, output);
  assert.match(
    output,
    /Custom React components are shown as a labelled placeholder \(Quire runs no React\):\n\s+⚠ tests\/fixtures\/not-yet-rendered\/docs\/charts\.mdx:8: <BarChart> from \/snippets\/chart\.jsx\n\s+⚠ tests\/fixtures\/not-yet-rendered\/docs\/charts\.mdx:10: <Legend> from \/snippets\/chart\.jsx/,
  );
  const html = readFileSync(join(projectRoot, 'tests/.builds/not-yet-rendered/charts/index.html'), 'utf8');
  assert.match(html, /data-component="BarChart"[\s\S]*The custom component <code>&lt;BarChart&gt;<\/code> \(from <code>snippets\/chart\.jsx<\/code>\) is not shown/);
  // The default export is named after its file; what the author wrote inside the tags stays.
  assert.match(html, /data-component="Chart"[\s\S]*custom-component-content[^>]*>[\s\S]*Blue bars are <strong>sales<\/strong>/);
  assert.match(html, /Sales grew every quarter\.[\s\S]*The text after the chart is still here\./);
});
