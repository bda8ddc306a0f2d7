import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Waits until `condition()` holds: for work a test set going that ends by itself (a file read, a
 * chain of promises), never as a stand-in for time passing (tests move timers with
 * `t.mock.timers`). The bound only keeps a broken build from hanging the run; it is not a speed
 * assertion, so it is generous. Turns of the event loop are awaited with setImmediate, which mock
 * timers leave alone.
 */
export async function until(condition: () => boolean, what: string, boundMs = 30_000): Promise<void> {
  const bound = performance.now() + boundMs;
  while (!condition()) {
    if (performance.now() > bound) throw new Error(`never happened: ${what}`);
    await nextTurn();
  }
}
