// Cold builds of one corpus by each tool, alternating A B C A B C … and taking medians.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateCorpus } from './corpus.mjs';
import { folderBytes, measure } from './measure.mjs';
import { writeBareProject, writeQuireSite, writeStarlightProject } from './targets.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Per target: how to write its project and build it; `out` is where the site lands. */
export const TARGETS = {
  quire: {
    write: (dir, corpus) => writeQuireSite(join(dir, 'site'), corpus),
    out: (dir) => join(dir, 'out'),
    clean: (dir) => ['out', 'out-cache'].forEach((name) => rmSync(join(dir, name), { recursive: true, force: true })),
    command: (dir) => [join(root, 'tests/support/build-site.mjs'), join(dir, 'site'), join(dir, 'out')],
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
  const spec = TARGETS[target];
  spec.clean(dir); // every build is cold: no content-layer or Vite cache from the previous run
  const result = await measure(process.execPath, spec.command(dir), { cwd: root, env: { ...process.env, QUIRE_LOG_LEVEL: 'error' }, limitMs });
  if (result.timedOut) return { timedOut: true, limitMs, peakRssMb: result.peakRssMb };
  if (result.code !== 0) throw new Error(`${target} build in ${dir} failed (exit ${result.code}):\n${result.output.slice(-4000)}`);
  return { wallMs: result.wallMs, peakRssMb: result.peakRssMb, outBytes: folderBytes(spec.out(dir)) };
}

/** Writes the corpus for every target at this size, then builds A B C A B C …; → { corpus, dirs, summary: per target { runs, median } }. */
export async function buildSize(pageCount, rounds, { targets, work, log, limitMs }) {
  const corpus = generateCorpus(pageCount);
  const dirs = {};
  for (const target of targets) {
    dirs[target] = join(work, `${target}-${pageCount}`);
    TARGETS[target].write(dirs[target], corpus);
  }
  const runs = Object.fromEntries(targets.map((t) => [t, []]));
  for (let round = 0; round < rounds; round++) {
    for (const target of targets) {
      const run = await coldBuild(target, dirs[target], { limitMs });
      runs[target].push(run);
      log(
        run.timedOut
          ? `${pageCount} pages, round ${round + 1}/${rounds}, ${target}: did not finish within ${limitMs / 1000} s (${run.peakRssMb} MB peak RSS by then)`
          : `${pageCount} pages, round ${round + 1}/${rounds}, ${target}: ${(run.wallMs / 1000).toFixed(1)} s, ${run.peakRssMb} MB peak RSS, ${(run.outBytes / 2 ** 20).toFixed(1)} MiB out`,
      );
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
    summary[target] = { wallMs, peakRssMb: median(done.map((r) => r.peakRssMb)), outBytes: median(done.map((r) => r.outBytes)), msPerPage: Math.round((wallMs / pageCount) * 100) / 100, runs: list };
  }
  return { corpus, dirs, summary };
}
