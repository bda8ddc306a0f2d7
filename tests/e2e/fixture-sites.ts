import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { buildFixture, projectRoot } from '../support/run-build.ts';
import { serveStatic } from '../support/static-server.ts';

/** Builds tests/fixtures/<name>, once for every test that reads it (run-build.ts keeps each build). */
function buildOnce(name: string): string {
  const { status, output } = buildFixture(`tests/fixtures/${name}`);
  if (status !== 0) throw new Error(`building the fixture ${name} failed:\n${output}`);
  return join(projectRoot, 'tests/.builds', name);
}

/**
 * `site(name)` builds a fixture site folder with Quire and serves it; every server is closed
 * when the test ends.
 */
export const test = base.extend<{ site: (name: string) => Promise<string> }>({
  site: async ({}, use, testInfo) => {
    const servers: Array<{ close(): Promise<void> }> = [];
    await use(async (name) => {
      const started = performance.now();
      const outDir = buildOnce(name);
      // The build is setup, not what the test checks: its time (a minute on a busy machine) is
      // added to the test's limit, which otherwise ran out mid-test with the server just started.
      // Set before the event loop turns, so the old limit cannot fire first.
      if (testInfo.timeout > 0) testInfo.setTimeout(testInfo.timeout + (performance.now() - started));
      const server = await serveStatic(outDir);
      servers.push(server);
      return server.url;
    });
    await Promise.all(servers.map((server) => server.close()));
  },
});

export { expect } from '@playwright/test';
