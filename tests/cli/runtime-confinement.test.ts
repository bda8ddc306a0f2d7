import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { quire, siteFolder, STACK_TRACE } from './quire-process.ts';

// A site's code runs at build time confined by Node's permission model (src/confinement/): whatever
// way it is reached — an import without an extension, a query on the import, a snippet auto-imported,
// names assembled at run time — it cannot write, start a process, read outside the site folder, load
// an addon, make code from strings or read the build's environment. Each attack reports what it got
// on the page, so one build shows them all; a write that succeeded would leave a marker file.

const sites: string[] = [];
after(() => {
  for (const site of sites) rmSync(site, { recursive: true, force: true });
});

const DOCS_JSON = JSON.stringify({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Attacks', colors: { primary: '#16a34a' }, navigation: { pages: ['index', 'query', 'auto'] } });

/** Node's modules reached without an import a check could read: `process` by a computed name. */
const NODE = `const proc = globalThis['pro' + 'cess'];
const builtin = (name) => proc.getBuiltinModule(name);
const tryIt = (act) => { try { return String(act()); } catch (error) { return 'refused:' + (error.code ?? error.name); } };`;

function attacks(marker: string, outside: string, site: string) {
  return `${NODE}
export const results = {
  write: tryIt(() => builtin('fs').writeFileSync(${JSON.stringify(marker)}, 'ran')),
  readOutside: tryIt(() => builtin('fs').readFileSync(${JSON.stringify(outside)}, 'utf8')),
  readSite: tryIt(() => builtin('fs').readFileSync(${JSON.stringify(join(site, 'inside.txt'))}, 'utf8').trim()),
  exec: tryIt(() => builtin('child_process').execSync('id').toString()),
  worker: tryIt(() => new (builtin('worker_threads').Worker)('0', { eval: true })),
  addon: tryIt(() => proc.dlopen({ exports: {} }, ${JSON.stringify(join(site, 'evil.node'))})),
  codeFromString: tryIt(() => (() => 0)['constr' + 'uctor']('return 1')()),
  secret: String(proc.env.QUIRE_TEST_SECRET),
};
`;
}

test("a site's code at build time reads only the site folder: writes, processes, threads, addons, code from strings and the build's environment are refused however it is reached", {
  timeout: 300_000,
}, () => {
  const outside = join(tmpdir(), `quire-outside-${process.pid}.txt`);
  writeFileSync(outside, 'OUTSIDE-SECRET');
  const marker = join(tmpdir(), `quire-marker-${process.pid}`);
  rmSync(marker, { force: true });
  const page = (importLine: string, title: string) => `---\ntitle: ${title}\n---\n${importLine}\n\n<pre id="results">{JSON.stringify(results)}</pre>\n`;
  const site = siteFolder({ 'docs.json': DOCS_JSON, 'inside.txt': 'INSIDE-TEXT\n', 'evil.node': 'not an addon' });
  sites.push(site, outside);
  const code = attacks(marker, outside, site);
  const files = {
    // An import without an extension (Vite finds the .js file), and one with a query.
    'attacks.js': code,
    'index.mdx': page("import { results } from './attacks';", 'Without an extension'),
    'queried.js': code,
    'query.mdx': page("import { results } from '/queried.js?v=1';", 'With a query'),
    // A snippet a page uses without importing it (Mintlify makes snippets/ global).
    'snippets/Report.jsx': `${code}\nexport const Report = () => <pre id="results">{JSON.stringify(results)}</pre>;\n`,
    'auto.mdx': '---\ntitle: Auto-imported\n---\n\n<Report />\n',
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(site, path)), { recursive: true });
    writeFileSync(join(site, path), text);
  }

  const run = quire(['build', site], site, { QUIRE_TEST_SECRET: 'BUILD-ENV-SECRET' });
  assert.equal(existsSync(marker), false, `a page's code wrote ${marker}`);
  assert.equal(run.status, 0, run.output);
  assert.doesNotMatch(run.output, /BUILD-ENV-SECRET|OUTSIDE-SECRET/);
  // `?v=1` on a root .js file (the site's custom script, docs.json's rule) gets a stand-in, not its code: an empty result there is the code never run.
  for (const [url, file, mayNotRun] of [
    ['/', 'index.html', false],
    ['/query', 'query/index.html', true],
    ['/auto', 'auto/index.html', false],
  ] as const) {
    const html = readFileSync(join(site, 'dist', file), 'utf8');
    const text = /<pre id="results">([^<]*)<\/pre>/.exec(html)?.[1].replaceAll('&quot;', '"').replaceAll('&#34;', '"');
    if (mayNotRun && text === '') continue;
    assert.ok(text, `${url}: no results on the page`);
    assert.deepEqual(
      JSON.parse(text),
      {
        write: 'refused:ERR_ACCESS_DENIED',
        readOutside: 'refused:ERR_ACCESS_DENIED',
        readSite: 'INSIDE-TEXT',
        exec: 'refused:ERR_ACCESS_DENIED',
        worker: 'refused:ERR_ACCESS_DENIED',
        addon: 'refused:ERR_ACCESS_DENIED',
        codeFromString: 'refused:EvalError',
        secret: 'undefined',
      },
      url,
    );
  }
});

test('a page whose code does what the build refuses stops the build with one message naming the page and what it tried, no stack trace, nothing written', { timeout: 300_000 }, () => {
  const marker = join(tmpdir(), `quire-marker-top-${process.pid}`);
  rmSync(marker, { force: true });
  const site = siteFolder({
    'docs.json': DOCS_JSON.replace(', "query", "auto"', ''),
    'index.mdx': "---\ntitle: Home\n---\nimport { ran } from './top';\n\nRan: {ran}\n",
    'top.js': `${NODE}\nbuiltin('fs').writeFileSync(${JSON.stringify(marker)}, 'ran');\nexport const ran = 'yes';\n`,
  });
  sites.push(site);
  const run = quire(['build', site], site);
  assert.equal(run.status, 1, run.output);
  assert.equal(existsSync(marker), false, 'the module wrote its marker');
  assert.match(run.stderr, new RegExp(`The page / runs code that writes a file \\(${marker.replaceAll('/', '\\/')}\\), which a build refuses`));
  assert.doesNotMatch(run.output, STACK_TRACE);
  assert.equal(existsSync(join(site, 'dist')), false, 'a failed build left an output folder');
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
