import assert from 'node:assert/strict';
import { test } from 'node:test';
import { layerViolations } from '../../../scripts/layer-rules.ts';

// The lint's rules over made-up modules: each import against the direction of flow is named with
// its file and why; imports along it pass.

test('imports along the direction of flow pass', () => {
  assert.deepEqual(
    layerViolations([
      { file: 'components/layout/Page.astro', imports: ['navigation/route-data.ts', 'client/menu-button.ts', 'node:crypto'] },
      { file: 'integration/index.ts', imports: ['site/load-site.ts', 'components/x.ts', 'node:fs'] },
      { file: 'config/model.ts', imports: ['utils/escape.ts', 'config/other.ts'] },
    ]),
    [],
  );
});

test('a component reading a file, the model importing the integration, browser code importing Node, a room importing the command line: each named', () => {
  const found = layerViolations([
    { file: 'components/mdx/Card.astro', imports: ['node:fs'] },
    { file: 'config/model.ts', imports: ['integration/index.ts'] },
    { file: 'client/tabs.ts', imports: ['node:path'] },
    { file: 'integration/index.ts', imports: ['cli/work-folder.ts'] },
    { file: 'utils/paths.ts', imports: ['config/model.ts'] },
    { file: 'routes/[...slug].astro', imports: ['node:fs/promises'] },
  ]);
  assert.equal(found.length, 6, found.join('\n'));
  assert.match(found[0], /^src\/components\/mdx\/Card\.astro imports node:fs: components\/ may not import node:fs \(components never read files/);
  assert.match(found[1], /^src\/config\/model\.ts imports src\/integration\/index\.ts: config\/ may not import integration\//);
  assert.match(found[2], /client\/ may not import node:path \(browser code/);
  assert.match(found[3], /integration\/ may not import cli\//);
  assert.match(found[4], /utils\/ may not import config\//);
  assert.match(found[5], /routes\/ may not import node:fs\/promises/);
});
