import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { test } from 'node:test';
import { autoImportsOf, snippetExports } from '../../../src/markdown/snippet-auto-imports.ts';
import { siteTextFromDisk } from '../../../src/utils/read-site-file.ts';
import { siteFolder } from '../../cli/quire-process.ts';

test('a component used without an import resolves to the one snippet exporting it; a name two snippets export, a defined or a Quire name does not', (t) => {
  const dir = siteFolder({
    'snippets/monospace.mdx': 'export const Monospace = ({ children }) => <code>{children}</code>;\n',
    'snippets/a/badge.jsx': 'export const Pill = () => null;\n',
    'snippets/b/badge.jsx': 'export function Pill() { return null; }\n',
  });
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const exports = snippetExports(dir, siteTextFromDisk(dir));
  assert.deepEqual(exports.get('Monospace'), ['/snippets/monospace.mdx']);
  assert.equal(exports.get('Pill')?.length, 2);
  assert.deepEqual(autoImportsOf('Use <Monospace>npm</Monospace> and <Pill />.\n', exports), ['import { Monospace } from "/snippets/monospace.mdx";']);
  assert.deepEqual(autoImportsOf('import { Monospace } from "/snippets/other.mdx";\n\n<Monospace>x</Monospace>\n', exports), []);
  assert.deepEqual(autoImportsOf('<Note>no snippet needed</Note>\n', exports), []);
});

test("a name several snippets export resolves to the one for the page's folder (a site translated into folders), else stays unknown", (t) => {
  const dir = siteFolder({
    'snippets/button.jsx': 'export const PreviewButton = () => null;\n',
    'snippets/es/button.jsx': 'export const PreviewButton = () => null;\n',
    'snippets/fr/button.jsx': 'export const PreviewButton = () => null;\n',
    'snippets/a/pill.jsx': 'export const Pill = () => null;\n',
    'snippets/b/pill.jsx': 'export const Pill = () => null;\n',
  });
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const exports = snippetExports(dir, siteTextFromDisk(dir));
  const page = '<PreviewButton href="/x">Open</PreviewButton> <Pill />\n';
  assert.deepEqual(autoImportsOf(page, exports, 'ai/skill.mdx'), ['import { PreviewButton } from "/snippets/button.jsx";']);
  assert.deepEqual(autoImportsOf(page, exports, 'es/ai/skill.mdx'), ['import { PreviewButton } from "/snippets/es/button.jsx";']);
  assert.deepEqual(autoImportsOf(page, exports), [], 'without the page, which one is meant cannot be told');
});
