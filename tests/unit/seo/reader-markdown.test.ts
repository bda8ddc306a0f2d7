import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isCommentOnly, readerMarkdown } from '../../../src/seo/reader-markdown.ts';
import { readPageSource } from '../../../src/seo/page-sources.ts';

test("import and export lines are left out of the reader's markdown, the rest kept byte for byte", () => {
  const page = "import Intro from '/snippets/intro.mdx';\nexport const version = '2.1';\n\n# Setup ✨\n\n<Intro />\n\nRun it — é, 😀.\n";
  assert.equal(readerMarkdown(page), '# Setup ✨\n\n<Intro />\n\nRun it — é, 😀.\n');
  // Between paragraphs: the block and one blank line go, so paragraphs stay one blank line apart.
  assert.equal(readerMarkdown('First.\n\nexport const a = 1;\nexport const b = 2;\n\nSecond.\n'), 'First.\n\nSecond.\n');
});

test('MDX comments are left out, on their own lines, inside a line and inside components', () => {
  assert.equal(readerMarkdown('Intro.\n\n{/* TODO: ask legal about the key rotation */}\n\nMore.\n'), 'Intro.\n\nMore.\n');
  assert.equal(readerMarkdown('Hello {/* secret-name */} world.\n'), 'Hello world.\n');
  assert.equal(readerMarkdown('{/* a\nlong\ncomment */}\n# Title\n'), '# Title\n');
  assert.equal(readerMarkdown('<Note>\n  {/* internal */}\n  Visible.\n</Note>\n'), '<Note>\n  Visible.\n</Note>\n');
  assert.equal(readerMarkdown('A {// line comment\n} B\n'), 'A B\n');
});

test('code blocks keep their imports and comments; expressions that are not only comments stay', () => {
  const page = "```js\nimport x from 'y';\n{/* kept */}\n```\n\n    export const indented = 'code';\n\nValue: {1 + 1} and {\"/* a string */\"}.\n";
  assert.equal(readerMarkdown(page), page);
  const inline = 'Write `{/* x */}` or `import a from "b"`.\n';
  assert.equal(readerMarkdown(inline), inline);
});

test('isCommentOnly: comments and white space only', () => {
  assert.equal(isCommentOnly('/* a */ /* b */'), true);
  assert.equal(isCommentOnly(' // x\n '), true);
  assert.equal(isCommentOnly('/* a */ b'), false);
  assert.equal(isCommentOnly('/* open'), false);
  assert.equal(isCommentOnly('"/* x */"'), false);
});

test("page sources: an .mdx page's body and title come without imports or comments; a .md page is text as written", () => {
  const mdx = readPageSource('a', "---\ntitle: A\n---\nimport X from '/snippets/x.mdx';\n\n{/* draft */}\n\nBody.\n", 'mdx');
  assert.equal(mdx.body, 'Body.\n');
  const fromHeading = readPageSource('b', "import X from '/snippets/x.mdx';\n\n# From the heading\n", 'mdx');
  assert.equal(fromHeading.title, 'From the heading');
  assert.equal(fromHeading.body, '# From the heading\n');
  // In a .md page this is text the reader sees.
  assert.equal(readPageSource('c', "import X from 'y';\n\n{/* shown */}\n", 'md').body, "import X from 'y';\n\n{/* shown */}\n");
});

test('a page with docs.json variables (`{{api-host}}`, no JS name) keeps them as written and loses its comments and imports', () => {
  assert.equal(readerMarkdown("import Intro from '/snippets/intro.mdx';\n\n{/* internal */}\n\nOn {{api-host}}, `{{api-host}}`.\n"), 'On {{api-host}}, `{{api-host}}`.\n');
});
