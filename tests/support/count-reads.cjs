// Preloaded into `quire build` (NODE_OPTIONS=--require) by tests that count how often the build
// opens the site's files from JavaScript: every fs call that opens a file by path, sync, callback or
// promise, for paths under QUIRE_COUNT_READS_UNDER. Each process writes its counts to
// QUIRE_COUNT_READS_OUT.<pid>.json when it exits. Reads a native module makes itself (the bundler's)
// are not seen; Quire serves the pages' modules from its one reading (src/integration/page-texts.ts).
const fs = require('node:fs');
const { syncBuiltinESMExports } = require('node:module');

const under = process.env.QUIRE_COUNT_READS_UNDER;
const out = process.env.QUIRE_COUNT_READS_OUT;
if (under && out) {
  const counts = {};
  const note = (path) => {
    const text = path instanceof URL ? path.pathname : typeof path === 'string' ? path : undefined;
    if (text?.startsWith(under)) counts[text] = (counts[text] ?? 0) + 1;
  };
  const wrap = (owner, name) => {
    const original = owner[name];
    if (typeof original !== 'function') return;
    owner[name] = function (path, ...rest) {
      note(path);
      return original.call(this, path, ...rest);
    };
  };
  for (const name of ['readFileSync', 'openSync', 'readFile', 'open', 'createReadStream']) wrap(fs, name);
  for (const name of ['readFile', 'open']) wrap(fs.promises, name);
  syncBuiltinESMExports();
  process.on('exit', () => fs.writeFileSync(`${out}.${process.pid}.json`, JSON.stringify(counts)));
}
