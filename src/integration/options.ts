import type { Host } from '../hosts/host-files.ts';
import type { RepositoryOption } from '../navigation/repository.ts';
import type { Programs } from './programs.ts';
import type { ReaderCommands } from './reader-commands.ts';
import { userError } from '../utils/user-error.ts';

export interface QuireOptions {
  /**
   * Folder holding site.json and docs/, or Mintlify's docs.json with everything beside it;
   * absolute or relative to the project root. Default: the root.
   */
  siteDir?: string;
  /** Where "Suggest edits" / "Raise issue" lead (branch default "main", docsDir default "docs"). */
  repository?: RepositoryOption;
  /**
   * Broken internal links and images: "error" fails the build, "warn" reports them and builds.
   * Unset: errors on a site.json site, warnings on a docs.json site (as Mintlify builds past them).
   */
  links?: 'error' | 'warn';
  /** The commands messages tell the reader to run; the `quire` command sets its own. Default: Astro's (`npx astro build`). */
  commands?: ReaderCommands;
  /**
   * Never fetch an OpenAPI file given by URL: use the text cached by an earlier run (in Astro's
   * cacheDir, `quire-remote-specs/`), else leave its pages out with a warning naming the URL.
   */
  offline?: boolean;
  /** Every warning is an error (CI that wants a clean site; Mintlify's `mint validate`). */
  strict?: boolean;
  /** The host a build writes for (`quire build --host`): its redirect, header and proxy files. */
  host?: Host;
  /**
   * Where the site's MCP server answers for readers ("https://docs.acme.dev/mcp"): the contextual
   * menu's `mcp`, `add-mcp`, `cursor` and `vscode` entries point to it, and are left out without it
   * (a static folder serves no /mcp; `quire dev`/`preview` serve one on localhost only).
   */
  mcpUrl?: string;
  /**
   * Where git (pages' "Last updated") and Pagefind (search in dev) run. Default: in this process.
   * `quire dev`'s server may start no program, so it asks the process that started it (programs.ts).
   */
  programs?: Programs;
}

/** The options' own mistakes, said before anything is read. */
export function checkOptions(options: QuireOptions): void {
  if (options.mcpUrl !== undefined && !/^https?:\/\//i.test(options.mcpUrl)) {
    throw userError(`quire({ mcpUrl }): expected an http(s) URL, found "${options.mcpUrl}"`, 'Give the address your MCP server answers at, like https://docs.acme.dev/mcp (`quire`: --mcp-url URL).');
  }
}
