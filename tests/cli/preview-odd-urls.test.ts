import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { get } from 'node:http';
import { after, test } from 'node:test';
import { stopChild } from '../support/child-server.ts';
import { quire, quireBin, siteFolder, STACK_TRACE, systemNode } from './quire-process.ts';

const dir = siteFolder({
  'site.json': JSON.stringify({ name: 'Odd URLs', navigation: [{ group: 'Start', pages: ['index'] }] }),
  'docs/index.md': '# Home\n\nWelcome.\n',
});
let server: ChildProcess | undefined;
let log = '';

after(async () => {
  await stopChild(server);
  rmSync(dir, { recursive: true, force: true });
});

/** The port `quire preview` says it serves on (it was given port 0: the system's choice). */
function servedPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    const seen = () => {
      const match = /serving .* at http:\/\/[^:]+:(\d+)\//.exec(log);
      if (match) resolve(Number(match[1]));
    };
    child.stdout!.on('data', (chunk) => {
      log += chunk;
      seen();
    });
    child.stderr!.on('data', (chunk) => (log += chunk));
    child.once('exit', (code) => reject(new Error(`quire preview exited with ${code}:\n${log}`)));
  });
}

test('quire preview answers odd %-escapes with a 400 or the 404 page, never a 500 or a stack trace', { timeout: 180_000 }, async () => {
  const built = quire(['build', dir], dir);
  assert.equal(built.status, 0, built.output);
  server = spawn(systemNode, [quireBin, 'preview', dir, '--port', '0', '--host', '127.0.0.1'], {
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const port = await servedPort(server);
  // The path exactly as written, as curl sends it (fetch would resolve "%2e%2e" first).
  const answer = (path: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      get({ host: '127.0.0.1', port, path }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      }).on('error', reject);
    });
  for (const path of ['/%', '/%E0%A4%A', '/a%zz']) {
    const { status, body } = await answer(path);
    assert.equal(status, 400, path);
    assert.match(body, /^Bad request: the URL holds a "%" that starts no escape\./, path);
  }
  for (const path of ['/%2f', '/%2F', '/..%2f..%2fetc%2fpasswd', '/%5c', '/a%00b', '/%2e%2e/']) {
    const { status, body } = await answer(path);
    assert.equal(status, 404, path);
    assert.match(body, /Page not found/, path);
    assert.doesNotMatch(body, STACK_TRACE, path);
  }
  // Ordinary requests are served as before, an escape in the query included.
  assert.equal((await answer('/?q=%')).status, 200);
  assert.match((await answer('/')).body, /Welcome\./);
  assert.doesNotMatch(log, STACK_TRACE);
  assert.doesNotMatch(log, /ERR_INVALID_FILE_URL_PATH|URIError/);
});
