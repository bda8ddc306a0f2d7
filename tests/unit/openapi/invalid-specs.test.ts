import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { formatSpecWarnings, loadOpenApiSpec } from '../../../src/openapi/load.ts';

// A real kind of file Mintlify renders: OpenAPI 3.0 with `type: 'null'` (a 3.1 idea) inside anyOf.
const INVALID_30 = `openapi: 3.0.3
info:
  title: Things
  version: '1'
paths:
  /things:
    get:
      summary: List things
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
                anyOf:
                  - type: string
                  - type: 'null'
`;

test("an OpenAPI file failing strict validation but parsing and dereferencing: with invalid 'warn' its operations load and the validation messages are warnings with file and line", async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'quire-invalid-spec-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'openapi.yaml'), INVALID_30);
  const strict = await loadOpenApiSpec('openapi.yaml', dir);
  assert.equal(strict.ok, false, 'site.json and --strict: refused as before');
  const tolerant = await loadOpenApiSpec('openapi.yaml', dir, { invalid: 'warn' });
  assert.ok(tolerant.ok);
  assert.ok(tolerant.spec.document.paths?.['/things']?.get);
  const warnings = tolerant.spec.warnings ?? [];
  assert.ok(warnings.length > 0 && warnings.every((warning) => warning.validation && warning.line !== undefined), JSON.stringify(warnings));
  const [message] = formatSpecWarnings(warnings);
  assert.match(
    message,
    /^OpenAPI file openapi\.yaml does not pass validation \(\d+ problems?\); its operations are built from the dereferenced document, as Mintlify builds them:\n {2}⚠ #\/paths\/~1things\/get\/responses\/200\/content\/application~1json\/schema\/anyOf\/1\/type at line 17, column \d+: /,
  );
});

test('a file that cannot be parsed still leaves its operations out, with its line', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'quire-invalid-spec-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'openapi.yaml'), 'openapi: 3.0.3\ninfo: [unclosed\n');
  const load = await loadOpenApiSpec('openapi.yaml', dir, { invalid: 'warn' });
  assert.equal(load.ok, false);
  assert.ok(!load.ok && load.problems[0].line !== undefined);
});
