// Preloaded (NODE_OPTIONS=--import) into a `quire migrate` a test kills while it writes: the
// second fs.copyFileSync blocks that Node for good, after one file is written. The test then kills
// a process that is certain to be mid-write, instead of racing a migration that might end first.
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

const copy = fs.copyFileSync;
let copies = 0;
fs.copyFileSync = function heldCopyFileSync(...args) {
  copies += 1;
  if (copies === 2) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
  return copy.apply(this, args);
};
// ESM imports of node:fs (`import { copyFileSync } from 'node:fs'`) see the change only after this.
syncBuiltinESMExports();
