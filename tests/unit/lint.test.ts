import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { projectRoot } from '../support/run-build.ts';

const scripts = (JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

/** `npm run lint`'s command on a folder holding the repository's Biome settings and the files given. */
function lintFolder(files: Record<string, string>): { status: number | null; output: string } {
  const dir = mkdtempSync(join(tmpdir(), 'quire-lint-'));
  try {
    copyFileSync(join(projectRoot, 'biome.json'), join(dir, 'biome.json'));
    copyFileSync(join(projectRoot, '.gitignore'), join(dir, '.gitignore'));
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      writeFileSync(join(dir, file), text);
    }
    // Biome's part of `npm run lint` (the layer check after it reads src/ of this repository: scripts/check-layers.ts).
    const [command, ...args] = scripts.lint.split(' && ')[0].split(' ');
    const run = spawnSync(join(projectRoot, 'node_modules', '.bin', command), [...args, '--colors=off'], { cwd: dir, encoding: 'utf8' });
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('npm test lints first: a lint finding stops the suite before anything is built', () => {
  assert.match(scripts.test, /^npm run lint && /);
  assert.match(scripts.lint, /^biome ci --error-on-warnings && node scripts\/check-layers\.ts && node scripts\/check-function-length\.ts$/);
});

test('the lint refuses a finding (also one Biome only warns about) and unformatted code, and accepts clean code', () => {
  const finding = lintFolder({ 'src/has.ts': 'export const has = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);\n' });
  assert.notEqual(finding.status, 0, finding.output);
  assert.match(finding.output, /src\/has\.ts:1:\d+ lint\/suspicious\/noPrototypeBuiltins/);
  const unformatted = lintFolder({ 'src/has.ts': 'export const has = (o: object, k: string): boolean => Object.hasOwn(o,k)\n' });
  assert.notEqual(unformatted.status, 0, unformatted.output);
  assert.match(unformatted.output, /src\/has\.ts format/);
  const clean = lintFolder({ 'src/has.ts': 'export const has = (o: object, k: string): boolean => Object.hasOwn(o, k);\n' });
  assert.equal(clean.status, 0, clean.output);
});

test('an import used only in an .astro template is no unused import', () => {
  const page = "---\nimport Card from './Card.astro';\nconst title = 'Hi';\n---\n<Card title={title} />\n";
  const result = lintFolder({ 'src/components/Page.astro': page });
  assert.equal(result.status, 0, result.output);
});
