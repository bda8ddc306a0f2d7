import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
export const quireBin = join(projectRoot, 'bin/quire.mjs');

/** The machine's first `node` (Node 20 here): the bin must work with it, as a user's shell would run it. */
export const systemNode = process.env.QUIRE_TEST_SYSTEM_NODE ?? '/usr/bin/node';

export interface QuireRun {
  status: number | null;
  stdout: string;
  stderr: string;
  output: string;
}

const quireEnv = (env: Record<string, string>) => ({ ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0', QUIRE_LOG_LEVEL: 'warn', ...env });

/** Runs `quire …` as a user does: through bin/quire.mjs, from `cwd`, with the system Node; stopped after `timeout` ms. */
export function quire(args: readonly string[], cwd: string, env: Record<string, string> = {}, timeout = 180_000): QuireRun {
  const result = spawnSync(systemNode, [quireBin, ...args], { cwd, encoding: 'utf8', env: quireEnv(env), timeout });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, output: `${result.stdout}${result.stderr}` };
}

/**
 * Starts `quire …` without waiting for it, in a process group of its own: `process.kill(-child.pid,
 * 'SIGKILL')` then stops the bin and the Node it starts at once, as `kill -9` on a terminal's job would.
 */
export function startQuire(args: readonly string[], cwd: string, env: Record<string, string> = {}): ChildProcess {
  return spawn(systemNode, [quireBin, ...args], { cwd, env: quireEnv(env), detached: true, stdio: 'ignore' });
}

/** A site folder outside the repository: only the files given (path → content), nothing else. */
export function siteFolder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'quire-site-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

export const STACK_TRACE = /\n\s+at .*[.:](?:ts|js|mjs):\d+|Stack trace/;
