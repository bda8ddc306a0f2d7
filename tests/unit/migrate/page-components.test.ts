import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findComponentNotices } from '../../../src/migrate/page-components.ts';

test('custom React imports, Mintlify-only names and unknown names are found with their line; code blocks are text', () => {
  const page = [
    '---',
    'title: Demo',
    '---',
    "import { Chart } from '/snippets/chart.js';",
    "import { Live } from '/snippets/live.jsx';",
    "import Intro from '/snippets/intro.mdx';",
    '',
    '<Chart />',
    '<Live />',
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
      ['Chart', 8, 'custom-react'],
      ['Notte', 13, 'unknown'],
    ],
  );
  assert.match(notices[1].detail, /did you mean <Note>/);
});
