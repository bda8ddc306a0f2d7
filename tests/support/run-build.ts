import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMPILE_CACHE_DIR } from '../../src/cli/compile-cache.ts';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface BuildOutcome {
  status: number | null;
  output: string;
}

export interface BuildOptions {
  /** Where the site goes (inside the project); tests/.builds/<folder name> by default. */
  outDir?: string;
  /** Broken links reported as warnings, as `quire build --links warn` does: real sites have some. */
  linksWarn?: boolean;
  timeoutMs?: number;
  /** Build even when the same build is already there: for tests of the building itself (two builds compared, the content store kept). */
  fresh?: boolean;
}

/** The environment variables build-site.mjs reads: a build with other values is another build. */
const BUILD_ENV = ['QUIRE_SITE_URL', 'QUIRE_HOST', 'QUIRE_MCP_URL', 'QUIRE_LOG_LEVEL'];

/** Every file under `dir` (dot entries, node_modules and dist left out), by path relative to it, in order. */
function filesUnder(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.') && entry.name !== 'node_modules' && entry.name !== 'dist')
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return filesUnder(path, root);
      return entry.isFile() ? [relative(root, path)] : [];
    });
}

/** A digest of the files under `dir`, names and contents. */
function treeDigest(dir: string): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(dir))
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(dir, file)))
      .update('\0');
  return hash.digest('hex');
}

/** Quire as this test run builds with it: its source, the build script and the installed packages' lock. */
let quireDigest: string | undefined;
function quireSourceDigest(): string {
  quireDigest ??= createHash('sha256')
    .update(treeDigest(join(projectRoot, 'src')))
    .update(readFileSync(join(projectRoot, 'tests/support/build-site.mjs')))
    .update(readFileSync(join(projectRoot, 'package.json')))
    .update(existsSync(join(projectRoot, 'package-lock.json')) ? readFileSync(join(projectRoot, 'package-lock.json')) : '')
    .digest('hex');
  return quireDigest;
}

/**
 * What makes a build the same build: Quire's source, the site folder (where a build may also write)
 * and its files, where it goes and how it is asked for.
 */
function buildKey(siteDir: string, outDir: string, linksWarn: boolean): string {
  return createHash('sha256')
    .update(JSON.stringify({ quire: quireSourceDigest(), siteDir, site: treeDigest(siteDir), outDir, linksWarn, env: BUILD_ENV.map((name) => process.env[name] ?? null) }))
    .digest('hex');
}

/** Beside the output folder, not in it: a build empties its output folder first. */
const recordOf = (outDir: string) => `${outDir}.build.json`;

/** The outcome of the same build made earlier in this or an earlier run, if its output is still there. */
function keptBuild(outDir: string, key: string): BuildOutcome | undefined {
  try {
    const record = JSON.parse(readFileSync(recordOf(outDir), 'utf8')) as { key: string; outcome: BuildOutcome };
    return record.key === key && statSync(outDir).isDirectory() ? record.outcome : undefined;
  } catch {
    return undefined;
  }
}

/** A build to make: its arguments for build-site.mjs, and how its outcome is kept. */
interface PlannedBuild {
  args: string[];
  timeoutMs: number;
  /** Keeps the outcome for later calls (not one the time limit stopped: status null). */
  keep(outcome: BuildOutcome): BuildOutcome;
}

/** The same build made earlier (its outcome), or the build to make. */
function planBuild(siteDir: string, { outDir, linksWarn = false, timeoutMs = 120_000, fresh = false }: BuildOptions): BuildOutcome | PlannedBuild {
  const site = resolve(projectRoot, siteDir);
  const out = resolve(projectRoot, outDir ?? join('tests/.builds', basename(site)));
  const key = buildKey(site, out, linksWarn);
  const kept = fresh ? undefined : keptBuild(out, key);
  if (kept) return kept;
  // No record while the folder is being written: a build stopped halfway is never taken for a whole one.
  rmSync(recordOf(out), { force: true });
  return {
    args: ['tests/support/build-site.mjs', siteDir, ...(outDir ? [outDir] : []), ...(linksWarn ? ['--links-warn'] : [])],
    timeoutMs,
    keep(outcome) {
      if (outcome.status !== null) writeFileSync(recordOf(out), JSON.stringify({ key, outcome }));
      return outcome;
    },
  };
}

/**
 * A test build's environment. Node's compile cache is the one the `quire` command keeps for this
 * installation (compile-cache.ts): each build then loads Astro, Vite and Quire's stripped TypeScript
 * from it, as a user's second build does, instead of compiling them again (about 0.4 s a build here).
 */
const BUILD_PROCESS_ENV = () => ({ ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0', NODE_COMPILE_CACHE: COMPILE_CACHE_DIR });

/**
 * Builds a fixture site folder in a child process, as a user's `astro build` would run. The same
 * build (same Quire source, site files, output folder, options and build variables) is made once:
 * a later call, from this test file, another one or the browser tests, is given the first one's
 * outcome and output folder. Tests must not change an output folder they did not build `fresh`.
 */
export function buildFixture(siteDir: string, options: BuildOptions = {}): BuildOutcome {
  const planned = planBuild(siteDir, options);
  if (!('keep' in planned)) return planned;
  const result = spawnSync(process.execPath, planned.args, { cwd: projectRoot, encoding: 'utf8', env: BUILD_PROCESS_ENV(), timeout: planned.timeoutMs });
  return planned.keep({ status: result.status, output: `${result.stdout}${result.stderr}` });
}

/** buildFixture without blocking: several builds of different output folders may run at once. */
export function buildFixtureAsync(siteDir: string, options: BuildOptions = {}): Promise<BuildOutcome> {
  const planned = planBuild(siteDir, options);
  if (!('keep' in planned)) return Promise.resolve(planned);
  return new Promise((resolveOutcome, reject) => {
    const child = spawn(process.execPath, planned.args, { cwd: projectRoot, env: BUILD_PROCESS_ENV(), timeout: planned.timeoutMs, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    // A build the time limit stopped ends by a signal: status null, as spawnSync gives it.
    child.once('close', (status) => resolveOutcome(planned.keep({ status, output })));
  });
}
