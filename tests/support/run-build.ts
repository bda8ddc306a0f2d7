import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface BuildOutcome {
  status: number | null;
  output: string;
}

export interface BuildOptions {
  /** Where the site goes (inside the project); tests/.builds/<folder name> by default. */
  outDir?: string;
  /** Broken links reported as warnings, as `quire build --links warn` does: real sites have some. */
  linksWarn?: boolean;
  timeoutMs?: number;
}

/** Builds a fixture site folder in a child process, as a user's `astro build` would run. */
export function buildFixture(siteDir: string, { outDir, linksWarn = false, timeoutMs = 120_000 }: BuildOptions = {}): BuildOutcome {
  const args = [siteDir, ...(outDir ? [outDir] : []), ...(linksWarn ? ['--links-warn'] : [])];
  const result = spawnSync(process.execPath, ['tests/support/build-site.mjs', ...args], {
    cwd: projectRoot,
    encoding: 'utf8',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
    timeout: timeoutMs,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
