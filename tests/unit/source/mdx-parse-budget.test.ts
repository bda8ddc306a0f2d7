import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mdxParseBudgetProblem } from '../../../src/source/mdx-parse-budget.ts';
import { readPage } from '../../../src/source/page-includes.ts';

test('100,000 unbalanced {{ on a line: refused before the MDX parser sees it, with the line and what to do', () => {
  const page = `---\ntitle: Braces\n---\n\n# Braces\n\n${'{{'.repeat(100_000)}\n`;
  assert.throws(
    () => readPage(page),
    (error: Error) =>
      error.message ===
      '7:1: too many `{` and `<` for the MDX parser (200,000 on this line): each starts an expression or a tag, and a page with this many would take minutes to parse; write them in a code block, or escape them (\\{, &lt;) (quire:parse-budget)',
  );
});

test('thousands of { never closed, one a paragraph: refused at the first, counted', () => {
  const page = `# Open\n\nText {\n\n${'{\n\n'.repeat(5_000)}`;
  const problem = mdxParseBudgetProblem(page);
  assert.deepEqual(problem && { line: problem.line, column: problem.column }, { line: 3, column: 6 });
  assert.match(problem?.reason ?? '', /^5,001 `\{` are never closed, the first here: MDX reads each as an expression to the end of the page/);
});

test('real pages are within budget: expressions, JSX, braces in fenced code, a long line of prose with a few', () => {
  const fenced = ['```json', '{'.repeat(50_000), '```'].join('\n');
  const page = ['# Fine', '', `${'word {x} <b>y</b> '.repeat(200)}`, '', fenced, '', '<Card title={`a`}>{props.value}</Card>'].join('\n');
  assert.equal(mdxParseBudgetProblem(page), undefined);
  assert.deepEqual(readPage(page).imports, []);
});

test('3,000 tags inside tags (which crashed the build with no message) or > quotes inside quotes: refused at the line that goes too deep', () => {
  const tags = `# Deep\n\n${'<Note>\n'.repeat(3000)}x\n${'</Note>\n'.repeat(3000)}`;
  assert.deepEqual(mdxParseBudgetProblem(tags), {
    line: 259,
    column: 1,
    reason: 'nested more than 256 levels deep (tags inside tags, or > quotes inside quotes): deeper than any page needs, and too deep for the MDX compiler; flatten it',
  });
  assert.equal(mdxParseBudgetProblem(`# Deep\n\n${'> '.repeat(3000)}deep\n`)?.line, 3);
  const shallow = `${'<Tabs>\n<Tab title="a">\n`<Card>` and <br /> <Icon icon="x" />\n</Tab>\n</Tabs>\n'.repeat(500)}`;
  assert.equal(mdxParseBudgetProblem(shallow), undefined);
});
