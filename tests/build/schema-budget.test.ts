import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { CORPUS_ROOT, corpusSkip } from '../support/corpus.ts';
import { projectRoot } from '../support/run-build.ts';

// Builds render pages: run under the shared build lock (`flock /tmp/quire-build.lock …`).

/** Builds a site in a child Node with a heap ceiling: past it the child dies instead of the test machine. */
function buildWithHeap(siteDir: string, outDir: string, heapMb: number) {
  const result = spawnSync(process.execPath, [`--max-old-space-size=${heapMb}`, 'tests/support/build-site.mjs', siteDir, outDir, '--links-warn'], {
    cwd: projectRoot,
    encoding: 'utf8',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
    timeout: 600_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** A docs.json site with one API tab made from `spec` (copied in as openapi.json). */
function apiSite(spec: string | ((file: string) => void)): string {
  const dir = mkdtempSync(join(tmpdir(), 'quire-schema-budget-'));
  const file = join(dir, 'openapi.json');
  if (typeof spec === 'string') copyFileSync(spec, file);
  else spec(file);
  writeFileSync(
    join(dir, 'docs.json'),
    JSON.stringify({
      theme: 'mint',
      name: 'Budget',
      colors: { primary: '#0d9373' },
      navigation: {
        tabs: [
          { tab: 'Guides', groups: [{ group: 'Start', pages: ['index'] }] },
          { tab: 'API', openapi: 'openapi.json' },
        ],
      },
    }),
  );
  writeFileSync(join(dir, 'index.mdx'), '---\ntitle: Home\n---\n\nHello.\n');
  return dir;
}

/** Five schemas of ten properties, each naming the next: 10^5 rows per body if every use were expanded. */
function writeFanOut(file: string): void {
  const schemas: Record<string, unknown> = {};
  for (let level = 1; level <= 5; level++) {
    const next = level < 5 ? { $ref: `#/components/schemas/S${level + 1}` } : { type: 'string', description: 'A leaf.' };
    schemas[`S${level}`] = { type: 'object', properties: Object.fromEntries(Array.from({ length: 10 }, (_, index) => [`p${index}`, next])) };
  }
  const media = { content: { 'application/json': { schema: { $ref: '#/components/schemas/S1' } } } };
  writeFileSync(
    file,
    JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'Fan', version: '1' },
      paths: { '/fan': { post: { summary: 'Fan out', requestBody: media, responses: { 200: { description: 'ok', ...media } } } } },
      components: { schemas },
    }),
  );
}

test('a schema fan-out builds a page of bounded size, its shared schemas linked', () => {
  const dir = apiSite(writeFanOut);
  const out = join(projectRoot, 'tests/.builds/schema-budget-fan-out');
  try {
    const built = buildWithHeap(dir, out, 1024);
    assert.equal(built.status, 0, built.output.slice(-3000));
    const page = join(out, 'api-reference/fan-out/index.html');
    assert.ok(existsSync(page), built.output.slice(-2000));
    assert.ok(statSync(page).size < 2_000_000, `${statSync(page).size} bytes`);
    assert.match(readFileSync(page, 'utf8'), /Fields of <code>S\d<\/code>: <a href="#api-schema-\d+">see above<\/a>/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
    rmSync(`${out}-cache`, { recursive: true, force: true });
  }
});

const BIG = join(CORPUS_ROOT, 'docs-json/field/Skyvern-AI+skyvern/api-reference/openapi.json');

test('a real 939 kB spec (236 schemas) builds every operation page within a 1 GB heap', { skip: corpusSkip(BIG) }, () => {
  const dir = apiSite(BIG);
  const out = join(projectRoot, 'tests/.builds/schema-budget-big');
  try {
    const built = buildWithHeap(dir, out, 1024);
    assert.equal(built.status, 0, built.output.slice(-3000));
    const spec = JSON.parse(readFileSync(BIG, 'utf8')) as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.values(spec.paths).flatMap((item) => Object.keys(item).filter((key) => ['get', 'post', 'put', 'patch', 'delete'].includes(key)));
    const written = spawnSync('find', [join(out, 'api-reference'), '-name', 'index.html'], { encoding: 'utf8' })
      .stdout.trim()
      .split('\n')
      .filter(Boolean);
    assert.ok(written.length >= operations.length * 0.9, `${written.length} API pages for ${operations.length} operations`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
    rmSync(`${out}-cache`, { recursive: true, force: true });
  }
});
