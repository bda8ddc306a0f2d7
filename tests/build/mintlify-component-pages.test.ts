import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { CORPUS_ROOT, corpusSkip } from '../support/corpus.ts';
import { buildFixture, projectRoot } from '../support/run-build.ts';

// Builds render pages: run under the shared build lock (`flock /tmp/quire-build.lock …`).
const MINTLIFY_DOCS = join(CORPUS_ROOT, 'docs-json/mintlify-docs');
const OUT = join(projectRoot, 'tests/.builds/mintlify-component-pages');

const folders: string[] = [];
after(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/**
 * A minimal docs.json site holding copies of Mintlify's own component pages (components/*.mdx and
 * create/code.mdx),
 * the snippets they import and the images they show: the rest of Mintlify's docs is not what
 * this test is about.
 */
function componentPagesSite(): { dir: string; pages: string[] } {
  const dir = join(mkdtempSync(join(tmpdir(), 'quire-mintlify-components-')), 'site');
  folders.push(dir);
  const pages = readdirSync(join(MINTLIFY_DOCS, 'components'))
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => `components/${name.slice(0, -'.mdx'.length)}`);
  mkdirSync(join(dir, 'create'), { recursive: true });
  cpSync(join(MINTLIFY_DOCS, 'components'), join(dir, 'components'), { recursive: true });
  // The code-block options' page: the spec of every option a fence takes.
  cpSync(join(MINTLIFY_DOCS, 'create/code.mdx'), join(dir, 'create/code.mdx'));
  pages.push('create/code');
  cpSync(join(MINTLIFY_DOCS, 'snippets'), join(dir, 'snippets'), { recursive: true });
  cpSync(join(MINTLIFY_DOCS, 'images'), join(dir, 'images'), { recursive: true });
  writeFileSync(
    join(dir, 'docs.json'),
    JSON.stringify({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Mintlify components', colors: { primary: '#166E3F' }, icons: { library: 'lucide' }, navigation: { pages } }),
  );
  return { dir, pages };
}

test("Mintlify's own component pages build with every component drawn: no name left undefined, no raw tag", { skip: corpusSkip(MINTLIFY_DOCS) }, () => {
  const { dir, pages } = componentPagesSite();
  const { status, output } = buildFixture(dir, { outDir: OUT, linksWarn: true, timeoutMs: 300_000 });
  assert.equal(status, 0, output);
  assert.doesNotMatch(output, /does not render yet/);
  // A name Quire did not know would be drawn as its bare content and named in this warning.
  assert.doesNotMatch(output, /Components nothing defines/);
  for (const page of pages) {
    // components/index is the folder's own page: components/index.html.
    const html = readFileSync(join(OUT, page.replace(/\/index$/, ''), 'index.html'), 'utf8');
    // A component tag left as text outside code (`&lt;Tree`) would mean it was not drawn.
    const prose = html.replace(/<pre[\s\S]*?<\/pre>/g, '').replace(/<code[\s\S]*?<\/code>/g, '');
    assert.doesNotMatch(prose, /&lt;(?:Tree|FileTree|Color|Column|Tile|View|Prompt|Visibility|CodeBlock|Heading|GitHub|Mermaid)\b/, `${page} shows a raw component tag`);
  }
  const tree = readFileSync(join(OUT, 'components/tree/index.html'), 'utf8');
  assert.match(tree, /role="tree"[\s\S]*role="treeitem"[^>]*aria-expanded="true"[^>]*><span class="tree-label">docs<\/span>/);
  const color = readFileSync(join(OUT, 'components/color/index.html'), 'utf8');
  assert.match(color, /color-table[\s\S]*color-row-title">Primary</);
  // Mermaid's own page: its ```mermaid fences are diagrams, not code.
  const mermaid = readFileSync(join(OUT, 'components/mermaid-diagrams/index.html'), 'utf8');
  assert.match(mermaid, /<quire-mermaid class="mermaid-diagram"/);
  assert.doesNotMatch(mermaid, /data-language="mermaid"/);
  const github = readFileSync(join(OUT, 'components/github/index.html'), 'utf8');
  assert.match(github, /<quire-github-repo[^>]*data-repo="mintlify\/docs"/);
  // The props each page demonstrates are drawn, not dropped: what its text says the example shows.
  const drawn = (name: string) => readFileSync(join(OUT, 'components', name, 'index.html'), 'utf8');
  const badge = drawn('badge');
  for (const variant of ['badge-white-destructive', 'badge-xs', 'badge-pill', 'badge-stroke', 'badge-disabled']) assert.match(badge, new RegExp(`class="badge [^"]*${variant}`), variant);
  assert.match(drawn('cards'), /class="card-cta">Click here[\s\S]*class="card card-type card-note"/);
  assert.match(drawn('code-groups'), /<quire-tabs class="code-group code-group-dropdown"><div class="tab-select"><select/);
  assert.match(drawn('frames'), /<figcaption>Learn more about <a href="https:\/\/www\.nps\.gov\/yose\/index\.htm">Yosemite National Park<\/a>/);
  assert.match(drawn('frames'), /<p class="frame-hint">If you plan to visit Yosemite/);
  assert.match(drawn('tooltips'), /<a class="tooltip-cta" href="\/api-reference">Read our API guide<\/a>/);
  assert.match(drawn('tabs'), /role="tab"[^>]*><svg[^>]*>[\s\S]*?<\/svg>Second tab<\/button>/);
  // create/code.mdx: every code-block option it shows.
  const code = readFileSync(join(OUT, 'create/code/index.html'), 'utf8');
  assert.match(code, /class="code-block has-title line-numbers"[^>]*data-code-title="HelloWorld\.java example"/);
  assert.match(code, /class="code-block has-title expandable"/);
  assert.match(code, /class="code-block has-title has-focus"/);
  // The diff markers leave the JavaScript and Python blocks; the ```text blocks showing how to write them keep them.
  assert.match(code, /class="code-block has-title line-numbers has-diff"[^>]*data-code-title="JavaScript diff"/);
  const block = (title: string) => code.slice(code.indexOf(`data-code-title="${title}"`)).split('</pre>')[0];
  assert.doesNotMatch(block('JavaScript diff'), /\[!code/);
  assert.match(code, /class="code-block has-title"[^>]*data-code-title="JavaScript format"/);
  assert.match(block('JavaScript format'), /\/\/ \[!code \+\+\]/);
});
