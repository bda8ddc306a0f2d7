import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { formatSpecProblems, formatSpecWarnings, loadOpenApiSpec } from '../../../src/openapi/load.ts';
import { indexOperations } from '../../../src/openapi/operations.ts';

// A file whose $refs fan out is validated as written and dereferenced by Quire (spec-parser.ts):
// what swagger-parser would have said of it is still said, at the lines of the file.

/** Seven schemas of ten properties, each naming the next (10^7 values written out), changed by `edit`. */
function fanOutFile(edit: (schemas: Record<string, Record<string, unknown>>) => void): string {
  const schemas: Record<string, Record<string, unknown>> = {};
  for (let level = 1; level <= 7; level++) {
    const next = level < 7 ? { $ref: `#/components/schemas/S${level + 1}` } : { type: 'string' };
    schemas[`S${level}`] = { type: 'object', properties: Object.fromEntries(Array.from({ length: 10 }, (_, index) => [`p${index}`, next])) };
  }
  edit(schemas);
  const media = { content: { 'application/json': { schema: { $ref: '#/components/schemas/S1' } } } };
  const spec = {
    openapi: '3.0.3',
    info: { title: 'Fan', version: '1' },
    paths: { '/fan': { post: { requestBody: media, responses: { 200: { description: 'ok', ...media } } } } },
    components: { schemas },
  };
  const dir = mkdtempSync(join(tmpdir(), 'quire-fan-out-load-'));
  writeFileSync(join(dir, 'fan.json'), JSON.stringify(spec, null, 2));
  return dir;
}

const FAN_OUT_WARNING =
  'OpenAPI file fan.json: its $refs written out in place make more than 3,000,000 values (schemas that each name others many times): it is validated as written, not expanded, and each shared schema is shown once per page, linked where it is used again';

test('a fan-out file loads, says it was not expanded, and every use of a schema is the same object', async () => {
  const load = await loadOpenApiSpec(
    'fan.json',
    fanOutFile(() => {}),
  );
  assert.ok(load.ok);
  assert.deepEqual(formatSpecWarnings(load.spec.warnings ?? []), [FAN_OUT_WARNING]);
  const [operation] = indexOperations([load.spec]);
  const body = operation.operation.requestBody?.content?.['application/json']?.schema;
  assert.equal(body, load.spec.document.components?.schemas?.S1);
  assert.equal(body?.properties?.p0, body?.properties?.p9);
});

test('a fan-out file failing validation is refused (site.json) at the line of the file as written, or built with the messages (docs.json)', async () => {
  const dir = fanOutFile((schemas) => {
    schemas.S3.type = 'objekt';
  });
  const strict = await loadOpenApiSpec('fan.json', dir);
  assert.ok(!strict.ok);
  const said = formatSpecProblems(strict.problems);
  assert.match(said, /^OpenAPI file fan\.json has \d+ problems?:/);
  assert.match(said, /✖ #\/components\/schemas\/S3\/type at line \d+, column \d+: must be equal to one of the allowed values/);

  const tolerant = await loadOpenApiSpec('fan.json', dir, { invalid: 'warn' });
  assert.ok(tolerant.ok);
  const warnings = formatSpecWarnings(tolerant.spec.warnings ?? []);
  assert.ok(warnings.includes(FAN_OUT_WARNING), warnings.join('\n'));
  assert.ok(
    warnings.some((warning) => /does not pass validation[\s\S]*#\/components\/schemas\/S3\/type/.test(warning)),
    warnings.join('\n'),
  );
});

test('a $ref to nothing in a fan-out file: refused with its name (site.json), read as any value with a warning at its line (docs.json)', async () => {
  const dir = fanOutFile((schemas) => {
    (schemas.S2.properties as Record<string, unknown>).p0 = { $ref: '#/components/schemas/Gone' };
  });
  const strict = await loadOpenApiSpec('fan.json', dir);
  assert.ok(!strict.ok);
  assert.equal(formatSpecProblems(strict.problems), 'OpenAPI file fan.json has 1 problem:\n  ✖ #/components/schemas/Gone: $ref "#/components/schemas/Gone" points to nothing in this file');

  const tolerant = await loadOpenApiSpec('fan.json', dir, { danglingRefs: 'warn' });
  assert.ok(tolerant.ok);
  const warnings = formatSpecWarnings(tolerant.spec.warnings ?? []);
  assert.ok(warnings.includes(FAN_OUT_WARNING), warnings.join('\n'));
  assert.ok(
    warnings.some((warning) =>
      /#\/components\/schemas\/S2\/properties\/p0 at line \d+, column \d+: \$ref "#\/components\/schemas\/Gone" points to nothing in this file; read as any value/.test(warning),
    ),
    warnings.join('\n'),
  );
});

test('a YAML file whose aliases repeat their anchors millions of times is a problem of the file, not an exception', async () => {
  const lines = ['openapi: 3.0.3', "info: { title: Laughs, version: '1' }", 'paths: {}', 'x-laughs:', '  l0: &l0 [ha, ha, ha, ha, ha, ha, ha, ha, ha, ha]'];
  for (let level = 1; level <= 8; level++) lines.push(`  l${level}: &l${level} [${Array.from({ length: 10 }, () => `*l${level - 1}`).join(', ')}]`);
  const dir = mkdtempSync(join(tmpdir(), 'quire-laughs-'));
  writeFileSync(join(dir, 'laughs.yaml'), `${lines.join('\n')}\n`);
  const load = await loadOpenApiSpec('laughs.yaml', dir);
  assert.ok(!load.ok);
  assert.equal(
    formatSpecProblems(load.problems),
    'OpenAPI file laughs.yaml has 1 problem:\n  ✖ its YAML aliases (*name) repeat their anchors more than Quire reads (a file that expands to millions of values); use $ref for the shared parts',
  );
});
