// Prints bench results as markdown tables (the README's "Benchmarks" section is pasted from this).
// Usage: node bench/table.mjs [bench/results.json]   (reads results-detail.json next to it if present)
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const kb = (bytes) => (bytes == null ? '–' : `${(bytes / 1000).toFixed(1)} kB`);
const mb = (bytes) => (bytes == null ? '–' : `${(bytes / 1e6).toFixed(1)} MB`);
const bytes = (n) => (n == null ? '–' : n >= 1e6 ? mb(n) : kb(n));
const s = (ms) => (ms == null ? '–' : `${(ms / 1000).toFixed(1)} s`);
const row = (cells) => `| ${cells.join(' | ')} |`;
const NAMES = { quire: 'Quire', bare: 'bare Astro 7 (floor)', starlight: 'Starlight' };
const BUDGET = { content: 10_000, api: 25_000 };
const TOOLS = ['quire', 'bare', 'starlight'];
const times = (value) => (value == null ? '–' : `${value.toFixed(2)}×`);
const over = (a, b) => (a == null || b == null || b === 0 ? null : Math.round((a / b) * 100) / 100);
const CHROME_LIMIT = 3000;

/** The issue's goals, each { goal, value, limit, met } (met null: not measured in this run). */
export function goals(results, detail) {
  const list = [];
  const add = (goal, value, limit, shown = times) => list.push({ goal, value, limit, shown: shown(value), met: value == null ? null : value <= limit });
  add('build time ÷ bare Astro ≤ 1.2', results.build.ratios.quireToBare, 1.2);
  add('dist/ size ÷ bare Astro ≤ 2 (search, llms files, page markdown included)', over(results.build.quire?.outBytes, results.build.bare?.outBytes), 2);
  for (const [pages, tools] of Object.entries(detail?.chrome ?? {})) {
    if (!tools.quire) continue;
    const worst = Math.max(...Object.values(tools.quire).map((page) => page.chromeGz));
    add(`chrome ≤ 3 kB gzip of HTML, ${pages}-page site (largest of home, content, API)`, worst, CHROME_LIMIT, kb);
  }
  const dev = detail?.dev?.median;
  if (dev?.quire && dev?.bare) {
    add('dev first page, cold ÷ bare Astro ≤ 1.0', over(dev.quire.coldMs, dev.bare.coldMs), 1);
    add('dev first page, warm ÷ bare Astro ≤ 0.5', over(dev.quire.warmMs, dev.bare.warmMs), 0.5);
    add('edited page shown ÷ bare Astro ≤ 0.5', over(dev.quire.editMs, dev.bare.editMs), 0.5);
    list.push({ goal: 'site.json edit shown without a restart', value: dev.quire.siteJsonEditMs, limit: null, shown: s(dev.quire.siteJsonEditMs), met: dev.quire.siteJsonEditMs != null });
  }
  const huge = detail?.huge;
  if (huge) {
    const [q, b] = [huge.build.quire, huge.build.bare];
    add(`${huge.pages} pages: build time ÷ bare Astro ≤ 1.3`, over(q?.wallMs, b?.wallMs), 1.3);
    add(`${huge.pages} pages: peak memory ÷ bare Astro ≤ 1.5`, over(q?.peakRssMb, b?.peakRssMb), 1.5);
    add(`${huge.pages} pages: dev first page (cold) ÷ bare Astro ≤ 1.0`, over(huge.devFirstPageMs.quire, huge.devFirstPageMs.bare), 1);
  }
  const scores = Object.values(results.lighthouse)
    .filter(Boolean)
    .flatMap((entry) => Object.values(entry));
  if (scores.length > 0)
    list.push({ goal: 'Lighthouse 100 in every category (pages audited)', value: Math.min(...scores), limit: 100, shown: String(Math.min(...scores)), met: Math.min(...scores) === 100 });
  return list;
}

function devTable(dev) {
  const lines = [`Dev server, ${dev.page} (median of ${dev.rounds} alternating sessions; edits: every edit of every session)`, ''];
  lines.push(
    row(['tool', 'first page, cold', 'first page, warm', 'edit → visible', 'site.json edit → visible', 'Quire ÷ tool (cold, warm, edit)']),
    row(['---', '---:', '---:', '---:', '---:', '---:']),
  );
  const q = dev.median.quire;
  for (const tool of TOOLS) {
    const entry = dev.median[tool];
    if (!entry) continue;
    const ratios = tool === 'quire' || !q ? '' : [over(q.coldMs, entry.coldMs), over(q.warmMs, entry.warmMs), over(q.editMs, entry.editMs)].map(times).join(', ');
    lines.push(row([NAMES[tool], s(entry.coldMs), s(entry.warmMs), s(entry.editMs), tool === 'quire' ? s(entry.siteJsonEditMs) : 'restart', ratios]));
  }
  return lines;
}

function chromeTable(chrome) {
  const lines = ['What a page carries besides its article (gzip of HTML: page − article; inline scripts and SVG icons outside the article, gzip)', ''];
  lines.push(row(['site', 'tool', 'home', 'content', 'API page', 'inline scripts (head)', 'inline SVG']), row(['---', '---', '---:', '---:', '---:', '---:', '---:']));
  for (const [pages, tools] of Object.entries(chrome)) {
    for (const tool of TOOLS) {
      const entry = tools[tool];
      if (!entry) continue;
      const c = entry.content;
      lines.push(
        row([
          `${pages} pages`,
          NAMES[tool],
          kb(entry.home.chromeGz),
          kb(c.chromeGz),
          kb(entry.api.chromeGz),
          `${c.inlineScripts.count}: ${kb(c.inlineScripts.gz)} (${kb(c.headScripts.gz)})`,
          `${c.inlineSvg.count}: ${kb(c.inlineSvg.gz)}`,
        ]),
      );
    }
  }
  return lines;
}

function sizeTable(size) {
  const kinds = ['html', 'search', 'pageMarkdown', 'llms', 'sidebarFragments', 'assets', 'other'];
  const lines = [
    'Site size (dist/)',
    '',
    row(['site', 'tool', 'total', 'HTML', 'search', 'page .md', 'llms', 'sidebar files', '_astro', 'other', 'Quire ÷ tool']),
    row(['---', '---', ...Array(9).fill('---:')]),
  ];
  for (const [pages, tools] of Object.entries(size)) {
    for (const tool of TOOLS) {
      const entry = tools[tool];
      if (!entry) continue;
      lines.push(row([`${pages} pages`, NAMES[tool], bytes(entry.total), ...kinds.map((k) => bytes(entry[k])), tool === 'quire' ? '' : times(over(tools.quire?.total, entry.total))]));
    }
  }
  return lines;
}

function hugeTable(huge) {
  const lines = [
    `${huge.pages} pages (one cold build each, ${huge.limitMs / 1000} s limit)`,
    '',
    row(['tool', 'build', 'peak RSS', 'output', 'dev first page (cold)']),
    row(['---', '---:', '---:', '---:', '---:']),
  ];
  for (const tool of TOOLS) {
    const entry = huge.build[tool];
    if (!entry) continue;
    const firstPage = huge.devFirstPageMs[tool];
    lines.push(
      row([
        NAMES[tool],
        entry.timedOut ? `not finished in ${huge.limitMs / 1000} s` : s(entry.wallMs),
        entry.timedOut ? '–' : `${entry.peakRssMb} MB`,
        entry.timedOut ? '–' : mb(entry.outBytes),
        firstPage == null ? `not within ${huge.limitMs / 1000} s` : s(firstPage),
      ]),
    );
  }
  return lines;
}

export function formatTable(results, detail) {
  const lines = [];
  const { build } = results;
  lines.push(`Build, ${results.pages} pages (medians of ${detail?.rounds ?? '?'} alternating rounds; cold: no cache of any kind, as CI on a fresh clone; warm: the same build again)`, '');
  lines.push(
    row(['tool', 'cold', 'warm', 'peak RSS (cold)', 'output', 'ms / page (cold)', 'Quire ÷ tool, cold', 'Quire ÷ tool, warm']),
    row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:']),
  );
  const times = (ratio) => (ratio == null ? '' : `${ratio.toFixed(2)}×`);
  for (const tool of ['quire', 'bare', 'starlight']) {
    const entry = build[tool];
    const [cold, warm] =
      tool === 'bare' ? [build.ratios.quireToBare, build.ratios.warmQuireToBare] : tool === 'starlight' ? [build.ratios.quireToStarlight, build.ratios.warmQuireToStarlight] : [null, null];
    lines.push(
      row([
        NAMES[tool],
        entry ? s(entry.wallMs) : 'unavailable',
        entry?.warm ? s(entry.warm.wallMs) : '–',
        entry ? `${entry.peakRssMb} MB` : '–',
        entry ? mb(entry.outBytes) : '–',
        entry ? (entry.wallMs / results.pages).toFixed(1) : '–',
        times(cold),
        times(warm),
      ]),
    );
  }
  if (detail?.scaling) {
    const sizes = Object.keys(detail.scaling)
      .map(Number)
      .sort((a, b) => a - b);
    lines.push('', 'Scaling: wall time (ms per page)', '', row(['pages', ...sizes.map(String)]), row(['---', ...sizes.map(() => '---:')]));
    for (const tool of ['quire', 'bare', 'starlight']) {
      if (!sizes.some((size) => detail.scaling[size][tool])) continue;
      lines.push(
        row([
          NAMES[tool],
          ...sizes.map((size) => {
            const entry = detail.scaling[size][tool];
            return entry ? `${s(entry.wallMs)} (${(entry.wallMs / size).toFixed(1)})` : '–';
          }),
        ]),
      );
    }
  }
  const links = detail?.weight?.sidebarLinks;
  lines.push('', `Page weight, Quire${links ? ` with a ${links}-link sidebar` : ''} (gzip; raw in brackets)`, '');
  lines.push(row(['page', 'HTML', 'CSS', 'JS', 'JS budget']), row(['---', '---:', '---:', '---:', '---']));
  for (const name of ['home', 'content', 'api']) {
    const gz = results.weight[name];
    const raw = detail?.weight?.pages?.[name];
    const budget = BUDGET[name] ? `≤ ${BUDGET[name] / 1000} kB: ${gz.jsGz <= BUDGET[name] ? 'met' : 'missed'}` : '';
    const cell = (g, r) => `${kb(g)}${r ? ` (${kb(r.raw)})` : ''}`;
    lines.push(row([name, cell(gz.htmlGz, raw?.html), cell(gz.cssGz, raw?.css), cell(gz.jsGz, raw?.js), budget]));
  }
  lines.push('', 'Lighthouse (mobile profile, simulated throttling)', '', row(['page', 'performance', 'accessibility', 'best practices', 'SEO']), row(['---', '---:', '---:', '---:', '---:']));
  for (const name of ['home', 'content', 'api']) {
    const entry = results.lighthouse[name];
    lines.push(row([name, ...(entry ? [entry.performance, entry.accessibility, entry.bestPractices, entry.seo] : ['–', '–', '–', '–'])]));
  }
  if (detail?.dev?.median) lines.push('', ...devTable(detail.dev));
  if (detail?.chrome) lines.push('', ...chromeTable(detail.chrome));
  if (detail?.size) lines.push('', ...sizeTable(detail.size));
  if (detail?.huge) lines.push('', ...hugeTable(detail.huge));
  const list = goals(results, detail);
  lines.push('', 'Goals (issue 20)', '', row(['goal', 'this run', 'met']), row(['---', '---:', '---']));
  for (const goal of list) lines.push(row([goal.goal, goal.shown, goal.met == null ? 'not measured' : goal.met ? 'met' : '**not met**']));
  lines.push('', `Machine: ${results.machine}`);
  return lines.join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const path = process.argv[2] ?? fileURLToPath(new URL('./results.json', import.meta.url));
  const detailPath = path.replace(/\.json$/, '-detail.json');
  const results = JSON.parse(readFileSync(path, 'utf8'));
  console.log(formatTable(results, existsSync(detailPath) ? JSON.parse(readFileSync(detailPath, 'utf8')) : undefined));
}
