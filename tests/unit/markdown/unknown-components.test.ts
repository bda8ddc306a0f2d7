import assert from 'node:assert/strict';
import { test } from 'node:test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { mdxToJs } from 'satteri';
import {
  componentsOfPage,
  formatCustomComponentUses,
  formatUnknownComponents,
  isComponentName,
  namesDefinedByEsm,
  newComponentUses,
  unknownComponentsPlugin,
} from '../../../src/markdown/unknown-components.ts';

test('names a page defines itself by import or export are known', () => {
  assert.deepEqual(namesDefinedByEsm("import Intro from '/snippets/intro.mdx';\nimport D, { A, B as C } from './x.js';\nimport * as All from 'y';\nexport const Banner = () => null;").sort(), [
    'A',
    'All',
    'Banner',
    'C',
    'D',
    'Intro',
  ]);
});

test('only bare capitalised tags are components', () => {
  assert.equal(isComponentName('Card'), true);
  assert.equal(isComponentName('div'), false);
  assert.equal(isComponentName('motion.div'), false);
  assert.equal(isComponentName(null), false);
});

const unknownOf = (page: string) =>
  componentsOfPage(page)
    .filter((use) => use.kind === 'unknown')
    .map(({ name, line, column, suggestions }) => ({ name, line, column, suggestions }));

test('unknown names get the closest known component', () => {
  const unknown = unknownOf('export const Intro = () => null;\n\n<Cardd />\n<Note />\n<Intro />\n');
  assert.deepEqual(unknown, [{ name: 'Cardd', line: 3, column: 1, suggestions: ['Card'] }]);
  assert.match(formatUnknownComponents('docs/a.mdx', unknown), /✖ docs\/a\.mdx:3:1: <Cardd> is not a component Quire knows; did you mean <Card>\?/);
});

test('Mintlify components are all known (none is left as a plain block), and a misspelling is suggested its name', () => {
  assert.deepEqual(
    unknownOf('<Mermaid>graph TD</Mermaid>\n\n<Tree />\n\n<Mermiad />\n').map((u) => [u.name, u.suggestions[0]]),
    [['Mermiad', 'Mermaid']],
  );
});

test("each build keeps its own record of placeholder components: a second build does not report the first one's pages", () => {
  const page = (text: string, file: string) => ({ text, url: pathToFileURL(join(tmpdir(), file)) });
  const build = (pages: Array<{ text: string; url: URL }>) => {
    const uses = newComponentUses();
    const plugin = unknownComponentsPlugin(uses);
    for (const { text, url } of pages) mdxToJs(text, { mdastPlugins: [plugin], fileURL: url });
    return formatCustomComponentUses(uses);
  };
  const first = build([page("import { Chart } from '/snippets/chart.js';\n\n<Chart />\n\n<Mermaid>graph TD</Mermaid>", 'a.mdx')]);
  assert.match(first ?? '', /a\.mdx:3: <Chart> from \/snippets\/chart\.js/);
  assert.equal(build([page('<Note>plain</Note>', 'b.mdx')]), undefined);
});

test("one rule classifies a page's tags for the build, quire check and migrate", () => {
  assert.deepEqual(
    componentsOfPage("---\ntitle: x\n---\nimport Intro from '/snippets/intro.mdx';\n\n<Intro />\n<Card />\n<Mermaid />\n<Fragment />\n<Crad />").map((use) => [use.name, use.kind, use.suggestions]),
    [
      ['Intro', 'defined', []],
      ['Card', 'component', []],
      ['Mermaid', 'component', []],
      ['Fragment', 'defined', []],
      ['Crad', 'unknown', ['Card']],
    ],
  );
});
