import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildFixture, projectRoot } from '../support/run-build.ts';

/** Every fixture site a browser test names (`site('components')`), read from the tests themselves. */
function fixturesNamed(): string[] {
  const dir = join(projectRoot, 'tests/e2e');
  const names = new Set<string>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
    for (const [, name] of readFileSync(join(dir, file), 'utf8').matchAll(/\bsite\('([\w-]+)'\)/g)) names.add(name);
  }
  return [...names].sort();
}

/**
 * Before any worker starts: the fixture sites the tests read, built one after another (the
 * builds the node tests already made are kept: run-build.ts). Workers then only serve them, so two
 * workers never write one output folder at once.
 */
export default function globalSetup(): void {
  for (const name of fixturesNamed()) {
    const { status, output } = buildFixture(`tests/fixtures/${name}`, { timeoutMs: 300_000 });
    if (status !== 0) throw new Error(`building the fixture ${name} failed:\n${output}`);
  }
}
