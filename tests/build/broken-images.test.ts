import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { projectRoot, quire, siteFolder, STACK_TRACE } from '../cli/quire-process.ts';
import { buildFixture } from '../support/run-build.ts';

// Builds render pages: run under the shared build lock.
const folders: string[] = [];
after(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const FIXTURE = 'tests/fixtures/broken-images';
/** Each missing image, as the build names it (paths as seen from the project root). */
const EXPECTED = [
  `✖ ${FIXTURE}/site.json:3:49: /logo/dark.svg: logo.dark: /logo/dark.svg is no file in ${FIXTURE}/public/`,
  `✖ ${FIXTURE}/docs/guides/deploy.md:13:1: /guides/deployment/images/sever.png: markdown image: /guides/deployment/images/sever.png is no file in ${FIXTURE}/public/\n      hint: did you mean /guides/deployment/images/server.png?`,
  `✖ ${FIXTURE}/docs/index.mdx:8:3: /deployment/images/server.png: src of <img>: /deployment/images/server.png is no file in ${FIXTURE}/public/\n      hint: did you mean /guides/deployment/images/server.png?`,
  `✖ ${FIXTURE}/docs/index.mdx:11:1: /images/hero@2x.png: srcset of <img>: /images/hero@2x.png is no file in ${FIXTURE}/public/\n      hint: did you mean /images/hero.png?`,
  `✖ ${FIXTURE}/docs/index.mdx:14:3: /images/card.png: img of <Card>: /images/card.png is no file in ${FIXTURE}/public/`,
];

test('missing local images fail the build, each named by file, line, column and the closest existing file', { timeout: 300_000 }, () => {
  const { status, output } = buildFixture(FIXTURE);
  assert.notEqual(status, 0, output);
  assert.match(output, /The site has 5 images that are missing:/);
  for (const line of EXPECTED) assert.ok(output.includes(line), `missing from the output:\n${line}\n--- output ---\n${output}`);
  // Good images are not reported: in public/, beside the page (bundled), relative to the page's address; nor external, data: or code.
  assert.doesNotMatch(output, /hero\.png:|diagram|deploy\.md:11|example\.invalid|data:image|in-code|favicon|logo\/light/);
  assert.doesNotMatch(output, STACK_TRACE);
});

test('with --links warn the missing images are printed as warnings and the site is built', { timeout: 300_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'quire-broken-images-'));
  folders.push(dir);
  cpSync(join(projectRoot, FIXTURE), dir, { recursive: true });
  const built = quire(['build', dir, '--links', 'warn'], dir);
  assert.equal(built.status, 0, built.output);
  assert.match(built.output, /The site has 5 images that are missing:[\s\S]*\(links: warn, so the build goes on past them\)/);
  assert.ok(built.output.includes('⚠ docs/index.mdx:8:3: /deployment/images/server.png: src of <img>: /deployment/images/server.png is no file in public/'), built.output);
  // The image beside the page was bundled; the relative <img> stays as written, for the browser.
  const deploy = readFileSync(join(dir, 'dist/guides/deploy/index.html'), 'utf8');
  assert.match(deploy, /<img[^>]+src="\/_astro\/diagram\.[^"]+"/);
  assert.match(deploy, /<img src="deployment\/images\/server\.png"/);
});

test('a missing markdown image named by a relative path: with --links warn a warning with its file and line, the page built with the image where it was looked for (as Mintlify builds it)', {
  timeout: 300_000,
}, () => {
  const dir = siteFolder({
    'site.json': JSON.stringify({ name: 'Bundled', navigation: [{ group: 'Start', pages: ['guides/setup'] }] }),
    'docs/guides/setup.md': '# Setup\n\n![Diagram](images/diagram.png)\n',
  });
  folders.push(dir);
  const built = quire(['build', dir, '--links', 'warn'], dir);
  assert.equal(built.status, 0, built.output);
  assert.ok(
    built.output.includes(
      '⚠ docs/guides/setup.md:3:1: images/diagram.png: markdown image: docs/guides/images/diagram.png does not exist (a markdown image named by a relative path is bundled from beside its page)',
    ),
    built.output,
  );
  assert.match(readFileSync(join(dir, 'dist/guides/setup/index.html'), 'utf8'), /<img src="\/guides\/images\/diagram\.png" alt="Diagram"/);
  assert.equal(quire(['build', dir], dir).status, 1, 'site.json without --links warn: refused');
  // Before the check, Astro stopped on it with its own error, naming neither page nor line.
  assert.doesNotMatch(built.output, /ImageNotFound/);
  assert.doesNotMatch(built.output, STACK_TRACE);
});
