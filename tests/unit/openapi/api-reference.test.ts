import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { buildSiteJsonModel } from '../../../src/config/model.ts';
import { siteConfigSchema } from '../../../src/config/schema/index.ts';
import { apiPageInputs, buildApiReference } from '../../../src/openapi/api-reference.ts';
import type { DescriptionRenderer } from '../../../src/openapi/description.ts';
import { readFrontmatter } from '../../../src/source/frontmatter.ts';
import { readSiteSource } from '../../../src/source/site-source.ts';

const page = (text: string, format: 'md' | 'mdx' = 'mdx') => ({ text, format, frontmatter: readFrontmatter(text) });

test('apiPageInputs: openapi: and api: pages have inputs (api: with its ParamFields); prose is not one; other pages have none', () => {
  const field = '<ParamField path="id" type="string" required>The id.</ParamField>';
  assert.equal(apiPageInputs(page('# Guide')), undefined);
  assert.equal(apiPageInputs(page('---\ntitle: Guide\n---\n# Guide')), undefined);
  assert.ok(apiPageInputs(page('---\nopenapi: GET /orders\n---\n')));
  assert.notEqual(apiPageInputs(page('---\nopenapi: GET /orders\n---\n')), apiPageInputs(page('---\nopenapi: GET /carts\n---\n')));
  const user = apiPageInputs(page(`---\napi: GET /users/{id}\n---\n# User\n\n${field}`));
  assert.ok(user, 'frontmatter api: makes an API page');
  assert.equal(apiPageInputs(page(`---\napi: GET /users/{id}\n---\n# User, in other words\n\n${field}`)), user, 'the prose around is no input');
  assert.notEqual(apiPageInputs(page(`---\napi: GET /users/{id}\n---\n# User\n\n${field.replace('string', 'integer')}`)), user, 'a ParamField is');
  assert.notEqual(apiPageInputs(page(`---\napi: PUT /users/{id}\n---\n# User\n\n${field}`)), user);
  assert.equal(apiPageInputs(page('---\nopenapi: GET /orders\napi: GET /users\n---\n')), apiPageInputs(page('---\nopenapi: GET /orders\n---\n')), 'openapi: decides, as the build does');
});

test('buildApiReference renders descriptions with the renderer it is given (the build has one)', async () => {
  const siteDir = await mkdtemp(join(tmpdir(), 'quire-api-reference-'));
  try {
    const docsDir = join(siteDir, 'docs');
    await mkdir(docsDir);
    const spec = {
      openapi: '3.1.0',
      info: { title: 'Shop', version: '1' },
      paths: { '/orders': { get: { summary: 'List orders', description: 'Every **order**.', responses: { '200': { description: 'ok' } } } } },
    };
    await writeFile(join(siteDir, 'openapi.json'), JSON.stringify(spec));
    await writeFile(join(docsDir, 'orders.md'), '---\nopenapi: GET /orders\n---\n');
    const model = buildSiteJsonModel(siteConfigSchema.parse({ name: 'S', openapi: 'openapi.json', navigation: [{ group: 'G', pages: ['orders'] }] }));
    const rendered: string[] = [];
    const describe: DescriptionRenderer = async (markdown) => {
      if (markdown) rendered.push(markdown);
      return { html: markdown ? `<p>given: ${markdown}</p>` : '', firstParagraph: markdown ?? '' };
    };
    const reference = await buildApiReference(model, siteDir, readSiteSource({ pagesDir: docsDir }), undefined, undefined, describe);
    assert.ok(reference.ok);
    assert.ok(rendered.includes('Every **order**.'));
    assert.equal(reference.pages.orders.descriptionHtml, '<p>given: Every **order**.</p>');
  } finally {
    await rm(siteDir, { recursive: true, force: true });
  }
});

test('an api: page whose MDX does not parse leaves its compile error to the build (file and line), not a crash of the API setup', async () => {
  const siteDir = await mkdtemp(join(tmpdir(), 'quire-api-reference-'));
  try {
    const docsDir = join(siteDir, 'docs');
    await mkdir(docsDir);
    await writeFile(join(docsDir, 'create.mdx'), '---\napi: POST https://api.example.com/users\n---\n\n<ParamField body="name" type="string">\n\nNo closing tag.\n');
    const model = buildSiteJsonModel(siteConfigSchema.parse({ name: 'S', navigation: [{ group: 'G', pages: ['create'] }] }));
    const reference = await buildApiReference(model, siteDir, readSiteSource({ pagesDir: docsDir }));
    assert.ok(reference.ok);
    assert.equal(reference.pages.create.method, 'POST');
    assert.deepEqual(reference.pages.create.parameters, []);
  } finally {
    await rm(siteDir, { recursive: true, force: true });
  }
});
