import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { quireComponentsDrawnBy, reactFileTexts } from '../../../src/site-code/react-drawn.ts';
import { siteMayHaveDiagrams } from '../../../src/markdown/diagrams.ts';
import { drawsHandedIcons, iconNamesIn } from '../../../src/site-code/react-icons.ts';
import { parseComponentCode } from '../../../src/site-code/react-code.ts';
import { siteTextFromDisk } from '../../../src/utils/read-site-file.ts';

const files: Record<string, string> = {
  '/site/snippets/notes.jsx': 'import { Row } from \'./row.jsx\';\nexport const Notes = () => <Update label="v1"><Row /><Mystery /></Update>;\n',
  '/site/snippets/row.jsx': 'import { Card as Box, Tabs } from \'@mintlify/components\';\nexport const Row = () => <Box title="x" />;\n',
  '/site/snippets/nextra.jsx': "import { Callout, Fancy } from 'nextra/components';\nimport { useState } from 'react';\nexport const N = () => <Callout><Fancy /></Callout>;\n",
  '/site/snippets/own.jsx': 'const Card = () => <div />;\nexport const Own = () => <Card />;\n',
};
const read = (file: string) => files[file];

test("Quire's components a page's React files draw: written without an import, imported from Mintlify's package, in the files they import; never a name the code defines itself", () => {
  assert.deepEqual(quireComponentsDrawnBy(['/site/snippets/notes.jsx'], { docsDir: '/site', siteDir: '/site', read }), ['Card', 'Tabs', 'Update']);
  // Another kit's package is not loaded: its names of Quire's components are drawn as Quire's.
  assert.deepEqual(quireComponentsDrawnBy(['/site/snippets/nextra.jsx'], { docsDir: '/site', siteDir: '/site', read }), ['Callout']);
  assert.deepEqual(quireComponentsDrawnBy(['/site/snippets/own.jsx'], { docsDir: '/site', siteDir: '/site', read }), []);
  // A file outside the site folder is never read.
  assert.deepEqual(quireComponentsDrawnBy(['/site/snippets/notes.jsx'], { docsDir: '/site', siteDir: '/site/snippets/none', read }), ['Update']);
});

test('the icon names React code writes: on an element, in an object of data, in braces; not a name computed at run time', () => {
  const program = parseComponentCode(
    "const items = [{ icon: 'rocket' }, { 'icon': `bolt` }];\nexport const X = ({ name }) => <><Card icon=\"book\" /><Card icon={'star'} /><Card icon={name} /></>;\n",
  );
  assert.deepEqual(iconNamesIn(program), ['bolt', 'book', 'rocket', 'star']);
});

test('React code that draws an icon it is handed is told apart from code that writes its icons', () => {
  const program = (code: string) => parseComponentCode(code, 'x.jsx');
  assert.equal(drawsHandedIcons(program('export const F = ({ icon }) => <Card icon={icon} />;')), true);
  assert.equal(drawsHandedIcons(program('export const F = (props) => [{ icon: props.icon }].map((item) => <Card icon={item.icon} />);')), true);
  assert.equal(drawsHandedIcons(program('export const F = () => <Card icon="rocket" />;')), false);
  assert.equal(drawsHandedIcons(program('export const F = () => <Card icon={<svg />} />;')), false);
});

test("the site's React files are read for what only they may draw, tools' folders left out", () => {
  const dir = mkdtempSync(join(tmpdir(), 'quire-react-files-'));
  try {
    mkdirSync(join(dir, 'snippets'));
    mkdirSync(join(dir, 'node_modules'));
    writeFileSync(join(dir, 'snippets', 'flow.jsx'), 'export const Flow = () => <Mermaid chart="graph TD; A-->B" />;\n');
    writeFileSync(join(dir, 'node_modules', 'dep.jsx'), 'export const Dep = () => <b />;\n');
    writeFileSync(join(dir, 'index.mdx'), '# Home\n');
    const texts = reactFileTexts({ pagesDir: dir, siteDir: dir }, siteTextFromDisk(dir));
    assert.equal(texts.length, 1);
    assert.equal(siteMayHaveDiagrams(texts), true);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
