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
 * What a child prints, awaited as it prints it: the first match of `pattern` (a RegExp, or text to
 * find) in `output()` past its first `from` characters, checked now and on each chunk the child
 * writes. `output()` is the caller's log of the child, fed by listeners added before this call (they
 * run first, so the log already holds each chunk). Rejected, with that output, when the child exits
 * first, or after `boundMs` when given (a guard against a hang, not a speed check).
 */
export function printedBy(
  child: ChildProcess,
  output: () => string,
  pattern: RegExp | string,
  { from = 0, what = String(pattern), boundMs }: { from?: number; what?: string; boundMs?: number } = {},
): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const streams = [child.stdout, child.stderr];
    const settle = () => {
      for (const stream of streams) stream?.off('data', look);
      child.off('exit', exited);
      clearTimeout(guard);
    };
    const look = () => {
      const text = output().slice(from);
      const match = typeof pattern === 'string' ? (text.includes(pattern) ? [pattern] : null) : pattern.exec(text);
      if (!match) return;
      settle();
      resolve([...match]);
    };
    const exited = (code: number | null) => {
      settle();
      reject(new Error(`the server exited (code ${code}) before it printed ${what}\n--- server output ---\n${output().slice(from)}`));
    };
    const guard =
      boundMs === undefined
        ? undefined
        : setTimeout(() => {
            settle();
            reject(new Error(`the server did not print ${what} within ${boundMs / 1000} s\n--- server output ---\n${output().slice(from)}`));
          }, boundMs);
    guard?.unref();
    for (const stream of streams) stream?.on('data', look);
    child.once('exit', exited);
    look();
  });
}

/**
 * The origin a server child prints once it listens: Astro's "Local    http://127.0.0.1:PORT/", or
 * `quire preview`'s "serving … at http://127.0.0.1:PORT/". Tests start servers on port 0, so the OS
 * picks a free port and no two tests (or a leftover server) can ever answer for each other.
 * `output`: the caller's log of the child, when it keeps one.
 */
export async function listeningOrigin(child: ChildProcess, output?: () => string): Promise<string> {
  let seen = '';
  const keep = (chunk: Buffer | string) => (seen += chunk);
  if (!output) for (const stream of [child.stdout, child.stderr]) stream?.on('data', keep);
  try {
    const [, origin] = await printedBy(child, output ?? (() => seen), /(?:Local\s+|serving .* at )(http:\/\/[\w.:[\]-]+)\//, { what: 'where it listens', boundMs: 150_000 });
    return origin!;
  } finally {
    for (const stream of [child.stdout, child.stderr]) stream?.off('data', keep);
  }
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
