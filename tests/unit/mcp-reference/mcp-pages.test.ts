import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { layoutFor } from '../../../src/config/site-layout.ts';
import { serverMarkdown } from '../../../src/mcp-reference/server-markdown.ts';
import { descriptionRenderer } from '../../../src/openapi/description.ts';
import { remoteSpecReader } from '../../../src/openapi/fetch-spec.ts';
import { loadSite } from '../../../src/site/load-site.ts';
import { projectRoot } from '../../support/run-build.ts';
import { siteFoldersRemovedAfter } from '../../support/site-folders.ts';

// A page whose frontmatter names an MCP server's snapshot (`mcp: "<file>.json"`) documents that
// server: its tools with their arguments as fields and the tools/call request, its resources and
// prompts, and how a client starts it. Quire's own snapshot (docs/reference/quire-mcp.json) is the sample.

const folder = siteFoldersRemovedAfter();
const QUIRE_SNAPSHOT = readFileSync(join(projectRoot, 'docs/reference/quire-mcp.json'), 'utf8');
const docsJson = (pages: string[]) => JSON.stringify({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Tools', colors: { primary: '#16a34a' }, navigation: { pages } });
const serverPage = (value: string) => `---\ntitle: Server\nmcp: ${value}\n---\n\nOur server.\n`;
const load = (dir: string) => loadSite(layoutFor(dir, 'docs.json'), { mode: 'build', readRemote: remoteSpecReader({ offline: true }), describe: () => descriptionRenderer() });

test("Quire's own snapshot: each tool with its arguments as fields and a tools/call request, the resources, and the client configuration", async () => {
  const dir = folder({ 'docs.json': docsJson(['server']), 'mcp/quire.json': QUIRE_SNAPSHOT, 'server.mdx': serverPage('"/mcp/quire.json"') });
  const site = await load(dir);
  assert.deepEqual(
    site.problems.filter((problem) => problem.kind === 'mcp-snapshot'),
    [],
  );
  const server = site.mcp?.pages.server;
  assert.ok(server);
  assert.equal(server.name, 'quire');
  assert.deepEqual(JSON.parse(server.clientConfig ?? ''), { mcpServers: { quire: { command: 'npx', args: ['quire', 'mcp', '.'] } } });
  const search = server.tools.find((tool) => tool.name === 'search_docs');
  assert.equal(search?.title, 'Search the docs');
  assert.deepEqual(
    search?.fields.map((field) => [field.name, field.type, field.required]),
    [['query', 'string', true]],
  );
  assert.deepEqual(JSON.parse(search?.call ?? ''), { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'search_docs', arguments: { query: 'string' } } });
  assert.ok(server.resources.some((resource) => resource.uri === 'quire-page:///reference/mcp-server'));
  assert.match(serverMarkdown(server), /### Tool `search_docs`: Search the docs\n\n- `query` \(string, required\)\n\n```json\n\{\n {2}"jsonrpc": "2\.0"/);
});

test('prompts with their arguments, tool hints as badges, and a server reached by URL', async () => {
  const snapshot = {
    serverInfo: { name: 'weather', version: '2.1.0' },
    connect: { url: 'https://weather.example.com/mcp' },
    tools: [
      {
        name: 'forecast',
        description: 'The **forecast** for a city.',
        inputSchema: { type: 'object', properties: { city: { type: 'string' }, days: { type: 'integer', minimum: 1 } }, required: ['city'] },
        annotations: { readOnlyHint: true, openWorldHint: true },
      },
    ],
    resourceTemplates: [{ uriTemplate: 'weather://{city}/today', name: 'today', mimeType: 'application/json' }],
    prompts: [{ name: 'plan-trip', title: 'Plan a trip', arguments: [{ name: 'city', required: true, description: 'Where to' }] }],
  };
  const dir = folder({ 'docs.json': docsJson(['server']), 'weather.json': JSON.stringify(snapshot), 'server.mdx': serverPage('weather.json') });
  const server = (await load(dir)).mcp?.pages.server;
  assert.ok(server);
  assert.deepEqual(JSON.parse(server.clientConfig ?? ''), { mcpServers: { weather: { url: 'https://weather.example.com/mcp' } } });
  assert.deepEqual(server.tools[0].badges, ['read-only', 'reaches outside']);
  assert.match(server.tools[0].descriptionHtml, /<strong>forecast<\/strong>/);
  assert.deepEqual(server.resources, [{ uri: 'weather://{city}/today', template: true, title: 'today', description: undefined, mimeType: 'application/json' }]);
  assert.deepEqual(server.prompts[0].arguments, [{ name: 'city', description: 'Where to', required: true }]);
  assert.equal(JSON.parse(server.prompts[0].call).method, 'prompts/get');
});

test('a snapshot that is not one is an mcp-snapshot warning at its line on a docs.json site, and the page is built from its text', async () => {
  const dir = folder({
    'docs.json': docsJson(['bad', 'shape', 'gone']),
    'bad.json': '{\n  "tools": [\n    { "title": "no name" }\n  ]\n}\n',
    'bad.mdx': serverPage('bad.json'),
    'shape.mdx': serverPage('42'),
    'gone.mdx': serverPage('missing.json'),
  });
  const site = await load(dir);
  const problem = site.problems.find((each) => each.kind === 'mcp-snapshot');
  assert.equal(problem?.severity, 'warning');
  assert.match(problem.message, /bad\.mdx: mcp: bad\.json:3:5: tools\[0\]\.name/);
  assert.match(problem.message, /shape\.mdx: mcp: expected the path of an MCP snapshot \(\.json\), found 42/);
  assert.match(problem.message, /gone\.mdx: mcp: missing\.json: /);
  assert.ok(problem.places.some((place) => place.file === 'bad.json' && place.line === 3));
  assert.ok(problem.places.some((place) => place.file === 'shape.mdx' && place.line === 3));
  assert.deepEqual(Object.keys(site.mcp?.pages ?? {}), []);
});
