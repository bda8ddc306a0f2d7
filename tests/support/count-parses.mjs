// Loaded into `quire check` (NODE_OPTIONS=--import) by tests that count how often a process parses
// each text with Sätteri, the Markdown/MDX parser: every call of its parse functions (to HTML, JS,
// mdast or hast) is counted by the SHA-1 of the text it is given. Each process writes its counts
// to QUIRE_COUNT_PARSES_OUT.<pid>.json when it exits. The bin's own process runs on the machine's
// Node, which may have no module hooks and parses nothing: it is left alone.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import module from 'node:module';

const out = process.env.QUIRE_COUNT_PARSES_OUT;
const PARSERS = ['markdownToHtml', 'mdxToJs', 'markdownToJs', 'markdownToMdast', 'mdxToMdast', 'markdownToHast', 'mdxToHast'];

if (out && typeof module.registerHooks === 'function') {
  const counts = {};
  globalThis.__quireCountParse = (text) => {
    const key = createHash('sha1').update(String(text)).digest('hex');
    counts[key] = (counts[key] ?? 0) + 1;
  };
  module.registerHooks({
    load(url, context, nextLoad) {
      const loaded = nextLoad(url, context);
      if (!/\/satteri\/dist\/compile\.js$/.test(url)) return loaded;
      let source = String(loaded.source);
      for (const name of PARSERS) {
        const opening = new RegExp(`export function ${name}\\((\\w+)[^)]*\\) \\{`);
        const found = opening.exec(source);
        // A Sätteri that names its parsers otherwise counts nothing, and the test reading the counts fails.
        if (!found) continue;
        source = source.replace(opening, `${found[0]} globalThis.__quireCountParse?.(${found[1]});`);
      }
      return { ...loaded, source };
    },
  });
  process.on('exit', () => writeFileSync(`${out}.${process.pid}.json`, JSON.stringify(counts)));
}
