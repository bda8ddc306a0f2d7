import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { SiteModel } from '../../../src/config/model.ts';
import type { OperationEntry } from '../../../src/openapi/operations.ts';
import { createSiteServer } from '../../../src/mcp/server.ts';
import { findPage, searchPages } from '../../../src/mcp/site-index.ts';

const pages = [
  { id: 'index', href: '/', title: 'Home', body: 'Welcome to the widgets API.' },
  { id: 'guides/tokens', href: '/guides/tokens', title: 'Tokens', description: 'How to get a token.', body: 'Create a token in the dashboard. Widgets need one.' },
];
const operation = {
  key: 'GET /widgets',
  method: 'GET',
  path: '/widgets',
  operation: { summary: 'List widgets', responses: {} },
  pathParameters: [],
  spec: { document: {} },
} as unknown as OperationEntry;
const modelWith = (mode: 'show' | 'hide') => ({ name: 'Widgets', api: { baseUrls: ['https://api.example.com'], playground: { mode } } }) as unknown as SiteModel;

async function toolsOf(mode: 'show' | 'hide'): Promise<string[]> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createSiteServer({ name: 'Widgets', model: modelWith(mode), pages, operations: [operation] }, '0').connect(serverSide);
  const client = new Client({ name: 't', version: '1' });
  await client.connect(clientSide);
  const names = (await client.listTools()).tools.map((tool) => tool.name);
  await client.close();
  return names;
}

test('call_operation is offered only when the site shows its playground', async () => {
  assert.ok((await toolsOf('show')).includes('call_operation'));
  assert.ok(!(await toolsOf('hide')).includes('call_operation'));
  assert.ok((await toolsOf('hide')).includes('describe_operation'));
});

test('search needs every word of the query; a page is found by any spelling of its path', () => {
  assert.deepEqual(
    searchPages(pages, 'token').map((hit) => hit.path),
    ['/guides/tokens'],
  );
  assert.deepEqual(
    searchPages(pages, 'widgets').map((hit) => hit.path),
    ['/', '/guides/tokens'],
  );
  assert.deepEqual(
    searchPages(pages, 'widgets dashboard').map((hit) => hit.path),
    ['/guides/tokens'],
  );
  for (const path of ['/guides/tokens', 'guides/tokens', '/guides/tokens.md', '/guides/tokens/', 'https://docs.example.com/guides/tokens'])
    assert.equal(findPage(pages, path)?.id, 'guides/tokens', path);
  assert.equal(findPage(pages, '/index.md')?.id, 'index');
});

test('describe_operation gives the operation as JSON when asked: parameters of the path merged in, a recursive schema cut where it repeats', async () => {
  const node: Record<string, unknown> = { title: 'Node', type: 'object' };
  node.properties = { child: node };
  const recursive = {
    key: 'POST /trees/{id}',
    method: 'POST',
    path: '/trees/{id}',
    operation: { summary: 'Grow a tree', requestBody: { content: { 'application/json': { schema: node } } }, responses: { '201': { description: 'Grown' } } },
    pathParameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
    spec: { document: {} },
  } as unknown as OperationEntry;
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createSiteServer({ name: 'Widgets', model: modelWith('show'), pages, operations: [recursive] }, '0').connect(serverSide);
  const client = new Client({ name: 't', version: '1' });
  await client.connect(clientSide);
  try {
    const answer = await client.callTool({ name: 'describe_operation', arguments: { operation: 'POST /trees/{id}', format: 'json' } });
    const json = JSON.parse((answer.content as Array<{ text: string }>)[0].text);
    assert.equal(json.operation, 'POST /trees/{id}');
    assert.deepEqual(json.parameters, [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }]);
    assert.deepEqual(json.requestBody.content['application/json'].schema.properties.child, { $circular: 'Node' });
    assert.equal(json.responses['201'].description, 'Grown');
    const markdown = await client.callTool({ name: 'describe_operation', arguments: { operation: 'POST /trees/{id}' } });
    assert.match((markdown.content as Array<{ text: string }>)[0].text, /^# Grow a tree/);
  } finally {
    await client.close();
  }
});
