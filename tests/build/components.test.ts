import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { buildFixture, projectRoot } from '../support/run-build.ts';

// Builds render pages: run under the shared build lock (`flock /tmp/quire-build.lock …`).
let result: ReturnType<typeof buildFixture> | undefined;
const build = () => (result ??= buildFixture('tests/fixtures/components'));
const OUT = join(projectRoot, 'tests/.builds/components');
const page = (path: string) => readFileSync(join(OUT, path), 'utf8');

test('the components Mintlify documents build without a warning about components not drawn', () => {
  const { status, output } = build();
  assert.equal(status, 0, output);
  assert.doesNotMatch(output, /does not render yet/);
  // A name Quire did not know would be drawn as its bare content and named in this warning.
  assert.doesNotMatch(output, /Components nothing defines/);
});

test('<Tree> and <FileTree>: a Markdown list and Tree.Folder/Tree.File both become one ARIA tree, closed folders closed', () => {
  assert.equal(build().status, 0);
  const html = page('tree/index.html');
  // The list: a folder from its trailing slash and nested items, open because it has children.
  assert.match(html, /<ul role="tree" aria-label="Files"><li role="treeitem" tabindex="0" class="tree-folder" aria-expanded="true"><span class="tree-label">docs<\/span>/);
  assert.match(html, /<span class="tree-label">docs\.config\.ts<\/span>/);
  // defaultOpen on app, not on lib.
  assert.match(html, /aria-expanded="true"><span class="tree-label">app<\/span>/);
  assert.match(html, /aria-expanded="false"><span class="tree-label">lib<\/span>/);
  assert.match(html, /class="tree-file tree-highlight"><span class="tree-label">page\.tsx<\/span>/);
  assert.match(html, /<quire-tree class="tree" style="--tree-highlight:rgb\(59 130 246\)">/);
  // Each tree has exactly one item in the tab order.
  assert.equal(html.match(/tabindex="0" class="tree-/g)?.length, 3);
});

test('<Color>: swatches with each mode’s colour and a copy button per value; oklch() kept', () => {
  assert.equal(build().status, 0);
  const html = page('color/index.html');
  assert.match(html, /class="color-palette color-compact"/);
  assert.match(html, /class="color-palette color-table"[\s\S]*color-row-title">Primary</);
  assert.match(html, /data-copy-text="#3B82F6"[\s\S]*?--swatch-light:#3B82F6/);
  assert.match(html, /--swatch-light:#FFFFFF;--swatch-dark:#000000/);
  assert.match(html, /--swatch-light:oklch\(70% 0\.2 145\)/);
});

test('<Visibility>: humans content on the page only; agents content only in the .md and llms-full.txt', () => {
  assert.equal(build().status, 0);
  const html = page('visibility/index.html');
  assert.match(html, /You are viewing this content <strong>in web<\/strong>/);
  assert.doesNotMatch(html, /in Markdown/);
  const markdown = page('visibility.md');
  assert.match(markdown, /> You are viewing this content \*\*in Markdown\*\*/);
  assert.doesNotMatch(markdown, /in web|<\/?Visibility/);
  assert.match(page('llms-full.txt'), /You are viewing this content \*\*in Markdown\*\*/);
});

test('<Tile>, <Prompt>, <CodeBlock>, <Heading noAnchor> and <GitHub.Repo> are drawn at build time', () => {
  assert.equal(build().status, 0);
  assert.match(
    page('tiles/index.html'),
    /<a class="tile" href="\/color"><div class="tile-preview"><img[^>]*><img[^>]*><\/div><p class="tile-title">Tile one<\/p><p class="tile-description">Short description<\/p><\/a>/,
  );
  const prompt = page('prompt/index.html');
  assert.match(prompt, /prompt-description"><p>Generate <strong>clear<\/strong>, <em>concise<\/em> documentation\.<\/p>/);
  assert.match(prompt, /data-copy-from="q-prompt-2-text"[\s\S]*data-prompt-cursor="q-prompt-2-text"/);
  const code = page('code-block/index.html');
  assert.match(code, /class="code-block has-title line-numbers"[^>]*data-code-title="greet\.js"/);
  assert.match(code, /<span class="line highlighted">[\s\S]*?return/);
  const heading = page('heading/index.html');
  assert.match(heading, /<h2>Heading without anchor link<\/h2>/);
  assert.match(heading, /<h3 id="heading-with-an-anchor">Heading with an anchor<\/h3>/);
  // The card needs no network at build time: the reader's browser fills the counts.
  assert.match(page('github/index.html'), /<quire-github-repo data-repo="mintlify\/docs"[^>]*><a class="github-repo-link" href="https:\/\/github\.com\/mintlify\/docs"/);
  assert.match(page('github/index.html'), /data-repo="withastro\/astro" class="github-repo github-repo-flat"/);
});

/** The page's HTML and the rules of every stylesheet it links, read from the build. */
const withStylesheets = (path: string) => {
  const html = page(path);
  return [html, ...[...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map(([, href]) => page(href))].join('\n');
};

test('a page that uses none of these components carries none of their styles or scripts', () => {
  assert.equal(build().status, 0);
  assert.doesNotMatch(withStylesheets('index.html'), /\.tree ?\{|\.color-palette|\.prompt ?\{|\.tile ?\{|quire-tree|Tree\.astro|View\.astro/);
  // The page that draws a tree links its rules.
  assert.match(withStylesheets('tree/index.html'), /\.tree ?\{/);
});

test('a ```mermaid fence is a diagram on the page, its source kept in the .md and out of search', () => {
  assert.equal(build().status, 0);
  for (const path of ['mermaid/index.html', 'mermaid-md/index.html']) {
    const html = page(path);
    assert.match(html, /<quire-mermaid class="mermaid-diagram" data-pagefind-ignore(?:="")?(?: data-[a-z-]+="[^"]*")*><pre class="mermaid-source">/, path);
    assert.doesNotMatch(html, /language-mermaid|astro-code[^"]*"[^>]*data-language="mermaid"/, path);
    assert.match(html, /DiagramScripts/, path);
  }
  assert.match(page('mermaid.md'), /```mermaid placement="top-right"\n {2}flowchart LR/);
  assert.doesNotMatch(page('tree/index.html'), /DiagramScripts|quire-mermaid/);
});
