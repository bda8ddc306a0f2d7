import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { layoutFor } from '../../../src/config/site-layout.ts';
import { siteAfterReading, siteHolder, UNREAD_SITE } from '../../../src/integration/current-site.ts';
import { remoteSpecReader } from '../../../src/openapi/fetch-spec.ts';
import { loadSite } from '../../../src/site/load-site.ts';
import { siteFoldersRemovedAfter } from '../../support/site-folders.ts';

// The dev server draws from one site at a time: each reading of the folder makes a whole new one,
// swapped in, never edited where a page's module may be reading it.
const siteFolder = siteFoldersRemovedAfter();

const read = (dir: string, format: 'site.json' | 'docs.json') => loadSite(layoutFor(dir, format), { mode: 'dev', readRemote: remoteSpecReader({ offline: true }) });

test('site.json saved broken: the reading before it stays whole and untouched, the next site keeps its model and shows the problem; fixed, the problem goes', async () => {
  const dir = siteFolder({ 'site.json': JSON.stringify({ name: 'Acme', navigation: [{ group: 'Start', pages: ['index'] }] }), 'docs/index.mdx': '# Home\n' });
  const holder = siteHolder();
  const first = siteAfterReading(UNREAD_SITE, await read(dir, 'site.json'), { repository: { url: 'https://github.com/acme/docs', branch: 'main', docsDir: 'docs' } });
  assert.equal(first.model.name, 'Acme');
  assert.equal(first.configProblem, undefined);
  assert.equal(first.repository?.url, 'https://github.com/acme/docs');
  assert.ok(holder.swap(() => first));
  const before = holder.now;
  const snapshot = JSON.stringify(before);

  writeFileSync(join(dir, 'site.json'), '{ "name": 42 }');
  const broken = await read(dir, 'site.json');
  assert.ok(holder.swap((now) => siteAfterReading(now, broken, {})));
  assert.notEqual(holder.now, before, 'a new site, not the old one edited');
  assert.equal(JSON.stringify(before), snapshot, 'the reading a page may still hold is unchanged');
  assert.equal(holder.now.model, before.model, 'the last good model is drawn meanwhile');
  assert.match(holder.now.configProblem ?? '', /name/);

  writeFileSync(join(dir, 'site.json'), JSON.stringify({ name: 'Acme Docs', navigation: [{ group: 'Start', pages: ['index'] }] }));
  const fixed = await read(dir, 'site.json');
  holder.swap((now) => siteAfterReading(now, fixed, {}));
  assert.equal(holder.now.model.name, 'Acme Docs');
  assert.equal(holder.now.configProblem, undefined);
});

test('a docs.json reading carries what its pages render with (variables, styling), its navigation and $ref files; a swap that makes nothing new says so', async () => {
  const dir = siteFolder({
    'docs.json': JSON.stringify({ name: 'Acme', theme: 'mint', colors: { primary: '#0d9373' }, variables: { product: 'Acme' }, navigation: { groups: [{ group: 'Start', pages: ['index'] }] } }),
    'index.mdx': '# {{product}}\n',
  });
  const holder = siteHolder();
  const site = siteAfterReading(holder.now, await read(dir, 'docs.json'), {});
  assert.ok(holder.swap(() => site));
  assert.deepEqual(JSON.parse(holder.now.docs.renderSettings ?? '{}').variables, { product: 'Acme' });
  assert.deepEqual(holder.now.refFiles, []);
  assert.ok(holder.now.docsJsonNavigation);
  assert.equal(
    holder.swap((now) => now),
    false,
  );
});
