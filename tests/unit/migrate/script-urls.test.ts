import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkPages } from '../../../src/migrate/page-checks.ts';

test('migrate reports script URLs in the source pages with file and line, and goes on', () => {
  const pages: Record<string, string> = {
    'index.mdx': '---\ntitle: Home\nurl: javascript:alert(0)\n---\n\n[Run](javascript:alert(1))\n\n<Card title="c" href="JAVASCRIPT:alert(2)" />\n\n[Fine](/guide)\n',
    'guide.md': '# Guide\n\n<a href="&#106;avascript:alert(3)">raw</a> ![logo](data:image/png;base64,AA)\n',
  };
  const { warnings, brokenLinks } = checkPages((file) => pages[file], Object.keys(pages), [], []);
  const scriptWarnings = warnings.filter((warning) => warning.includes('quire build refuses it'));
  assert.deepEqual(
    scriptWarnings.map((warning) => warning.split(': a ')[0]),
    [
      'index.mdx:3: javascript:alert(0): frontmatter url',
      'index.mdx:6: javascript:alert(1): markdown link',
      'index.mdx:8: JAVASCRIPT:alert(2): href of <Card>',
      'guide.md:3: javascript:alert(3): href of <a>',
    ],
  );
  assert.match(scriptWarnings[0], /a javascript: URL runs script in the reader's browser; quire build refuses it, so replace it with a link to a page or an https:\/\/ URL$/);
  assert.deepEqual(brokenLinks, [], 'script URLs are not also reported as broken links');
});
