import assert from 'node:assert/strict';
import { test } from 'node:test';
import { escapeStrayAngleBrackets } from '../../../src/migrate/stray-angle-brackets.ts';

test('a `<` that opens no tag is escaped, each one reported with its line; tags, code and frontmatter are left alone', () => {
  const source = [
    '---',
    'title: "a <b> title"',
    '---',
    '- **Database**: Healthy <50ms, Unhealthy >200ms',
    '- Redis: <10ms and < 5 retries',
    '',
    '<Note>Tags stay tags.</Note>',
    '',
    '```js',
    'if (a <5) {}',
    '```',
    'Inline `x <3` stays.',
  ].join('\n');
  const { text, escaped } = escapeStrayAngleBrackets(source);
  const lines = text.split('\n');
  assert.equal(lines[1], 'title: "a <b> title"');
  assert.equal(lines[3], '- **Database**: Healthy \\<50ms, Unhealthy >200ms');
  // `< 5` (a space after it) is text to MDX already.
  assert.equal(lines[4], '- Redis: \\<10ms and < 5 retries');
  assert.deepEqual(lines.slice(6), source.split('\n').slice(6));
  assert.deepEqual(
    escaped.map((entry) => entry.line),
    [4, 5],
  );
  assert.equal(escaped[0].text, '- **Database**: Healthy <50ms, Unhealthy >200ms');
});

test('a page MDX already reads is returned as it was; other MDX errors are not touched', () => {
  assert.deepEqual(escapeStrayAngleBrackets('# Fine\n\n<Tip>ok</Tip>\n'), { text: '# Fine\n\n<Tip>ok</Tip>\n', escaped: [] });
  const unclosed = '<Note>\nnever closed\n';
  assert.deepEqual(escapeStrayAngleBrackets(unclosed), { text: unclosed, escaped: [] });
});
