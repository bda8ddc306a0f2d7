import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface BuildOutcome {
  status: number | null;
  output: string;
}

/** Builds a fixture site folder in a child process, as a user's `astro build` would run. */
export function buildFixture(siteDir: string): BuildOutcome {
  const result = spawnSync(process.execPath, ['tests/support/build-site.mjs', siteDir], {
    cwd: projectRoot,
    encoding: 'utf8',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
    timeout: 120_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
