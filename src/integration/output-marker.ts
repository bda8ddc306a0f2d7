import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The file by which Quire knows a folder as its own output: every build writes it, and `quire build`
 * replaces a non-empty folder only when it is there. It is published with the site (a static host
 * serves the folder as it is); its text says what it is and nothing about the machine.
 */
export const OUTPUT_MARKER = '.quire-output';

export function markAsQuireOutput(dir: string): void {
  writeFileSync(join(dir, OUTPUT_MARKER), 'This folder was written by `quire build`. Quire deletes and rewrites it on the next build.\n');
}
