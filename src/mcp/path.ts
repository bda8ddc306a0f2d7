/** Where `quire dev` and `quire preview` answer MCP's Streamable HTTP. */
export const MCP_PATH = '/mcp';

/** Whether a request's URL (path and query) is for /mcp. */
export const isMcpUrl = (url: string | undefined): boolean => (url ?? '').split('?')[0] === MCP_PATH;
