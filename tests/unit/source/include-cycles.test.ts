import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findIncludeCycles, formatIncludeCycles, type Include } from '../../../src/source/include-cycles.ts';

const include = (from: string, to: string, line = 1, written = `import "/${to}"`): Include => ({ from, to, line, written });

test('no loop: a page including snippets that include others is fine, shared snippets too', () => {
  const includes = [include('index.mdx', 'snippets/a.mdx'), include('index.mdx', 'snippets/b.mdx'), include('snippets/a.mdx', 'snippets/b.mdx'), include('guide.mdx', 'snippets/a.mdx')];
  assert.deepEqual(findIncludeCycles(includes, ['guide.mdx', 'index.mdx', 'snippets/a.mdx', 'snippets/b.mdx']), []);
});

test('a page that includes itself', () => {
  const self = include('index.mdx', 'index.mdx', 4, '<Snippet file="index">');
  assert.deepEqual(findIncludeCycles([self], ['index.mdx']), [{ chain: ['index.mdx', 'index.mdx'], loop: [self] }]);
});

test('two snippets importing each other: the chain starts at the page that reaches them', () => {
  const ab = include('snippets/a.mdx', 'snippets/b.mdx', 1);
  const ba = include('snippets/b.mdx', 'snippets/a.mdx', 3, '<Snippet file="a">');
  const includes = [ab, ba, include('index.mdx', 'snippets/a.mdx', 5)];
  const cycles = findIncludeCycles(includes, ['index.mdx', 'snippets/a.mdx', 'snippets/b.mdx']);
  assert.deepEqual(cycles, [{ chain: ['index.mdx', 'snippets/a.mdx', 'snippets/b.mdx', 'snippets/a.mdx'], loop: [ab, ba] }]);
  assert.equal(
    formatIncludeCycles(cycles, (file) => `docs/${file}`),
    [
      'Pages and snippets include each other in a loop; rendering would never end:',
      '  ✖ index.mdx → snippets/a.mdx → snippets/b.mdx → snippets/a.mdx',
      '      docs/snippets/a.mdx:1: import "/snippets/b.mdx"',
      '      docs/snippets/b.mdx:3: <Snippet file="a">',
      '  hint: remove or change one include of each loop (a snippet cannot include the page or snippet that includes it)',
    ].join('\n'),
  );
});

test('a loop no page reaches is still found, starting from the first file in path order', () => {
  const cycles = findIncludeCycles([include('snippets/y.mdx', 'snippets/x.mdx'), include('snippets/x.mdx', 'snippets/y.mdx')]);
  assert.deepEqual(
    cycles.map((cycle) => cycle.chain),
    [['snippets/x.mdx', 'snippets/y.mdx', 'snippets/x.mdx']],
  );
});

test('each loop is reported once, however many pages reach it; separate loops each get a chain', () => {
  const includes = [
    include('a.mdx', 'snippets/s.mdx'),
    include('b.mdx', 'snippets/s.mdx'),
    include('snippets/s.mdx', 'snippets/t.mdx'),
    include('snippets/t.mdx', 'snippets/s.mdx'),
    include('c.mdx', 'c.mdx'),
  ];
  const chains = findIncludeCycles(includes, ['a.mdx', 'b.mdx', 'c.mdx']).map((cycle) => cycle.chain.join(' → '));
  assert.deepEqual(chains, ['a.mdx → snippets/s.mdx → snippets/t.mdx → snippets/s.mdx', 'c.mdx → c.mdx']);
});

test('a long chain of includes ends in time', () => {
  const includes = Array.from({ length: 3000 }, (_, index) => include(`p${index}.mdx`, `p${index + 1}.mdx`));
  includes.push(include('p3000.mdx', 'p0.mdx'));
  const [cycle] = findIncludeCycles(includes, ['p0.mdx']);
  assert.equal(cycle.chain.length, 3002);
  assert.equal(cycle.loop.length, 3001);
});
