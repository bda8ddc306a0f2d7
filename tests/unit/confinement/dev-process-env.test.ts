import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { devProcessEnv } from '../../../src/confinement/render-permissions.ts';

// Astro's own update check (astro dev asks npm's registry for its latest version), as the dev
// server's process would decide it: a preference never saved (the confined server may not write
// ~/.config) and the check enabled, under the environment the process is given.
const astroDir = dirname(createRequire(import.meta.url).resolve('astro/package.json'));
const updateCheck = pathToFileURL(join(astroDir, 'dist/core/dev/update-check.js')).href;
const wouldCheck = (env: NodeJS.ProcessEnv): string => {
  const script = `import(${JSON.stringify(updateCheck)}).then(async ({ shouldCheckForUpdates }) => console.log(await shouldCheckForUpdates({ get: async (key) => (key === 'checkUpdates.enabled' ? true : 0) })))`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', env });
  assert.equal(run.status, 0, run.stderr);
  return run.stdout.trim();
};

test("quire dev's server process never asks npm's registry for Astro's latest version", () => {
  // Outside CI, where a developer runs quire dev (Astro skips the check under CI by itself).
  const machine = { PATH: process.env.PATH, HOME: process.env.HOME, LANG: 'C.UTF-8' };
  assert.equal(wouldCheck(machine), 'true', "Astro checks on a developer's machine, unless told not to");
  assert.equal(wouldCheck(devProcessEnv(machine)), 'false');
});
