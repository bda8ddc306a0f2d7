import assert from 'node:assert/strict';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { quire, siteFolder, STACK_TRACE } from '../cli/quire-process.ts';

// Builds render pages: run under the shared build lock (`flock /tmp/quire-build.lock …`).
const folders: string[] = [];
after(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const docsJson = (pages: string[]) => JSON.stringify({ theme: 'mint', name: 'Ignore test', colors: { primary: '#0d9373' }, navigation: { groups: [{ group: 'Start', pages }] } }, null, 2);

test('.mintignore: a listed page and static file are absent from dist, as are package files; a navigation entry naming an ignored page is refused by --strict, saying why', {
  timeout: 300_000,
}, () => {
  const dir = siteFolder({
    'docs.json': docsJson(['index', 'guide']),
    '.mintignore': '# kept in the repository, not on the site\ndrafts/\nnotes.mdx\n*.psd\n',
    'index.mdx': '---\ntitle: Home\n---\n\n![Diagram](/images/diagram.png)\n',
    'guide.mdx': '---\ntitle: Guide\n---\n\nA guide.\n',
    'notes.mdx': '---\ntitle: Notes\n---\n\nInternal notes.\n',
    'drafts/next.mdx': '---\ntitle: Next\n---\n\nA draft.\n',
    'drafts/chart.png': 'png',
    'images/diagram.png': 'png',
    'images/source.psd': 'psd',
    'package.json': '{"private": true}',
    'package-lock.json': '{}',
    LICENSE: 'MIT',
  });
  folders.push(dir);
  const build = quire(['build', dir], tmpdir());
  assert.equal(build.status, 0, build.output);
  const dist = join(dir, 'dist');
  for (const file of ['index.html', 'guide/index.html', 'images/diagram.png']) assert.ok(existsSync(join(dist, file)), `${file} not built`);
  for (const file of ['notes/index.html', 'notes.md', 'drafts/next/index.html', 'drafts/chart.png', 'images/source.psd', 'package.json', 'package-lock.json', 'LICENSE', '.mintignore']) {
    assert.ok(!existsSync(join(dist, file)), `${file} published`);
  }
  // Not in the search index or the llms.txt list either: the site does not know the page.
  assert.doesNotMatch(readFileSync(join(dist, 'llms.txt'), 'utf8'), /notes|drafts/);

  writeFileSync(join(dir, 'docs.json'), docsJson(['index', 'guide', 'drafts/next']));
  // Left out of the navigation with a warning, as Mintlify does; --strict refuses it.
  for (const command of ['check', 'build']) {
    const run = quire([command, dir, '--strict'], tmpdir());
    assert.equal(run.status, 1, run.output);
    assert.match(
      run.output,
      /navigation\.groups\[0\]\.pages\[2\] \(line \d+, column \d+\): expected a page beside docs\.json, found "drafts\/next": drafts\/next\.mdx exists, but \.mintignore leaves it out of the site\n\s+hint: take drafts\/next\.mdx out of \.mintignore to publish it, or remove the entry/,
    );
    assert.doesNotMatch(run.output, STACK_TRACE);
  }
});

test('the image check knows what is published: an image naming docs.json, a page source or an ignored file is reported', { timeout: 300_000 }, () => {
  const dir = siteFolder({
    'docs.json': docsJson(['index']),
    '.mintignore': 'drafts/\n',
    'index.mdx': '---\ntitle: Home\n---\n\n<img src="/docs.json" />\n\n<img src="/index.mdx" />\n\n<img src="/drafts/chart.png" />\n',
    'drafts/chart.png': 'png',
  });
  folders.push(dir);
  const run = quire(['check', dir, '--links', 'warn'], tmpdir());
  for (const path of ['/docs.json', '/index.mdx', '/drafts/chart.png']) assert.ok(run.output.includes(`${path} is no file in`), `${path} not reported:\n${run.output}`);
  const build = quire(['build', dir, '--links', 'warn'], tmpdir());
  assert.equal(build.status, 0, build.output);
  for (const path of ['/docs.json', '/index.mdx', '/drafts/chart.png']) assert.ok(build.output.includes(`${path} is no file in`), `${path} not reported by the build:\n${build.output}`);
});
