// Lighthouse (the npm package) on a few pages of a built site, driving Debian's Chromium headless,
// with no network beyond the local static server. Default Lighthouse settings: the mobile profile
// with simulated throttling. Scores are 0–100.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { fullChromiumPath } from '../tests/support/chromium-path.mjs';
import { serveStatic } from '../tests/support/static-server.ts';

const CATEGORIES = { performance: 'performance', accessibility: 'accessibility', bestPractices: 'best-practices', seo: 'seo' };

/**
 * What Lighthouse's simulation may count as holding back the first paint: the requests fetched at a
 * render-blocking priority (the page, stylesheets, and module scripts, which Chromium fetches at
 * High priority and the simulation counts when they ran before the paint it observed), with the
 * bytes it charged for them (this server sends them uncompressed), and that observed order: a
 * score that moves between runs is usually the scripts running before or after the paint.
 */
function firstPaintRequests(lhr, origin) {
  const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const requests = (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((request) => request.priority === 'VeryHigh' || request.priority === 'High')
    .map((request) => ({ path: request.url.replace(origin, ''), type: request.resourceType, priority: request.priority, bytes: request.transferSize }));
  return { requests, observedMs: { firstContentfulPaint: observed.observedFirstContentfulPaint, domContentLoaded: observed.observedDomContentLoaded } };
}

/** pages: { name: '/path' } → { name: { performance, accessibility, bestPractices, seo, audits } } */
export async function runLighthouse(outDir, pages) {
  const server = await serveStatic(outDir);
  const chrome = await chromeLauncher.launch({
    chromePath: fullChromiumPath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const results = {};
  try {
    for (const [name, path] of Object.entries(pages)) {
      const run = await lighthouse(`${server.url}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: Object.values(CATEGORIES) });
      const lhr = run.lhr;
      const scores = Object.fromEntries(Object.entries(CATEGORIES).map(([key, id]) => [key, lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100)]));
      // What cost points: audits below full score, for the README and for fixing.
      const failed = [];
      for (const category of Object.values(lhr.categories)) {
        for (const ref of category.auditRefs) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 1) failed.push(`${category.id}: ${audit.id} (${audit.displayValue ?? Math.round(audit.score * 100)})`);
        }
      }
      const metrics = Object.fromEntries(
        ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'].map((id) => [id, lhr.audits[id]?.displayValue ?? null]),
      );
      results[name] = { ...scores, metrics, belowFullScore: failed, firstPaint: firstPaintRequests(lhr, server.url) };
    }
  } finally {
    await chrome.kill();
    await server.close();
  }
  return results;
}
