import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import type { IncomingMessage, ServerResponse } from 'node:http';
import ignore from 'ignore';
import { copyStaticFiles, staticFilesMiddleware } from '../../../src/integration/static-files.ts';
import { isStaticPath, listStaticFiles, staticRootOf, type StaticRoot } from '../../../src/source/static-files.ts';
import { siteRootLayout } from '../../../src/source/site-source.ts';

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

test("what .mintignore lists and the tools' files at the top are never published, nor served in dev", () => {
  const dir = folder({
    'docs.json': '{}',
    '.mintignore': 'drafts/\n*.psd\n',
    'images/a.png': 'png',
    'drafts/b.png': 'png',
    'art/c.psd': 'psd',
    'package.json': '{}',
    'yarn.lock': '',
    LICENSE: 'MIT',
  });
  try {
    const root: StaticRoot = { dir, sources: () => [join(dir, 'docs.json')], excludedDirs: [], layout: siteRootLayout(dir) };
    assert.deepEqual([...listStaticFiles(root).keys()], ['/images/a.png']);
    assert.equal(isStaticPath(root, 'drafts/b.png'), false);
    assert.equal(isStaticPath(root, 'package.json'), false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the dev server's static files: .mintignore's rules are parsed once for the root, not once per request", (t) => {
  const dir = folder({ 'docs.json': '{}', '.mintignore': 'drafts/\n', 'images/a.png': 'png', 'drafts/b.png': 'png' });
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  // Every parse of gitignore rules goes through the ignore package's add().
  const parses = t.mock.method(Object.getPrototypeOf(ignore()), 'add');
  const root = staticRootOf({ dir, sources: () => [join(dir, 'docs.json')], excludedDirs: [], layout: siteRootLayout(dir) });
  const afterSetup = parses.mock.callCount();
  const middleware = staticFilesMiddleware(() => root);
  for (let request = 0; request < 20; request++) {
    for (const url of ['/images/a.png', '/drafts/b.png', '/guide']) {
      const response = { setHeader: () => {}, end: () => {}, on: () => response, once: () => response, emit: () => true, write: () => true } as unknown as ServerResponse;
      middleware({ method: 'HEAD', url } as IncomingMessage, response, () => {});
    }
  }
  assert.equal(parses.mock.callCount(), afterSetup, 'no request parses the rules again');
  assert.equal(isStaticPath(root, 'drafts/b.png'), false, 'the rules still apply');
  assert.equal(isStaticPath(root, 'images/a.png'), true);
});
