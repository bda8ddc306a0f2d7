import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { loadDocsJson } from '../../../../src/config/docs-json/index.ts';
import { formatProblem } from '../../../../src/config/problems.ts';

/** A site folder inside a parent folder (so a $ref can try to leave it), with the given files. */
function site(files: Record<string, unknown>): string {
  const parent = mkdtempSync(join(tmpdir(), 'quire-docsjson-ref-'));
  const dir = join(parent, 'docs');
  for (const [name, content] of Object.entries(files)) {
    const path = name.startsWith('../') ? join(parent, name.slice(3)) : join(dir, name);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  }
  return dir;
}

const head = { theme: 'mint', name: 'Acme', colors: { primary: '#0d9373' } };
const load = (dir: string) => loadDocsJson(join(dir, 'docs.json'), dir);

test('an object $ref is merged with the keys beside it, which win', () => {
  const dir = site({
    'docs.json': { ...head, navigation: { groups: [{ group: 'A', pages: ['a'] }] }, navbar: { $ref: 'config/navbar.json', primary: { type: 'button', label: 'Mine', href: '/mine' } } },
    'config/navbar.json': { links: [{ label: 'Blog', href: '/blog' }], primary: { type: 'button', label: 'Theirs', href: '/theirs' } },
  });
  const result = load(dir);
  assert.deepEqual(result.problems, []);
  assert.deepEqual(result.config?.navbar, { links: [{ label: 'Blog', href: '/blog' }], primary: { type: 'button', label: 'Mine', href: '/mine' } });
});

test('an array $ref replaces the object; nested $refs resolve relative to the file that holds them', () => {
  const dir = site({
    'docs.json': { ...head, navigation: { languages: { $ref: 'nav/languages.json' } }, redirects: { $ref: './redirects.json' } },
    'nav/languages.json': [{ language: 'en', groups: { $ref: 'en/groups.json' } }],
    'nav/en/groups.json': [{ group: 'Start', pages: ['/en/index'] }],
    'redirects.json': [{ source: '/old', destination: '/new' }],
  });
  const result = load(dir);
  assert.deepEqual(result.problems, []);
  assert.deepEqual(result.config?.navigation.languages, [{ language: 'en', groups: [{ group: 'Start', pages: ['en/index'] }] }]);
  assert.deepEqual(result.config?.redirects, [{ source: '/old', destination: '/new' }]);
});

test('keys beside a $ref to an array are ignored with a warning, as Mintlify ignores them', () => {
  const dir = site({ 'docs.json': { ...head, navigation: { groups: { $ref: 'groups.json', extra: 1 } } }, 'groups.json': [{ group: 'A', pages: ['a'] }] });
  const result = load(dir);
  assert.deepEqual(result.problems, []);
  assert.match(result.warnings.map((w) => w.message).join('\n'), /keys beside a \$ref to an array are ignored.*"extra"/);
});

test('a $ref cycle is a problem naming the whole chain', () => {
  const dir = site({ 'docs.json': { ...head, navigation: { $ref: 'a.json' } }, 'a.json': { groups: { $ref: 'b.json' } }, 'b.json': { $ref: 'a.json' } });
  assert.deepEqual(load(dir).problems.map(formatProblem), [
    '$ref (in b.json): expected a $ref that does not lead back to a file being read, found a cycle: docs.json → a.json → b.json → a.json\n      hint: break the cycle: one of these files must not refer back',
  ]);
});

test('a missing file and a file with a syntax error are problems saying where', () => {
  const missing = load(site({ 'docs.json': { ...head, navigation: { $ref: 'nav.json' } } }));
  assert.equal(missing.config, undefined);
  assert.match(
    formatProblem(missing.problems[0]),
    /^navigation\.\$ref: expected a JSON file for "\$ref": "nav\.json", found no file at .*docs\/nav\.json\n\s+hint: read through docs\.json → nav\.json/,
  );
  const broken = load(site({ 'docs.json': { ...head, navigation: { $ref: 'nav/main.json' } }, 'nav/main.json': '{\n  "groups": [\n    {"group": "A",}\n  ]\n}' }));
  assert.match(formatProblem(broken.problems[0]), /^nav\/main\.json, line 3, column 18: expected "\}" without a comma before it, found a trailing comma/);
});

test('a $ref may not leave the site folder, by path or by URL', () => {
  const outside = load(site({ 'docs.json': { ...head, navigation: { $ref: '../shared.json' } }, '../shared.json': { groups: [{ group: 'A', pages: ['a'] }] } }));
  assert.match(formatProblem(outside.problems[0]), /^navigation\.\$ref: expected a JSON file inside the site folder, found "\.\.\/shared\.json"/);
  const url = load(site({ 'docs.json': { ...head, navigation: { $ref: 'https://example.com/nav.json' } } }));
  assert.match(formatProblem(url.problems[0]), /^navigation\.\$ref: expected a JSON file inside the site folder, found "https:\/\/example\.com\/nav\.json"/);
});
