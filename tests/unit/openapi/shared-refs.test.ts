import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { parse } from 'yaml';
import { dereferenceShared, expandedSize, MissingRefError } from '../../../src/openapi/shared-refs.ts';
import { EXPANDED_LIMIT, specParserFor } from '../../../src/openapi/spec-parser.ts';
import { CORPUS_ROOT, corpusSkip } from '../../support/corpus.ts';

/** `levels` schemas of ten properties, each naming the next: 10^levels values written out. */
function fanOut(levels: number): Record<string, unknown> {
  const schemas: Record<string, unknown> = {};
  for (let level = 1; level <= levels; level++) {
    const next = level < levels ? { $ref: `#/components/schemas/S${level + 1}` } : { type: 'string' };
    schemas[`S${level}`] = { type: 'object', properties: Object.fromEntries(Array.from({ length: 10 }, (_, index) => [`p${index}`, next])) };
  }
  return { components: { schemas } };
}

test('the written-out size is counted on the graph: exact when small, stopped at the cap when it fans out', () => {
  // root, a (b's 2 values in its place), b and b.x
  assert.equal(expandedSize({ a: { $ref: '#/b' }, b: { x: 1 } }, 1_000), 5);
  // A $ref back into what is being counted is one value, as swagger-parser leaves it a $ref.
  assert.equal(expandedSize({ a: { $ref: '#' } }, 1_000), 2);
  assert.equal(expandedSize(fanOut(12), EXPANDED_LIMIT), EXPANDED_LIMIT);
  assert.ok(expandedSize(fanOut(3), EXPANDED_LIMIT) < 10_000);
});

test('dereferenced by Quire, every use of a $ref is one shared object and the input is left as it was', () => {
  const document = fanOut(10);
  const before = structuredClone(document);
  const result = dereferenceShared(document) as { components: { schemas: Record<string, { properties: Record<string, unknown> }> } };
  assert.deepEqual(document, before);
  const { S1, S2 } = result.components.schemas;
  assert.equal(S1.properties.p0, S2);
  assert.equal(S1.properties.p9, S2);
  assert.equal(S2.properties.p3, result.components.schemas.S3);
});

test('dereferenced by Quire: a circular $ref stays a $ref, siblings are laid over the target, a $ref to nothing is named', () => {
  const document = {
    components: {
      schemas: {
        Node: { type: 'object', properties: { next: { $ref: '#/components/schemas/Node' }, label: { $ref: '#/components/schemas/Label', description: 'Its own words.' } } },
        Label: { type: 'string', description: 'A label.' },
      },
    },
    other: { $ref: 'other.json#/X' },
  };
  const result = dereferenceShared(document) as typeof document & { components: { schemas: { Node: { properties: { next: unknown; label: unknown } } } } };
  assert.deepEqual(result.components.schemas.Node.properties.next, { $ref: '#/components/schemas/Node' });
  assert.deepEqual(result.components.schemas.Node.properties.label, { type: 'string', description: 'Its own words.' });
  assert.deepEqual(result.other, { $ref: 'other.json#/X' });
  assert.throws(
    () => dereferenceShared({ a: { $ref: '#/components/schemas/Gone' } }),
    (error: unknown) => error instanceof MissingRefError && error.ref === '#/components/schemas/Gone',
  );
});

/** Every OpenAPI file of the corpus (the 939 kB one included), as parsed. */
function corpusSpecs(): Array<{ file: string; raw: unknown }> {
  const found: Array<{ file: string; raw: unknown }> = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(json|ya?ml)$/.test(name) && !/^(docs|mint)\.json$/.test(name)) {
        const text = readFileSync(path, 'utf8');
        if (!/^\s*["']?(openapi|swagger)["']?\s*:/m.test(text) && !/"(openapi|swagger)"\s*:/.test(text.slice(0, 2_000))) continue;
        try {
          found.push({ file: path, raw: /^\s*\{/.test(text) ? JSON.parse(text) : parse(text, { maxAliasCount: 1000 }) });
        } catch {
          // Not parseable: not a spec this test is about.
        }
      }
    }
  };
  walk(CORPUS_ROOT);
  return found;
}

test('every real OpenAPI file of the corpus stays under the fan-out limit: loaded by swagger-parser exactly as before', { skip: corpusSkip(CORPUS_ROOT) }, () => {
  const specs = corpusSpecs().filter(({ raw }) => raw && typeof raw === 'object' && ('openapi' in raw || 'swagger' in raw));
  assert.ok(specs.length >= 40, `${specs.length} OpenAPI files found`);
  assert.ok(specs.some(({ file }) => file.endsWith('Skyvern-AI+skyvern/api-reference/openapi.json')));
  for (const { file, raw } of specs) assert.equal(specParserFor(raw).fanOut, false, file);
});
