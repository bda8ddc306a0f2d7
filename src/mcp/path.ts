/** Where `quire dev` and `quire preview` answer MCP's Streamable HTTP. */
export const MCP_PATH = '/mcp';
