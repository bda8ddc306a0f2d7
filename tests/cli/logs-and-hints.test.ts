import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { stopChild, waitForPage } from '../support/child-server.ts';
import { quire, quireBin, siteFolder, systemNode } from './quire-process.ts';

// What `quire dev` and `quire build` print and point to, read as a user reads them.
// Starts a dev server and builds: run under the shared build lock.
const pages = ['index', 'second', 'third', 'fourth', 'fifth', 'sixth'];
const dir = siteFolder({
  'site.json': JSON.stringify({ name: 'Logs', navigation: [{ group: 'Start', pages }] }),
  ...Object.fromEntries(pages.map((page) => [`docs/${page}.mdx`, `# ${page}\n\n<Icon icon="rockt" />\n`])),
});
let server: ChildProcess | undefined;
let log = '';

after(async () => {
  await stopChild(server);
  rmSync(dir, { recursive: true, force: true });
});

/** A port the OS says is free now. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Waits until the server's output holds `text`: Astro logs `[200] /path` once the answer is sent, after what rendering logged. */
async function logged(text: string): Promise<void> {
  for (let tries = 0; tries < 200 && !log.includes(text); tries++) await new Promise((resolve) => setTimeout(resolve, 100));
  assert.ok(log.includes(text), `the dev server never logged ${text}:\n${log}`);
}

test('quire dev: search points at quire build/preview, a 404 logs no path inside Quire, an icon warning comes once per server', { timeout: 180_000 }, async () => {
  const port = await freePort();
  server = spawn(systemNode, [quireBin, 'dev', dir, '--port', String(port), '--host', '127.0.0.1'], {
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0', QUIRE_LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk) => (log += chunk));
  server.stderr!.on('data', (chunk) => (log += chunk));
  const page = (path: string, status = 200) => waitForPage(`http://127.0.0.1:${port}${path}`, (answered) => answered === status, `${path} (${status})`, { timeoutMs: 90_000, output: () => log });

  const home = await page('/');
  // The search dialog's note when no index is built yet names the commands this user runs.
  assert.ok(home.includes(`data-build-command="npx quire build ${dir}"`) && home.includes(`data-preview-command="npx quire preview ${dir}"`), home.slice(0, 2000));

  await page('/no/such/page', 404);
  await logged('/no/such/page');
  assert.doesNotMatch(log, /node_modules|\[\.\.\.slug\]\.astro|getStaticPaths/);

  for (const each of pages.slice(1)) await page(`/${each}`);
  writeFileSync(join(dir, 'docs/second.mdx'), '# second, edited\n\n<Icon icon="rockt" />\n');
  await waitForPage(`http://127.0.0.1:${port}/second`, (status, html) => status === 200 && html.includes('second, edited'), 'the edited page', { output: () => log });
  await page('/third');
  await logged('/third');
  assert.equal(log.match(/icon "rockt" is no Font Awesome icon/g)?.length, 1, log);
});

test('quire build: the route list has one route per line, though pages render concurrently', { timeout: 180_000 }, () => {
  const run = quire(['build', dir, '--out', join(dir, 'out')], dir, { QUIRE_LOG_LEVEL: 'info' });
  assert.equal(run.status, 0, run.output);
  const routeLines = run.stdout.split('\n').filter((line) => line.includes('├─'));
  for (const each of pages.slice(1)) assert.equal(routeLines.filter((line) => line.endsWith(` /${each}/index.html`)).length, 1, run.stdout);
  for (const line of routeLines) assert.match(line, /^\d\d:\d\d:\d\d {3}├─ \/\S+$/, `a route line holds more than its route:\n${run.stdout}`);
  // The icon warning: one line, its count and first three places.
  assert.match(run.output, /⚠ icon "rockt" is no Font Awesome icon .*\(6 places: \S+fifth\.mdx:3, \S+fourth\.mdx:3, \S+index\.mdx:3 and 3 more\)/);
});
