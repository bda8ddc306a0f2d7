import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { listeningOrigin, printedBy, stopChild } from './child-server.ts';
import { projectRoot } from './run-build.ts';

export interface DevSiteProcess {
  /** The copy the server serves (inside the project, so the dev server may serve it). */
  siteDir: string;
  /** Where it listens (a port the OS picked), once it does. */
  origin: Promise<string>;
  /** Everything the server printed so far. */
  log: () => string;
  /**
   * What the server prints matching `pattern` after the first `from` characters of its output
   * (the log's length before the step that should make it say so): resolved when the server prints
   * it, rejected, with the output, when it exits first or after `boundMs` (a bound against a hang,
   * not a speed check).
   */
  said: (pattern: RegExp, from: number, boundMs?: number) => Promise<string>;
  stop: () => Promise<void>;
}

/** Copies a fixture into tests/.builds and serves it with `quire dev`'s config (tests/support/dev-site.mjs) on a free port; `strict` as `quire dev --strict`. */
export function startDevSite(fixture: string, name: string, { strict = false } = {}): DevSiteProcess {
  const siteDir = join(projectRoot, 'tests/.builds', `${name}-${process.pid}`);
  rmSync(siteDir, { recursive: true, force: true });
  mkdirSync(siteDir, { recursive: true });
  cpSync(join(projectRoot, 'tests/fixtures', fixture), siteDir, { recursive: true });
  let log = '';
  const server: ChildProcess = spawn(process.execPath, ['tests/support/dev-site.mjs', siteDir, '0', ...(strict ? ['--strict'] : [])], {
    cwd: projectRoot,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk) => (log += chunk));
  server.stderr!.on('data', (chunk) => (log += chunk));
  return {
    siteDir,
    origin: listeningOrigin(server, () => log),
    log: () => log,
    said: async (pattern, from, boundMs = 60_000) => (await printedBy(server, () => log, pattern, { from, boundMs }))[0]!,
    stop: async () => {
      await stopChild(server);
      rmSync(siteDir, { recursive: true, force: true });
    },
  };
}
