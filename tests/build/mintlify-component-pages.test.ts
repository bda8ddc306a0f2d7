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

test("Mintlify's own component pages build with every component drawn: no neutral block, no raw tag", { skip: corpusSkip(MINTLIFY_DOCS) }, () => {
  const { dir, pages } = componentPagesSite();
  const { status, output } = buildFixture(dir, { outDir: OUT, linksWarn: true, timeoutMs: 300_000 });
  assert.equal(status, 0, output);
  assert.doesNotMatch(output, /does not render yet/);
  for (const page of pages) {
    // components/index is the folder's own page: components/index.html.
    const html = readFileSync(join(OUT, page.replace(/\/index$/, ''), 'index.html'), 'utf8');
    assert.doesNotMatch(html, /class="not-yet-rendered"/, `${page} shows a neutral block`);
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
});
