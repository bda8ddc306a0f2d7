import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { after, test } from 'node:test';
import { quire, STACK_TRACE } from './quire-process.ts';

// Builds render pages: run under the shared build lock (`flock /tmp/quire-build.lock npm test`).
const roots: string[] = [];
after(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** What must never show up in a site or a message: the contents of the files beside the site folder. */
const SECRETS = ['root:x:0:0:SECRET-FIRST-LINE', 'OUTSIDE-MDX-SECRET', 'outside-json-secret', 'OUTSIDE-SVG-SECRET', 'OUTSIDE-RAW-SECRET', 'OUTSIDE-DIR-SECRET', 'PRIVATE KEY'];
const OUTSIDE = {
  'outside/passwd': `${SECRETS[0]}\ndaemon:x:1:1\n`,
  'outside/secret.mdx': `# ${SECRETS[1]}\n`,
  'outside/secret.json': `{ "token": "${SECRETS[2]}" }\n`,
  'outside/logo.svg': `<svg xmlns="http://www.w3.org/2000/svg"><title>${SECRETS[3]}</title></svg>\n`,
  'outside/notes.txt': `${SECRETS[4]}\n`,
  'outside/pages/leak.md': `# ${SECRETS[5]}\n`,
  'outside/keys/id_ed25519': `-----BEGIN OPENSSH ${SECRETS[6]}-----\n`,
};
const SITE_JSON = JSON.stringify({ name: 'Confined', navigation: [{ group: 'Start', pages: ['index'] }] });

/** A temporary folder holding the site folder `site/` and, beside it, `outside/` with secrets. */
function workspace(files: Record<string, string>, links: Record<string, string> = {}) {
  const root = mkdtempSync(join(tmpdir(), 'quire-confine-'));
  roots.push(root);
  for (const [path, content] of Object.entries({ ...OUTSIDE, 'site/site.json': SITE_JSON, ...files })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  for (const [path, target] of Object.entries(links)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    symlinkSync(target, join(root, path));
  }
  return { root, site: join(root, 'site') };
}

/** Every file of a folder, read, so a test can say no secret is in any of them. */
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

const assertNoSecrets = (text: string, where: string) => {
  for (const secret of SECRETS) assert.ok(!text.includes(secret), `${where} holds "${secret}":\n${text}`);
};

test('symbolic links in docs/ and public/ that leave the site folder: build and check fail naming each link and its target', { timeout: 300_000 }, () => {
  const { root, site } = workspace(
    { 'site/docs/index.md': '# Home\n' },
    { 'site/docs/leak.md': '../../outside/passwd', 'site/docs/more': '../../outside/pages', 'site/public/keys': '../../outside/keys' },
  );
  const expected = [
    '3 symbolic links lead outside the site folder site; Quire publishes nothing from outside it but the OpenAPI files site.json names:',
    `  ✖ site/docs/leak.md → ${root}/outside/passwd`,
    `  ✖ site/docs/more → ${root}/outside/pages`,
    `  ✖ site/public/keys → ${root}/outside/keys`,
    '  hint: copy what should be published into the site folder, or remove the link',
  ].join('\n');
  for (const command of ['check', 'build']) {
    const run = quire([command, 'site'], root);
    assert.equal(run.status, 1, `${command}: ${run.output}`);
    assert.ok(run.stderr.includes(expected), `${command}: missing\n${expected}\n--- output ---\n${run.output}`);
    assert.doesNotMatch(run.output, STACK_TRACE);
    assertNoSecrets(run.output, `quire ${command}'s output`);
  }
  assert.ok(!existsSync(join(site, 'dist')), 'a site was built');
});

test('imports that reach outside the site folder (.mdx, .json, .svg, ?raw, relative): refused with file:line, contents never shown', { timeout: 300_000 }, () => {
  const page = [
    '---',
    'title: Home',
    '---',
    "import Secret from '/snippets/../../../outside/secret.mdx';",
    "import data from '/snippets/../../../outside/secret.json';",
    "import logo from '/snippets/../../../outside/logo.svg';",
    "import notes from '/snippets/../../../outside/notes.txt?raw';",
    "import Relative from '../../outside/secret.mdx';",
    '',
    '# Home',
    '',
    '<Secret /> {data.token} <img src={logo.src} /> {notes} <Relative />',
  ].join('\n');
  const { root, site } = workspace({ 'site/docs/index.mdx': page });
  const lines = [
    '5 imports reach outside the site folder site; Quire builds only files inside it:',
    `  ✖ site/docs/index.mdx:4: import "/snippets/../../../outside/secret.mdx" reaches ${root}/outside/secret.mdx`,
    `  ✖ site/docs/index.mdx:5: import "/snippets/../../../outside/secret.json" reaches ${root}/outside/secret.json`,
    `  ✖ site/docs/index.mdx:6: import "/snippets/../../../outside/logo.svg" reaches ${root}/outside/logo.svg`,
    `  ✖ site/docs/index.mdx:7: import "/snippets/../../../outside/notes.txt?raw" reaches ${root}/outside/notes.txt`,
    `  ✖ site/docs/index.mdx:8: import "../../outside/secret.mdx" reaches ${root}/outside/secret.mdx`,
  ];
  for (const command of ['check', 'build']) {
    const run = quire([command, 'site'], root);
    assert.equal(run.status, 1, `${command}: ${run.output}`);
    for (const line of lines) assert.ok(run.stderr.includes(line), `${command}: missing\n${line}\n--- output ---\n${run.output}`);
    assert.doesNotMatch(run.output, STACK_TRACE);
    assertNoSecrets(run.output, `quire ${command}'s output`);
  }
  assert.ok(!existsSync(join(site, 'dist')), 'a site was built');
});

test('the build refuses what only resolving sees: a part outside docs/ importing out, an absolute path; the file is never printed', { timeout: 300_000 }, () => {
  const { root, site } = workspace({
    'site/site.json': JSON.stringify({ name: 'Confined', navigation: [{ group: 'Start', pages: ['index', 'absolute'] }] }),
    'site/docs/index.mdx': "import Part from '../parts/part.mdx';\n\n# Home\n\n<Part />\n",
    'site/parts/part.mdx': "import Secret from '../../outside/secret.mdx';\n\n<Secret />\n",
  });
  // Left to Vite, a path missing from docs/ would be read from the root of the disk.
  writeFileSync(join(site, 'docs/absolute.mdx'), `import passwd from '${root}/outside/passwd';\n\n# Absolute\n\n{passwd}\n`);
  const run = quire(['build', site], tmpdir());
  assert.equal(run.status, 1, run.output);
  // Files of the site are named as the user sees them from where quire runs (here the temp folder).
  const shown = relative(tmpdir(), site);
  assert.ok(run.output.includes(`✖ ${shown}/parts/part.mdx:1: import "../../outside/secret.mdx" reaches ${root}/outside/secret.mdx`), run.output);
  assert.ok(
    run.output.includes(`${shown}/docs/absolute.mdx:1: import "${root}/outside/passwd": there is no ${shown}/docs${root}/outside/passwd (an import starting with / is read from the docs folder)`),
    run.output,
  );
  assert.doesNotMatch(run.output, STACK_TRACE);
  assertNoSecrets(run.output, "quire build's output");
  assert.ok(!existsSync(join(site, 'dist')), 'a site was built');
});

test('inside the site folder all keeps working: links, ?raw imports; <page>.md and llms-full.txt carry what the reader sees', { timeout: 300_000 }, () => {
  // What follows the hidden lines is kept as written, code block included.
  const kept = ['<Intro />', '', '<pre id="raw">{example}</pre>', '', '```mdx', "import Shown from '/snippets/shown.mdx';", '{/* a comment the page teaches */}', '```', '', '[Shared](/shared)'];
  const page = [
    '---',
    'title: Home',
    'description: The start.',
    '---',
    "import Intro from '/snippets/intro.mdx';",
    "import example from '/snippets/example.txt?raw';",
    "export const release = '2.1';",
    '',
    '{/* TODO(legal): do not publish the partner name ACME-INTERNAL */}',
    '',
    'Welcome {/* reviewer: INLINE-NOTE */} to release {release}.',
    '',
    ...kept,
  ].join('\n');
  const { site } = workspace(
    {
      'site/site.json': JSON.stringify({ name: 'Confined', logo: '/brand/logo.svg', navigation: [{ group: 'Start', pages: ['index', 'shared'] }] }),
      'site/docs/index.mdx': page,
      'site/docs/snippets/intro.mdx': 'An intro from a snippet.\n',
      'site/docs/snippets/example.txt': 'RAW-TEXT-INSIDE\n',
      'site/common/shared.md': '# Shared\n\nWritten once, linked into docs/.\n',
      'site/assets/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
    },
    { 'site/docs/shared.md': '../common/shared.md', 'site/public/brand': '../assets' },
  );
  const run = quire(['build', site], tmpdir());
  assert.equal(run.status, 0, run.output);
  const dist = join(site, 'dist');
  const read = (path: string) => readFileSync(join(dist, path), 'utf8');
  const html = read('index.html');
  const markdown = read('index.md');
  assert.equal(markdown, ['# Home', '', '> The start.', '', 'Welcome to release {release}.', '', ...kept, ''].join('\n'));
  const full = read('llms-full.txt');
  assert.ok(full.includes(markdown), full);
  for (const text of [markdown, full, html]) assert.doesNotMatch(text, /ACME-INTERNAL|INLINE-NOTE|import Intro|export const release/);
  assert.match(read('shared/index.html'), /Written once, linked into docs\//);
  assert.ok(existsSync(join(dist, 'brand/logo.svg')), 'the linked public/ folder inside the site was not copied');
  assert.match(html, /<pre id="raw">RAW-TEXT-INSIDE\n<\/pre>/);
  assert.match(html, /An intro from a snippet\./);
  assertNoSecrets(allText(dist), 'dist/');
});
