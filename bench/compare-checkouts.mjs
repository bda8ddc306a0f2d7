// Compares two Quire checkouts (say, a commit before a feature and one after it) on the benchmark's
// generated site: the same N pages built by each, cold, alternating A B A B … and taking medians;
// then the built sites' bytes (a content page's HTML, CSS and JS, raw and gzip; every output folder's
// total) and what must not be in a site that uses none of a feature (a React runtime, Tailwind's
// stylesheet, an analytics tag). Each checkout needs its own node_modules (same lock → cp -al).
//
//   npm exec -- node bench/compare-checkouts.mjs BEFORE_DIR AFTER_DIR [--pages 1000] [--rounds 5] [--weigh-only]
//
// Builds run under `flock /tmp/quire-build.lock` when flock exists, one build at a time; the lock is
// taken before the clock starts, so waiting for another build is not counted.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { generateCorpus } from './corpus.mjs';
import { distBreakdown, measure } from './measure.mjs';
import { writeQuireSite } from './targets.mjs';
import { pageFile, pageWeight } from './weight.mjs';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: { pages: { type: 'string', default: '1000' }, rounds: { type: 'string', default: '5' }, 'weigh-only': { type: 'boolean', default: false } },
});
if (positionals.length !== 2) {
  console.error('usage: node bench/compare-checkouts.mjs BEFORE_DIR AFTER_DIR [--pages 1000] [--rounds 5] [--weigh-only]');
  process.exit(2);
}
// Each side's site is written inside its checkout: a path that is none (a commit hash, a typo)
// would otherwise become a folder of a thousand generated pages wherever the command runs.
for (const checkout of positionals) {
  if (!existsSync(join(resolve(checkout), 'tests/support/build-site.mjs'))) {
    console.error(`${checkout}: not a Quire checkout (no tests/support/build-site.mjs); for a commit, make a worktree first: git worktree add /tmp/before COMMIT`);
    process.exit(2);
  }
}
const pageCount = Number(args.pages);
const corpus = generateCorpus(pageCount);
const sides = positionals.map((checkout, index) => {
  const dir = resolve(checkout);
  // Astro imports its prerender chunks from outDir: site and output sit inside the checkout built with.
  const work = join(dir, 'bench/.work', `compare-${pageCount}`);
  return { name: index === 0 ? 'before' : 'after', dir, site: join(work, 'site'), out: join(work, 'out') };
});

/** One cold build of a side (no output, no content or Vite cache left from the last run) → wall ms. */
async function coldBuild(side) {
  rmSync(side.out, { recursive: true, force: true });
  rmSync(`${side.out}-cache`, { recursive: true, force: true });
  const node = join(side.dir, 'node_modules/.bin/node');
  const command = [existsSync(node) ? node : process.execPath, join(side.dir, 'tests/support/build-site.mjs'), side.site, side.out];
  const env = { ...process.env, QUIRE_LOG_LEVEL: 'error' };
  const useLock = spawnSync('sh', ['-c', 'command -v flock']).status === 0;
  const run = useLock ? await locked(() => measure(command[0], command.slice(1), { cwd: side.dir, env })) : await measure(command[0], command.slice(1), { cwd: side.dir, env });
  if (run.code !== 0) throw new Error(`${side.name} build failed (exit ${run.code}):\n${run.output.slice(-3000)}`);
  return run;
}

/** Runs task while holding /tmp/quire-build.lock (taken by a flock child that waits for our signal). */
async function locked(task) {
  const holder = spawn('flock', ['/tmp/quire-build.lock', 'sh', '-c', 'echo locked; read _'], { stdio: ['pipe', 'pipe', 'inherit'] });
  await new Promise((done) => holder.stdout.once('data', done));
  try {
    return await task();
  } finally {
    holder.stdin.end();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => (ms / 1000).toFixed(1);

if (!args['weigh-only']) {
  for (const side of sides) writeQuireSite(side.site, corpus);
  const rounds = Number(args.rounds);
  const runs = { before: [], after: [] };
  await coldBuild(sides[0]); // warm-up: disk caches, not counted
  for (let round = 1; round <= rounds; round++) {
    // Alternate who goes first, so a drift in the machine's speed falls on both.
    for (const side of round % 2 ? sides : [...sides].reverse()) {
      const run = await coldBuild(side);
      runs[side.name].push(run);
      console.log(`round ${round}/${rounds} ${side.name}: ${seconds(run.wallMs)} s, ${run.peakRssMb} MB peak RSS`);
    }
  }
  const ratios = runs.after.map((run, i) => run.wallMs / runs.before[i].wallMs);
  for (const name of ['before', 'after']) {
    const walls = runs[name].map((r) => r.wallMs);
    console.log(`${name}: wall median ${seconds(median(walls))} s (min ${seconds(Math.min(...walls))}, max ${seconds(Math.max(...walls))})`);
  }
  console.log(`after/before per pair: median ${median(ratios).toFixed(3)} (min ${Math.min(...ratios).toFixed(3)}, max ${Math.max(...ratios).toFixed(3)})`);
}

// Page weight: deterministic, so one build of each is enough.
const content = corpus.pages[1].id;
for (const side of sides) {
  const weight = pageWeight(side.out, pageFile(side.out, content), `/${content}`);
  const line = (kind) => `${kind} ${weight[kind].raw} B (${weight[kind].gz} gz)`;
  console.log(`${side.name} /${content}: ${['html', 'css', 'js', 'lazyJs'].map(line).join(', ')}`);
  console.log(`${side.name} output: ${JSON.stringify(distBreakdown(side.out))}`);
}

/** Files of the after build that carry what a plain site must not ship. */
const FORBIDDEN = [
  ['React runtime', /react-dom|__SECRET_INTERNALS|react\.production|astro-island/],
  ['Tailwind stylesheet', /tailwindcss v\d|--tw-/],
  ['analytics tag', /googletagmanager|gtag\(|posthog|plausible\.io|usefathom|segment\.com\/analytics|hotjar|mixpanel|amplitude|clarity\.ms|heapanalytics/i],
];
const after = sides[1].out;
const walk = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
const textFiles = walk(after).filter((file) => /\.(html|js|mjs|css)$/.test(file));
for (const [what, pattern] of FORBIDDEN) {
  const hits = textFiles.filter((file) => pattern.test(readFileSync(file, 'utf8')));
  console.log(`${what} in the after build: ${hits.length === 0 ? 'none' : hits.slice(0, 5).join(', ')}`);
}
