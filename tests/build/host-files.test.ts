import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { decodeHTML } from 'entities';
import { buildFixture, projectRoot, type BuildOutcome } from '../support/run-build.ts';

// The docs.json API fixture with redirects, built as `quire build --host netlify` would.
const siteDir = join(mkdtempSync(join(tmpdir(), 'quire-host-')), 'host-netlify');
const out = join(projectRoot, 'tests/.builds/host-netlify');
const read = (path: string) => readFileSync(join(out, path), 'utf8');
let outcome: BuildOutcome;
const MCP_URL = 'https://docs.example.com/mcp?a=1&b="2"<x>';

before(() => {
  cpSync(join(projectRoot, 'tests/fixtures/docs-json-api'), siteDir, { recursive: true });
  const config = JSON.parse(readFileSync(join(siteDir, 'docs.json'), 'utf8'));
  config.redirects = [
    { source: '/old', destination: '/reference/pet' },
    { source: '/beta/:slug*', destination: '/reference/:slug*' },
    { source: '/for-now', destination: '/', permanent: false },
  ];
  config.contextual = { options: ['copy', 'mcp', 'add-mcp', 'cursor', 'vscode'] };
  writeFileSync(join(siteDir, 'docs.json'), JSON.stringify(config));
  process.env.QUIRE_HOST = 'netlify';
  // As `quire build --mcp-url …`, with characters an attribute must escape.
  process.env.QUIRE_MCP_URL = MCP_URL;
  outcome = buildFixture(siteDir);
  delete process.env.QUIRE_HOST;
  delete process.env.QUIRE_MCP_URL;
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

test("--mcp-url: the contextual menu's MCP entries carry the server URL, escaped, in Mintlify's forms", () => {
  assert.equal(outcome.status, 0, outcome.output);
  const html = read('index.html');
  // The URL is in an attribute and in text, escaped in both: decoded, each is the URL whole (a raw quote would have cut it).
  const attribute = html.match(/data-contextual-copy-text="([^"]*)"/)?.[1] ?? '';
  assert.equal(decodeHTML(attribute), MCP_URL);
  const command = html.match(/>(npx add-mcp [^<]*)</)?.[1] ?? '';
  assert.equal(decodeHTML(command), `npx add-mcp ${MCP_URL}`);
  const cursor = html.match(/href="(cursor:\/\/anysphere\.cursor-deeplink\/mcp\/install\?[^"]+)"/)?.[1];
  assert.ok(cursor, 'a Cursor install link');
  const config = new URL(decodeHTML(cursor)).searchParams.get('config') ?? '';
  assert.deepEqual(JSON.parse(Buffer.from(config, 'base64').toString()), { url: MCP_URL });
  assert.match(html, /href="https:\/\/vscode\.dev\/redirect\/mcp\/install\?name=/);
});

test("--host netlify writes the Edge Function for agents where Netlify reads a build tool's functions (the site folder's .netlify/v1)", () => {
  const edge = readFileSync(join(siteDir, '.netlify/v1/edge-functions/quire-markdown.js'), 'utf8');
  assert.match(edge, /^\/\/ Written by `quire build --host netlify`/);
  assert.match(edge, /export const config = \{/);
});
