import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { parseSphinxJson } from '../../src/sdk/sphinx/sphinx-json.ts';
import { projectRoot } from '../support/run-build.ts';

// The Sphinx fixture (tests/fixtures/docs-json-sdk/sdk-artifacts/sphinx) is what Sphinx's JSON
// builder makes of the sample library (tests/support/sphinx-sample): built again here with
// Debian's Sphinx (`npm test` installs python3-sphinx first, tests/support/ensure-sample-tools.mjs),
// the reader gives the same tree from the fresh output as from the committed one. When the sample
// changes, build the fixture again with the command below and commit its .fjson and .json files.

const SPHINX_BUILD = '/usr/bin/sphinx-build';
const SAMPLE = join(projectRoot, 'tests/support/sphinx-sample');
const FIXTURE = join(projectRoot, 'tests/fixtures/docs-json-sdk/sdk-artifacts/sphinx');

/** The JSON builder's pages and JSON files under `dir`, by their POSIX path inside it (not `_static`'s scripts nor the pickled doctrees). */
function jsonFiles(dir: string): Map<string, string> {
  const names = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.fjson') || name.endsWith('.json'));
  return new Map(names.sort().map((name) => [relative(dir, join(dir, name)).split(sep).join('/'), readFileSync(join(dir, name), 'utf8')]));
}

test('the committed Sphinx fixture reads as the same tree as a fresh `sphinx-build -b json` of the sample library', { timeout: 120_000 }, async () => {
  const out = mkdtempSync(join(tmpdir(), 'quire-sphinx-'));
  try {
    // Python writes no __pycache__ into the sample's folder when Sphinx imports plants.py.
    await promisify(execFile)(SPHINX_BUILD, ['-q', '-b', 'json', SAMPLE, out], { encoding: 'utf8', env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' } }).catch(
      (error: { stdout?: string; stderr?: string; message: string }) =>
        assert.fail(`${SPHINX_BUILD} -q -b json ${SAMPLE} ${out} failed (is python3-sphinx installed? node tests/support/ensure-sample-tools.mjs): ${error.message}\n${error.stderr ?? ''}`),
    );
    const fresh = parseSphinxJson(jsonFiles(out));
    const committed = parseSphinxJson(jsonFiles(FIXTURE));
    assert.ok(fresh.ok, fresh.ok ? '' : fresh.message);
    assert.deepEqual(
      fresh,
      committed,
      `the fixture is not what Sphinx makes of the sample now: build it again with ${SPHINX_BUILD} -q -b json tests/support/sphinx-sample <dir> and copy its .fjson and .json files`,
    );
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
