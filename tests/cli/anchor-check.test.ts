import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, test } from 'node:test';
import { quire, siteFolder } from './quire-process.ts';

// Builds render pages: run under the shared build lock.
const folders: string[] = [];
after(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

test('an #anchor must name an element of the page: #viewport (a <meta name>) is broken, a heading is fine', { timeout: 300_000 }, () => {
  const dir = siteFolder({
    'site.json': JSON.stringify({ name: 'Anchors', navigation: [{ group: 'Start', pages: ['index', 'other'] }] }),
    'docs/index.md': '# Home\n\nSee [the intro](/other#intro) and [the viewport](/other#viewport).\n',
    'docs/other.md': '# Other\n\n## Intro\n\nText.\n',
  });
  folders.push(dir);
  const run = quire(['build', '.'], dir);
  assert.notEqual(run.status, 0, run.output);
  assert.match(run.output, /The pages have 1 broken link:\n\s+✖ docs\/index\.md:3:\d+: \/other#viewport/);
  assert.doesNotMatch(run.output, /#intro/);
});

// Links written for a Mintlify site reach fields the way Mintlify names them: `param-` and the name
// with dots as hyphens, for ParamField and ResponseField alike.
test('ParamField and ResponseField answer to Mintlify’s #param-… anchors', { timeout: 300_000 }, () => {
  const dir = siteFolder({
    'site.json': JSON.stringify({ name: 'Fields', navigation: [{ group: 'Start', pages: ['index', 'settings'] }] }),
    'docs/index.md': '# Home\n\n[theme](/settings#param-theme), [background](/settings#param-thumbnails-background), [id](/settings#param-id), [old](/settings#response-theme).\n',
    'docs/settings.mdx':
      '# Settings\n\n<ResponseField name="theme" type="string">The theme.</ResponseField>\n\n<ResponseField name="thumbnails.background" type="string">An image.</ResponseField>\n\n<ParamField query="id" type="string">The id.</ParamField>\n',
  });
  folders.push(dir);
  const run = quire(['build', '.'], dir);
  assert.notEqual(run.status, 0, run.output);
  assert.match(run.output, /The pages have 1 broken link:\n\s+✖ docs\/index\.md:3:\d+: \/settings#response-theme/);
});
