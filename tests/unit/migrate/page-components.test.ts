import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findComponentNotices } from '../../../src/migrate/page-components.ts';

test('custom React imports, Mintlify-only names and unknown names are found with their line; code blocks are text', () => {
  const page = [
    '---',
    'title: Demo',
    '---',
    "import { Chart } from '/snippets/chart.jsx';",
    "import Intro from '/snippets/intro.mdx';",
    '',
    '<Chart />',
    '<Intro />',
    '<Note>fine</Note>',
    '<Mermaid>graph TD</Mermaid>',
    '<Notte>typo</Notte>',
    '',
    '```jsx',
    '<Whatever />',
    '```',
  ].join('\n');
  const notices = findComponentNotices(page);
  assert.deepEqual(
    notices.map((n) => [n.name, n.line, n.kind]),
    [
      ['Chart', 7, 'custom-react'],
      ['Mermaid', 10, 'mintlify-only'],
      ['Notte', 11, 'unknown'],
    ],
  );
  assert.match(notices[2].detail, /did you mean <Note>/);
});
