import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'node:util';
import { listeningOrigin, printedBy } from '../support/child-server.ts';

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
 * `quire …` run in this process (`main` of src/cli/main.ts) with what it prints captured: for
 * tests of a command's messages and exit code alone, which need no process of their own (a
 * `quire check` process costs ~1 s of loading). Relative paths in messages are from this
 * process's folder.
 */
export async function quireHere(args: readonly string[]): Promise<QuireRun> {
  const { main } = await import('../../src/cli/main.ts');
  let stdout = '';
  let stderr = '';
  const original = { log: console.log, warn: console.warn, error: console.error };
  console.log = (...parts: unknown[]) => void (stdout += `${format(...parts)}\n`);
  console.warn = console.error = (...parts: unknown[]) => void (stderr += `${format(...parts)}\n`);
  try {
    const status = await main(args);
    return { status, stdout, stderr, output: `${stdout}${stderr}` };
  } finally {
    Object.assign(console, original);
  }
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

/** A `quire dev` a test started: its origin once it listens (on a port the OS picked), and all it printed. */
export interface DevServer {
  child: ChildProcess;
  origin: Promise<string>;
  output: () => string;
  /**
   * Resolves once the output holds `text` (an event, not a delay), counting only what was printed
   * from offset `from` of the output on; fails if the server exits first.
   */
  printed: (text: string, from?: number) => Promise<void>;
}

/** Starts `quire dev DIR` as a user does (system Node, bin/quire.mjs) on port 0; stop it with `stopChild(dev.child)`. */
export const startQuireDev = (dir: string, env: Record<string, string> = {}): DevServer => startQuireServer('dev', dir, env);

/** Starts `quire dev DIR` or `quire preview DIR` as a user does, on port 0; stop it with `stopChild(server.child)`. */
export function startQuireServer(command: 'dev' | 'preview', dir: string, env: Record<string, string> = {}): DevServer {
  const child = spawn(systemNode, [quireBin, command, dir, '--port', '0', '--host', '127.0.0.1'], {
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (chunk) => (log += chunk));
  child.stderr!.on('data', (chunk) => (log += chunk));
  const output = () => log;
  const printed = async (text: string, from = 0) => {
    await printedBy(child, output, text, { from, what: `quire ${command}: ${text}` });
  };
  return { child, origin: listeningOrigin(child, output), output, printed };
}
