import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { copyStaticFiles, listStaticFiles, type StaticRoot } from '../../../src/integration/static-files.ts';

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'quire-static-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

const quiet = { info: () => {}, warn: () => {} };

test('the static files beside docs.json: images and other files, never sources, dotfiles, tool folders or the output', () => {
  const dir = folder({
    'docs.json': '{}',
    'nav.json': '[]',
    'openapi.yaml': 'openapi: 3.1.0',
    'index.mdx': '# Home',
    'guide.md': '# Guide',
    'images/a.png': 'png',
    'snippets/widget.jsx': 'export const W = () => null;',
    'snippets/intro.mdx': 'Intro',
    '.env': 'SECRET=1',
    '.github/workflow.yml': 'on: push',
    'node_modules/x/index.js': '',
    'dist/index.html': '<html>',
    'site-out/index.html': '<html>',
    'favicon.ico': 'ico',
  });
  try {
    const root: StaticRoot = { dir, sources: () => [join(dir, 'docs.json'), join(dir, 'nav.json')], excludedDirs: [join(dir, 'site-out')] };
    assert.deepEqual([...listStaticFiles(root).keys()], ['/favicon.ico', '/images/a.png', '/openapi.yaml']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a static file never overwrites what the build wrote at its path', () => {
  const dir = folder({ 'docs.json': '{}', 'robots.txt': 'mine', 'guide/index.html': 'static', 'images/a.png': 'png' });
  const out = folder({ 'guide/index.html': 'built page' });
  try {
    const warnings: string[] = [];
    const copied = copyStaticFiles({ dir, sources: () => [join(dir, 'docs.json')], excludedDirs: [] }, out, { info: quiet.info, warn: (text: string) => warnings.push(text) });
    assert.equal(copied, 2);
    assert.equal(readFileSync(join(out, 'guide/index.html'), 'utf8'), 'built page');
    assert.ok(existsSync(join(out, 'images/a.png')) && existsSync(join(out, 'robots.txt')));
    assert.match(warnings.join('\n'), /not published, because the built site has a file at their path: \/guide\/index\.html/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  }
});
