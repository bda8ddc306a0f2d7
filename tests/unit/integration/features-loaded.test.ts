import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import test from 'node:test';
import { projectRoot } from '../../support/run-build.ts';

// A plain Markdown site pays nothing for features it does not use: its build's process never
// loads the OpenAPI validator, the math renderer, React, the dev server's MCP SDK or WebSocket
// mock. Each is loaded where a site (or the command) uses it; a static import added anywhere on
// the integration's way to them loads it for every site, which this test names.
const FEATURES = [
  '@apidevtools/swagger-parser',
  'temml',
  'react',
  'react-dom',
  '@modelcontextprotocol/sdk',
  'ws',
  '@asyncapi/parser',
  'graphql',
  'typescript',
  'fast-xml-parser',
  'hast-util-from-html',
  'hast-util-to-mdast',
  'mdast-util-from-markdown',
  'fflate',
];

/** The packages a build's process has loaded once Quire's integration is imported and the folder is read (tests/support/loaded-packages.mjs). */
function packagesLoadedFor(dir: string, format: 'site.json' | 'docs.json'): string[] {
  const child = spawnSync(process.execPath, [join(projectRoot, 'tests/support/loaded-packages.mjs'), join(projectRoot, dir), format], { encoding: 'utf8', cwd: projectRoot });
  assert.equal(child.status, 0, child.stderr);
  return JSON.parse(child.stdout) as string[];
}

test('a plain Markdown site loads none of the packages of features it does not use; a site with an OpenAPI file loads the validator', () => {
  const plain = packagesLoadedFor('tests/fixtures/gallery-minimal', 'site.json');
  assert.ok(plain.includes('astro') && plain.includes('zod'), `the probe sees what is loaded: ${plain.join(', ')}`);
  assert.deepEqual(
    FEATURES.filter((name) => plain.includes(name)),
    [],
  );
  const withApi = packagesLoadedFor('tests/fixtures/docs-json-api', 'docs.json');
  assert.ok(withApi.includes('@apidevtools/swagger-parser'), `a site with an OpenAPI file has it validated: ${withApi.join(', ')}`);
});

test('quire check on a plain site loads neither Vite nor Astro: it reads and judges, it draws nothing', () => {
  const child = spawnSync(process.execPath, ['--import', './tests/support/record-packages.mjs', 'src/cli/main.ts', 'check', 'tests/fixtures/gallery-minimal'], { encoding: 'utf8', cwd: projectRoot });
  assert.equal(child.status, 0, child.stderr);
  const loaded = JSON.parse(/loaded packages: (\[.*\])/.exec(child.stderr)?.[1] ?? '[]') as string[];
  assert.ok(loaded.includes('zod') && loaded.includes('satteri'), `the probe sees what is loaded: ${loaded.join(', ')}`);
  assert.deepEqual(
    ['vite', 'astro', ...FEATURES].filter((name) => loaded.includes(name)),
    [],
  );
});

test('quire build with an --out it refuses says so before loading Vite or Astro, and changes nothing in that folder', () => {
  const site = mkdtempSync(join(tmpdir(), 'quire-refused-out-'));
  try {
    cpSync(join(projectRoot, 'tests/fixtures/gallery-minimal'), join(site, 'site'), { recursive: true });
    const theirs = join(site, 'theirs');
    mkdirSync(theirs);
    writeFileSync(join(theirs, 'notes.txt'), 'kept');
    const child = spawnSync(process.execPath, ['--import', './tests/support/record-packages.mjs', 'src/cli/main.ts', 'build', join(site, 'site'), '--out', theirs], {
      encoding: 'utf8',
      cwd: projectRoot,
    });
    assert.equal(child.status, 2, child.stderr);
    assert.match(child.stderr, /holds files that Quire did not write/);
    const loaded = JSON.parse(/loaded packages: (\[.*\])/.exec(child.stderr)?.[1] ?? '[]') as string[];
    assert.deepEqual(
      ['vite', 'astro'].filter((name) => loaded.includes(name)),
      [],
    );
    assert.deepEqual(readdirSync(theirs), ['notes.txt']);
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});
