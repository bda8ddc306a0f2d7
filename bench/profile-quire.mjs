// Where a Quire build's time goes, for the README's explanation: one 1,000-page build with Astro's
// info log (phase timings), then the same pages with only 100 of them in the sidebar (every page is
// still built: pages outside the navigation are built too), which isolates the cost of the sidebar.
// Usage (under the build lock): node bench/profile-quire.mjs [pages]
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateCorpus } from './corpus.mjs';
import { folderBytes, measure } from './measure.mjs';
import { writeQuireSite } from './targets.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const pages = Number(process.argv[2] ?? 1000);
const corpus = generateCorpus(pages);
for (const [name, sidebarLinks] of [
  ['full-sidebar', pages],
  ['100-link-sidebar', 100],
]) {
  const dir = join(root, 'bench/.work', `profile-${name}`);
  writeQuireSite(join(dir, 'site'), corpus);
  if (sidebarLinks < pages) {
    const site = JSON.parse(readFileSync(join(dir, 'site/site.json'), 'utf8'));
    let left = sidebarLinks;
    for (const group of site.navigation) {
      group.pages = group.pages.slice(0, Math.max(1, Math.min(group.pages.length, Math.ceil(sidebarLinks / site.navigation.length), left)));
      left -= group.pages.length;
    }
    writeFileSync(join(dir, 'site/site.json'), JSON.stringify(site, null, 2));
  }
  rmSync(join(dir, 'out'), { recursive: true, force: true });
  rmSync(join(dir, 'out-cache'), { recursive: true, force: true });
  const result = await measure(process.execPath, [join(root, 'tests/support/build-site.mjs'), join(dir, 'site'), join(dir, 'out')], { cwd: root, env: { ...process.env, QUIRE_LOG_LEVEL: 'info' } });
  const phases = result.output
    .split('\n')
    .filter((line) => /Completed in|built in|pages? built|generating|search:|wrote|Building|Collecting|Syncing|content|✓ Completed/i.test(line) && !/⚠/.test(line));
  console.log(`\n== ${name}: ${pages} pages: ${(result.wallMs / 1000).toFixed(1)} s, ${result.peakRssMb} MB, ${(folderBytes(join(dir, 'out')) / 1e6).toFixed(1)} MB out`);
  console.log(phases.slice(0, 40).join('\n'));
}
