import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { quireBin, siteFolder, STACK_TRACE, systemNode } from './quire-process.ts';

// Builds render pages: run under the shared build lock (`flock /tmp/quire-build.lock …`).
// A 3 kB OpenAPI file whose schemas each name the next ten times is millions of values written
// out; swagger-parser once walked them all for minutes and gigabytes before Quire drew a thing.
const folders: string[] = [];
after(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

type Shape = 'properties' | 'allOf, items and additionalProperties' | 'circular';

/**
 * `levels` schemas of ten properties, each naming the next: through `properties` as written, or
 * through `allOf`, `items` and `additionalProperties`, or with the last naming the first again.
 */
function fanOutSpec(name: string, levels: number, shape: Shape): string {
  const ref = (level: number) => ({ $ref: `#/components/schemas/S${level}` });
  const use = (index: number, next: object) => {
    if (shape !== 'allOf, items and additionalProperties') return next;
    if (index < 3) return { allOf: [next], description: 'Through allOf.' };
    return index < 6 ? { type: 'array', items: next } : { type: 'object', additionalProperties: next };
  };
  const schemas: Record<string, unknown> = {};
  for (let level = 1; level <= levels; level++) {
    const next = level < levels ? ref(level + 1) : shape === 'circular' ? ref(1) : { type: 'string', description: 'A leaf.' };
    schemas[`S${level}`] = { type: 'object', properties: Object.fromEntries(Array.from({ length: 10 }, (_, index) => [`p${index}`, use(index, next)])) };
  }
  const media = { content: { 'application/json': { schema: ref(1) } } };
  const operation = { summary: `Send ${name}`, requestBody: media, responses: { 200: { description: 'ok', ...media } } };
  return JSON.stringify({ openapi: '3.0.3', info: { title: name, version: '1' }, paths: { [`/${name}`]: { post: operation } }, components: { schemas } });
}

/** The four files each front door is given, by file name: [levels, shape]. */
const SPECS: Record<string, [number, Shape]> = {
  fan8: [8, 'properties'],
  fan10: [10, 'properties'],
  mixed: [8, 'allOf, items and additionalProperties'],
  circular: [8, 'circular'],
};
const specFiles = () => Object.fromEntries(Object.entries(SPECS).map(([name, [levels, shape]]) => [`${name}.json`, fanOutSpec(name, levels, shape)]));

/** docs.json: fan8 and fan10 from navigation (a tab each), mixed and circular from a page's frontmatter. */
function docsJsonSite(): string {
  const dir = siteFolder({
    ...specFiles(),
    'docs.json': JSON.stringify({
      theme: 'mint',
      name: 'Fan-out',
      colors: { primary: '#0d9373' },
      navigation: {
        tabs: [
          { tab: 'Guides', groups: [{ group: 'Start', pages: ['index', 'mixed', 'circular'] }] },
          { tab: 'Eight', openapi: 'fan8.json' },
          { tab: 'Ten', openapi: { source: 'fan10.json', directory: 'ten' } },
        ],
      },
    }),
    'index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
    'mixed.mdx': '---\nopenapi: mixed.json POST /mixed\n---\n',
    'circular.mdx': '---\nopenapi: circular.json POST /circular\n---\n',
  });
  folders.push(dir);
  return dir;
}

/** site.json: the four files in `openapi`, a page for each operation. */
function siteJsonSite(): string {
  const names = Object.keys(SPECS);
  const dir = siteFolder({
    ...specFiles(),
    'site.json': JSON.stringify({ name: 'Fan-out', navigation: [{ group: 'API', pages: ['index', ...names] }], openapi: names.map((name) => `${name}.json`) }),
    'docs/index.md': '---\ntitle: Home\n---\n\nHello.\n',
    ...Object.fromEntries(names.map((name) => [`docs/${name}.md`, `---\nopenapi: "${name}.json POST /${name}"\n---\n`])),
  });
  folders.push(dir);
  return dir;
}

/**
 * `quire …` in a child whose memory is limited by `ulimit`: past it the child dies, not the test
 * machine. `timeout` is a hang guard only (it fails the test, never passes it).
 */
function quireUnderLimit(limit: string, args: readonly string[], cwd: string) {
  const run = spawnSync('bash', ['-c', `${limit} && exec "$0" "$@"`, systemNode, quireBin, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ASTRO_TELEMETRY_DISABLED: '1' },
    timeout: 400_000,
  });
  return { status: run.status, signal: run.signal, output: `${run.stdout}${run.stderr}` };
}

/**
 * 4 GB of writable memory (RLIMIT_DATA): what `quire check` writes is well under it; writing a
 * fan-out out is not. Not address space: WebAssembly and V8 reserve address space they may never
 * use, by amounts that vary from run to run, so an address-space limit failed checks at random.
 */
const CHECK_LIMIT = 'ulimit -d 4000000';
/**
 * 6 GB of writable memory (RLIMIT_DATA). A build's address space cannot be the limit: WebAssembly
 * and V8 reserve ~30 GB of it before a page is used (a normal build writes ~3 GB at its peak).
 */
const BUILD_LIMIT = 'ulimit -d 6000000';

const warningOf = (file: string) =>
  `OpenAPI file ${file}: its $refs written out in place make more than 3,000,000 values (schemas that each name others many times): it is validated as written, not expanded, and each shared schema is shown once per page, linked where it is used again`;

/** What a run says of the pages' schema budgets ("/mixed (POST /mixed) leaves out part of its schemas: …"), in order. */
const schemaCuts = (output: string) => [...output.matchAll(/(\/\S+ \(POST \/\w+\) leaves out part of its schemas: .*)$/gm)].map((match) => match[1]).sort();

/** The operation pages: present, each under a size budget, each with its shared schemas linked. */
function assertBoundedPages(out: string, pages: string[]): void {
  for (const page of pages) {
    const file = join(out, page, 'index.html');
    assert.ok(existsSync(file), `${page} was not built`);
    assert.ok(statSync(file).size < 3_000_000, `${page} is ${statSync(file).size} bytes`);
    assert.match(readFileSync(file, 'utf8'), /Fields of <code>S\d+<\/code>: <a href="#api-schema-\d+">see above<\/a>/, page);
  }
}

for (const [door, site, pages] of [
  ['docs.json (navigation and frontmatter)', docsJsonSite, ['api-reference/send-fan8', 'ten/send-fan10', 'mixed', 'circular']],
  ['site.json', siteJsonSite, Object.keys(SPECS)],
] as const) {
  test(`${door}: quire check and quire build read fan-out specs of 8 and 10 levels in bounded memory, and say so`, { timeout: 900_000 }, () => {
    const dir = site();
    const check = quireUnderLimit(CHECK_LIMIT, ['check', dir], dir);
    assert.equal(check.status, 0, `signal ${check.signal}\n${check.output.slice(-3000)}`);
    for (const name of Object.keys(SPECS)) assert.ok(check.output.includes(warningOf(`${name}.json`)), `no warning for ${name}.json\n${check.output}`);
    assert.match(check.output, /⚠ openapi-warning/);
    assert.doesNotMatch(check.output, STACK_TRACE);

    const out = join(mkdtempSync(join(tmpdir(), 'quire-fan-out-')), 'site');
    folders.push(dirname(out));
    const build = quireUnderLimit(BUILD_LIMIT, ['build', dir, '--out', out], dir);
    assert.equal(build.status, 0, `signal ${build.signal}\n${build.output.slice(-3000)}`);
    for (const name of Object.keys(SPECS)) assert.ok(build.output.includes(warningOf(`${name}.json`)), `no warning for ${name}.json\n${build.output}`);
    assert.doesNotMatch(build.output, STACK_TRACE);
    assertBoundedPages(out, [...pages]);
    // quire check says what the build says of every page's budgets.
    assert.equal(schemaCuts(build.output).length, pages.length, build.output);
    assert.deepEqual(schemaCuts(check.output), schemaCuts(build.output));
  });
}
