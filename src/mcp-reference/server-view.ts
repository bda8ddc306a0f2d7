import type { DescriptionRenderer } from '../openapi/description.ts';
import { exampleFromSchema } from '../openapi/schema-example.ts';
import { schemaBudget } from '../openapi/schema-budget.ts';
import { refResolver, schemaFields, type FieldView, type SchemaViewContext } from '../openapi/schema-view.ts';
import type { SchemaObject } from '../openapi/types.ts';
import type { McpPrompt, McpSnapshot, McpTool } from './snapshot.ts';

/** What a tool's annotations tell a client, as badges ("read-only", "destructive"…). */
const HINTS: Array<[keyof NonNullable<McpTool['annotations']>, boolean, string]> = [
  ['readOnlyHint', true, 'read-only'],
  ['destructiveHint', true, 'destructive'],
  ['idempotentHint', true, 'idempotent'],
  ['openWorldHint', true, 'reaches outside'],
];

export interface McpToolView {
  name: string;
  /** The id of its heading on the page (`tool-search_docs`). */
  anchor: string;
  title: string;
  descriptionHtml: string;
  badges: string[];
  fields: FieldView[];
  outputFields: FieldView[];
  /** The `tools/call` request a client sends, with example arguments. */
  call: string;
}

export interface McpPromptView {
  name: string;
  anchor: string;
  title: string;
  descriptionHtml: string;
  arguments: Array<{ name: string; description?: string; required: boolean }>;
  /** The `prompts/get` request a client sends. */
  call: string;
}

export interface McpResourceView {
  /** The URI, or the URI template of a resource template. */
  uri: string;
  template: boolean;
  title: string;
  description?: string;
  mimeType?: string;
}

/** An MCP server's reference as its page shows it, decided here. */
export interface McpServerView {
  /** The snapshot file, as the page names it. */
  file: string;
  name: string;
  version?: string;
  instructions?: string;
  /** A client's configuration that starts or reaches the server (`mcpServers`), when the snapshot says how. */
  clientConfig?: string;
  tools: McpToolView[];
  resources: McpResourceView[];
  prompts: McpPromptView[];
}

const anchorOf = (kind: 'tool' | 'prompt', name: string) => `${kind}-${name.replace(/[^\w-]+/g, '-').toLowerCase()}`;
const json = (value: unknown) => JSON.stringify(value, null, 2);
const rpc = (method: string, params: unknown) => json({ jsonrpc: '2.0', id: 1, method, params });

async function toolView(tool: McpTool, describe: (markdown: string | undefined) => Promise<string>): Promise<McpToolView> {
  const input = (tool.inputSchema ?? { type: 'object' }) as SchemaObject;
  const output = tool.outputSchema as SchemaObject | undefined;
  const context = (schema: unknown): SchemaViewContext => ({ maintainOrder: true, resolveRef: refResolver(schema), describe, budget: schemaBudget(schema) });
  const annotations = tool.annotations ?? {};
  return {
    name: tool.name,
    anchor: anchorOf('tool', tool.name),
    title: tool.title ?? annotations.title ?? tool.name,
    descriptionHtml: await describe(tool.description),
    badges: HINTS.filter(([key, value]) => annotations[key] === value).map(([, , label]) => label),
    fields: await schemaFields(input, context(input)),
    outputFields: output ? await schemaFields(output, context(output)) : [],
    call: rpc('tools/call', { name: tool.name, arguments: exampleFromSchema(input, refResolver(input)) ?? {} }),
  };
}

async function promptView(prompt: McpPrompt, describe: (markdown: string | undefined) => Promise<string>): Promise<McpPromptView> {
  const args = (prompt.arguments ?? []).map((argument) => ({ name: argument.name, description: argument.description, required: argument.required === true }));
  return {
    name: prompt.name,
    anchor: anchorOf('prompt', prompt.name),
    title: prompt.title ?? prompt.name,
    descriptionHtml: await describe(prompt.description),
    arguments: args,
    call: rpc('prompts/get', { name: prompt.name, arguments: Object.fromEntries(args.map((argument) => [argument.name, '…'])) }),
  };
}

/** The client configuration (Claude Desktop's and Cursor's `mcpServers` shape) for how the snapshot says the server is reached. */
function clientConfigOf(name: string, connect: McpSnapshot['connect']): string | undefined {
  if (!connect) return undefined;
  const entry = 'url' in connect ? { url: connect.url } : { command: connect.command, args: connect.args ?? [] };
  return json({ mcpServers: { [name]: entry } });
}

/** The server's view; descriptions drawn by the build's renderer, under the page's sections (h3). */
export async function buildServerView(snapshot: McpSnapshot, file: string, render: DescriptionRenderer): Promise<McpServerView> {
  const describe = async (markdown: string | undefined) => (await render(markdown, 3)).html;
  const name = snapshot.serverInfo?.name ?? file.replace(/^.*\//, '').replace(/\.json$/, '');
  return {
    file,
    name: snapshot.serverInfo?.title ?? name,
    version: snapshot.serverInfo?.version,
    instructions: snapshot.instructions,
    clientConfig: clientConfigOf(name, snapshot.connect),
    tools: await Promise.all((snapshot.tools ?? []).map((tool) => toolView(tool, describe))),
    resources: [
      ...(snapshot.resources ?? []).map((resource) => ({ uri: resource.uri, template: false, title: resource.title ?? resource.name, description: resource.description, mimeType: resource.mimeType })),
      ...(snapshot.resourceTemplates ?? []).map((resource) => ({
        uri: resource.uriTemplate,
        template: true,
        title: resource.title ?? resource.name,
        description: resource.description,
        mimeType: resource.mimeType,
      })),
    ],
    prompts: await Promise.all((snapshot.prompts ?? []).map((prompt) => promptView(prompt, describe))),
  };
}

/** The headings the server's reference adds to its page, for the table of contents (McpReference.astro draws them). */
export function serverHeadings(server: McpServerView): Array<{ depth: number; slug: string; text: string }> {
  return [
    ...(server.clientConfig ? [{ depth: 2, slug: 'connect', text: 'Connect' }] : []),
    ...(server.tools.length > 0 ? [{ depth: 2, slug: 'tools', text: 'Tools' }, ...server.tools.map((tool) => ({ depth: 3, slug: tool.anchor, text: tool.name }))] : []),
    ...(server.resources.length > 0 ? [{ depth: 2, slug: 'resources', text: 'Resources' }] : []),
    ...(server.prompts.length > 0 ? [{ depth: 2, slug: 'prompts', text: 'Prompts' }, ...server.prompts.map((prompt) => ({ depth: 3, slug: prompt.anchor, text: prompt.name }))] : []),
  ];
}
