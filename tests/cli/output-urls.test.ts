import assert from 'node:assert/strict';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { quire, siteFolder, STACK_TRACE } from './quire-process.ts';

// Script URLs no source check can see, because a page's code makes them: the output is read after
// rendering and the build refuses what it holds. Builds: run under the shared build lock.
const dir = siteFolder({
  'site.json': JSON.stringify({ name: 'Built URLs', navigation: [{ group: 'Start', pages: ['index', 'component'] }] }),
  'docs/index.mdx': "---\ntitle: Home\n---\n\n<a href={'java' + 'script:alert(1)'}>built by an expression</a>\n\n[a page](/component)\n",
  'docs/component.mdx': "---\ntitle: Component\n---\n\nexport const Evil = () => <a href={['javas', 'cript:alert(2)'].join('')}>from a component</a>;\n\n<Evil />\n",
});
after(() => rmSync(dir, { recursive: true, force: true }));

test('a script URL built by page code (an expression, an exported component) fails the build, named by page and attribute; nothing is published', { timeout: 300_000 }, () => {
  const run = quire(['build', dir], dir);
  assert.notEqual(run.status, 0, run.output);
  assert.match(run.output, /The built pages have 2 script URLs that no source check could see/);
  assert.ok(run.output.includes('✖ /index.html: <a href="javascript:alert(1)">'), run.output);
  assert.ok(run.output.includes('✖ /component/index.html: <a href="javascript:alert(2)">'), run.output);
  assert.doesNotMatch(run.output, STACK_TRACE);
  assert.equal(existsSync(join(dir, 'dist')), false, 'no site was published');
});
