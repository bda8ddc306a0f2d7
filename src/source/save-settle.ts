/**
 * A save is often a truncation and then a write, each a "change"; the dev server's watcher drops a
 * second change of a file within 50 ms of the first. Whatever reads a file on a change event may
 * therefore see the half-written text and never hear of the finished one: it looks once more after
 * that window.
 */
const SAVE_SETTLE_MS = 120;

/** Runs `look` once the watcher's window for a further change of the same save has passed (the timer holds no process open). */
export function lookAgainAfterSave(look: () => void): void {
  setTimeout(look, SAVE_SETTLE_MS).unref();
}
