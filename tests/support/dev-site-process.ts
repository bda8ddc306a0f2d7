import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { listeningOrigin, stopChild } from './child-server.ts';
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
    said: (pattern, from, boundMs = 60_000) => printed(server, () => log, pattern, from, boundMs),
    stop: async () => {
      await stopChild(server);
      rmSync(siteDir, { recursive: true, force: true });
    },
  };
}

/** Resolves with the first match of `pattern` in the output past `from`, checked as each chunk arrives. */
function printed(server: ChildProcess, log: () => string, pattern: RegExp, from: number, boundMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const streams = [server.stdout!, server.stderr!];
    const done = () => {
      for (const stream of streams) stream.off('data', check);
      server.off('exit', exited);
      clearTimeout(bound);
    };
    // Chunks are appended to the log by the listeners added first, so the log already holds this one.
    const check = () => {
      const match = pattern.exec(log().slice(from));
      if (!match) return;
      done();
      resolve(match[0]);
    };
    const exited = () => {
      done();
      reject(new Error(`the dev server exited before printing ${pattern}:\n${log().slice(from)}`));
    };
    const bound = setTimeout(() => {
      done();
      reject(new Error(`the dev server did not print ${pattern} within ${boundMs / 1000} s:\n${log().slice(from)}`));
    }, boundMs);
    for (const stream of streams) stream.on('data', check);
    server.once('exit', exited);
    check();
  });
}
