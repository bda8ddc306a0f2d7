import assert from 'node:assert/strict';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { quire, siteFolder, STACK_TRACE } from './quire-process.ts';

// Builds start Astro: run under the shared build lock (`flock /tmp/quire-build.lock npm test`).
// Before these loops were found, quire check called such a site clean and quire build grew to
// 4.6 GB before running out of memory; now both stop before rendering. The 180 s timeout of
// quire() is only a safety net: the assertions are the exit code and the chain.
const folders: string[] = [];
after(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const SITE_JSON = JSON.stringify({ name: 'Loops', navigation: [{ group: 'Start', pages: ['index'] }] });

const shapes: Array<{ name: string; files: Record<string, string>; chain: string; includes: string[] }> = [
  {
    name: 'a page that includes itself with <Snippet file>',
    files: { 'docs/index.mdx': '# Home\n\n<Snippet file="index" />\n' },
    chain: 'index.mdx → index.mdx',
    includes: ['docs/index.mdx:3: <Snippet file="index">'],
  },
  {
    name: 'a page that imports itself',
    files: { 'docs/index.mdx': "import Home from '/index.mdx';\n\n# Home\n\n<Home />\n" },
    chain: 'index.mdx → index.mdx',
    includes: ['docs/index.mdx:1: import "/index.mdx"'],
  },
  {
    name: 'two snippets importing each other',
    files: {
      'docs/index.mdx': "import A from '/snippets/a.mdx';\n\n# Home\n\n<A />\n",
      'docs/snippets/a.mdx': "import B from './b.mdx';\n\nPart A.\n\n<B />\n",
      'docs/snippets/b.mdx': "import A from '/snippets/a.mdx';\n\nPart B.\n\n<A />\n",
    },
    chain: 'index.mdx → snippets/a.mdx → snippets/b.mdx → snippets/a.mdx',
    includes: ['docs/snippets/a.mdx:1: import "./b.mdx"', 'docs/snippets/b.mdx:1: import "/snippets/a.mdx"'],
  },
];

for (const shape of shapes) {
  test(`include loop, ${shape.name}: quire check and quire build stop at once and name the chain`, { timeout: 400_000 }, () => {
    const dir = siteFolder({ 'site.json': SITE_JSON, ...shape.files });
    folders.push(dir);
    const expected = [
      'Pages and snippets include each other in a loop; rendering would never end:',
      `  ✖ ${shape.chain}`,
      ...shape.includes.map((include) => `      ${include}`),
      '  hint: remove or change one include of each loop (a snippet cannot include the page or snippet that includes it)',
    ].join('\n');
    for (const command of ['check', 'build']) {
      const started = Date.now();
      const run = quire([command], dir);
      assert.equal(run.status, 1, `${command}: ${run.output.slice(-3000)}`);
      assert.ok(run.stderr.includes(expected), `${command}: missing\n${expected}\n--- output ---\n${run.output.slice(-3000)}`);
      assert.doesNotMatch(run.output, STACK_TRACE);
      console.log(`# quire ${command}, ${shape.name}: ${Date.now() - started} ms`);
    }
    assert.ok(!existsSync(join(dir, 'dist')), 'a site was built');
  });
}
