import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, test } from 'node:test';
import { AUTHORING_COMPONENTS, authoringComponentsModule } from '../../../src/components/mdx/authoring-components.ts';
import { CODE_OPTIONS_STYLES } from '../../../src/markdown/code-options.ts';
import { UNKNOWN_COMPONENT_STAND_IN } from '../../../src/source/component-names.ts';
import { componentNamesWritten, textsThatMayNameComponents } from '../../../src/source/components-written.ts';
import { docsFolderLayout, readSiteSource } from '../../../src/source/site-source.ts';

const COMPONENTS_DIR = fileURLToPath(new URL('../../../src/components/mdx/', import.meta.url));
const folders: string[] = [];
after(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

test('a component is named where a page or React file writes its tag: block, inline, self-closing, a part, in code; never by a word of prose or a longer name', () => {
  const names = componentNamesWritten([
    '# Title\n\n<Note>\n  Text\n</Note>\n\nSee a <Badge color="blue">new</Badge> one.\n\n<Card title="x" />',
    '<Tree>\n  <Tree.Folder name="src" />\n</Tree>\n\n<GitHub.Repo repo="a/b" />',
    'export const Box = () => <Tip>inside</Tip>;\n\nexport function List() { return <Steps\n  titleSize="h3">{children}</Steps>; }',
    '<AccordionGroup>\n  <Accordion title="a">x</Accordion>\n</AccordionGroup>',
    // Not tags: prose, a longer name, a lower-case element, a name at the end of a word.
    'A Note: the Card and the Warning in prose. <Notes/> <Checklist> <tip> x<Infobox>',
    'the last tag of a file may end it: <Frame',
  ]);
  assert.deepEqual([...names].sort(), ['Accordion', 'AccordionGroup', 'Badge', 'Card', 'Frame', 'GitHub', 'Note', 'Steps', 'Tip', 'Tree']);
});

test('the module a build hands its pages holds the components named and what the build itself draws; the dev server gets every one', () => {
  const few = authoringComponentsModule(new Set(['Note', 'Tree', 'GitHub']));
  const imported = (module: string) => [...module.matchAll(/^import \w+ from "([^"]+)";$/gm)].map((match) => match[1].slice(COMPONENTS_DIR.length)).sort();
  assert.deepEqual(imported(few), ['CodeOptionsStyles.astro', 'GitHubRepo.astro', 'Note.astro', 'Tree.astro', 'TreeFile.astro', 'TreeFolder.astro', 'UnknownComponent.astro']);
  const keys = (module: string) => [...module.matchAll(/^ {2}"(\w+)": /gm)].map((match) => match[1]).sort();
  assert.deepEqual(keys(few), ['GitHub', 'Note', CODE_OPTIONS_STYLES, UNKNOWN_COMPONENT_STAND_IN, 'Tree'].sort());
  // Members are parts of one object, as MDX looks them up (`<Tree.Folder>`, `<GitHub.Repo>`).
  assert.match(few, /"Tree": Object\.assign\((C\d+), \{ Folder: C\d+, File: C\d+ \}\)/);
  assert.match(few, /"GitHub": \{ Repo: C\d+ \}/);

  const every = authoringComponentsModule('all');
  assert.deepEqual(keys(every), Object.keys(AUTHORING_COMPONENTS).sort());
  const files = new Set(Object.values(AUTHORING_COMPONENTS).flatMap((drawing) => [...(drawing.file ? [drawing.file] : []), ...Object.values(drawing.parts ?? {})]));
  assert.deepEqual(imported(every), [...files].sort());
  for (const file of files) assert.ok(existsSync(join(COMPONENTS_DIR, file)), `${file} is not a component of src/components/mdx`);
});

test('the texts that may name components: every page and snippet, parts and React files anywhere in the site folder, and the values given; never build output or installed packages', () => {
  const dir = mkdtempSync(join(tmpdir(), 'quire-components-written-'));
  folders.push(dir);
  const files: Record<string, string> = {
    'site.json': '{}',
    'docs/index.mdx': '<Note>page</Note>',
    'docs/snippets/box.mdx': '<Card title="snippet" />',
    'parts/intro.mdx': '<Tip>part outside the pages folder</Tip>',
    'components/Panel.jsx': 'export const Panel = () => <Warning>react</Warning>;',
    'dist/index.md': '<Check>built copy</Check>',
    'node_modules/pkg/readme.md': '<Danger>installed</Danger>',
    'docs/notes.txt': '<Info>not a page</Info>',
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const source = readSiteSource(docsFolderLayout(dir));
  const names = componentNamesWritten(textsThatMayNameComponents(source, ['{{x}} <Badge>variable</Badge>']));
  assert.deepEqual([...names].sort(), ['Badge', 'Card', 'Note', 'Tip', 'Warning']);
});
