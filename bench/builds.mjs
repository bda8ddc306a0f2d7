// Builds of one corpus by each tool, alternating A B C A B C … and taking medians: each round a
// cold build (no output, no Astro, Vite, content-layer or Node compile cache: what CI on a fresh
// clone meets) and then a warm one (the same command again, every cache as the cold build left it).
// Quire is built as users build it: `quire build` on a site folder outside this repository, its
// work folder's caches removed before each cold build, run from the compiled package a user installs
// (lib/cli/main.js, made by `npm pack`'s prepack step) or, with `--quire-from source`, from src/ as
// this repository runs it (Node strips the types of every module as it loads them: each process
// pays for it, the build's, the render process's and each Markdown thread's).
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateCorpus } from './corpus.mjs';
import { DEV } from './dev.mjs';
import { benchEnv, folderBytes, measure } from './measure.mjs';
import { writeBareProject, writeQuireSite, writeStarlightProject } from './targets.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Where a target's project of this run lives: the Astro projects in `work` (inside this
 * repository: Astro imports their prerender chunks from the output folder), Quire's site folder
 * outside it, as a user's is (`quire build` refuses to write its output inside its own installation).
 */
export const targetDir = (target, work, name) => (target === 'quire' ? join(tmpdir(), `quire-bench-${createHash('sha256').update(work).digest('hex').slice(0, 10)}`, name) : join(work, name));

/** Per target: how to write its project and build it; `out` is where the site lands. */
export const TARGETS = {
  quire: {
    write: (dir, corpus) => writeQuireSite(join(dir, 'site'), corpus),
    // Where `quire build DIR` puts the site (an --out inside Quire's own folder is refused).
    out: (dir) => join(dir, 'site/dist'),
    // Cold: the output and every cache of the site's work folder (Astro's, Vite's, Node's compile cache), as dev.mjs removes them.
    clean: (dir) => [join(dir, 'site/dist'), ...DEV.quire.caches(dir)].forEach((path) => rmSync(path, { recursive: true, force: true })),
    command: (dir) => [join(root, process.env.QUIRE_BENCH_FROM === 'source' ? 'src/cli/main.ts' : 'lib/cli/main.js'), 'build', join(dir, 'site')],
    env: DEV.quire.env,
  },
  bare: {
    write: writeBareProject,
    out: (dir) => join(dir, 'dist'),
    clean: (dir) => ['dist', '.cache', '.astro'].forEach((name) => rmSync(join(dir, name), { recursive: true, force: true })),
    command: (dir) => [join(root, 'bench/build-astro.mjs'), dir],
  },
  starlight: {
    write: writeStarlightProject,
    out: (dir) => join(dir, 'dist'),
    clean: (dir) => ['dist', '.cache', '.astro'].forEach((name) => rmSync(join(dir, name), { recursive: true, force: true })),
    command: (dir) => [join(root, 'bench/build-astro.mjs'), dir],
  },
};

export const median = (values) => {
  const sorted = [...values].filter((v) => v != null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
};

/** Builds target's project at dir once, cold; → { wallMs, peakRssMb, outBytes } or { timedOut, limitMs }. */
export async function coldBuild(target, dir, { limitMs } = {}) {
  TARGETS[target].clean(dir); // every cache the previous build left, gone
  return build(target, dir, { limitMs });
}

/** Builds target's project at dir again with the caches the previous build left (a second build in CI, an author's rebuild). */
export const warmBuild = (target, dir, { limitMs } = {}) => build(target, dir, { limitMs });

async function build(target, dir, { limitMs }) {
  const spec = TARGETS[target];
  const result = await measure(process.execPath, spec.command(dir), { cwd: root, env: benchEnv(spec.env?.(dir)), limitMs });
  if (result.timedOut) return { timedOut: true, limitMs, peakRssMb: result.peakRssMb };
  if (result.code !== 0) throw new Error(`${target} build in ${dir} failed (exit ${result.code}):\n${result.output.slice(-4000)}`);
  return { wallMs: result.wallMs, peakRssMb: result.peakRssMb, outBytes: folderBytes(spec.out(dir)) };
}

/** Writes the corpus for every target at this size, then builds A B C A B C …; → { corpus, dirs, summary: per target { runs, median } }. */
export async function buildSize(pageCount, rounds, { targets, work, log, limitMs }) {
  const corpus = generateCorpus(pageCount);
  const dirs = {};
  for (const target of targets) {
    dirs[target] = targetDir(target, work, `${target}-${pageCount}`);
    TARGETS[target].write(dirs[target], corpus);
  }
  const runs = Object.fromEntries(targets.map((t) => [t, []]));
  const warmRuns = Object.fromEntries(targets.map((t) => [t, []]));
  for (let round = 0; round < rounds; round++) {
    for (const target of targets) {
      const run = await coldBuild(target, dirs[target], { limitMs });
      runs[target].push(run);
      log(
        run.timedOut
          ? `${pageCount} pages, round ${round + 1}/${rounds}, ${target} cold: did not finish within ${limitMs / 1000} s (${run.peakRssMb} MB peak RSS by then)`
          : `${pageCount} pages, round ${round + 1}/${rounds}, ${target} cold: ${(run.wallMs / 1000).toFixed(1)} s, ${run.peakRssMb} MB peak RSS, ${(run.outBytes / 2 ** 20).toFixed(1)} MiB out`,
      );
      if (!run.timedOut) {
        const warm = await warmBuild(target, dirs[target], { limitMs });
        warmRuns[target].push(warm);
        if (!warm.timedOut) log(`${pageCount} pages, round ${round + 1}/${rounds}, ${target} warm: ${(warm.wallMs / 1000).toFixed(1)} s, ${warm.peakRssMb} MB peak RSS`);
      }
    }
  }
  const summary = {};
  for (const target of targets) {
    const list = runs[target];
    const done = list.filter((r) => !r.timedOut);
    if (done.length === 0) {
      summary[target] = { timedOut: true, limitMs, runs: list };
      continue;
    }
    const wallMs = median(done.map((r) => r.wallMs));
    const warm = warmRuns[target].filter((r) => !r.timedOut);
    summary[target] = {
      wallMs,
      peakRssMb: median(done.map((r) => r.peakRssMb)),
      outBytes: median(done.map((r) => r.outBytes)),
      msPerPage: Math.round((wallMs / pageCount) * 100) / 100,
      warm: warm.length > 0 ? { wallMs: median(warm.map((r) => r.wallMs)), peakRssMb: median(warm.map((r) => r.peakRssMb)) } : null,
      runs: list,
      warmRuns: warmRuns[target],
    };
  }
  return { corpus, dirs, summary };
}
