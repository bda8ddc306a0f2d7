import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { projectRoot, quire, siteFolder, STACK_TRACE } from './quire-process.ts';

// Code runs at build time confined by Node's permission model (src/confinement/): an Astro project's
// own route, which no check of Quire's reads, cannot write, start a process or thread, read outside
// the site folder, load an addon, make code from strings or read the build's environment; each attempt
// reports what it got, so one build shows them all, and a write that succeeded would leave a marker.
// A site's pages meet the static rules first: every import form the bundler resolves is followed.

const sites: string[] = [];
after(() => {
  for (const site of sites) rmSync(site, { recursive: true, force: true });
});

const DOCS_JSON = JSON.stringify({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Attacks', colors: { primary: '#16a34a' }, navigation: { pages: ['index'] } });

/**
 * What a page's code tries, each attempt caught and answered as "refused:<code>". Written as an
 * Astro endpoint (`GET`): the code of an Astro project that adds Quire, which no check of Quire's
 * reads, so only the runtime stands between it and the machine.
 */
function attackEndpoint(marker: string, outside: string, site: string, uncaught = false) {
  const tryIt = uncaught ? '(act) => String(act())' : "(act) => { try { return String(act()); } catch (error) { return 'refused:' + (error.code ?? error.name); } }";
  return `export const prerender = true;
const builtin = (name) => process.getBuiltinModule(name);
const tryIt = ${tryIt};
export function GET() {
  const results = {
    write: tryIt(() => builtin('fs').writeFileSync(${JSON.stringify(marker)}, 'ran')),
    readOutside: tryIt(() => builtin('fs').readFileSync(${JSON.stringify(outside)}, 'utf8')),
    readSite: tryIt(() => builtin('fs').readFileSync(${JSON.stringify(join(site, 'inside.txt'))}, 'utf8').trim()),
    exec: tryIt(() => builtin('child_process').execSync('id').toString()),
    worker: tryIt(() => new (builtin('worker_threads').Worker)('0', { eval: true })),
    addon: tryIt(() => process.dlopen({ exports: {} }, ${JSON.stringify(join(site, 'evil.node'))})),
    codeFromString: tryIt(() => (() => 0)['constr' + 'uctor']('return 1')()),
    signal: tryIt(() => process.kill(process.ppid, 0)),
    message: tryIt(() => process.send({ log: { level: 'warn', label: 'quire', message: 'FORGED-LOG-LINE' } })),
    secret: String(process.env.QUIRE_TEST_SECRET),
  };
  return new Response(JSON.stringify(results));
}
`;
}

/** Builds the site as an Astro project with Quire does, with one more route of the project's own (`entrypoint`). */
function buildWithRoute(site: string, entrypoint: string, env: Record<string, string> = {}) {
  const out = join(site, 'dist');
  const runner = join(projectRoot, 'tests/.builds', `confinement-runner-${process.pid}.mjs`);
  mkdirSync(dirname(runner), { recursive: true });
  writeFileSync(
    runner,
    `import { build } from 'astro';
import { astroOptions } from '../../src/cli/astro-options.ts';
import { findSiteFolder } from '../../src/cli/site-folder.ts';
const options = astroOptions(findSiteFolder(${JSON.stringify(site)}), {});
const project = { name: 'project-route', hooks: { 'astro:config:setup': ({ injectRoute }) => injectRoute({ pattern: '/attack.json', entrypoint: ${JSON.stringify(entrypoint)}, prerender: true }) } };
try {
  await build({ ...options, outDir: ${JSON.stringify(out)}, cacheDir: ${JSON.stringify(`${out}-cache`)}, logLevel: 'warn', integrations: [...(options.integrations ?? []), project] });
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
`,
  );
  sites.push(runner);
  const run = spawnSync(process.execPath, [runner], { cwd: projectRoot, encoding: 'utf8', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', ...env }, timeout: 240_000 });
  return { status: run.status, output: `${run.stdout}${run.stderr}`, out };
}

test("code that runs at build time reads only the site folder: writes, processes, threads, addons, code from strings, messages to the build and the build's environment are refused by the runtime, with no check of Quire's in the way", {
  timeout: 300_000,
}, () => {
  const outside = join(tmpdir(), `quire-outside-${process.pid}.txt`);
  writeFileSync(outside, 'OUTSIDE-SECRET');
  const marker = join(tmpdir(), `quire-marker-${process.pid}`);
  rmSync(marker, { force: true });
  const site = siteFolder({ 'docs.json': DOCS_JSON, 'index.mdx': '---\ntitle: Home\n---\n\nHome.\n', 'inside.txt': 'INSIDE-TEXT\n', 'evil.node': 'not an addon' });
  const endpoint = join(site, '..', `${site.split('/').pop()}-attack.js`);
  writeFileSync(endpoint, attackEndpoint(marker, outside, site));
  sites.push(site, outside, endpoint);
  const run = buildWithRoute(site, endpoint, { QUIRE_TEST_SECRET: 'BUILD-ENV-SECRET' });
  assert.equal(run.status, 0, run.output);
  assert.equal(existsSync(marker), false, `the code wrote ${marker}`);
  assert.doesNotMatch(run.output, /BUILD-ENV-SECRET|OUTSIDE-SECRET/);
  assert.deepEqual(JSON.parse(readFileSync(join(run.out, 'attack.json'), 'utf8')), {
    write: 'refused:ERR_ACCESS_DENIED',
    readOutside: 'refused:ERR_ACCESS_DENIED',
    readSite: 'INSIDE-TEXT',
    exec: 'refused:ERR_ACCESS_DENIED',
    worker: 'refused:ERR_ACCESS_DENIED',
    addon: 'refused:ERR_ACCESS_DENIED',
    codeFromString: 'refused:EvalError',
    signal: 'refused:ERR_ACCESS_DENIED',
    message: 'refused:ERR_ACCESS_DENIED',
    secret: 'undefined',
  });
  assert.doesNotMatch(run.output, /FORGED-LOG-LINE/);
});

test('code that does what the build refuses, uncaught, stops the build with one message naming the page and what it tried, no stack trace, nothing written', { timeout: 300_000 }, () => {
  const marker = join(tmpdir(), `quire-marker-top-${process.pid}`);
  rmSync(marker, { force: true });
  const site = siteFolder({ 'docs.json': DOCS_JSON, 'index.mdx': '---\ntitle: Home\n---\n\nHome.\n', 'inside.txt': 'x\n' });
  const endpoint = join(site, '..', `${site.split('/').pop()}-attack.js`);
  writeFileSync(endpoint, attackEndpoint(marker, '/etc/hostname', site, true));
  sites.push(site, endpoint);
  const run = buildWithRoute(site, endpoint);
  assert.equal(run.status, 1, run.output);
  assert.equal(existsSync(marker), false, 'the code wrote its marker');
  assert.match(run.output, new RegExp(`The page /attack\\.json runs code that writes a file \\(${marker.replaceAll('/', '\\/')}\\), which a build refuses`));
  assert.doesNotMatch(run.output, STACK_TRACE);
});

test("a site's pages that reach Node's modules without an import a reader sees (an import with no extension, a snippet used without an import) are refused before any code runs", {
  timeout: 300_000,
}, () => {
  const marker = join(tmpdir(), `quire-marker-page-${process.pid}`);
  rmSync(marker, { force: true });
  const reach = `const proc = globalThis['pro' + 'cess'];\nproc.getBuiltinModule('fs').writeFileSync(${JSON.stringify(marker)}, 'ran');\nexport const ran = 'yes';\nexport const Report = () => <p>{ran}</p>;\n`;
  const site = siteFolder({
    'docs.json': JSON.stringify({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Pages', colors: { primary: '#16a34a' }, navigation: { pages: ['index', 'auto'] } }),
    'index.mdx': "---\ntitle: Home\n---\nimport { ran } from './top';\n\nRan: {ran}\n",
    'top.js': reach,
    'auto.mdx': '---\ntitle: Auto\n---\n\n<Report />\n',
    'snippets/report.jsx': reach,
  });
  sites.push(site);
  const run = quire(['build', site], site);
  assert.equal(run.status, 1, run.output);
  assert.equal(existsSync(marker), false, 'a page ran its code');
  for (const file of ['top.js', 'snippets/report.jsx']) assert.ok(run.output.includes(`✖ ${file}:1:14: globalThis`), `${file} not named:\n${run.output}`);
  assert.doesNotMatch(run.output, STACK_TRACE);
});

test('quire check follows every import the bundler resolves — a query, no extension, an index file, a snippet used without an import — and names the code each reaches', () => {
  const reach = (name: string) => `import cp from 'node:child_process';\nexport const ${name} = () => cp.execSync('id').toString();\n`;
  const site = siteFolder({
    'docs.json': JSON.stringify({
      $schema: 'https://mintlify.com/docs.json',
      theme: 'mint',
      name: 'Graph',
      colors: { primary: '#16a34a' },
      navigation: { pages: ['query', 'bare', 'folder', 'auto'] },
    }),
    'query.mdx': "---\ntitle: Query\n---\nimport { Q } from '/snippets/queried.jsx?v=1';\n\n<Q />\n",
    'snippets/queried.jsx': reach('Q'),
    'bare.mdx': "---\ntitle: Bare\n---\nimport { run } from './lib/helper';\n\n{run()}\n",
    'lib/helper.js': reach('run'),
    'folder.mdx': "---\ntitle: Folder\n---\nimport { go } from './tools';\n\n{go()}\n",
    'tools/index.ts': reach('go'),
    'auto.mdx': '---\ntitle: Auto\n---\n\n<Global />\n',
    'snippets/global.jsx': reach('Global'),
    'raw.mdx': "---\ntitle: Raw\n---\nimport text from '/snippets/shown.js?raw';\n\n<pre>{text}</pre>\n",
    'snippets/shown.js': "import 'node:fs';\n",
  });
  sites.push(site);
  const run = quire(['check', site], site);
  assert.equal(run.status, 1, run.output);
  for (const file of ['snippets/queried.jsx', 'lib/helper.js', 'tools/index.ts', 'snippets/global.jsx']) {
    assert.ok(run.output.includes(`✖ ${file}:1:1: import "node:child_process"`), `${file} not named:\n${run.output}`);
  }
  // Imported as text, a file's code never runs: nothing to say of it.
  assert.doesNotMatch(run.output, /shown\.js/);
});
