import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildFixtureAsync, projectRoot } from '../support/run-build.ts';
import { buildCorpusCopy, corpusOutDir, PREBUILT_CORPUS_SITES } from './corpus-sites.ts';

/** Every fixture site a browser test names (`site('components')`), read from the tests themselves. */
function fixturesNamed(): string[] {
  const dir = join(projectRoot, 'tests/e2e');
  const names = new Set<string>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
    for (const [, name] of readFileSync(join(dir, file), 'utf8').matchAll(/\bsite\('([\w-]+)'\)/g)) names.add(name);
  }
  return [...names].sort();
}

/** How many builds run at once: two, one per core of the machines this suite is measured on. */
const BUILDS_AT_ONCE = 2;

/** Runs `jobs` with at most `width` at a time; rejects with the first failure once every job has ended. */
async function inTurns(jobs: ReadonlyArray<() => Promise<void>>, width: number): Promise<void> {
  const queue = [...jobs];
  const failures: unknown[] = [];
  const lane = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) await job().catch((error: unknown) => failures.push(error));
  };
  await Promise.all(Array.from({ length: width }, lane));
  if (failures.length > 0) throw failures[0];
}

/**
 * Before any worker starts: the fixture sites the tests read (the builds the node tests already
 * made are kept: run-build.ts) and the corpus sites every worker serves as they are, two builds at
 * a time, each into its own folder. Workers then only serve them, so no two processes ever write
 * one output folder at once.
 */
export default async function globalSetup(): Promise<void> {
  const fixtureBuilds = fixturesNamed().map((name) =>
    timed(`fixture ${name}`, async () => {
      const { status, output } = await buildFixtureAsync(`tests/fixtures/${name}`, { timeoutMs: 300_000 });
      if (status !== 0) throw new Error(`building the fixture ${name} failed:\n${output}`);
    }),
  );
  const corpusBuilds = PREBUILT_CORPUS_SITES.map(([name, source]) => timed(`corpus site ${name}`, () => buildCorpusCopy(source, name, corpusOutDir(name, 0))));
  // The corpus sites first: the longest builds, so the two lanes end close together.
  const started = performance.now();
  await inTurns([...corpusBuilds, ...fixtureBuilds], BUILDS_AT_ONCE);
  console.log(`e2e set-up: ${fixtureBuilds.length + corpusBuilds.length} sites ready in ${seconds(performance.now() - started)}`);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * A build that says how long it took (a fixture the node tests built already takes no time): what
 * the browser tests wait for before their first page, in the run's log.
 */
function timed(what: string, build: () => Promise<void>): () => Promise<void> {
  return async () => {
    const started = performance.now();
    await build();
    console.log(`e2e set-up: ${what} ${seconds(performance.now() - started)}`);
  };
}
