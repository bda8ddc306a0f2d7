import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { quireBin, siteFolder, systemNode } from './quire-process.ts';

// Starts a dev server: run under the shared build lock.
const dir = siteFolder({
  'site.json': JSON.stringify({ name: 'Dev Outside', navigation: [{ group: 'Start', pages: ['index'] }] }),
  'docs/index.md': '# Home\n\nFirst version.\n',
});
const port = 4740 + (process.pid % 20);
let server: ChildProcess | undefined;
let log = '';

after(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
  }
  rmSync(dir, { recursive: true, force: true });
});

async function waitForPage(path: string, accept: (html: string) => boolean, what: string): Promise<string> {
  const deadline = Date.now() + 60_000;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}${path}`);
      const html = await response.text();
      if (response.status === 200 && accept(html)) return html;
      last = `${response.status}: ${html.slice(0, 200)}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`timed out waiting for ${what}; last answer ${last}\n--- quire dev output ---\n${log}`);
}

test('quire dev serves a folder outside the repository and picks up edits to pages and site.json', { timeout: 180_000 }, async () => {
  server = spawn(systemNode, [quireBin, 'dev', dir, '--port', String(port), '--host', '127.0.0.1'], {
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk) => (log += chunk));
  server.stderr!.on('data', (chunk) => (log += chunk));
  await waitForPage('/', (html) => html.includes('First version.') && html.includes('Home – Dev Outside'), 'the first page');

  writeFileSync(join(dir, 'docs/index.md'), '# Home\n\nSecond version, edited.\n');
  await waitForPage('/', (html) => html.includes('Second version, edited.'), 'the edited page');

  writeFileSync(join(dir, 'site.json'), JSON.stringify({ name: 'Renamed Outside', navigation: [{ group: 'Start', pages: ['index'] }] }));
  await waitForPage('/', (html) => html.includes('Home – Renamed Outside'), 'the renamed site');

  // Ctrl-C / SIGTERM stops the server (through bin/quire.mjs) and frees the port.
  const exited = new Promise<number | null>((resolve) => server!.once('exit', (code) => resolve(code)));
  server.kill('SIGTERM');
  await exited;
  await assert.rejects(fetch(`http://127.0.0.1:${port}/`));
});
