import type { SiteHolder } from './current-site.ts';
import type { ReaderCommands } from './reader-commands.ts';
import { exactIds } from './hook-filters.ts';
import type { Programs } from './programs.ts';

export const VIRTUAL_CONFIG_ID = 'virtual:quire/config';
export const RESOLVED_VIRTUAL_CONFIG_ID = `\0${VIRTUAL_CONFIG_ID}`;
/** Where the docs collection (src/docs-collection.ts) finds the pages. */
const VIRTUAL_DOCS_FOLDER_ID = 'virtual:quire/docs-folder';
export const RESOLVED_VIRTUAL_DOCS_FOLDER_ID = `\0${VIRTUAL_DOCS_FOLDER_ID}`;
/** What reference pages draw besides OpenAPI (AsyncAPI channels, GraphQL schemas, SDK exports, MCP servers), apart from the config. */
const VIRTUAL_REFERENCES_ID = 'virtual:quire/references';
export const RESOLVED_VIRTUAL_REFERENCES_ID = `\0${VIRTUAL_REFERENCES_ID}`;
const RESOLVED: Record<string, string> = {
  [VIRTUAL_CONFIG_ID]: RESOLVED_VIRTUAL_CONFIG_ID,
  [VIRTUAL_DOCS_FOLDER_ID]: RESOLVED_VIRTUAL_DOCS_FOLDER_ID,
  [VIRTUAL_REFERENCES_ID]: RESOLVED_VIRTUAL_REFERENCES_ID,
};

/** What the pages say about the reader's tools, fixed for the run: how to build and serve, where /mcp answers, where git and Pagefind run. */
export interface ReaderSettings {
  /** How the reader builds and serves this site, for the messages pages show (search in dev, the playground). */
  readonly commands?: ReaderCommands;
  /** Where the site's MCP server answers, for the contextual menu's MCP entries (`--mcp-url`). */
  readonly mcpUrl?: string;
  /** Where git and Pagefind run (programs.ts). */
  readonly programs: Programs;
}

/**
 * Hands the validated model to components (and the docs folder to the content collection). The
 * model is serialised here, so components never read site.json or run the validator themselves.
 */
export function virtualConfigPlugin(site: SiteHolder, reader: ReaderSettings) {
  return {
    name: 'quire:virtual-config',
    resolveId: { filter: exactIds(...Object.keys(RESOLVED)), handler: (id: string) => RESOLVED[id] },
    load: { filter: exactIds(...Object.values(RESOLVED)), handler: loadVirtualModule },
  };

  async function loadVirtualModule(id: string) {
    if (id === RESOLVED_VIRTUAL_REFERENCES_ID) {
      const { asyncapi, graphql, sdk, mcp } = site.now;
      const pages = { channelPages: asyncapi.pages, graphqlPages: graphql.pages, sdkPages: sdk.pages, mcpPages: mcp.pages };
      return Object.entries(pages)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};\n`)
        .join('');
    }
    if (id === RESOLVED_VIRTUAL_DOCS_FOLDER_ID) {
      const { docs, model } = site.now;
      const { layout, extraEntries = [], renderSettings } = docs;
      // Git is asked here, not where pages are drawn: no process may be started there (src/confinement/).
      const gitDates = model.lastModified ? Object.fromEntries(await reader.programs.gitHistory(layout.pagesDir)) : {};
      return `export const layout = ${JSON.stringify(layout)};\nexport const extraEntries = ${JSON.stringify(extraEntries)};\nexport const renderSettings = ${JSON.stringify(renderSettings)};\nexport const gitDates = ${JSON.stringify(gitDates)};\n`;
    }
    // Missing pages are said only when nothing else is wrong (a broken config names them again once fixed).
    const now = site.now;
    const problems = [now.configProblem, now.includeLoops].filter(Boolean).join('\n\n') || now.missingPages;
    const project = { repository: now.repository, problems, commands: reader.commands, mcpUrl: reader.mcpUrl };
    const tailwind = now.tailwind && { href: now.tailwind.href, pages: now.tailwind.pages };
    return `export const site = ${JSON.stringify({ ...now.model, tailwind })};\nexport const project = ${JSON.stringify(project)};\n`;
  }
}
