import assert from 'node:assert/strict';
import { test } from 'node:test';
import { esmImports, readPage, readPageIncludes } from '../../../src/source/page-includes.ts';

test('imports and <Snippet file> uses of an .mdx page, each with its line in the file', () => {
  const page = [
    '---',
    'title: Home',
    '---',
    "import Intro from '/snippets/intro.mdx';",
    "import data from '../data.json';",
    "export { Chart } from './chart.jsx';",
    '',
    '# Home',
    '',
    '<Snippet file="get-help" />',
    '',
    'Inline <Snippet file="snippets/inline.mdx" /> too, and <Snippet file={name} /> is not known before rendering.',
    '',
    "{await import('/snippets/dynamic.txt?raw')}",
    '',
    '```mdx',
    "import Shown from '/snippets/shown.mdx';",
    '<Snippet file="shown" />',
    '```',
  ].join('\n');
  assert.deepEqual(readPageIncludes(page), {
    imports: [
      { specifier: '/snippets/intro.mdx', line: 4 },
      { specifier: '../data.json', line: 5 },
      { specifier: './chart.jsx', line: 6 },
      { specifier: '/snippets/dynamic.txt?raw', line: 14 },
    ],
    snippets: [
      { file: 'get-help', line: 10 },
      { file: 'snippets/inline.mdx', line: 12 },
    ],
  });
});

test('a page without imports or snippets is not parsed; a page MDX cannot parse throws', () => {
  assert.deepEqual(readPageIncludes('# Plain\n\n<Note>unclosed'), { imports: [], snippets: [] });
  assert.throws(() => readPageIncludes("import A from '/a.mdx';\n\n<Note>unclosed\n"), /closing tag/);
});

test('esmImports: static, re-exported, side-effect, ?raw and literal dynamic imports', () => {
  const esm = "import a from './a.mdx?raw';\nexport * from '/b.mdx';\nimport '/c.css';\nexport const d = await import('/d.json');";
  assert.deepEqual(esmImports(esm, 10), [
    { specifier: './a.mdx?raw', line: 10 },
    { specifier: '/b.mdx', line: 11 },
    { specifier: '/c.css', line: 12 },
    { specifier: '/d.json', line: 13 },
  ]);
});

test('a page with docs.json variables (`{{app-version}}`, no JS name) is read: its imports and snippets count for the include checks', () => {
  const page = ['---', 'title: "{{app-version}}"', '---', "import Intro from '/snippets/intro.mdx';", '', 'Version {{app-version}}.', '', '<Snippet file="get-help" />', ''].join('\n');
  assert.deepEqual(readPageIncludes(page), { imports: [{ specifier: '/snippets/intro.mdx', line: 4 }], snippets: [{ file: 'get-help', line: 8 }] });
});

test("a page's icons handed to its own components are read, those of Quire's components are not", () => {
  const reading = readPage(
    'import { Feature } from "/snippets/feature.jsx";\n\n<Feature icon="bolt" title="A" />\n\n<Card icon="book" title="B" />\n\n<Feature icon={"x"} />\n\n<Tree.Folder icon="no" name="a" />\n',
  );
  assert.deepEqual(reading.icons, ['bolt']);
});
