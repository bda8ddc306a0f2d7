// `npm run bench`: builds one generated corpus with Quire, bare Astro 7 and Starlight, alternating
// the runs (A B C A B C …) and taking medians; scaling at other sizes; page weight and Lighthouse
// on a Quire build with a 100-link sidebar. Writes bench/results.json (the shape issue 7 fixes,
// read by other tools) and bench/results-detail.json (every run, scaling, raw bytes, first paint).
//
//   node bench/run.mjs [--pages 1000] [--rounds 2] [--scaling 250,4000 | --scaling none]
//                      [--scaling-rounds 1] [--weight-pages 100] [--no-lighthouse] [--lighthouse-pages home,content,api]
//                      [--targets quire,bare,starlight] [--out bench/results.json] [--work bench/.work]
//   node bench/run.mjs --scaling-only --scaling 4000   adds scaling points to an existing results-detail.json
//                                                      (so a long point can run on its own)
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { generateCorpus } from './corpus.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { folderBytes, measure } from './measure.mjs';
import { formatTable } from './table.mjs';
import { writeBareProject, writeQuireSite, writeStarlightProject } from './targets.mjs';
import { pageFile, pageWeight } from './weight.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: args } = parseArgs({
  options: {
    pages: { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '2' },
    scaling: { type: 'string', default: '250,4000' },
    'scaling-rounds': { type: 'string', default: '1' },
    'weight-pages': { type: 'string', default: '100' },
    'no-lighthouse': { type: 'boolean', default: false },
    'scaling-only': { type: 'boolean', default: false },
    'lighthouse-pages': { type: 'string', default: 'home,content,api' },
    targets: { type: 'string', default: 'quire,bare,starlight' },
    out: { type: 'string', default: join(root, 'bench/results.json') },
    work: { type: 'string', default: join(root, 'bench/.work') },
  },
});
if (Number(process.versions.node.split('.')[0]) < 22) {
  console.error(`bench: Node ${process.versions.node} is too old for Astro 7; run it with npm run bench (Node 24 from node_modules).`);
  process.exit(1);
}
const work = resolve(args.work);
if (!work.startsWith(root)) {
  // Astro imports its prerender chunks from outDir: the builds must sit inside this repository.
  console.error('bench: --work must be inside the repository');
  process.exit(1);
}
const targets = args.targets.split(',');
const log = (message) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

/** Per target: how to write its project and build it; `out` is where the site lands. */
const TARGETS = {
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

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
};

function machine() {
  const cpu = cpus();
  const os = existsSync('/etc/debian_version') ? `Debian ${readFileSync('/etc/debian_version', 'utf8').trim()}` : process.platform;
  return `${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB RAM, ${os}, Node ${process.versions.node}; shared machine (other engineers' editors and tests may have run concurrently)`;
}

/** Writes the corpus for every target at this size, then builds A B C A B C …; → per target { runs, median }. */
async function buildSize(pageCount, rounds) {
  const corpus = generateCorpus(pageCount);
  const dirs = {};
  for (const target of targets) {
    dirs[target] = join(work, `${target}-${pageCount}`);
    TARGETS[target].write(dirs[target], corpus);
  }
  const runs = Object.fromEntries(targets.map((t) => [t, []]));
  for (let round = 0; round < rounds; round++) {
    for (const target of targets) {
      const spec = TARGETS[target];
      spec.clean(dirs[target]); // every build is cold: no content-layer or Vite cache from the previous run
      const result = await measure(process.execPath, spec.command(dirs[target]), { cwd: root, env: { ...process.env, QUIRE_LOG_LEVEL: 'error' } });
      if (result.code !== 0) throw new Error(`${target} build of ${pageCount} pages failed (exit ${result.code}):\n${result.output.slice(-4000)}`);
      const outBytes = folderBytes(spec.out(dirs[target]));
      runs[target].push({ wallMs: result.wallMs, peakRssMb: result.peakRssMb, outBytes });
      log(`${pageCount} pages, round ${round + 1}/${rounds}, ${target}: ${(result.wallMs / 1000).toFixed(1)} s, ${result.peakRssMb} MB peak RSS, ${(outBytes / 2 ** 20).toFixed(1)} MiB out`);
    }
  }
  const summary = {};
  for (const target of targets) {
    const list = runs[target];
    const wallMs = median(list.map((r) => r.wallMs));
    summary[target] = { wallMs, peakRssMb: median(list.map((r) => r.peakRssMb)), outBytes: median(list.map((r) => r.outBytes)), msPerPage: Math.round((wallMs / pageCount) * 100) / 100, runs: list };
  }
  return { corpus, dirs, summary };
}

const pick = (entry) => (entry ? { wallMs: entry.wallMs, peakRssMb: entry.peakRssMb, outBytes: entry.outBytes } : null);
const ratio = (a, b) => (a && b ? Math.round((a.wallMs / b.wallMs) * 100) / 100 : null);
const hrefOf = (id) => (id === 'index' ? '/' : `/${id}`);
/** The page ids weighed and audited: home, a content page with code and a table, an API page. */
const samplePages = (corpus) => ({ home: 'index', content: corpus.pages[1].id, api: corpus.pages.find((p) => p.operation).id });

if (args['scaling-only']) {
  const detailPath = resolve(args.out).replace(/\.json$/, '-detail.json');
  const detail = JSON.parse(readFileSync(detailPath, 'utf8'));
  for (const size of args.scaling.split(',').map(Number).filter(Boolean)) {
    log(`scaling point: ${size} pages`);
    // Merged, so one tool's point can be added on its own (--targets starlight).
    detail.scaling[size] = { ...detail.scaling[size], ...(await buildSize(size, Number(args['scaling-rounds']))).summary };
    for (const target of targets) rmSync(join(work, `${target}-${size}`), { recursive: true, force: true });
  }
  writeFileSync(detailPath, `${JSON.stringify(detail, null, 2)}\n`);
  console.log(`\n${formatTable(JSON.parse(readFileSync(resolve(args.out), 'utf8')), detail)}`);
  process.exit(0);
}

const pageCount = Number(args.pages);
const rounds = Number(args.rounds);
mkdirSync(work, { recursive: true });
log(`corpus of ${pageCount} pages; ${rounds} rounds of ${targets.join(', ')}`);
const main = await buildSize(pageCount, rounds);

const scaling = { [pageCount]: main.summary };
for (const size of args.scaling === 'none' ? [] : args.scaling.split(',').map(Number).filter((n) => n && n !== pageCount)) {
  log(`scaling point: ${size} pages`);
  scaling[size] = (await buildSize(size, Number(args['scaling-rounds']))).summary;
  for (const target of targets) rmSync(join(work, `${target}-${size}`), { recursive: true, force: true });
}

// Page weight and Lighthouse: Quire with a 100-link sidebar (the budget), plus the same pages
// at the main size for comparison (the sidebar grows with the site; Starlight for reference).
log(`page weight: Quire with ${args['weight-pages']} pages`);
const weightCorpus = generateCorpus(Number(args['weight-pages']));
const weightDir = join(work, 'weight-quire');
TARGETS.quire.write(weightDir, weightCorpus);
TARGETS.quire.clean(weightDir);
const weightBuild = await measure(process.execPath, TARGETS.quire.command(weightDir), { cwd: root, env: { ...process.env, QUIRE_LOG_LEVEL: 'error' } });
if (weightBuild.code !== 0) throw new Error(`Quire build for page weight failed:\n${weightBuild.output.slice(-4000)}`);
const weightOut = TARGETS.quire.out(weightDir);
const weighPages = (outDir, ids) => Object.fromEntries(Object.entries(ids).map(([name, id]) => [name, { path: hrefOf(id), ...pageWeight(outDir, pageFile(outDir, id), hrefOf(id)) }]));
const weightSamples = samplePages(weightCorpus);
const weightDetail = weighPages(weightOut, weightSamples);
const atMainSize = Object.fromEntries(targets.map((t) => [t, weighPages(TARGETS[t].out(main.dirs[t]), samplePages(main.corpus))]));

let lighthouse = { home: null, content: null, api: null };
if (!args['no-lighthouse']) {
  log(`Lighthouse: ${args['lighthouse-pages']}`);
  const wanted = args['lighthouse-pages'].split(',');
  lighthouse = { ...lighthouse, ...(await runLighthouse(weightOut, Object.fromEntries(Object.entries(weightSamples).filter(([name]) => wanted.includes(name)).map(([name, id]) => [name, hrefOf(id)])))) };
}

const build = { quire: pick(main.summary.quire), bare: pick(main.summary.bare), starlight: pick(main.summary.starlight) };
const results = {
  machine: machine(),
  pages: pageCount,
  build: { ...build, ratios: { quireToBare: ratio(build.quire, build.bare), quireToStarlight: ratio(build.quire, build.starlight) } },
  weight: Object.fromEntries(['home', 'content', 'api'].map((name) => [name, { htmlGz: weightDetail[name].html.gz, cssGz: weightDetail[name].css.gz, jsGz: weightDetail[name].js.gz }])),
  lighthouse: Object.fromEntries(['home', 'content', 'api'].map((name) => {
    const entry = lighthouse[name];
    return [name, entry ? { performance: entry.performance, accessibility: entry.accessibility, bestPractices: entry.bestPractices, seo: entry.seo } : null];
  })),
};
const detail = {
  date: new Date().toISOString(),
  machine: results.machine,
  notes: [
    'Every build is cold (output and caches deleted first) and runs Astro through its JavaScript API with Node ' + process.versions.node + '.',
    'Wall time includes Node start-up and, for Quire and Starlight, the Pagefind index; bare Astro has no search. Quire also checks internal links and writes llms.txt and per-page .md files.',
    "Quire renders 16 pages at once (it sets Astro's build.concurrency); bare Astro and Starlight run with Astro's default of 1, as their users get them.",
    'API pages are OpenAPI operation pages in Quire only; bare Astro and Starlight build them as the same markdown without the API reference.',
    'Peak RSS is the sum over the build process tree, sampled every 100 ms.',
    'gzip is zlib level 6. Inline scripts and styles count as JS/CSS as well as HTML.',
  ],
  rounds,
  runOrder: `${targets.join(' ')} × ${rounds}`,
  build: main.summary,
  scaling,
  weight: { sidebarLinks: weightCorpus.pages.length, pages: weightDetail, atMainSize },
  lighthouse,
};
mkdirSync(dirname(resolve(args.out)), { recursive: true });
writeFileSync(resolve(args.out), `${JSON.stringify(results, null, 2)}\n`);
writeFileSync(resolve(args.out).replace(/\.json$/, '-detail.json'), `${JSON.stringify(detail, null, 2)}\n`);
console.log(`\n${formatTable(results, detail)}`);
log(`wrote ${resolve(args.out)}`);
