import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import fc from 'fast-check';
import { formatJsonPath, valueAt, type PathSegment } from '../../src/config/json-path.ts';
import { formatProblem, type ConfigProblem } from '../../src/config/problems.ts';
import { checkSite } from '../../src/site/check-site.ts';
import { corpusSkip } from '../support/corpus.ts';
import { readSiteSource } from '../../src/source/site-source.ts';

/**
 * `quire check`'s validation (checkSite: JSON, contract, icons, navigation pages) fed real
 * mint.json files from ../shared/corpus, mutated at random: values replaced by any JSON (wrong
 * types at any depth), keys dropped or added (`__proto__`, `constructor`), values buried in deep
 * arrays, and the text itself damaged (cut short, a character inserted, BOM, NUL, comments).
 */
const CORPUS = join(import.meta.dirname, '../../../shared/corpus/mint-json');
const skip = corpusSkip(CORPUS);

// 100 mutations in `npm test` (a smoke run of the property); `npm run test:volume` feeds 1,000 (QUIRE_PROPERTY_RUNS sets any number).
const RUNS = Number(process.env.QUIRE_PROPERTY_RUNS ?? 100);
const site = mkdtempSync(join(tmpdir(), 'quire-property-'));
const siteFile = join(site, 'site.json');
const docsDir = join(site, 'docs');
after(() => rmSync(site, { recursive: true, force: true }));

/** Every page the corpus navigations name gets a file, so an unmutated config passes. */
function writePagesOf(navigation: unknown): void {
  if (typeof navigation === 'string') {
    const file = join(docsDir, `${navigation.replace(/^\/+/, '').replace(/\.mdx?$/, '')}.md`);
    if (!file.startsWith(docsDir) || /[\0]/.test(file)) return;
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, '# Page\n');
  } else if (navigation !== null && typeof navigation === 'object') {
    for (const [key, value] of Object.entries(navigation)) if (key === 'pages' || Array.isArray(navigation)) writePagesOf(value);
  }
}

/** Every place in a JSON value, so a mutation can hit any depth. */
function placesIn(value: unknown, path: PathSegment[] = [], out: PathSegment[][] = []): PathSegment[][] {
  out.push(path);
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) placesIn(child, [...path, Array.isArray(value) ? Number(key) : key], out);
  }
  return out;
}

type Mutation =
  | { kind: 'replace'; pick: number; value: unknown }
  | { kind: 'delete'; pick: number }
  | { kind: 'add'; pick: number; key: string; value: unknown }
  | { kind: 'bury'; pick: number; depth: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('replace' as const), pick: fc.nat(), value: fc.jsonValue({ maxDepth: 3 }) }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('add' as const),
    pick: fc.nat(),
    key: fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'pages', 'group', 'url', 'icon'), fc.string()),
    value: fc.jsonValue({ maxDepth: 2 }),
  }),
  fc.record({ kind: fc.constant('bury' as const), pick: fc.nat(), depth: fc.integer({ min: 1, max: 200 }) }),
);

/** Applies the mutations to a JSON text; `__proto__` keys are written as JSON text, as a file would hold them. */
function mutate(text: string, mutations: Mutation[]): string {
  let data: unknown = JSON.parse(text);
  for (const m of mutations) {
    const places = placesIn(data);
    const path = places[m.pick % places.length];
    const parent = valueAt(data, path.slice(0, -1)) as Record<PropertyKey, unknown> | undefined;
    const key = path[path.length - 1];
    const set = (value: unknown) => (path.length === 0 ? (data = value) : parent && Object.defineProperty(parent, key, { value, enumerable: true, writable: true, configurable: true }));
    if (m.kind === 'replace') set(m.value);
    else if (m.kind === 'delete' && parent && path.length > 0) {
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete parent[key];
    } else if (m.kind === 'add') {
      const target = valueAt(data, path);
      if (target && typeof target === 'object' && !Array.isArray(target)) Object.defineProperty(target, m.key, { value: m.value, enumerable: true, writable: true, configurable: true });
    } else if (m.kind === 'bury') {
      let value = valueAt(data, path);
      for (let i = 0; i < m.depth; i++) value = [value];
      set(value);
    }
  }
  return JSON.stringify(data, null, 2) ?? '';
}

type TextDamage = { kind: 'none' } | { kind: 'cut'; at: number } | { kind: 'insert'; at: number; text: string };
const damage: fc.Arbitrary<TextDamage> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ kind: 'none' as const }) },
  fc.record({ kind: fc.constant('cut' as const), at: fc.nat() }),
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.nat(),
    text: fc.oneof(fc.constantFrom('\uFEFF', '\u0000', '// note\n', '/* c */', ',', '}', ']', '"', "'", '<<<<<<< HEAD\n'), fc.string({ maxLength: 3 })),
  }),
);

function damageText(text: string, d: TextDamage): string {
  if (d.kind === 'none') return text;
  const at = d.at % (text.length + 1);
  return d.kind === 'cut' ? text.slice(0, at) : text.slice(0, at) + d.text + text.slice(at);
}

/** A problem names a place: a line and column, or a JSON path that is in the file, or whose parent is (a missing key). */
function namesAPlace(problem: ConfigProblem, data: unknown): boolean {
  if (problem.line !== undefined) return problem.line >= 1 && (problem.column ?? 0) >= 1;
  const formatted = formatProblem(problem);
  if (!formatted.startsWith(formatJsonPath(problem.path))) return false;
  if (data === undefined) return false;
  const exists = (path: readonly PathSegment[]) => path.length === 0 || valueAt(data, path) !== undefined || hasKey(data, path);
  return exists(problem.path) || (problem.path.length > 0 && exists(problem.path.slice(0, -1)));
}

const hasKey = (data: unknown, path: readonly PathSegment[]) => {
  const parent = valueAt(data, path.slice(0, -1));
  return parent !== null && typeof parent === 'object' && Object.hasOwn(parent, path[path.length - 1]);
};

test(`quire check's validation on ${RUNS} mutated real configs: never throws, every rejection names a path or a line and column`, { skip, timeout: 300_000 }, () => {
  const corpus = readdirSync(CORPUS)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => readFileSync(join(CORPUS, file), 'utf8'));
  const parseable = corpus.filter((text) => {
    try {
      JSON.parse(text);
      return true;
    } catch {
      return false;
    }
  });
  for (const text of parseable) writePagesOf((JSON.parse(text) as { navigation?: unknown }).navigation);
  const unmutatedAccepted = parseable.filter((text) => {
    writeFileSync(siteFile, text);
    return checkSite(siteFile, readSiteSource({ pagesDir: docsDir })).ok;
  }).length;
  assert.ok(unmutatedAccepted >= 10, `only ${unmutatedAccepted} unmutated corpus configs pass: the pages are not all there`);
  let rejected = 0;
  fc.assert(
    fc.property(fc.nat(), fc.array(mutation, { minLength: 1, maxLength: 4 }), damage, (pick, mutations, textDamage) => {
      const text = damageText(mutate(parseable[pick % parseable.length], mutations), textDamage);
      writeFileSync(siteFile, text);
      const result = checkSite(siteFile, readSiteSource({ pagesDir: docsDir }));
      if (result.ok) return;
      rejected++;
      assert.ok(result.problems.length > 0, 'a rejection without problems');
      let data: unknown;
      try {
        data = JSON.parse(text.replace(/^\uFEFF/, ''));
      } catch {
        data = undefined;
      }
      for (const problem of result.problems) {
        assert.ok(namesAPlace(problem, data), `a problem that names no place in the file:\n${formatProblem(problem)}\n--- site.json ---\n${text.slice(0, 2000)}`);
        assert.ok(!/\n\s+at /.test(formatProblem(problem)), 'a stack trace in a message');
      }
    }),
    { numRuns: RUNS },
  );
  // The mutations must really break configs, or the property says nothing.
  assert.ok(rejected > RUNS / 4 && rejected < RUNS, `${rejected} of ${RUNS} mutated configs were rejected`);
  console.log(`# ${rejected} of ${RUNS} mutated configs rejected, every problem located (${unmutatedAccepted} of ${parseable.length} corpus configs pass unmutated)`);
});
