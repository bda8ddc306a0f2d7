import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { SiteModel } from '../../../src/config/model.ts';
import { mdxEndpointView, paramFieldsOf, parseMdxEndpoint } from '../../../src/openapi/mdx-endpoint.ts';

const api = (extra: Partial<SiteModel['api']> = {}): SiteModel['api'] => ({ baseUrls: [], playground: { mode: 'show' }, maintainOrder: true, ...extra });

test('frontmatter api: a method and an absolute URL (kept as written, braces too) or a path; anything else is no endpoint', () => {
  assert.deepEqual(parseMdxEndpoint('get https://api.example.com/v1/pets/{id}'), { method: 'GET', baseUrl: 'https://api.example.com', path: '/v1/pets/{id}' });
  assert.deepEqual(parseMdxEndpoint('POST /studios'), { method: 'POST', path: '/studios' });
  assert.deepEqual(parseMdxEndpoint('GET https://api.example.com'), { method: 'GET', baseUrl: 'https://api.example.com', path: '/' });
  for (const value of ['POST studios', 'FETCH /x', 'GET', 'GET /a /b']) assert.equal(parseMdxEndpoint(value), undefined, value);
});

test('ParamFields of a page: location, name, type, required; nested ones and code blocks are not parameters', () => {
  const source = [
    '---',
    'api: POST /x',
    '---',
    '<ParamField path="id" type="string" required>The id.</ParamField>',
    '<ParamField body="tags" type="string[]" required={false}>',
    '  <ParamField body="inner" type="string">Nested.</ParamField>',
    '</ParamField>',
    '<ParamField header="X-Trace" default="abc">Header.</ParamField>',
    '```mdx',
    '<ParamField body="shown" type="string" />',
    '```',
  ].join('\n');
  assert.deepEqual(paramFieldsOf(source, 'mdx'), [
    { location: 'path', name: 'id', type: 'string', required: true },
    { location: 'body', name: 'tags', type: 'string[]', required: false },
    { location: 'header', name: 'X-Trace', type: 'string', required: false, defaultValue: 'abc' },
  ]);
});

test('the view of an MDX endpoint: api.mdx server and auth, else the frontmatter URL; body example per api.examples.defaults', () => {
  const params = [
    { location: 'query' as const, name: 'dry', type: 'boolean', required: false },
    { location: 'body' as const, name: 'name', type: 'string', required: true },
    { location: 'body' as const, name: 'tags', type: 'string[]', required: false },
  ];
  const mdx = { baseUrls: ['https://api.example.com/v1'], auth: { method: 'bearer' as const } };
  const view = mdxEndpointView({ method: 'POST', path: '/studios' }, params, api({ mdx }));
  assert.deepEqual([view.key, view.baseUrls, view.auth, view.fromPage], ['POST /studios', ['https://api.example.com/v1'], { method: 'bearer' }, true]);
  assert.deepEqual(
    view.parameters.map((group) => [group.location, group.fields.map((field) => field.name)]),
    [['query', ['dry']]],
  );
  assert.deepEqual(JSON.parse(view.requestBody!.example!), { name: 'string', tags: [] });
  const required = mdxEndpointView({ method: 'POST', path: '/studios' }, params, api({ mdx, examples: { defaults: 'required' } }));
  assert.deepEqual(JSON.parse(required.requestBody!.example!), { name: 'string' });
  const absolute = mdxEndpointView({ method: 'GET', baseUrl: 'https://other.example.com', path: '/x' }, [], api({ mdx }));
  assert.deepEqual([absolute.baseUrls, absolute.requestBody], [['https://other.example.com'], undefined]);
  // site.json has no api.mdx: its api.baseUrl and api.auth serve.
  const siteJson = mdxEndpointView({ method: 'GET', path: '/x' }, [], api({ baseUrls: ['https://site.example.com'], auth: { method: 'key', name: 'X-Key' } }));
  assert.deepEqual([siteJson.baseUrls, siteJson.auth], [['https://site.example.com'], { method: 'key', name: 'X-Key' }]);
});

test('docs.json variables on an endpoint page: `{{api-host}}` (no JS name) is text, ParamField values are read as rendered', () => {
  const source = [
    '---',
    'api: GET /items',
    '---',
    'Calls {{api-host}}, at most {{max-items}} items.',
    '',
    '<ParamField query="{{cursor-name}}" type="string">Where to start on {{api-host}}.</ParamField>',
    '<ParamField header="X-Plan" default="{{plan}}">Plan.</ParamField>',
  ].join('\n');
  assert.deepEqual(paramFieldsOf(source, 'mdx', { 'cursor-name': 'after', plan: 'free' }), [
    { location: 'query', name: 'after', type: 'string', required: false },
    { location: 'header', name: 'X-Plan', type: 'string', required: false, defaultValue: 'free' },
  ]);
  // Without the variable (or without `variables`), the value is what the page shows: the reference as written.
  assert.deepEqual(
    paramFieldsOf(source, 'mdx').map((field) => [field.name, field.defaultValue]),
    [
      ['{{cursor-name}}', undefined],
      ['X-Plan', '{{plan}}'],
    ],
  );
});
