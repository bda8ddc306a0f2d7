import assert from 'node:assert/strict';
import { test } from 'node:test';
import { exportsOfFile, withoutMissingImports } from '../../../src/site-code/missing-exports.ts';
import { readPage } from '../../../src/source/page-includes.ts';

test("what a site file exports, read from its text: an MDX file's ESM exports and its content; a code file's exports; undefined where it cannot be told", () => {
  assert.deepEqual([...(exportsOfFile('s.mdx', 'export const A = 1;\nexport function B() {}\n\n# Text\n') ?? [])].sort(), ['A', 'B', 'default']);
  assert.deepEqual([...(exportsOfFile('c.jsx', 'const x = 1;\nexport const Chart = () => <p/>;\nexport { x as Y };\n') ?? [])].sort(), ['Chart', 'Y']);
  assert.deepEqual([...(exportsOfFile('d.tsx', 'export default function D(): null { return null; }\n') ?? [])], ['default']);
  assert.equal(exportsOfFile('e.js', "export * from './f.js';\n"), undefined);
  assert.equal(exportsOfFile('g.jsx', 'export const = ;'), undefined);
});

test('imports of names their file does not export are written without them, every line kept where it was', () => {
  const page = ["import { A, B } from '/snippets/s.mdx';", 'import Default, {', '  Chart,', '  Missing,', "} from '/snippets/c.jsx';", '', 'A is {A}. B is {B}.', '', '<Chart />'].join('\n');
  const exports: Record<string, Set<string>> = { '/snippets/s.mdx': new Set(['A', 'default']), '/snippets/c.jsx': new Set(['Chart']) };
  const result = withoutMissingImports(page, readPage(page).code, (specifier) => exports[specifier]);
  assert.ok(result);
  assert.deepEqual(result.missing, [
    { specifier: '/snippets/s.mdx', name: 'B', line: 1 },
    { specifier: '/snippets/c.jsx', name: 'default', line: 2 },
    { specifier: '/snippets/c.jsx', name: 'Missing', line: 2 },
  ]);
  const lines = result.text.split('\n');
  assert.equal(lines.length, page.split('\n').length);
  assert.equal(lines[0], 'import { A } from "/snippets/s.mdx";');
  assert.equal(lines[1], 'import { Chart } from "/snippets/c.jsx";');
  assert.equal(lines[6], 'A is {A}. B is {B}.');
  // Nothing missing, or a file that cannot be told: the page as written.
  assert.equal(
    withoutMissingImports(page, readPage(page).code, () => undefined),
    undefined,
  );
  const allThere = withoutMissingImports("import { A } from '/snippets/s.mdx';\n\n{A}\n", readPage("import { A } from '/snippets/s.mdx';\n\n{A}\n").code, (specifier) => exports[specifier]);
  assert.equal(allThere, undefined);
});

test('an import left with no name still loads its file, as the author wrote it', () => {
  const page = "import { Gone } from '/snippets/s.mdx';\n\nText.\n";
  const result = withoutMissingImports(page, readPage(page).code, () => new Set(['default']));
  assert.equal(result?.text.split('\n')[0], 'import "/snippets/s.mdx";');
});
