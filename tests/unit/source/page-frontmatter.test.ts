import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readFrontmatter } from '../../../src/source/frontmatter.ts';
import { pageFrontmatterSchema } from '../../../src/source/page-frontmatter.ts';

test('frontmatter values of other types never fail the content sync: an empty value is no value, a number is its text', () => {
  const { data } = readFrontmatter('---\ntitle: 2024\ndescription:\nicon: [a, b]\nsidebarTitle: true\ncustom: { kept: 1 }\n---\n\nBody\n');
  const parsed = pageFrontmatterSchema.safeParse(data);
  assert.ok(parsed.success, JSON.stringify(parsed.error?.issues));
  assert.deepEqual(parsed.data, { title: '2024', description: undefined, icon: undefined, sidebarTitle: 'true', custom: { kept: 1 } });
});

test('frontmatter read as Mintlify reads it (js-yaml): a double-quoted description whose text starts on the next line at column 0', () => {
  const read = readFrontmatter('---\ntitle: Setup\ndescription: "\nHow to set up the thing."\n---\n\nBody\n');
  assert.equal(read.problem, undefined);
  assert.equal(read.data.title, 'Setup');
  assert.equal(String(read.data.description).trim(), 'How to set up the thing.');
});

test('frontmatter no reader can read is a problem with its line; the page keeps its body', () => {
  const read = readFrontmatter('---\ntitle: [unclosed\n---\n\nBody\n');
  assert.ok(read.problem);
  assert.equal(read.problem.line, 2);
  assert.deepEqual(read.data, {});
  assert.equal(read.body.trim(), 'Body');
});

test('frontmatter whose aliases repeat their anchors millions of times is a problem with its line, not an exception; the page keeps its body', () => {
  const lines = ['---', 'title: Laughs', 'l0: &l0 [ha, ha, ha, ha, ha, ha, ha, ha, ha, ha]'];
  for (let level = 1; level <= 8; level++) lines.push(`l${level}: &l${level} [${Array.from({ length: 10 }, () => `*l${level - 1}`).join(', ')}]`);
  const read = readFrontmatter(`${lines.join('\n')}\n---\n\nBody\n`);
  assert.deepEqual(read.data, {});
  assert.deepEqual(read.problem, {
    line: 2,
    column: 1,
    message: 'frontmatter is not read: its aliases (*name) repeat their anchors more than Quire reads',
    hint: 'write the values out instead of &anchors and *aliases',
  });
  assert.equal(read.body, '\nBody\n');
});
