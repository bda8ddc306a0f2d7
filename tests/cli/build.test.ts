import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { after, test } from 'node:test';
import { projectRoot, quire, siteFolder, STACK_TRACE } from './quire-process.ts';
import { renderChunksFolder, siteWorkFolder, workBase } from '../../src/cli/work-folder.ts';

// Builds render pages: run under the shared build lock (`flock /tmp/quire-build.lock npm test`).
const folders: string[] = [];
after(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** A site folder as a user has it: site.json, docs/, public/, and nothing of Quire's or npm's. */
function userSite(): string {
  const dir = siteFolder({
    'site.json': JSON.stringify({ name: 'Outside Docs', feedback: { suggestEdit: true }, navigation: [{ group: 'Start', pages: ['index', 'guides/setup'] }] }),
    'docs/index.md': '---\ntitle: Welcome\n---\n\nRead [the setup](/guides/setup#install) or [the old page](/guides/old).\n',
    'docs/guides/setup.mdx': '# Setup\n\n## Install\n\n<Note>Runs anywhere.</Note>\n\n![logo](/logo.svg)\n',
    'public/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
  });
  folders.push(dir);
  return dir;
}

test('quire build: a broken link fails the build by default; --links warn reports it and builds into DIR/dist', { timeout: 300_000 }, () => {
  const dir = userSite();
  const failed = quire(['build'], dir);
  assert.notEqual(failed.status, 0, failed.output);
  assert.match(failed.output, /The pages have 1 broken link:\n\s+✖ docs\/index\.md:5:44: \/guides\/old: \/guides\/old is no page or file of this site/);
  assert.match(failed.output, /Hint: Fix the links above \(external links are not checked\) and build again; to publish while you fix them, build with --links warn/);
  assert.doesNotMatch(failed.output, STACK_TRACE);

  const built = quire(['build', dir, '--links', 'warn'], tmpdir());
  assert.equal(built.status, 0, built.output);
  assert.match(built.output, /The pages have 1 broken link:[\s\S]*\(links: warn, so the build goes on past them\)/);
  for (const file of ['index.html', 'guides/setup/index.html', 'logo.svg', 'llms.txt', 'guides/setup.md', 'pagefind/pagefind.js', '404.html']) {
    assert.ok(existsSync(join(dir, 'dist', file)), `dist/${file} missing`);
  }
  assert.ok(!existsSync(join(dir, 'dist/.prerender')), 'build internals were copied');
  assert.ok(!existsSync(join(dir, 'package.json')) && !existsSync(join(dir, 'node_modules')) && !existsSync(join(dir, '.astro')), 'the site folder got files of its own');
  const home = readFileSync(join(dir, 'dist/index.html'), 'utf8');
  assert.match(home, /<title>Welcome – Outside Docs<\/title>/);
  // Without --repo there is no repository for "Suggest edits"; without --site no canonical URL.
  assert.doesNotMatch(home, /Suggest edits|rel="canonical"/);
  assert.ok(!existsSync(join(dir, 'dist/sitemap.xml')));
});

test('quire build --out --site --repo --branch --docs-path: each flag changes the site', { timeout: 300_000 }, () => {
  const dir = userSite();
  const out = join(mkdtempSync(join(tmpdir(), 'quire-out-')), 'public-site');
  folders.push(join(out, '..'));
  const run = quire(
    ['build', '.', '--links=warn', '--out', out, '--site', 'https://docs.example.com', '--repo', 'https://github.com/acme/handbook', '--branch', 'stable', '--docs-path', 'site/docs'],
    dir,
  );
  assert.equal(run.status, 0, run.output);
  // What the author reads is about the site: no warning from bundling Quire's own modules.
  assert.doesNotMatch(run.output, /\[WARN\] \[vite\]/);
  assert.ok(!existsSync(join(dir, 'dist')), '--out was ignored');
  const setup = readFileSync(join(out, 'guides/setup/index.html'), 'utf8');
  assert.match(setup, /<link rel="canonical" href="https:\/\/docs\.example\.com\/guides\/setup"/);
  assert.match(setup, /href="https:\/\/github\.com\/acme\/handbook\/edit\/stable\/site\/docs\/guides\/setup\.mdx"/);
  assert.match(readFileSync(join(out, 'sitemap.xml'), 'utf8'), /<loc>https:\/\/docs\.example\.com\/guides\/setup<\/loc>/);
});

test('quire build of a page importing a file that is not there: exit 1 naming the file and line, and the command ends with no process of it left', { timeout: 300_000 }, () => {
  const dir = siteFolder({
    'site.json': JSON.stringify({ name: 'Broken import', navigation: [{ group: 'Start', pages: ['index'] }] }),
    'docs/index.mdx': '---\ntitle: Start\n---\n\nimport Missing from "./missing.jsx"\n\n<Missing />\n',
  });
  folders.push(dir);
  // The bundling fails before any page is drawn: the command must end by itself, leaving no process of the build behind.
  const run = quire(['build', dir, '--out', join(dir, 'out')], tmpdir(), {}, 120_000);
  assert.equal(run.status, 1, `the build did not end by itself:\n${run.output}`);
  assert.match(run.output, /The build stopped: a file could not be compiled:\n\s+✖ [^\n]*index\.mdx:\d+:\d+: [^\n]*missing\.jsx/);
  assert.doesNotMatch(run.output, STACK_TRACE);
  const left = spawnSync('ps', ['-eo', 'args'], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter((line) => line.includes(`--allow-fs-read=${dir}`));
  assert.deepEqual(left, [], 'a process of that build is still running');
});

test('quire build on a broken site.json: non-zero, the same path-named errors as npm run build, nothing built', { timeout: 120_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'quire-broken-'));
  folders.push(dir);
  cpSync(join(projectRoot, 'tests/fixtures/broken-config'), dir, { recursive: true });
  const run = quire(['build', dir], tmpdir());
  assert.notEqual(run.status, 0);
  assert.match(run.output, /site\.json has 5 problems:/);
  assert.ok(run.output.includes('✖ colors.primary (line 4, column 26): expected a hex colour like "#0d9373" (#rgb or #rrggbb), found "green"'), run.output);
  assert.ok(run.output.includes('✖ anchors[0].color.to (line 5, column 79): expected a hex colour like "#0d9373" (#rgb or #rrggbb), found "blue"'), run.output);
  assert.doesNotMatch(run.output, STACK_TRACE);
  // Quire's message alone: not Astro's banner about a hook before it.
  assert.doesNotMatch(run.output, /unhandled error occurred|astro:config:setup/);
  assert.ok(!existsSync(join(dir, 'dist')));
});

/** Every entry below dir (folders too, dot-folders included), as sorted paths relative to it. */
const entriesBelow = (dir: string): string[] => readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();

test('quire build through npm run, from a user folder outside the repository into an output folder outside it: built there, nothing written in the user folder, files named from it', {
  timeout: 300_000,
}, () => {
  // <top>/docs is the user's folder (a docs.json site), <top>/published the output.
  const top = mkdtempSync(join(tmpdir(), 'quire-user-'));
  folders.push(top);
  const files: Record<string, string> = {
    'docs.json': JSON.stringify({ theme: 'mint', name: 'Elsewhere', colors: { primary: '#0d9373' }, navigation: { pages: ['index', 'guides/text'] } }),
    'index.mdx': '---\ntitle: Home\n---\n\nexport const ToolList = () => <ul>{tool_descriptions.map((tool) => <li>{tool}</li>)}</ul>;\n\n<ToolList />\n\nWelcome.\n',
    'guides/text.mdx': '---\ntitle: Text\n---\n\nThe template must contain {tool_descriptions} somewhere.\n',
  };
  const user = join(top, 'docs');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(user, path)), { recursive: true });
    writeFileSync(join(user, path), text);
  }
  const before = entriesBelow(user);
  const workFolder = siteWorkFolder(user, workBase());
  folders.push(workFolder);
  // As `npm run quire -- build . --out ../published` typed in <top>/docs: npm starts the bin in the
  // repository and says where the user is in INIT_CWD.
  // Astro's telemetry left as a user has it (on); its settings would go to XDG_CONFIG_HOME, here in <top>.
  const run = quire(['build', '.', '--out', '../published'], projectRoot, { npm_lifecycle_event: 'quire', INIT_CWD: user, ASTRO_TELEMETRY_DISABLED: '', XDG_CONFIG_HOME: join(top, 'config') });
  assert.equal(run.status, 0, run.output);
  assert.doesNotMatch(run.output, STACK_TRACE);

  const out = join(top, 'published');
  for (const file of ['index.html', 'guides/text/index.html', 'llms.txt', '404.html', 'pagefind/pagefind.js']) {
    assert.ok(existsSync(join(out, file)), `published/${file} missing`);
  }
  assert.match(readFileSync(join(out, 'guides/text/index.html'), 'utf8'), /The template must contain {2}somewhere\./);
  assert.ok(!existsSync(join(out, '.prerender')), 'build internals were published');
  assert.deepEqual(entriesBelow(user), before, 'the build wrote in the user folder');
  assert.deepEqual(readdirSync(top).sort(), ['docs', 'published'], 'the build wrote beside the user folder (or Astro its telemetry settings)');
  // The chunks Astro renders from are Quire's to remove once the pages are written.
  // The site is built in the work folder (its report is there) and moved from it into the output folder.
  assert.ok(existsSync(join(workFolder, 'quire-report.json')), 'the work folder is not where Quire built');
  assert.ok(!existsSync(join(workFolder, 'dist')), 'the built site was left in the work folder as well');
  assert.ok(!existsSync(renderChunksFolder(workFolder)), 'the render chunks were left in the work folder');

  // Found while the pages were compiled and drawn, named as the user sees them from their folder.
  assert.match(run.output, /Names a page's text reads that nothing defines[^\n]*\n {2}⚠ guides\/text\.mdx:5: \{tool_descriptions\}/);
  assert.match(run.output, /\n {2}⚠ index\.mdx:5: <ToolList>: ReferenceError: tool_descriptions is not defined/);
  assert.ok(!run.output.includes(`${user}/`), 'a file of the site was named by its absolute path');
});
