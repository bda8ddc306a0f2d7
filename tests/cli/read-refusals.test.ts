import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { quire, quireBin, STACK_TRACE, systemNode } from './quire-process.ts';

// Every file of a site is looked at (lstat, real path, size) before a byte of it is read.
const roots: string[] = [];
after(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

const MARKER = 'OUTSIDE-READ-MARKER-7f3a';
const DOCS_JSON = (extra: Record<string, unknown> = {}) => JSON.stringify({ theme: 'mint', name: 'Refusals', colors: { primary: '#112233' }, navigation: { pages: ['index'] }, ...extra });

function workspace(files: Record<string, string>, links: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'quire-refuse-'));
  roots.push(root);
  const all = {
    'outside/leak.md': `---\ntitle: ${MARKER}\n---\n# ${MARKER}\n\n[${MARKER}](/nowhere-${MARKER}) <Missing${MARKER.replace(/-/g, '')} />\n`,
    'outside/ref.json': `{ "pages": ["${MARKER}"] }\n`,
    'outside/docs.json': `{ "name": "${MARKER}" `,
    'outside/mintignore': 'index.mdx\n',
    ...files,
  };
  for (const [path, content] of Object.entries(all)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  for (const [path, target] of Object.entries(links)) symlinkSync(target, join(root, path));
  return { root, site: join(root, 'site') };
}

/**
 * `quire check` in a child whose writable memory is limited to 4 GB (`ulimit -d`): reading /dev/zero
 * would run out of it, not finish. Not its address space (`ulimit -v`): V8 and WebAssembly reserve
 * varying amounts of it, and a check that read nothing then died at random (as schema-fan-out's did).
 */
function checkUnderMemoryLimit(site: string, cwd: string) {
  const run = spawnSync('bash', ['-c', 'ulimit -d 4000000 && exec "$0" "$1" check "$2"', systemNode, quireBin, site], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ASTRO_TELEMETRY_DISABLED: '1' },
    timeout: 180_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

test('links to /dev/zero, outside files, a FIFO and a page past the limit: check refuses each by name, reads none', { timeout: 200_000 }, () => {
  const { root, site } = workspace(
    {
      'site/docs.json': DOCS_JSON({ api: { openapi: ['zero.json'] } }),
      'site/index.mdx': '# Home\n',
      'site/op.mdx': '---\nopenapi: GET /x\n---\n',
      'site/big.md': `# Big\n\n${'a'.repeat(10.5 * 1024 * 1024)}\n`,
    },
    {
      'site/leak.md': '../outside/leak.md',
      'site/zero.mdx': '/dev/zero',
      'site/zero.json': '/dev/zero',
      'site/.mintignore': '/dev/zero',
    },
  );
  execFileSync('mkfifo', [join(site, 'fifo.md')]);
  const run = checkUnderMemoryLimit(site, root);
  assert.equal(run.status, 1, run.output);
  for (const line of [
    `  ✖ site/.mintignore → /dev/zero`,
    `  ✖ site/leak.md → ${root}/outside/leak.md`,
    `  ✖ site/zero.mdx → /dev/zero`,
    `  ✖ site/zero.json → /dev/zero`,
    `  ✖ site/fifo.md is a named pipe (FIFO), not a regular file; Quire reads regular files only`,
    `  ✖ site/big.md is 10.5 MB, larger than the 10 MB Quire reads for such a file`,
    `cannot read site/zero.json: the file leads outside the site folder (to /dev/zero); Quire reads nothing from outside it`,
  ])
    assert.ok(run.output.includes(line), `missing\n${line}\n--- output ---\n${run.output}`);
  assert.ok(!run.output.includes(MARKER), `the outside files were read:\n${run.output}`);
  assert.doesNotMatch(run.output, STACK_TRACE);
});

test('docs.json, a $ref file or .mintignore linked to a file outside: refused without quoting it or applying it', { timeout: 200_000 }, () => {
  const { root, site } = workspace(
    {
      'site/index.mdx': '# Home\n',
      'site2/index.mdx': '# Home\n',
      'site2/docs.json': DOCS_JSON(),
      'site3/index.mdx': '# Home\n',
      'site3/docs.json': DOCS_JSON({ navbar: { $ref: 'ref.json' } }),
    },
    {
      'site3/ref.json': '../outside/ref.json',
      'site/docs.json': '../outside/docs.json',
      'site2/.mintignore': '../outside/mintignore',
    },
  );
  const run = quire(['check', site], root);
  assert.equal(run.status, 1, run.output);
  assert.ok(run.output.includes(`found ${site}/docs.json, which leads outside the site folder (to ${root}/outside/docs.json); Quire reads nothing from outside it`), run.output);
  assert.ok(!run.output.includes(MARKER), run.output);
  assert.doesNotMatch(run.output, STACK_TRACE);
  // Applied, the outside rules would leave index.mdx out ("index" has no page); refused, the page is there.
  const other = quire(['check', join(root, 'site2')], root);
  assert.equal(other.status, 1, other.output);
  assert.ok(other.output.includes(`  ✖ site2/.mintignore → ${root}/outside/mintignore`), other.output);
  assert.ok(!other.output.includes('"index", which has no'), other.output);
  assert.doesNotMatch(other.output, STACK_TRACE);
  const ref = quire(['check', join(root, 'site3')], root);
  assert.equal(ref.status, 1, ref.output);
  assert.ok(ref.output.includes('navbar.$ref: expected a JSON file inside the site folder, found "ref.json"'), ref.output);
  assert.ok(!ref.output.includes(MARKER), ref.output);
  assert.doesNotMatch(ref.output, STACK_TRACE);
});

test('a loop of links (a → b → a) and a link back to the site folder (loop → .) lead to no file: check and build pass, no stack trace', { timeout: 300_000 }, () => {
  const { root, site } = workspace({ 'site/docs.json': DOCS_JSON(), 'site/index.mdx': '# Home\n', 'site/file.txt': 'static\n' }, { 'site/a': 'b', 'site/b': 'a', 'site/loop': '.' });
  for (const command of ['check', 'build']) {
    const run = quire([command, site], root);
    assert.equal(run.status, 0, `${command}: ${run.output}`);
    assert.doesNotMatch(run.output, STACK_TRACE);
  }
  assert.equal(readFileSync(join(site, 'dist/file.txt'), 'utf8'), 'static\n');
});
