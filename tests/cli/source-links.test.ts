import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { jsonLocator, locateJsonPath } from '../../src/config/json-location.ts';
import { checkSourceLinks, sourceIds } from '../../src/links/source-links.ts';
import { siteFolder } from './quire-process.ts';
import { readSiteSource } from '../../src/source/site-source.ts';

test('heading ids are computed as the build computes them: slugs in order, repeats numbered, written ids kept', () => {
  const ids = sourceIds('---\ntitle: x\n---\n# Hello `World`\n\n## Hello World\n\n## Ünïcode & Co.\n\n<h3 id="raw-id">Raw</h3>\n\n```md\n## Not a heading\n```\n', 'md');
  for (const id of ['hello-world', 'hello-world-1', 'ünïcode--co', 'raw-id', 'content']) assert.ok(ids.has(id), `${id} missing from ${[...ids]}`);
  assert.ok(!ids.has('not-a-heading'));
  const mdx = sourceIds('# Intro\n\n<Tabs>\n<Tab title="A">\n## Inside a tab\n</Tab>\n</Tabs>\n\n<div id="custom" />\n', 'mdx');
  for (const id of ['intro', 'inside-a-tab', 'custom']) assert.ok(mdx.has(id), `${id} missing from ${[...mdx]}`);
});

test('links to built files, public files and page markdown resolve; API and field pages exist but their anchors are left to the build', () => {
  const dir = siteFolder({
    'docs/index.md': '# Home\n\n[a](/llms-full.txt) [b](/guides/setup.md) [c](/images/logo.png) [d](/api/users#responses) [e](/fields#param-id) [f](/sitemap.xml)\n',
    'docs/guides/setup.md': '# Setup\n',
    'docs/api/users.md': '---\nopenapi: GET /users\n---\n',
    'docs/fields.mdx': '# Fields\n\n<ParamField path="id" type="string" />\n',
    'public/images/logo.png': 'png',
  });
  try {
    const withoutSite = checkSourceLinks(readSiteSource({ pagesDir: join(dir, 'docs') }), join(dir, 'public'));
    assert.deepEqual(
      withoutSite.broken.map((b) => b.url),
      ['/sitemap.xml'],
      'sitemap.xml is only written when --site is given',
    );
    assert.deepEqual(checkSourceLinks(readSiteSource({ pagesDir: join(dir, 'docs') }), join(dir, 'public'), 'https://docs.example.com').broken, []);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a page MDX cannot parse is reported, not thrown', () => {
  const dir = siteFolder({ 'docs/index.mdx': '# Home\n\n<Card href="/x">\n' });
  try {
    const result = checkSourceLinks(readSiteSource({ pagesDir: join(dir, 'docs') }), join(dir, 'public'));
    assert.equal(result.unparsable.length, 1);
    assert.match(result.unparsable[0].file, /index\.mdx$/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('jsonLocator finds the same places as locateJsonPath', () => {
  const text = '{\n  "navigation": [\n    { "group": "A", "pages": ["index", "quickstrat"] }\n  ],\n  "name": "x"\n}\n';
  const locate = jsonLocator(text);
  for (const path of [['navigation', 0, 'pages', 1], ['navigation', 0], ['name'], ['navigation', 3], []]) {
    assert.deepEqual(locate(path), locateJsonPath(text, path), JSON.stringify(path));
  }
  assert.deepEqual(locate(['navigation', 0, 'pages', 1]), { line: 3, column: 40 });
});
