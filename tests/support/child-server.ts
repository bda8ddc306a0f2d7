import type { ChildProcess } from 'node:child_process';

/** Stops a server a test started: SIGTERM, then SIGKILL if it has not gone after 5 s. */
export async function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/**
 * The origin a server child prints once it listens: Astro's "Local    http://127.0.0.1:PORT/", or
 * `quire preview`'s "serving … at http://127.0.0.1:PORT/". Tests start servers on port 0, so the OS
 * picks a free port and no two tests (or a leftover server) can ever answer for each other.
 */
export function listeningOrigin(child: ChildProcess, output: () => string = () => ''): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const look = (chunk: Buffer | string) => {
      seen += chunk;
      const match = /(?:Local\s+|serving .* at )(http:\/\/[\w.:[\]-]+)\//.exec(seen);
      if (match) {
        child.stdout?.off('data', look);
        child.stderr?.off('data', look);
        child.off('exit', exited);
        clearTimeout(guard);
        resolve(match[1]!);
      }
    };
    const exited = (code: number | null) => reject(new Error(`the server exited (code ${code}) before it listened\n--- server output ---\n${output() || seen}`));
    // A hang guard, not a speed assertion: a server that never says where it listens fails the test with its output.
    const guard = setTimeout(() => reject(new Error(`the server never said where it listens\n--- server output ---\n${output() || seen}`)), 150_000);
    guard.unref();
    child.stdout?.on('data', look);
    child.stderr?.on('data', look);
    child.once('exit', exited);
  });
}

/**
 * Polls `url` until `accept(status, html)` holds; a dev server answers late and changes under
 * edits. The error names what was awaited, the last answer and, given, the server's output.
 */
export async function waitForPage(url: string, accept: (status: number, html: string) => boolean, what: string, options: { timeoutMs?: number; output?: () => string } = {}): Promise<string> {
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  let last = '';
  while (Date.now() < deadline) {
    try {
      // A request the server never answers ends at the deadline too, saying so, instead of hanging the test.
      const response = await fetch(url, { signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())) });
      const html = await response.text();
      if (accept(response.status, html)) return html;
      // The page's content says more than its head: from <main> on when there is one.
      const main = html.indexOf('<main');
      last = `${response.status}: ${html.slice(main === -1 ? 0 : main, (main === -1 ? 0 : main) + 600)}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const output = options.output ? `\n--- server output ---\n${options.output()}` : '';
  throw new Error(`timed out waiting for ${what}; last answer ${last}${output}`);
}
