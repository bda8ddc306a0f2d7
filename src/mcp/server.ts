import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { operationMarkdownBody } from '../openapi/operation-markdown.ts';
import { pageMarkdown } from '../seo/site-files.ts';
import { callOperation } from './call-operation.ts';
import { operationJson } from './operation-json.ts';
import { findOperationEntry, findPage, operationBaseUrls, searchPages, type SiteIndex } from './site-index.ts';

const text = (value: string, isError = false) => ({ content: [{ type: 'text' as const, text: value }], ...(isError ? { isError: true } : {}) });

/** A page's resource address: its path under the quire-page scheme ("quire-page:///guides/x"). */
export const pageUri = (href: string) => `quire-page://${href}`;

/**
 * The MCP server over one site: tools to search and read its pages and to list, describe and
 * (when the site shows its playground) call its API operations; a resource per page.
 */
export function createSiteServer(site: SiteIndex, version: string): McpServer {
  const server = new McpServer({ name: 'quire', version }, { instructions: `The documentation of ${site.name}. Search it with search_docs, then read a page with read_page.` });
  const allBaseUrls = [...new Set(site.operations.flatMap((entry) => operationBaseUrls(entry, site.model)))];

  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description: `Search the documentation of ${site.name}: pages whose text has every word of the query, best first.`,
      inputSchema: { query: z.string().describe('words to look for') },
    },
    async ({ query }) => {
      const hits = searchPages(site.pages, query);
      if (hits.length === 0) return text(`No page has every word of "${query}".`);
      return text(hits.map((hit) => `- ${hit.title} (${hit.path})${hit.description ? `: ${hit.description}` : ''}\n  ${hit.excerpt}`).join('\n'));
    },
  );

  server.registerTool(
    'read_page',
    { title: 'Read a page', description: 'A page of the docs as markdown, by its path ("/guides/quickstart").', inputSchema: { path: z.string().describe('the page path, like /guides/quickstart') } },
    async ({ path }) => {
      const page = findPage(site.pages, path);
      if (!page) return text(`No page at ${path}. Use search_docs to find one; paths look like ${site.pages[0]?.href ?? '/'}.`, true);
      return text(pageMarkdown(page));
    },
  );

  server.registerTool('list_operations', { title: 'List API operations', description: 'Every API operation of the site: "METHOD /path" and its summary.' }, async () => {
    if (site.operations.length === 0) return text('This site has no OpenAPI operations.');
    return text(site.operations.map((entry) => `- ${entry.key}${entry.operation.summary ? `: ${entry.operation.summary}` : ''}`).join('\n'));
  });

  server.registerTool(
    'describe_operation',
    {
      title: 'Describe an API operation',
      description: 'An operation\'s parameters, body, responses and examples, by "METHOD /path" as list_operations gives it: as markdown, or as the OpenAPI operation in JSON (format "json").',
      inputSchema: { operation: z.string().describe('"GET /users/{id}"'), format: z.enum(['markdown', 'json']).optional().describe('markdown (the default) or json') },
    },
    async ({ operation, format }) => {
      const entry = findOperationEntry(site.operations, operation);
      if (!entry) return text(`No operation "${operation}". Use list_operations for the names.`, true);
      const bases = operationBaseUrls(entry, site.model);
      if (format === 'json') return text(operationJson(entry, bases));
      return text(`# ${entry.operation.summary ?? entry.key}\n\n${operationMarkdownBody(entry)}${bases.length > 0 ? `\n\n## Base URLs\n\n${bases.map((base) => `- ${base}`).join('\n')}` : ''}\n`);
    },
  );

  // Only where readers may send requests themselves: the playground is not hidden.
  if (site.model.api.playground.mode !== 'hide' && site.operations.length > 0) registerCallOperation(server, site, allBaseUrls);

  for (const page of site.pages) {
    server.registerResource(page.href, pageUri(page.href), { title: page.title, description: page.description, mimeType: 'text/markdown' }, async (uri) => ({
      contents: [{ uri: uri.href, mimeType: 'text/markdown', text: pageMarkdown(page) }],
    }));
  }
  return server;
}

/** `call_operation`: an operation's request sent to the API, only to the site's configured base URLs (as the docs' playground does). */
function registerCallOperation(server: McpServer, site: SiteIndex, allBaseUrls: string[]): void {
  server.registerTool(
    'call_operation',
    {
      title: 'Call an API operation',
      description: "Send an operation's request to the API, only to the site's configured base URLs (as the docs' playground does).",
      inputSchema: {
        operation: z.string().describe('"POST /users"'),
        path: z.string().optional().describe('the path with its parameters filled in, like /users/42'),
        query: z.record(z.string(), z.string()).optional(),
        headers: z.record(z.string(), z.string()).optional().describe('Authorization, Content-Type, Accept and the API key header only'),
        body: z.string().optional(),
        baseUrl: z.string().optional(),
      },
      annotations: { openWorldHint: true },
    },
    async (input) => {
      const entry = findOperationEntry(site.operations, input.operation);
      if (!entry) return text(`No operation "${input.operation}". Use list_operations for the names.`, true);
      const outcome = await callOperation(entry, site.model, allBaseUrls, input);
      return text(outcome.text, !outcome.ok);
    },
  );
}
