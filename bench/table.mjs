// Prints bench results as markdown tables (the README's "Benchmarks" section is pasted from this).
// Usage: node bench/table.mjs [bench/results.json]   (reads results-detail.json next to it if present)
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const kb = (bytes) => (bytes == null ? '–' : `${(bytes / 1000).toFixed(1)} kB`);
const mb = (bytes) => (bytes == null ? '–' : `${(bytes / 1e6).toFixed(1)} MB`);
const s = (ms) => (ms == null ? '–' : `${(ms / 1000).toFixed(1)} s`);
const row = (cells) => `| ${cells.join(' | ')} |`;
const NAMES = { quire: 'Quire', bare: 'bare Astro 7 (floor)', starlight: 'Starlight' };
const BUDGET = { content: 10_000, api: 25_000 };

export function formatTable(results, detail) {
  const lines = [];
  const { build } = results;
  lines.push(`Build, ${results.pages} pages (median of ${detail?.rounds ?? '?'} alternating cold runs)`, '');
  lines.push(row(['tool', 'wall time', 'peak RSS', 'output', 'ms / page', 'Quire ÷ tool']), row(['---', '---:', '---:', '---:', '---:', '---:']));
  for (const tool of ['quire', 'bare', 'starlight']) {
    const entry = build[tool];
    const ratio = tool === 'bare' ? build.ratios.quireToBare : tool === 'starlight' ? build.ratios.quireToStarlight : null;
    lines.push(row([NAMES[tool], entry ? s(entry.wallMs) : 'unavailable', entry ? `${entry.peakRssMb} MB` : '–', entry ? mb(entry.outBytes) : '–',
      entry ? (entry.wallMs / results.pages).toFixed(1) : '–', ratio == null ? '' : `${ratio.toFixed(2)}×`]));
  }
  if (detail?.scaling) {
    const sizes = Object.keys(detail.scaling).map(Number).sort((a, b) => a - b);
    lines.push('', 'Scaling: wall time (ms per page)', '', row(['pages', ...sizes.map(String)]), row(['---', ...sizes.map(() => '---:')]));
    for (const tool of ['quire', 'bare', 'starlight']) {
      if (!sizes.some((size) => detail.scaling[size][tool])) continue;
      lines.push(row([NAMES[tool], ...sizes.map((size) => {
        const entry = detail.scaling[size][tool];
        return entry ? `${s(entry.wallMs)} (${(entry.wallMs / size).toFixed(1)})` : '–';
      })]));
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
  lines.push('', `Machine: ${results.machine}`);
  return lines.join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const path = process.argv[2] ?? fileURLToPath(new URL('./results.json', import.meta.url));
  const detailPath = path.replace(/\.json$/, '-detail.json');
  const results = JSON.parse(readFileSync(path, 'utf8'));
  console.log(formatTable(results, existsSync(detailPath) ? JSON.parse(readFileSync(detailPath, 'utf8')) : undefined));
}
