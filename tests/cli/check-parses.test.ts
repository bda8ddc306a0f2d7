import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, test } from 'node:test';
import { parseableSource } from '../../src/source/parseable-source.ts';
import { CORPUS_ROOT, corpusSkip } from '../support/corpus.ts';
import { projectRoot, quire } from './quire-process.ts';

const MINTLIFY_DOCS = join(CORPUS_ROOT, 'docs-json/mintlify-docs');
const work = mkdtempSync(join(tmpdir(), 'quire-check-parses-'));
after(() => rmSync(work, { recursive: true, force: true }));

/** Every .md/.mdx file under `dir` (hidden folders and node_modules left out), by path relative to it. */
function pageFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((path) => /\.mdx?$/i.test(path) && !path.split('/').some((part) => part.startsWith('.') || part === 'node_modules'));
}

/** The counts every process wrote (tests/support/count-parses.mjs), summed by text. */
function parsesOf(folder: string, prefix: string): Map<string, number> {
  const total = new Map<string, number>();
  for (const name of readdirSync(folder).filter((entry) => entry.startsWith(`${prefix}.`))) {
    for (const [text, times] of Object.entries(JSON.parse(readFileSync(join(folder, name), 'utf8')) as Record<string, number>)) total.set(text, (total.get(text) ?? 0) + times);
  }
  return total;
}

test("quire check reads each page of Mintlify's docs with one parse for all its checks (links, anchors, images, includes, code, components); a page writing {{ is parsed once more, for its anchors", {
  skip: corpusSkip(MINTLIFY_DOCS),
  timeout: 180_000,
}, () => {
  const site = join(work, 'site');
  cpSync(MINTLIFY_DOCS, site, { recursive: true });
  const run = quire(['check', site, '--reporter', 'json'], work, {
    NODE_OPTIONS: `--import ${pathToFileURL(join(projectRoot, 'tests/support/count-parses.mjs')).href}`,
    QUIRE_COUNT_PARSES_OUT: join(work, 'parses'),
  });
  assert.equal(run.status, 0, run.output);
  const parses = parsesOf(work, 'parses');
  // Each page as every check parses it (frontmatter blank, {{references}} masked in MDX); pages
  // with the same text (a translation's stub pages) are one text to count.
  const texts = new Map<string, { paths: string[]; writesReferences: boolean }>();
  for (const path of pageFiles(site)) {
    const text = readFileSync(join(site, path), 'utf8');
    let parsed: string;
    try {
      parsed = parseableSource(text, path.toLowerCase().endsWith('.mdx') ? 'mdx' : 'md');
    } catch {
      continue; // Past the parse budget: refused before any parse.
    }
    const key = createHash('sha1').update(parsed).digest('hex');
    const same = texts.get(key) ?? { paths: [], writesReferences: text.includes('{{') };
    same.paths.push(path);
    texts.set(key, same);
  }
  const read = [...texts].filter(([key]) => parses.has(key));
  assert.ok(read.length > 1000, `only ${read.length} of ${texts.size} page texts were seen parsed`);
  assert.ok(
    read.some(([, { writesReferences }]) => writesReferences),
    'no page writing {{ was parsed: the exception below tests nothing',
  );
  assert.deepEqual(
    [...texts]
      .filter(([key, { paths, writesReferences }]) => (parses.get(key) ?? 0) > paths.length * (writesReferences ? 2 : 1))
      .map(([key, { paths }]) => `${paths.join(', ')}: ${parses.get(key)} parses`),
    [],
  );
});
