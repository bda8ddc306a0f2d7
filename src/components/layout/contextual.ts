import type { ContextualLink, SiteChrome } from '../../config/model.ts';
import { safeUrl } from '../../utils/url-safety.ts';
import { isExternalUrl } from '../../utils/urls.ts';

export type ContextualOption = NonNullable<SiteChrome['contextual']>['options'][number];

/** One entry of the page's contextual menu: the copy-page button, a button that copies a fixed text (the MCP URL, its install command), or a link. */
export type ContextualItem =
  | { kind: 'copy'; label: string; description: string }
  | { kind: 'copy-text'; label: string; description: string; text: string }
  | { kind: 'link'; label: string; description: string; href: string; external: boolean };

/** Assistants that open a chat from a URL's query, with the prompt Mintlify gives them. */
const ASSISTANTS: Record<string, { label: string; url: string; parameter: string }> = {
  chatgpt: { label: 'Open in ChatGPT', url: 'https://chatgpt.com/', parameter: 'q' },
  claude: { label: 'Open in Claude', url: 'https://claude.ai/new', parameter: 'q' },
  perplexity: { label: 'Open in Perplexity', url: 'https://www.perplexity.ai/search', parameter: 'q' },
  grok: { label: 'Open in Grok', url: 'https://grok.com/', parameter: 'q' },
  aistudio: { label: 'Open in AI Studio', url: 'https://aistudio.google.com/prompts/new_chat', parameter: 'prompt' },
  devin: { label: 'Open in Devin', url: 'https://app.devin.ai/', parameter: 'prompt' },
  windsurf: { label: 'Open in Windsurf', url: 'https://windsurf.com/', parameter: 'prompt' },
};

export interface PageAddress {
  /** The page's URL: absolute when the site's URL is known, else its path. */
  url: string;
  path: string;
  /** Where the page's markdown is (Quire writes `<page>.md` beside every page). */
  markdownPath: string;
}

/** The site's MCP server, when the build is told where it answers (`--mcp-url`, `quire({ mcpUrl })`). */
export interface McpServerAddress {
  url: string;
  /** The name an assistant lists the server under: the site's name. */
  name: string;
}

/**
 * The MCP entries as Mintlify documents them (ai/contextual-menu, ai/model-context-protocol):
 * copy the URL; copy `npx add-mcp <url>`; Cursor's install deeplink, its config base64-encoded
 * JSON `{ "url" }`; VS Code's install redirect, its config URL-encoded JSON `{ "type": "http", "url" }`.
 * Without a URL they are left out: a static site has no /mcp of its own.
 */
function mcpItem(option: 'mcp' | 'add-mcp' | 'cursor' | 'vscode', mcp: McpServerAddress | undefined): ContextualItem[] {
  if (!mcp) return [];
  if (option === 'mcp') return [{ kind: 'copy-text', label: 'Copy MCP server URL', description: mcp.url, text: mcp.url }];
  if (option === 'add-mcp') {
    const command = `npx add-mcp ${mcp.url}`;
    return [{ kind: 'copy-text', label: 'Copy MCP install command', description: command, text: command }];
  }
  if (option === 'cursor') {
    const config = Buffer.from(JSON.stringify({ url: mcp.url })).toString('base64');
    const href = `cursor://anysphere.cursor-deeplink/mcp/install?${new URLSearchParams({ name: mcp.name, config })}`;
    return [{ kind: 'link', label: 'Connect to Cursor', description: 'Install the MCP server in Cursor', href, external: false }];
  }
  const href = `https://vscode.dev/redirect/mcp/install?${new URLSearchParams({ name: mcp.name, config: JSON.stringify({ type: 'http', url: mcp.url }) })}`;
  return [{ kind: 'link', label: 'Connect to VS Code', description: 'Install the MCP server in VS Code', href, external: true }];
}

const MCP_OPTIONS = new Set<unknown>(['mcp', 'add-mcp', 'cursor', 'vscode']);

/** What a build says when the menu lists MCP entries it has no URL for (they are left out); nothing in dev, which serves its own /mcp. */
export function unservedMcpEntries(options: readonly ContextualOption[], mcpUrl: string | undefined, dev: boolean): string | undefined {
  const entries = options.filter((option) => MCP_OPTIONS.has(option));
  if (mcpUrl || dev || entries.length === 0) return undefined;
  return `contextual menu: ${entries.map((entry) => `"${entry}"`).join(', ')} left out: they need the URL of your MCP server (quire build --mcp-url URL).`;
}

/** `$path`, `$page` and `$mcp` in a custom link are the page's path and URL and the MCP server's URL, as in Mintlify's custom options. */
const fill = (text: string, page: PageAddress, mcp: McpServerAddress | undefined) =>
  text
    .replaceAll('$path', page.path)
    .replaceAll('$page', page.url)
    .replaceAll('$mcp', mcp?.url ?? '$mcp');

const customTexts = (link: ContextualLink) => (typeof link.href === 'string' ? [link.href] : [link.href.base, ...(link.href.query ?? []).map((entry) => entry.value)]);

function customHref(link: ContextualLink, page: PageAddress, mcp: McpServerAddress | undefined): string {
  if (typeof link.href === 'string') return fill(link.href, page, mcp);
  const url = new URL(fill(link.href.base, page, mcp), 'https://relative.invalid');
  for (const { key, value } of link.href.query ?? []) url.searchParams.append(key, fill(value, page, mcp));
  return url.origin === 'https://relative.invalid' ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/** The menu docs.json's `contextual.options` give one page; script URLs are left out, and the MCP entries when the site has no MCP URL. */
export function contextualItems(options: readonly ContextualOption[], page: PageAddress, mcp?: McpServerAddress): ContextualItem[] {
  const prompt = `Read ${page.url} so I can ask questions about it.`;
  return options.flatMap((option): ContextualItem[] => {
    if (option === 'copy') return [{ kind: 'copy', label: 'Copy page', description: 'Copy this page as Markdown for LLMs' }];
    if (option === 'view') return [{ kind: 'link', label: 'View as Markdown', description: 'View this page as plain text', href: page.markdownPath, external: false }];
    if (MCP_OPTIONS.has(option)) return mcpItem(option as 'mcp' | 'add-mcp' | 'cursor' | 'vscode', mcp);
    if (typeof option === 'string') {
      const assistant = ASSISTANTS[option];
      if (!assistant) return [];
      const href = `${assistant.url}?${new URLSearchParams({ [assistant.parameter]: prompt })}`;
      return [{ kind: 'link', label: assistant.label, description: 'Ask questions about this page', href, external: true }];
    }
    // A link to the MCP server when the site has none would lead nowhere: left out, as the presets are.
    if (!mcp && customTexts(option).some((text) => text.includes('$mcp'))) return [];
    const href = safeUrl(customHref(option, page, mcp));
    return href === undefined ? [] : [{ kind: 'link', label: option.title, description: option.description, href, external: isExternalUrl(href) }];
  });
}
