import assert from 'node:assert/strict';
import { test } from 'node:test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { mdxToJs } from 'satteri';
import {
  componentsOfPage,
  findUnknownComponents,
  formatComponentUses,
  formatNotYetRendered,
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

test('unknown names get the closest known component', () => {
  const unknown = findUnknownComponents([{ name: 'Cardd', line: 3, column: 1 }, { name: 'Note' }, { name: 'Intro' }], new Set(['Intro']));
  assert.deepEqual(unknown, [{ name: 'Cardd', line: 3, column: 1, suggestions: ['Card'] }]);
  assert.match(formatUnknownComponents('docs/a.mdx', unknown), /✖ docs\/a\.mdx:3:1: <Cardd> is not a component Quire knows; did you mean <Card>\?/);
});

test('Mintlify components are all known (none is left as a plain block), and a misspelling is suggested its name', () => {
  assert.deepEqual(
    findUnknownComponents([{ name: 'Mermaid' }, { name: 'Tree' }, { name: 'Mermiad' }], new Set()).map((u) => [u.name, u.suggestions[0]]),
    [['Mermiad', 'Mermaid']],
  );
  assert.equal(formatNotYetRendered(new Map()), undefined);
  assert.equal(
    formatNotYetRendered(
      new Map([
        ['Tree', new Set(['docs/b.mdx', 'docs/a.mdx'])],
        ['Mermaid', new Set(['docs/a.mdx'])],
      ]),
    ),
    'Mintlify components Quire does not render yet; their content is shown in a plain block:\n  ⚠ <Mermaid> in docs/a.mdx\n  ⚠ <Tree> in docs/a.mdx, docs/b.mdx',
  );
});

test("each build keeps its own record of placeholder components: a second build does not report the first one's pages", () => {
  const page = (text: string, file: string) => ({ text, url: pathToFileURL(join(tmpdir(), file)) });
  const build = (pages: Array<{ text: string; url: URL }>) => {
    const uses = newComponentUses();
    const plugin = unknownComponentsPlugin(uses);
    for (const { text, url } of pages) mdxToJs(text, { mdastPlugins: [plugin], fileURL: url });
    return formatComponentUses(uses);
  };
  const first = build([page("import { Chart } from '/snippets/chart.js';\n\n<Chart />\n\n<Mermaid>graph TD</Mermaid>", 'a.mdx')]);
  assert.equal(first.length, 1);
  assert.match(first[0], /a\.mdx:3: <Chart> from \/snippets\/chart\.js/);
  assert.deepEqual(build([page('<Note>plain</Note>', 'b.mdx')]), []);
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
