import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { buildFixture, projectRoot, type BuildOutcome } from '../support/run-build.ts';

// The docs.json API fixture with redirects, built as `quire build --host netlify` would.
const siteDir = join(mkdtempSync(join(tmpdir(), 'quire-host-')), 'host-netlify');
const out = join(projectRoot, 'tests/.builds/host-netlify');
const read = (path: string) => readFileSync(join(out, path), 'utf8');
let outcome: BuildOutcome;

before(() => {
  cpSync(join(projectRoot, 'tests/fixtures/docs-json-api'), siteDir, { recursive: true });
  const config = JSON.parse(readFileSync(join(siteDir, 'docs.json'), 'utf8'));
  config.redirects = [
    { source: '/old', destination: '/reference/pet' },
    { source: '/beta/:slug*', destination: '/reference/:slug*' },
    { source: '/for-now', destination: '/', permanent: false },
  ];
  writeFileSync(join(siteDir, 'docs.json'), JSON.stringify(config));
  process.env.QUIRE_HOST = 'netlify';
  outcome = buildFixture(siteDir);
  delete process.env.QUIRE_HOST;
});
after(() => rmSync(join(siteDir, '..'), { recursive: true, force: true }));

test('--host netlify writes _redirects with 301/302 rules and the API proxy, _headers with the llms.txt link; the meta-refresh pages stay', () => {
  assert.equal(outcome.status, 0, outcome.output);
  const rules = read('_redirects')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'));
  assert.deepEqual(rules, [
    '/_quire/proxy/0/* https://pets.example.com/v2/:splat 200',
    '/_quire/proxy/1/* https://api.example.com/v1/:splat 200',
    '/old /reference/pet 301',
    '/beta /reference 301',
    '/beta/* /reference/:splat 301',
    '/for-now / 302',
  ]);
  assert.match(read('_headers'), /^\/\*\n {2}Link: <\/llms\.txt>; rel="llms-txt"/m);
  assert.match(read('old/index.html'), /<meta http-equiv="refresh" content="0; url=\/reference\/pet">/);
  // The playground finds the proxy in the probe file.
  assert.deepEqual(JSON.parse(read('_quire/forwarder.json')).edge, [
    { base: 'https://pets.example.com/v2', path: '/_quire/proxy/0' },
    { base: 'https://api.example.com/v1', path: '/_quire/proxy/1' },
  ]);
  assert.ok(!existsSync(join(out, 'vercel.json')) && !existsSync(join(out, '_worker.js')));
});
