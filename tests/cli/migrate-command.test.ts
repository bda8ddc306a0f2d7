import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';

import { quire } from './quire-process.ts';

/** `quire migrate`: prints the report; the exit code says what happened. */
const work = mkdtempSync(join(tmpdir(), 'quire-migrate-command-'));
after(() => rmSync(work, { recursive: true, force: true }));
const run = (...args: string[]) => quire(['migrate', ...args], work);

test('migrates a folder, prints the report and writes MIGRATION.md; a second run needs --force', () => {
  const source = join(work, 'mintlify');
  const dest = join(work, 'site');
  rmSync(source, { recursive: true, force: true });
  mkdirSync(join(source, 'images'), { recursive: true });
  writeFileSync(join(source, 'mint.json'), JSON.stringify({ name: 'Demo', navigation: [{ group: 'Start', pages: ['index', 'gone'] }], footerSocials: { x: 'https://x.com/demo' } }));
  writeFileSync(join(source, 'index.mdx'), '# Home\n\n![logo](/images/logo.png)\n\n[broken](/nowhere)\n');
  writeFileSync(join(source, 'images', 'logo.png'), 'png');
  const first = run(source, dest);
  assert.equal(first.status, 0, first.stderr);
  assert.match(first.stdout, /`footerSocials\.x`: "x" → "twitter"/);
  assert.match(first.stdout, /`navigation\[0\]\.pages\[1\]`: `gone`/);
  assert.match(first.stdout, new RegExp(`npx quire build ${dest} --links warn`));
  assert.equal(readFileSync(join(dest, 'MIGRATION.md'), 'utf8').length > 0, true);
  assert.ok(existsSync(join(dest, 'public', 'images', 'logo.png')));
  assert.ok(existsSync(join(dest, 'docs', 'index.mdx')));
  // Run through `npm run quire` (this repository's way in), the suggestion is the same way in.
  const throughNpm = quire(['migrate', source, join(work, 'site-npm')], work, { npm_lifecycle_event: 'quire', INIT_CWD: work });
  assert.equal(throughNpm.status, 0, throughNpm.stderr);
  assert.match(throughNpm.stdout, new RegExp(`npm run quire -- build ${join(work, 'site-npm')} --links warn`));
  const second = run(source, dest);
  assert.equal(second.status, 1);
  assert.match(second.stdout, /pass --force/);
  assert.equal(run(source, dest, '--force').status, 0);
});

test('mint.json that is not JSON: line and column, exit code 1, nothing written', () => {
  const source = join(work, 'broken');
  mkdirSync(source, { recursive: true });
  writeFileSync(join(source, 'mint.json'), '{\n  "name": "Demo",\n  "navigation": [],\n}\n');
  const result = run(source, join(work, 'nothing'));
  assert.equal(result.status, 1);
  assert.match(result.stdout, /line 3, column 19/);
  assert.equal(existsSync(join(work, 'nothing')), false);
});

test('one folder instead of two: a usage error with exit code 2', () => {
  const result = run('only-one');
  assert.equal(result.status, 2);
  assert.match(result.stderr, /quire migrate needs two folders: SRC .* and DEST/);
});

test("the report lists the source's images that name no file, with file:line and the closest file", () => {
  const source = join(work, 'mintlify-images');
  const dest = join(work, 'site-images');
  rmSync(source, { recursive: true, force: true });
  mkdirSync(join(source, 'guides/deployment/images'), { recursive: true });
  writeFileSync(join(source, 'mint.json'), JSON.stringify({ name: 'Demo', navigation: [{ group: 'Start', pages: ['index', 'guides/deploy'] }] }));
  writeFileSync(join(source, 'guides/deployment/images/server.png'), 'png');
  writeFileSync(join(source, 'index.mdx'), '# Home\n\n<Frame>\n  <img src="/deployment/images/server.png" />\n</Frame>\n');
  // Relative to the page's address (/guides/deploy), as Mintlify serves it: found.
  writeFileSync(join(source, 'guides/deploy.mdx'), '# Deploy\n\n![Server](deployment/images/server.png)\n\n<Card title="x" img="/guides/deployment/images/sever.png" />\n');
  const migrated = run(source, dest);
  assert.equal(migrated.status, 0, migrated.output);
  const report = readFileSync(join(dest, 'MIGRATION.md'), 'utf8');
  assert.ok(
    report.includes(
      '## Broken images in the source\n\n' +
        '- `guides/deploy.mdx:5`: `/guides/deployment/images/sever.png` (closest file: `/guides/deployment/images/server.png`)\n' +
        '- `index.mdx:4`: `/deployment/images/server.png` (closest file: `/guides/deployment/images/server.png`)\n',
    ),
    report,
  );
  assert.match(report, /\| broken images \(source\) \| 2 \|/);
  // The build would refuse them: the command to build says --links warn.
  assert.match(migrated.stdout, new RegExp(`npx quire build ${dest} --links warn`));
});
