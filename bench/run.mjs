// `npm run bench`: builds one generated corpus with Quire, bare Astro 7 and Starlight, alternating
// the runs (A B C A B C …) and taking medians; then the author loop in each tool's dev server (cold
// and warm start to the first page served, an edited page until the server shows it), what a page
// carries besides its article on a small and the main site, scaling at other sizes, optionally a
// huge point (10,000 pages, with a time limit), page weight and Lighthouse on a Quire build with a
// 100-link sidebar. Writes bench/results.json (the shape issue 7 fixes, read by other tools) and
// bench/results-detail.json (every run, dev sessions, chrome weight, dist breakdown, goals).
//
//   node bench/run.mjs [--pages 1000] [--rounds 2] [--dev-rounds 1 | --no-dev] [--chrome-small 10 | none]
//                      [--scaling 250,4000 | --scaling none] [--scaling-rounds 1]
//                      [--huge 10000 --huge-limit 1800] [--weight-pages 100] [--no-lighthouse]
//                      [--lighthouse-pages home,content,api] [--targets quire,bare,starlight]
//                      [--out bench/results.json] [--work bench/.work] [--quire-from package | source]
//   node bench/run.mjs --scaling-only --scaling 4000   adds scaling points to an existing results-detail.json
//                                                      (so a long point can run on its own; --huge too)
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { spawnSync } from 'node:child_process';
import { buildSize, coldBuild, median, TARGETS, targetDir } from './builds.mjs';
import { ARTICLE_SELECTOR, chromeWeight } from './chrome.mjs';
import { generateCorpus } from './corpus.mjs';
import { DEV, devSession, startDev } from './dev.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { distBreakdown } from './measure.mjs';
import { formatTable, goals } from './table.mjs';
import { pageFile, pageWeight } from './weight.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: args } = parseArgs({
  options: {
    pages: { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '2' },
    scaling: { type: 'string', default: '250,4000' },
    'scaling-rounds': { type: 'string', default: '1' },
    'weight-pages': { type: 'string', default: '100' },
    'dev-rounds': { type: 'string', default: '1' },
    'no-dev': { type: 'boolean', default: false },
    'chrome-small': { type: 'string', default: '10' },
    huge: { type: 'string', default: 'none' },
    'huge-limit': { type: 'string', default: '1800' },
    'no-lighthouse': { type: 'boolean', default: false },
    'quire-from': { type: 'string', default: 'package' },
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
if (!['package', 'source'].includes(args['quire-from'])) {
  console.error('bench: --quire-from is package (the compiled lib/ a user installs) or source (src/ as this repository runs it)');
  process.exit(1);
}
process.env.QUIRE_BENCH_FROM = args['quire-from'];
if (args['quire-from'] === 'package') {
  // What `npm pack` compiles (its prepack script): the builds run the JavaScript users install.
  const compiled = spawnSync(process.execPath, [join(root, 'scripts/build-package.ts')], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (compiled.status !== 0) process.exit(1);
}
const work = resolve(args.work);
if (!work.startsWith(root)) {
  // Astro imports its prerender chunks from outDir: the builds must sit inside this repository.
  console.error('bench: --work must be inside the repository');
  process.exit(1);
}
const targets = args.targets.split(',');
const log = (message) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

function machine() {
  const cpu = cpus();
  const os = existsSync('/etc/debian_version') ? `Debian ${readFileSync('/etc/debian_version', 'utf8').trim()}` : process.platform;
  return `${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB RAM, ${os}, Node ${process.versions.node}; shared machine (other engineers' editors and tests may have run concurrently)`;
}

const sizeOptions = { targets, work, log };

const pick = (entry) => (entry && !entry.timedOut ? { wallMs: entry.wallMs, peakRssMb: entry.peakRssMb, outBytes: entry.outBytes, warm: entry.warm ?? null } : null);
const ratio = (a, b) => (a && b ? Math.round((a.wallMs / b.wallMs) * 100) / 100 : null);
const hrefOf = (id) => (id === 'index' ? '/' : `/${id}`);
/** The page ids weighed and audited: home, a content page with code and a table, an API page. */
const samplePages = (corpus) => ({ home: 'index', content: corpus.pages[1].id, api: corpus.pages.find((p) => p.operation).id });
const hugeLimitMs = Number(args['huge-limit']) * 1000;

/** The 10,000-page point: one cold build each (time limit), then each dev server's first page, cold. */
async function hugePoint(size) {
  log(`huge point: ${size} pages, ${args['huge-limit']} s limit per run`);
  const point = await buildSize(size, 1, { ...sizeOptions, limitMs: hugeLimitMs });
  const page = point.corpus.pages[1];
  const devFirstPageMs = {};
  for (const target of targets) {
    for (const path of DEV[target].caches(point.dirs[target])) rmSync(path, { recursive: true, force: true });
    const server = await startDev(target, point.dirs[target], hrefOf(page.id), { limitMs: hugeLimitMs });
    devFirstPageMs[target] = server.firstPageMs;
    await server.stop();
    log(`${size} pages, ${target} dev: first page ${server.firstPageMs ?? `not within ${args['huge-limit']} s`}${server.firstPageMs ? ' ms' : ''}`);
  }
  for (const target of targets) rmSync(point.dirs[target], { recursive: true, force: true });
  return { pages: size, limitMs: hugeLimitMs, build: point.summary, devFirstPageMs };
}

if (args['scaling-only']) {
  const detailPath = resolve(args.out).replace(/\.json$/, '-detail.json');
  const detail = JSON.parse(readFileSync(detailPath, 'utf8'));
  for (const size of args.scaling === 'none' ? [] : args.scaling.split(',').map(Number).filter(Boolean)) {
    log(`scaling point: ${size} pages`);
    // Merged, so one tool's point can be added on its own (--targets starlight).
    detail.scaling[size] = { ...detail.scaling[size], ...(await buildSize(size, Number(args['scaling-rounds']), sizeOptions)).summary };
    for (const target of targets) rmSync(targetDir(target, work, `${target}-${size}`), { recursive: true, force: true });
  }
  if (args.huge !== 'none') {
    const point = await hugePoint(Number(args.huge));
    // Merged like the scaling points: a run of some tools keeps the other tools' results at that size.
    const earlier = detail.huge?.pages === point.pages ? detail.huge : undefined;
    detail.huge = earlier ? { ...point, build: { ...earlier.build, ...point.build }, devFirstPageMs: { ...earlier.devFirstPageMs, ...point.devFirstPageMs } } : point;
  }
  const results = JSON.parse(readFileSync(resolve(args.out), 'utf8'));
  detail.goals = goals(results, detail);
  writeFileSync(detailPath, `${JSON.stringify(detail, null, 2)}\n`);
  console.log(`\n${formatTable(results, detail)}`);
  process.exit(0);
}

const pageCount = Number(args.pages);
const rounds = Number(args.rounds);
mkdirSync(work, { recursive: true });
log(`corpus of ${pageCount} pages; ${rounds} rounds of ${targets.join(', ')}`);
const main = await buildSize(pageCount, rounds, sizeOptions);

// The author loop on the main corpus: each tool's dev server in turn, rounds alternating like the builds.
const dev = { rounds: Number(args['dev-rounds']), page: hrefOf(main.corpus.pages[1].id), runs: Object.fromEntries(targets.map((t) => [t, []])) };
if (!args['no-dev']) {
  for (let round = 0; round < dev.rounds; round++) {
    for (const target of targets)
      dev.runs[target].push(await devSession(target, main.dirs[target], main.corpus.pages[1], { log: (m) => log(`${pageCount} pages, round ${round + 1}/${dev.rounds}, ${m}`) }));
  }
  dev.median = Object.fromEntries(
    targets.map((t) => {
      const list = dev.runs[t];
      return [
        t,
        {
          coldMs: median(list.map((r) => r.coldMs)),
          warmMs: median(list.map((r) => r.warmMs)),
          editMs: median(list.flatMap((r) => r.editMs)),
          siteJsonEditMs: median(list.map((r) => r.siteJsonEditMs)),
        },
      ];
    }),
  );
}

// What a page carries besides its article, on the main site and on a small one (same tools, one build each).
const chromeOf = (outDir, corpus, target) =>
  Object.fromEntries(Object.entries(samplePages(corpus)).map(([name, id]) => [name, { path: hrefOf(id), ...chromeWeight(pageFile(outDir, id), ARTICLE_SELECTOR[target]) }]));
const chrome = { [pageCount]: Object.fromEntries(targets.map((t) => [t, chromeOf(TARGETS[t].out(main.dirs[t]), main.corpus, t)])) };
const size = { [pageCount]: Object.fromEntries(targets.map((t) => [t, distBreakdown(TARGETS[t].out(main.dirs[t]))])) };
if (args['chrome-small'] !== 'none' && Number(args['chrome-small']) !== pageCount) {
  const small = Number(args['chrome-small']);
  log(`chrome weight: ${small}-page site`);
  const point = await buildSize(small, 1, sizeOptions);
  chrome[small] = Object.fromEntries(targets.map((t) => [t, chromeOf(TARGETS[t].out(point.dirs[t]), point.corpus, t)]));
  size[small] = Object.fromEntries(targets.map((t) => [t, distBreakdown(TARGETS[t].out(point.dirs[t]))]));
}

const scaling = { [pageCount]: main.summary };
for (const point of args.scaling === 'none'
  ? []
  : args.scaling
      .split(',')
      .map(Number)
      .filter((n) => n && n !== pageCount)) {
  log(`scaling point: ${point} pages`);
  scaling[point] = (await buildSize(point, Number(args['scaling-rounds']), sizeOptions)).summary;
  for (const target of targets) rmSync(targetDir(target, work, `${target}-${point}`), { recursive: true, force: true });
}
const huge = args.huge === 'none' ? undefined : await hugePoint(Number(args.huge));

// Page weight and Lighthouse: Quire with a 100-link sidebar (the issue's budget), plus the same pages
// at the main size for comparison (the sidebar grows with the site; Starlight for reference).
log(`page weight: Quire with ${args['weight-pages']} pages`);
// At the main size the pages are the main builds' (the corpus is the same for the same size): their
// Quire output is weighed rather than built once more.
const weightAtMainSize = Number(args['weight-pages']) === pageCount && targets.includes('quire');
const weightCorpus = weightAtMainSize ? main.corpus : generateCorpus(Number(args['weight-pages']));
const weightOut = weightAtMainSize ? TARGETS.quire.out(main.dirs.quire) : await builtForWeight(weightCorpus);

/** A cold Quire build of the weight corpus in a folder of its own; → its output folder. */
async function builtForWeight(corpus) {
  const dir = targetDir('quire', work, 'weight-quire');
  TARGETS.quire.write(dir, corpus);
  await coldBuild('quire', dir);
  return TARGETS.quire.out(dir);
}
const weighPages = (outDir, ids) => Object.fromEntries(Object.entries(ids).map(([name, id]) => [name, { path: hrefOf(id), ...pageWeight(outDir, pageFile(outDir, id), hrefOf(id)) }]));
const weightSamples = samplePages(weightCorpus);
const weightDetail = weighPages(weightOut, weightSamples);
const atMainSize = Object.fromEntries(targets.map((t) => [t, weighPages(TARGETS[t].out(main.dirs[t]), samplePages(main.corpus))]));

let lighthouse = { home: null, content: null, api: null };
if (!args['no-lighthouse']) {
  log(`Lighthouse: ${args['lighthouse-pages']}`);
  const wanted = args['lighthouse-pages'].split(',');
  lighthouse = {
    ...lighthouse,
    ...(await runLighthouse(
      weightOut,
      Object.fromEntries(
        Object.entries(weightSamples)
          .filter(([name]) => wanted.includes(name))
          .map(([name, id]) => [name, hrefOf(id)]),
      ),
    )),
  };
}

const build = { quire: pick(main.summary.quire), bare: pick(main.summary.bare), starlight: pick(main.summary.starlight) };
const results = {
  machine: machine(),
  pages: pageCount,
  build: {
    ...build,
    ratios: {
      quireToBare: ratio(build.quire, build.bare),
      quireToStarlight: ratio(build.quire, build.starlight),
      warmQuireToBare: ratio(build.quire?.warm, build.bare?.warm),
      warmQuireToStarlight: ratio(build.quire?.warm, build.starlight?.warm),
    },
  },
  weight: Object.fromEntries(['home', 'content', 'api'].map((name) => [name, { htmlGz: weightDetail[name].html.gz, cssGz: weightDetail[name].css.gz, jsGz: weightDetail[name].js.gz }])),
  lighthouse: Object.fromEntries(
    ['home', 'content', 'api'].map((name) => {
      const entry = lighthouse[name];
      return [name, entry ? { performance: entry.performance, accessibility: entry.accessibility, bestPractices: entry.bestPractices, seo: entry.seo } : null];
    }),
  ),
};
const detail = {
  date: new Date().toISOString(),
  machine: results.machine,
  notes: [
    'Every build is cold (output and caches deleted first) and runs Astro through its JavaScript API with Node ' + process.versions.node + '.',
    'Wall time includes Node start-up and, for Quire and Starlight, the Pagefind index; bare Astro has no search. Quire also checks internal links and writes llms.txt and per-page .md files.',
    args['quire-from'] === 'package'
      ? 'Quire runs from its compiled package (lib/, what npm installs).'
      : 'Quire runs from src/, its types stripped by Node as each module loads (users run the compiled lib/).',
    "Quire renders 16 pages at once (it sets Astro's build.concurrency); bare Astro and Starlight run with Astro's default of 1, as their users get them.",
    'API pages are OpenAPI operation pages in Quire only; bare Astro and Starlight build them as the same markdown without the API reference.',
    'Peak RSS is the sum over the build process tree, sampled every 100 ms.',
    'gzip is zlib level 6. Inline scripts and styles count as JS/CSS as well as HTML.',
    "Dev: `quire dev` (from the same Quire as the builds) and `astro dev` (bench/dev-astro.mjs), measured from spawning the command to the first complete HTML of a content page. Cold: the content store, Vite dependency cache, Quire's per-site cache and its Node compile cache deleted first; warm: a second start right after on the same port (Astro clears its content store when its config, the port included, changes), with what the first left. Edit: from writing the page file (a paragraph appended) until the served HTML holds it, polling every 20 ms.",
    'Chrome: gzip(page HTML) − gzip(its article element), both serialized by hast-util-to-html; the article is <article> in Quire (title, markdown, feedback, prev/next; on API pages div.api-page, the operation with its examples and playground) and bare Astro (title, markdown), <main> in Starlight (title, markdown, prev/next).',
  ],
  rounds,
  runOrder: `${targets.join(' ')} × ${rounds}`,
  build: main.summary,
  dev,
  chrome,
  size,
  scaling,
  ...(huge ? { huge } : {}),
  weight: { sidebarLinks: weightCorpus.pages.length, pages: weightDetail, atMainSize },
  lighthouse,
};
detail.goals = goals(results, detail);
mkdirSync(dirname(resolve(args.out)), { recursive: true });
writeFileSync(resolve(args.out), `${JSON.stringify(results, null, 2)}\n`);
writeFileSync(resolve(args.out).replace(/\.json$/, '-detail.json'), `${JSON.stringify(detail, null, 2)}\n`);
console.log(`\n${formatTable(results, detail)}`);
log(`wrote ${resolve(args.out)}`);
