import type { ConfigFormat } from '../config/site-layout.ts';

/**
 * What can be wrong in a site's content, by kind. Each kind's severity is decided here and only
 * here (severityOf), for the build, `quire dev` and `quire check` alike.
 */
export type ProblemKind =
  /** A navigation entry naming no page. */
  | 'missing-page'
  /** An internal link or anchor that leads nowhere. */
  | 'broken-link'
  /** A page's `openapi:` frontmatter naming an operation no OpenAPI file has: built from its MDX body where a warning. */
  | 'unknown-operation'
  /** An OpenAPI file failing strict validation that parses and dereferences: its operations built from the dereferenced document where a warning. */
  | 'openapi-invalid'
  /** A local image or media file that is not there. */
  | 'missing-media'
  /** A component no one defines (`<Important>`, `<TabItem>`): drawn as its content alone where it is a warning. */
  | 'unknown-component'
  /** Components Quire shows as a placeholder or a plain block (custom React, Mintlify's not yet drawn). */
  | 'component-placeholder'
  /** Keys and values docs.json or site.json hold that Quire leaves out: always a warning. */
  | 'config-warning'
  /** A redirect Quire cannot write as given. */
  | 'redirect'
  /** An icon drawn with another than the one named (Font Awesome Pro). */
  | 'icon-fallback'
  /** What an OpenAPI file holds that Quire renders past (dangling `$ref`s, operations it skips). */
  | 'openapi-warning'
  /** Frontmatter that no YAML reader Mintlify's family uses can read: the page is built without it. */
  | 'frontmatter'
  /**
   * The site's own code that cannot run as written: a name a page's text reads that nothing
   * defines (drawn as nothing), a component that throws while it is drawn (drawn as its content alone).
   */
  | 'page-code'
  /**
   * Prose MDX cannot parse that Mintlify's reader takes (`Map<String, String>`, `{json event}`): the
   * page is built with those characters escaped, shown as written.
   */
  | 'mdx-syntax'
  /**
   * A page whose `asyncapi:` frontmatter names a file that cannot be read or parsed, or a channel
   * it does not have: built from its MDX body where a warning.
   */
  | 'asyncapi'
  /**
   * A GraphQL schema docs.json's navigation names that cannot be read (its pages are left out), or
   * that uses types it never defines (they are shown as scalars).
   */
  | 'graphql'
  /** An SDK export docs.json's `sdk` names (TypeDoc's JSON) that cannot be read: its pages are left out. */
  | 'sdk'
  /** A page whose `mcp:` frontmatter names an MCP snapshot that cannot be read or is not one: built from its text where a warning. */
  | 'mcp-snapshot';

/** Every kind, listed once (the record makes the type check that none is missing): the troubleshooting page has a section for each. */
export const PROBLEM_KINDS = Object.keys({
  'missing-page': true,
  'broken-link': true,
  'unknown-operation': true,
  'openapi-invalid': true,
  'missing-media': true,
  'unknown-component': true,
  'component-placeholder': true,
  'config-warning': true,
  redirect: true,
  'icon-fallback': true,
  'openapi-warning': true,
  frontmatter: true,
  'page-code': true,
  'mdx-syntax': true,
  asyncapi: true,
  graphql: true,
  sdk: true,
  'mcp-snapshot': true,
} satisfies Record<ProblemKind, true>) as ProblemKind[];

export type Severity = 'error' | 'warning';

export interface PolicyOptions {
  /** Which front door the site came in by: docs.json follows Mintlify's tolerance, site.json its contract. */
  frontDoor: ConfigFormat;
  /** `--strict` / `quire({ strict: true })`: every warning is an error. */
  strict?: boolean;
  /** `--links`: broken links and images as errors or warnings; unset, the front door decides. */
  links?: 'error' | 'warn';
}

/**
 * What Mintlify builds past on a docs.json site (its build and `mint dev` go on with warnings;
 * `mint validate` is the strict mode): Quire builds past them too, and says so.
 */
const MINTLIFY_BUILDS_PAST: ReadonlySet<ProblemKind> = new Set([
  'missing-page',
  'unknown-operation',
  'openapi-invalid',
  'broken-link',
  'missing-media',
  'unknown-component',
  'config-warning',
  'redirect',
  'icon-fallback',
  'openapi-warning',
  'frontmatter',
  'component-placeholder',
  'page-code',
  'mdx-syntax',
  'asyncapi',
  'graphql',
  'sdk',
  'mcp-snapshot',
]);

/**
 * site.json's contract: what is outside it (unknown keys), redirects it skips, icons drawn with a
 * free one, components shown as placeholders and unreadable frontmatter (the page is built
 * without it, on both front doors) are warnings; the rest stops the build.
 */
const SITE_JSON_WARNS: ReadonlySet<ProblemKind> = new Set(['config-warning', 'redirect', 'icon-fallback', 'component-placeholder', 'openapi-warning', 'frontmatter']);

/** How badly a kind of problem stops the site: the one place this is decided. */
export function severityOf(kind: ProblemKind, options: PolicyOptions): Severity {
  if (options.strict) return 'error';
  if ((kind === 'broken-link' || kind === 'missing-media') && options.links !== undefined) return options.links === 'warn' ? 'warning' : 'error';
  const tolerated = options.frontDoor === 'docs.json' ? MINTLIFY_BUILDS_PAST : SITE_JSON_WARNS;
  return tolerated.has(kind) ? 'warning' : 'error';
}

/** The `--links` value the link and image checks run with, as the policy decides for this site. */
export const linksMode = (options: PolicyOptions): 'error' | 'warn' => (severityOf('broken-link', options) === 'error' ? 'error' : 'warn');

/**
 * How the build acts on a problem (load an invalid spec from its dereferenced document, draw an
 * unknown component, go on past a broken link): as the front door allows. `--strict` changes how
 * problems are rated, not what is built, so a strict build finds and names every problem before
 * it fails (stopOnErrors at its end).
 */
export const actingPolicy = (options: PolicyOptions): PolicyOptions => ({ ...options, strict: false });
