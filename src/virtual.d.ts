declare module 'virtual:quire/config' {
  export const site: import('./config/model.ts').SiteModel;
  export const project: {
    repository?: import('./navigation/repository.ts').Repository;
    /** Set only in `astro dev` while site.json is broken: the formatted problems. */
    problems?: string;
    /** How the reader builds and serves this site (`npx quire build docs`, `npx astro build`). */
    commands?: import('./integration/reader-commands.ts').ReaderCommands;
    /** Where the site's MCP server answers (`--mcp-url`), for the contextual menu's MCP entries. */
    mcpUrl?: string;
  };
}

declare module 'virtual:quire/docs-folder' {
  /** Where the docs collection finds its pages: the site's docs/ folder, or the folder beside docs.json. */
  export const layout: import('./source/site-source.ts').SourceLayout;
  /** Pages with no file (OpenAPI operation pages a config names), added to the collection. */
  export const extraEntries: readonly import('./source/docs-loader.ts').ExtraEntry[];
  /** What page rendering depends on besides the page text (docs.json variables, styling). */
  export const renderSettings: string | undefined;
  /** When each page file last changed in git ("guides/intro.mdx" → ISO date), read by the build; empty when the site shows no dates. */
  export const gitDates: Readonly<Record<string, string>>;
}

declare module 'virtual:quire/search-results' {
  /** The search dialog's searching part (client/search-results.ts), imported by URL (integration/lazy-search.ts); `attempt` > 0 after a failed load. */
  export function importSearchResults(attempt: number): Promise<typeof import('./client/search-results.ts')>;
}

declare module 'virtual:quire/references' {
  /** The channel each AsyncAPI page shows (`asyncapi:` frontmatter), by page id, as the loader made it. */
  export const channelPages: Readonly<Record<string, import('./asyncapi/channel-view.ts').ChannelView>>;
  /** The GraphQL root field or type each generated page of a docs.json `graphql` tab shows, by page id. */
  export const graphqlPages: Readonly<Record<string, import('./graphql/graphql-view.ts').GraphQlView>>;
  /** The declaration each generated page of a docs.json `sdk` export shows, by page id. */
  export const sdkPages: Readonly<Record<string, import('./sdk/sdk-view.ts').SdkView>>;
  /** The MCP server each page documents from its snapshot (`mcp:` frontmatter), by page id. */
  export const mcpPages: Readonly<Record<string, import('./mcp-reference/server-view.ts').McpServerView>>;
}

declare module 'virtual:quire/authoring-components' {
  /** The components pages are drawn with: in a build, those the site's texts write as tags (integration/authoring-components-plugin.ts). */
  export const authoringComponents: Record<string, unknown>;
}

declare module 'virtual:quire/page-views' {
  // In a build, a view of a kind of page the site has none of is undefined (integration/page-views-plugin.ts): no page renders it.
  export const ApiDocPage: typeof import('./components/api/ApiDocPage.astro').default;
  export const ChannelReference: typeof import('./components/asyncapi/ChannelReference.astro').default;
  export const GraphQlReference: typeof import('./components/graphql/GraphQlReference.astro').default;
  export const SdkReference: typeof import('./components/sdk/SdkReference.astro').default;
  export const McpReference: typeof import('./components/mcp/McpReference.astro').default;
}
