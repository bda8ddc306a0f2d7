// Runs one command and measures it: wall time, and peak resident memory of its whole process tree
// (Astro's Node process plus children such as Pagefind's binary), sampled from /proc every 100 ms.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

function processTable() {
  const table = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const status = readFileSync(`/proc/${name}/status`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      const rssKb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      table.set(Number(name), { ppid, rssKb });
    } catch {
      // The process ended between readdir and read.
    }
  }
  return table;
}

/** Sum of VmRSS over pid and its descendants, in kB. */
export function treeRssKb(pid) {
  const table = processTable();
  let total = 0;
  const queue = [pid];
  while (queue.length > 0) {
    const current = queue.pop();
    total += table.get(current)?.rssKb ?? 0;
    for (const [child, info] of table) if (info.ppid === current) queue.push(child);
  }
  return total;
}

/**
 * → { wallMs, peakRssMb, code, output, timedOut }. With options.limitMs, a run past the limit is
 * stopped (its whole process group) and reported as timedOut.
 */
export function measure(command, args, { limitMs, ...options } = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, args, { ...options, detached: Boolean(limitMs), stdio: ['ignore', 'pipe', 'pipe'] });
    let timedOut = false;
    const limit = limitMs
      ? setTimeout(() => {
          timedOut = true;
          try {
            process.kill(-child.pid, 'SIGKILL');
          } catch {
            // already gone
          }
        }, limitMs)
      : undefined;
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    let peakKb = 0;
    const timer = setInterval(() => {
      peakKb = Math.max(peakKb, treeRssKb(child.pid));
    }, 100);
    child.on('close', (code) => {
      clearInterval(timer);
      clearTimeout(limit);
      resolve({ wallMs: Math.round(performance.now() - started), peakRssMb: Math.round(peakKb / 1024), code, output, timedOut });
    });
  });
}

/** Total bytes of every file under dir. */
export function folderBytes(dir) {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) total += folderBytes(path);
    else if (entry.isFile()) total += statSync(path).size;
  }
  return total;
}

/** What a built site's bytes are: the kinds of file the README's size table names. */
const KINDS = [
  ['search', (path) => /^pagefind\//.test(path)],
  ['html', (path) => path.endsWith('.html') && !path.startsWith('_quire/')],
  ['pageMarkdown', (path) => path.endsWith('.md')],
  ['llms', (path) => /^llms(-full)?\.txt$/.test(path)],
  ['sidebarFragments', (path) => path.startsWith('_quire/')],
  ['assets', (path) => path.startsWith('_astro/')],
];

/** → { total, html, search, pageMarkdown, llms, sidebarFragments, assets, other } in bytes. */
export function distBreakdown(dir) {
  const totals = Object.fromEntries([['total', 0], ...KINDS.map(([kind]) => [kind, 0]), ['other', 0]]);
  const walk = (folder, prefix) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      const relative = `${prefix}${entry.name}`;
      if (entry.isDirectory()) walk(path, `${relative}/`);
      else if (entry.isFile()) {
        const bytes = statSync(path).size;
        totals.total += bytes;
        totals[KINDS.find(([, test]) => test(relative))?.[0] ?? 'other'] += bytes;
      }
    }
  };
  walk(dir, '');
  return totals;
}

/**
 * The environment a benchmarked build or server runs in: this one's, quiet, with `extra`, and
 * without NODE_COMPILE_CACHE (set by the test scripts): a cold build compiles its modules as a
 * user's first build does; Quire keeps its own compile cache in the Quire folder it is given.
 */
export function benchEnv(extra = {}) {
  const { NODE_COMPILE_CACHE: _suiteCache, ...env } = process.env;
  return { ...env, QUIRE_LOG_LEVEL: 'error', ...extra };
}
