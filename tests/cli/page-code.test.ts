import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { quire, STACK_TRACE } from './quire-process.ts';

// Builds render pages: run under the shared build lock (`flock /tmp/quire-build.lock npm test`).
const roots: string[] = [];
after(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

const FILE_SECRET = 'OUTSIDE-FILE-SECRET-7f3a';
const ENV_SECRET = 'ENV-SECRET-91bc';

/** A temporary folder holding the site folder `site/` and, beside it, `outside/secret.txt`. */
function workspace(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'quire-page-code-'));
  roots.push(root);
  for (const [path, content] of Object.entries({ 'outside/secret.txt': `${FILE_SECRET}\n`, ...files })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return { root, site: join(root, 'site') };
}

const allText = (dir: string): string =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .map((file) => {
          try {
            return readFileSync(join(dir, file), 'utf8');
          } catch {
            return '';
          }
        })
        .join('\n')
    : '';

test('a page that reads the machine (node:fs, process.getBuiltinModule, process.env, a snippet reading process): build and check refuse with file:line:column; nothing leaks', {
  timeout: 300_000,
}, () => {
  const { root, site } = workspace({
    'site/site.json': JSON.stringify({ name: 'Code', navigation: [{ group: 'Start', pages: ['index'] }] }),
    'site/docs/index.mdx': [
      '---',
      'title: Home',
      '---',
      "import { readFileSync } from 'node:fs';",
      "import Env from '/snippets/env.jsx';",
      '',
      "export const leak = readFileSync('../outside/secret.txt', 'utf8');",
      '',
      '# Home',
      '',
      '{leak}',
      '',
      "{process.getBuiltinModule('fs').readFileSync('../outside/secret.txt', 'utf8')}",
      '',
      'Token: {process.env.QUIRE_TEST_SECRET}',
      '',
      '<Env />',
    ].join('\n'),
    'site/docs/snippets/env.jsx': 'export default function Env() {\n  return <code>{process.env.QUIRE_TEST_SECRET}</code>;\n}\n',
  });
  const expected = [
    'Pages run code in 4 places that Quire refuses: MDX is code, and it runs on the machine that builds the site:',
    `  ✖ site/docs/index.mdx:4:1: import "node:fs": Node's own modules reach the machine that builds the site`,
    "  ✖ site/docs/index.mdx:13:2: process: it reaches Node's process object (environment variables, files, child processes)",
    "  ✖ site/docs/index.mdx:15:9: process: it reaches Node's process object (environment variables, files, child processes)",
    "  ✖ site/docs/snippets/env.jsx:2:17: process: it reaches Node's process object (environment variables, files, child processes)",
  ];
  for (const command of ['check', 'build']) {
    const run = quire([command, 'site'], root, { QUIRE_TEST_SECRET: ENV_SECRET });
    assert.equal(run.status, 1, `${command}: ${run.output}`);
    for (const line of expected) assert.ok(run.stderr.includes(line), `${command}: missing\n${line}\n--- output ---\n${run.output}`);
    assert.match(run.stderr, /hint: pages and snippets may import files of the site folder and react, react\/jsx-runtime, react\/jsx-dev-runtime, react-dom, @mintlify\/components/);
    assert.doesNotMatch(run.output, STACK_TRACE);
    for (const secret of [FILE_SECRET, ENV_SECRET]) assert.ok(!run.output.includes(secret), `quire ${command} printed ${secret}:\n${run.output}`);
  }
  assert.ok(!allText(join(site, 'dist')).includes(FILE_SECRET), 'the outside file reached the site');
  assert.ok(!existsSync(join(site, 'dist', 'index.html')), 'a page was built');
});

test("a package pages are not given (nextra/components, or one that happens to be installed): a warning, the page builds with Quire's components in their place, the package never runs", {
  timeout: 300_000,
}, () => {
  const { root, site } = workspace({
    'site/site.json': JSON.stringify({ name: 'Code', navigation: [{ group: 'Start', pages: ['index'] }] }),
    'site/docs/index.mdx': [
      '---',
      'title: Home',
      '---',
      "import { Callout } from 'nextra/components';",
      "import exec from 'tinyexec';",
      '',
      '# Home',
      '',
      '<Callout type="info">Written for Nextra</Callout>',
    ].join('\n'),
  });
  const warning = [
    "The packages nextra, tinyexec are not provided to pages: their code never runs; a name Quire draws (Callout, Tabs…) is drawn as Quire's, any other as its content alone:",
    '  ⚠ site/docs/index.mdx:4:1: import "nextra/components"',
    '  ⚠ site/docs/index.mdx:5:1: import "tinyexec"',
  ];
  for (const command of ['check', 'build']) {
    const run = quire([command, 'site'], root);
    assert.equal(run.status, 0, `${command}: ${run.output}`);
    for (const line of warning) assert.ok(run.output.includes(line), `${command}: missing\n${line}\n--- output ---\n${run.output}`);
    assert.doesNotMatch(run.output, STACK_TRACE);
  }
  const html = readFileSync(join(site, 'dist', 'index.html'), 'utf8');
  assert.match(html, /<div class="callout callout-callout" role="note" aria-label="Callout"[^>]*>[\s\S]*?<div class="callout-body">Written for Nextra<\/div>/);
  assert.doesNotMatch(html, /custom-component/);
});

test('a page of 100,000 unbalanced {{: check and build refuse it before the MDX parser runs, naming file and line', { timeout: 300_000 }, () => {
  const { root, site } = workspace({
    'site/site.json': JSON.stringify({ name: 'Braces', navigation: [{ group: 'Start', pages: ['index'] }] }),
    'site/docs/index.mdx': `---\ntitle: Braces\n---\n\n# Braces\n\n${'{{'.repeat(100_000)}\n`,
  });
  const expected = 'site/docs/index.mdx cannot be parsed: 7:1: too many `{` and `<` for the MDX parser (200,000 on this line)';
  for (const command of ['check', 'build']) {
    const run = quire([command, 'site'], root);
    assert.equal(run.status, 1, `${command}: ${run.output}`);
    assert.ok(run.stderr.includes(expected), `${command}: missing\n${expected}\n--- output ---\n${run.output.slice(0, 2000)}`);
    assert.equal(run.stderr.split(expected).length, 2, `${command} names the page once`);
    assert.doesNotMatch(run.output, STACK_TRACE);
  }
  assert.ok(!existsSync(join(site, 'dist', 'index.html')), 'a page was built');
});
