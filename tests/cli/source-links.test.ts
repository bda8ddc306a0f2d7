import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { jsonLocator, locateJsonPath } from '../../src/config/json-location.ts';
import { checkSourceLinks, pageTarget, snippetIds, sourceIds } from '../../src/links/source-links.ts';
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

test("a page's components' own ids are its anchors as the build draws them: fields as param-…, accordions by title, updates by label, each made unique in page order", () => {
  const ids = sourceIds(
    '<ResponseField name="styling">x</ResponseField>\n\n<ParamField query="thumbnails.background">y</ParamField>\n\n<ResponseField name="styling">again</ResponseField>\n\n<Accordion title="Fees & billing">z</Accordion>\n\n<Update label="v1.2">w</Update>\n\n<Step id="first" title="One">a</Step>\n',
    'mdx',
  );
  for (const id of ['param-styling', 'param-styling-2', 'param-thumbnails-background', 'fees-&-billing', 'update-v1.2', 'first']) assert.ok(ids.has(id), `${id} missing from ${[...ids]}`);
  // A component's name is no anchor of its own: only the id the build gives it.
  assert.ok(!ids.has('styling'), [...ids].join(', '));
});

test('a page whose field name is an expression keeps its anchors unchecked: only drawing knows them', () => {
  assert.deepEqual(pageTarget('<ResponseField name={field}>x</ResponseField>\n', 'a.mdx'), { kind: 'file' });
  assert.equal(pageTarget('<ResponseField name="field">x</ResponseField>\n', 'a.mdx')?.kind, 'page');
});

test("a page importing an .mdx snippet has the snippet's anchors too; one importing React code has the ids it gives its components; one importing a package keeps its anchors unchecked", () => {
  const snippets: Record<string, string> = { '/snippets/limits.mdx': '## Rate limits\n\n<ResponseField name="quota">q</ResponseField>\n' };
  const target = pageTarget("import Limits from '/snippets/limits.mdx';\n\n# Usage\n\n<Limits />\n", 'usage.mdx', undefined, (specifier) => snippetIds(snippets[specifier], specifier));
  assert.equal(target?.kind, 'page');
  const ids = target?.kind === 'page' ? target.ids : new Set<string>();
  for (const id of ['usage', 'rate-limits', 'param-quota']) assert.ok(ids.has(id), `${id} missing from ${[...ids]}`);
  assert.ok(!ids.has('styling'));
  const react = pageTarget('import { Anchor } from \'/snippets/anchor.jsx\';\n\n# Usage\n\n<Anchor id="limits" />\n', 'usage.mdx', undefined, () => undefined);
  assert.equal(react?.kind, 'page');
  assert.ok(react?.kind === 'page' && react.ids.has('limits') && react.ids.has('usage'));
  assert.deepEqual(pageTarget("import { Chart } from 'some-charts';\n\n# Usage\n", 'usage.mdx'), { kind: 'file' });
});

test('what a page keeps for agents (<Visibility for="agents">) has no anchor on the page; what it shows humans has', () => {
  const ids = sourceIds('<Visibility for="agents">\n  <div id="agent-steps">\n    ## Set up for the agent\n  </div>\n</Visibility>\n\n<Visibility for="humans">\n  ## Set up\n</Visibility>\n', 'mdx');
  assert.ok(ids.has('set-up'), [...ids].join(', '));
  assert.ok(!ids.has('set-up-for-the-agent') && !ids.has('agent-steps'), [...ids].join(', '));
});

test('a <Heading> has the id it is given, else the one its words make; noAnchor, none', () => {
  const ids = sourceIds('<Heading level={3}>Rate limits</Heading>\n\n<Heading id="quota">Limits</Heading>\n\n<Heading noAnchor>Hidden</Heading>\n', 'mdx');
  for (const id of ['rate-limits', 'quota']) assert.ok(ids.has(id), `${id} missing from ${[...ids]}`);
  assert.ok(!ids.has('hidden') && !ids.has('limits'), [...ids].join(', '));
});
