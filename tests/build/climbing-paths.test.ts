import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { buildFixture, projectRoot } from '../support/run-build.ts';

// ".." in an OpenAPI page's URL (a navigation `directory`, an operation's `x-mint.href`) made the
// build write outside its folder, which Rolldown refused with its own stack trace.
const siteDir = mkdtempSync(join(tmpdir(), 'quire-climbing-'));
const out = join(projectRoot, 'tests/.builds/quire-climbing');
after(() => {
  for (const dir of [siteDir, out, `${out}-cache`]) rmSync(dir, { recursive: true, force: true });
});

test('".." in an OpenAPI directory or x-mint href builds inside the site, with a warning naming where it is written', () => {
  writeFileSync(
    join(siteDir, 'docs.json'),
    JSON.stringify({
      theme: 'mint',
      name: 'Climbing',
      colors: { primary: '#0d9373' },
      navigation: {
        groups: [
          { group: 'Start', pages: ['index'] },
          { group: 'API', openapi: { source: 'openapi.json', directory: '../../outside' } },
        ],
      },
    }),
  );
  writeFileSync(join(siteDir, 'index.mdx'), '---\ntitle: Home\n---\nHello.\n');
  writeFileSync(
    join(siteDir, 'openapi.json'),
    JSON.stringify({
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      servers: [{ url: 'https://api.example.com' }],
      paths: {
        '/users': { get: { summary: 'List users', responses: { 200: { description: 'ok' } } } },
        '/pets': { get: { summary: 'List pets', 'x-mint': { href: '/../../../escape/pets' }, responses: { 200: { description: 'ok' } } } },
      },
    }),
  );
  const { status, output } = buildFixture(siteDir, { outDir: out });
  assert.equal(status, 0, output);
  assert.doesNotMatch(output, /RolldownError|\n\s+at .*\.(ts|js|mjs):\d+/);
  assert.match(output, /navigation\.groups\[1\]\.openapi\.directory: "\.\.\/\.\.\/outside" climbs above the site with "\.\."/);
  assert.match(output, /openapi\.json: paths\["\/pets"\]\.get\.x-mint\.href "\/\.\.\/\.\.\/\.\.\/escape\/pets" climbs above the site/);
  assert.ok(existsSync(join(out, 'outside/list-users/index.html')));
  assert.ok(existsSync(join(out, 'escape/pets/index.html')));
});
