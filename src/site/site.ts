import type { NavigationChannels } from '../asyncapi/navigation-channels.ts';
import type { AsyncApiPages } from '../asyncapi/asyncapi-pages.ts';
import type { GraphQlPages } from '../graphql/graphql-pages.ts';
import type { NavigationGraphQl } from '../graphql/navigation-graphql.ts';
import type { NavigationSdk } from '../sdk/navigation-sdk.ts';
import type { SdkPages } from '../sdk/sdk-pages.ts';
import type { McpPages } from '../mcp-reference/mcp-pages.ts';
import type { SiteJsonNavigation, SiteModel } from '../config/model.ts';
import type { SiteLayout } from '../config/site-layout.ts';
import type { ApiReference } from '../openapi/api-reference.ts';
import type { GeneratedOperations } from '../openapi/navigation-operations.ts';
import type { ExtraEntry } from '../source/docs-loader.ts';
import type { SiteSource } from '../source/site-source.ts';
import type { PolicyOptions, ProblemKind, Severity } from './policy.ts';
import type { ProblemPlace } from '../utils/problem-place.ts';

/** Who reads the site: a build stops on errors, `quire dev` shows them and goes on, `quire check` lists them. */
export type LoadMode = 'build' | 'dev' | 'check';

/**
 * One problem of the site, as data: formatted only at the edge (the build's log and report, the
 * dev server's browser overlay, `quire check`'s lists).
 */
export interface SiteProblem {
  /** The policy's kind (policy.ts); none for what both front doors always refuse (files outside the site, an API file that cannot be read). */
  kind?: ProblemKind;
  severity: Severity;
  message: string;
  /** Each place it names: a file's line and column, or a JSON path of the config. */
  places: readonly ProblemPlace[];
  /** What to do, where it is not "fix the problems above". */
  hint?: string;
}

/** What docs.json makes beyond the model: the files it reads and the pages it generates. */
export interface DocsJsonParts {
  /** docs.json's validated `navigation`, as the dev server's missing-page check walks it. */
  navigation?: unknown;
  /** Files read through `$ref` (absolute): watched in dev, never published. */
  refFiles: string[];
  generated?: GeneratedOperations;
  /** A content entry per generated API or channel page. */
  extraEntries: ExtraEntry[];
  /** The channel pages of navigation `asyncapi` values, with the documents read for them. */
  channels?: NavigationChannels;
  /** The pages of tabs' `graphql` schemas, with the schemas read for them. */
  graphql?: NavigationGraphQl;
  /** The pages of `sdk` exports, with the exports read for them. */
  sdk?: NavigationSdk;
}

/** A site folder read once, for the build, the dev server and `quire check` alike. */
export interface Site {
  layout: SiteLayout;
  policy: PolicyOptions;
  /** The pages and snippets, each read once. */
  source: SiteSource;
  /** The config file's text as read once (unset when it could not be), for the checks that look into it. */
  configText?: string;
  /** Set when the config is valid (even with pages missing): the navigation tree always built. */
  model?: SiteModel;
  docsJson?: DocsJsonParts;
  /** site.json's navigation keys as written (the tree is in the model): for what names its place in site.json. */
  siteJson?: SiteJsonNavigation;
  /** The API pages, resolved once, or why they cannot be built (unset without a model). */
  api?: ApiReference;
  /** The pages drawn from an AsyncAPI channel (`asyncapi:` frontmatter), each file parsed once (unset without a model). */
  asyncapi?: AsyncApiPages;
  /** The GraphQL reference pages docs.json's `graphql` tabs make (unset without a model). */
  graphql?: GraphQlPages;
  /** The SDK reference pages docs.json's `sdk` values make (unset without a model). */
  sdk?: SdkPages;
  /** The pages that document an MCP server from its snapshot (`mcp:` frontmatter), each file read once (unset without a model). */
  mcp?: McpPages;
  /**
   * The config's own problems, formatted: a build stops on them, the dev server shows them in the
   * browser until they are fixed.
   */
  configProblem?: string;
  /** Everything found, in the order it is said. */
  problems: SiteProblem[];
}
