import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { parseJavadocHtml } from '../../src/sdk/javadoc/javadoc-html.ts';
import { JAVADOC_FIXTURE, javadocFiles, runJavadoc } from '../support/javadoc-artifact.ts';

// The Javadoc fixture (tests/fixtures/docs-json-sdk/sdk-artifacts/javadoc) is what the JDK's javadoc
// makes of the sample library now: run as Mintlify's SDK setup says, with its scripts, styles and
// search index beside the pages, it gives the same reflections as the fixture's pages alone. Here,
// not in tests/unit, as javadoc takes about three seconds.

test("javadoc run on the sample now gives the same tree as the committed fixture's pages", { timeout: 120_000 }, () => {
  const out = mkdtempSync(join(tmpdir(), 'quire-javadoc-'));
  try {
    const made = runJavadoc(out);
    assert.equal(made.status, 0, made.output);
    const fresh = parseJavadocHtml(javadocFiles(out));
    const kept = parseJavadocHtml(javadocFiles(JAVADOC_FIXTURE));
    assert.ok(fresh.ok, fresh.ok ? '' : fresh.message);
    assert.deepEqual(fresh, kept);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
