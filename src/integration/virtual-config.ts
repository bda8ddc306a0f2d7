import { buildSiteJsonModel, splitSiteJsonModel, type SiteModel } from '../config/model.ts';
import type { Repository } from '../navigation/repository.ts';
import type { DocsFolder } from '../source/docs-loader.ts';
import type { ReaderCommands } from './reader-commands.ts';
import type { SiteTailwind } from './tailwind.ts';
import { exactIds } from './hook-filters.ts';
import type { Programs } from './programs.ts';

export const VIRTUAL_CONFIG_ID = 'virtual:quire/config';
export const RESOLVED_VIRTUAL_CONFIG_ID = `\0${VIRTUAL_CONFIG_ID}`;
/** Where the docs collection (src/docs-collection.ts) finds the pages. */
const VIRTUAL_DOCS_FOLDER_ID = 'virtual:quire/docs-folder';
export const RESOLVED_VIRTUAL_DOCS_FOLDER_ID = `\0${VIRTUAL_DOCS_FOLDER_ID}`;

/** The current model; in dev it is replaced whenever site.json is saved. */
export interface SiteState {
  model: SiteModel;
  /** Dev only: the config's own problems, formatted, while it is broken. */
  problems?: string;
  /** Dev only: the config's navigation entries whose page is missing where that stops a build (site.json, or docs.json with --strict), formatted (looked at again before each page request). */
  missingPages?: string;
  /** Dev only: pages that include each other in a loop (they would render forever), while any do. */
  includeLoops?: string;
  /** Where feedback links lead, when known. */
  repository?: Repository;
  /** Where the docs collection finds the pages, and the pages without a file it adds. */
  docs: DocsFolder;
  /** How the reader builds and serves this site, for the messages pages show (search in dev, the playground). */
  commands?: ReaderCommands;
  /** Where the site's MCP server answers, for the contextual menu's MCP entries (`--mcp-url`). */
  mcpUrl?: string;
  /** Where git and Pagefind run (programs.ts). */
  programs: Programs;
  /** The Tailwind stylesheet the pages' classes make (tailwind.ts), when any page uses one. */
  tailwind?: SiteTailwind;
}

/** What the dev server renders with while site.json is broken; never reaches a build. */
export const PLACEHOLDER_MODEL: SiteModel = {
  ...splitSiteJsonModel(
    buildSiteJsonModel({
      name: 'site.json has problems',
      navigation: [],
      topAnchor: { name: 'Documentation', icon: 'book-open', iconType: 'duotone' },
      feedback: { suggestEdit: false, raiseIssue: false },
      modeToggle: { isHidden: false },
    }),
  ).settings,
  tree: { children: [], global: {} },
};

/**
 * Hands the validated model to components (and the docs folder to the content collection). The
 * model is serialised here, so components never read site.json or run the validator themselves.
 */
export function virtualConfigPlugin(state: SiteState) {
  return {
    name: 'quire:virtual-config',
    resolveId: {
      filter: exactIds(VIRTUAL_CONFIG_ID, VIRTUAL_DOCS_FOLDER_ID),
      handler: (id: string) => (id === VIRTUAL_CONFIG_ID ? RESOLVED_VIRTUAL_CONFIG_ID : RESOLVED_VIRTUAL_DOCS_FOLDER_ID),
    },
    load: { filter: exactIds(RESOLVED_VIRTUAL_CONFIG_ID, RESOLVED_VIRTUAL_DOCS_FOLDER_ID), handler: loadVirtualModule },
  };

  async function loadVirtualModule(id: string) {
    if (id === RESOLVED_VIRTUAL_DOCS_FOLDER_ID) {
      const { layout, extraEntries = [], renderSettings } = state.docs;
      // Git is asked here, not where pages are drawn: no process may be started there (src/confinement/).
      const gitDates = state.model.lastModified ? Object.fromEntries(await state.programs.gitHistory(layout.pagesDir)) : {};
      return `export const layout = ${JSON.stringify(layout)};\nexport const extraEntries = ${JSON.stringify(extraEntries)};\nexport const renderSettings = ${JSON.stringify(renderSettings)};\nexport const gitDates = ${JSON.stringify(gitDates)};\n`;
    }
    // Missing pages are said only when nothing else is wrong (a broken config names them again once fixed).
    const problems = [state.problems, state.includeLoops].filter(Boolean).join('\n\n') || state.missingPages;
    const project = { repository: state.repository, problems, commands: state.commands, mcpUrl: state.mcpUrl };
    const tailwind = state.tailwind && { href: state.tailwind.href, pages: state.tailwind.pages };
    return `export const site = ${JSON.stringify({ ...state.model, tailwind })};\nexport const project = ${JSON.stringify(project)};\n`;
  }
}
