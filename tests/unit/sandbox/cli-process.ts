// Runs src/sandbox/cli.ts as a child process with the same Node binary as the tests (Node 24: it
// needs type stripping), and reads its output. Every wait is bounded; the test kills what it started.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestContext } from 'node:test';

const CLI = fileURLToPath(new URL('../../../src/sandbox/cli.ts', import.meta.url));

export type CliRun = {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  /** Resolves with the base URL once the banner is printed (or rejects on exit or timeout). */
  ready: () => Promise<string>;
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

export type CliLimits = {
  /** Largest file the sandbox may write, in KiB (`ulimit -f` in the shell that starts it): a full disk stand-in. */
  fileSizeKiB?: number;
};

export function runCli(t: TestContext, args: string[], env: Record<string, string> = {}, limits: CliLimits = {}): CliRun {
  const command =
    limits.fileSizeKiB === undefined
      ? [process.execPath, CLI, ...args]
      : // bash counts `ulimit -f` in 1024-byte blocks; exec keeps the sandbox's pid the child's pid.
        ['bash', '-c', `ulimit -f ${limits.fileSizeKiB} && exec "$0" "$@"`, process.execPath, CLI, ...args];
  const child = spawn(command[0], command.slice(1), {
    env: { ...process.env, SANDBOX_CUSTOMER_TOKEN: '', SANDBOX_TESTING_TOKEN: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    err += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal }));
  });
  t.after(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  const ready = () =>
    new Promise<string>((resolve, reject) => {
      // A hang guard, not a speed limit: generous, as a busy machine starts Node slowly.
      const timer = setTimeout(() => reject(new Error(`no banner within 120 s; stdout: ${out} stderr: ${err}`)), 120_000);
      const check = () => {
        const match = /listening on (http:\/\/\S+)/.exec(out);
        if (match && out.includes('Press Ctrl-C to stop.')) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      };
      child.stdout!.on('data', check);
      check();
      exited.then(({ code }) => {
        clearTimeout(timer);
        reject(new Error(`exited with ${code} before the banner; stderr: ${err}`));
      });
    });
  return { child, stdout: () => out, stderr: () => err, ready, exited: withTimeout(exited, 120_000) };
}

function withTimeout<T>(promise: Promise<T>, milliseconds: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`process did not exit within ${milliseconds} ms`)), milliseconds);
      timer.unref();
    }),
  ]);
}
