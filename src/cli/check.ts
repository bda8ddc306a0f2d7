import { existsSync } from 'node:fs';
import { formatProblems, formatWarnings } from '../config/problems.ts';
import { checkSite } from '../site/check-site.ts';
import { LINKS_WARN_NOTE, reportBrokenImages } from '../links/check-images.ts';
import { formatBrokenLinks, formatScriptUrls } from '../links/check-links.ts';
import { checkImagesOfSite } from '../links/site-images.ts';
import { checkLinksOfSource, sourceSiteLookup } from '../links/source-links.ts';
import { DOCS_JSON_WARNINGS_HEADING } from '../config/docs-json/index.ts';
import { layoutFor } from '../config/site-layout.ts';
import { readDocsJsonSite } from '../site/docs-json-site.ts';
import { pageHref } from '../navigation/pages.ts';
import { generatedOperationKeys, generatedOperationsError, generatedOperationsWarnings, generatedOperationViews } from '../openapi/generated-views.ts';
import { undrawnDescriptions } from '../openapi/description.ts';
import { displayPath } from '../utils/display-path.ts';
import { buildApiReference, schemaCutWarnings } from '../openapi/api-reference.ts';
import { formatUnknownComponents, formatUnknownComponentUses, newComponentUses } from '../markdown/unknown-components.ts';
import { redirectWarnings } from '../site/redirects.ts';
import { remoteSpecReader, type RemoteSpecText } from '../openapi/fetch-spec.ts';
import { formatUnknownVariables, undefinedVariablesOfPage } from '../markdown/variables.ts';
import { formatEscapedPages } from '../markdown/mdx-recovery.ts';
import { checkSiteSources } from '../source/check-sources.ts';
import { docsFolderLayout, readSiteSource, siteRootLayout, type SiteSource } from '../source/site-source.ts';
import { checkComponents } from './check-components.ts';
import { formatSourceProblems } from '../source/frontmatter.ts';
import { isValidationWarning, loadOpenApiSpec } from '../openapi/load.ts';
import { formatJsonPath } from '../config/json-path.ts';
import { formatLeftOutEntries, operationPageLocations, problemLocation } from '../site/left-out.ts';
import { linksMode, severityOf, type PolicyOptions, type ProblemKind, type Severity } from '../site/policy.ts';
import { addToReport, formatReport, newSiteReport } from '../site/report.ts';
import type { SiteFolder } from './site-folder.ts';

export interface CheckOptions {
  /** `--links`; unset, the policy decides by the front door. */
  links?: 'error' | 'warn';
  /** `--strict`: anything reported makes the check fail, as it makes the build fail. */
  strict?: boolean;
  /** Never fetch a remote OpenAPI file (`--offline`). */
  offline?: boolean;
  /** Where remote OpenAPI files are cached (the site's work folder), shared with `quire build`. */
  remoteCacheDir?: string;
  siteUrl?: string;
}

export interface CheckReport {
  /** What would stop the build, each block already formatted as the build prints it. */
  errors: string[];
  warnings: string[];
  summary: string;
  /** The same summary by kind the build prints at its end; none when nothing is reported. */
  byKind?: string;
}

/** Where check puts a problem of one kind: errors or warnings as the policy says, and the report by kind. */
type Say = (kind: ProblemKind, message: string, locations?: readonly string[]) => void;

interface ConfigCheck {
  errors: string[];
  warnings: string[];
  /** Ids of the API pages the config makes without a file (docs.json `openapi`). */
  generatedPages: string[];
  /** docs.json `variables`: links written as `{{api-url}}/x` are checked as the build writes them. */
  variables?: Record<string, string>;
}

/** site.json, its icons and pages (checkSite), then its OpenAPI files and API pages. */
async function checkSiteJsonConfig(site: SiteFolder, source: SiteSource, say: Say, readRemote: (url: string) => Promise<RemoteSpecText>): Promise<ConfigCheck> {
  const check = checkSite(site.siteFile, source);
  const errors: string[] = [];
  if (check.warnings.length > 0)
    say(
      'config-warning',
      formatWarnings('site.json', check.warnings),
      check.warnings.map((w) => `site.json ${formatJsonPath(w.path)}`),
    );
  for (const notice of check.notices) say('icon-fallback', notice);
  if (!check.ok) errors.push(formatProblems(existsSync(site.siteFile) ? 'site.json' : site.siteFile, check.problems));
  if (check.model) {
    const api = await buildApiReference(check.model, site.dir, source, (location, dir) => loadOpenApiSpec(location, dir, { readRemote }));
    if (!api.ok) errors.push(api.message);
    else for (const warning of api.warnings) say(isValidationWarning(warning) ? 'openapi-invalid' : 'openapi-warning', warning);
  }
  return { errors, warnings: [], generatedPages: [] };
}

/** docs.json as the build reads it: its schema and `$ref`s, navigation pages, operation entries and OpenAPI files, then frontmatter API pages. */
async function checkDocsJsonConfig(
  site: SiteFolder,
  source: SiteSource,
  say: Say,
  severity: (kind: ProblemKind) => Severity,
  readRemote: (url: string) => Promise<RemoteSpecText>,
): Promise<ConfigCheck> {
  const read = await readDocsJsonSite(layoutFor(site.dir, 'docs.json'), source, severity('openapi-invalid') === 'warning' ? 'warn' : 'error', readRemote);
  const errors: string[] = [];
  if (read.warnings.length > 0)
    say(
      'config-warning',
      formatWarnings('docs.json', read.warnings, DOCS_JSON_WARNINGS_HEADING),
      read.warnings.map((w) => `docs.json ${formatJsonPath(w.path)}`),
    );
  // With a model, the problems are navigation entries naming no page (the policy says how badly).
  if (read.model && read.problems.length > 0) say('missing-page', formatLeftOutEntries('docs.json', read.problems), read.problems.map(problemLocation('docs.json')));
  else if (read.problems.length > 0) errors.push(formatProblems('docs.json', read.problems));
  if (read.generated) {
    const problem = generatedOperationsError(read.generated, displayPath(site.siteFile));
    if (problem) errors.push(problem);
    for (const warning of generatedOperationsWarnings(read.generated, displayPath(site.siteFile))) say(isValidationWarning(warning) ? 'openapi-invalid' : 'openapi-warning', warning);
    // The generated pages' schema budgets, said as the build says them (api-setup.ts); no budget depends on the prose.
    if (!problem && read.model) for (const warning of schemaCutWarnings(await generatedOperationViews(read.generated, read.model.api, undrawnDescriptions))) say('openapi-warning', warning);
  }
  if (read.model) {
    // The redirects the build leaves out (a static site cannot hold them), said as the build says them.
    for (const warning of redirectWarnings(read.model.redirects, [...source.pageIds, ...read.extraEntries.map((entry) => entry.id)])) say('redirect', warning);
    // The OpenAPI files as the build reads them for pages with frontmatter `openapi:` (api-setup.ts's loader).
    const tolerant = severity('openapi-invalid') === 'warning';
    const loadSpec = (location: string, dir: string) => loadOpenApiSpec(location, dir, { readRemote, ...(tolerant ? { danglingRefs: 'warn' as const, invalid: 'warn' as const } : {}) });
    const api = await buildApiReference(read.model, site.dir, source, loadSpec, read.generated && generatedOperationKeys(read.generated), undefined, severity('unknown-operation'));
    if (!api.ok) errors.push(api.message);
    else for (const warning of api.warnings) say(isValidationWarning(warning) ? 'openapi-invalid' : 'openapi-warning', warning);
    if (api.ok && api.unknownOperations) say('unknown-operation', api.unknownOperations, operationPageLocations(api.unknownOperations));
  }
  return { errors, warnings: [], generatedPages: read.extraEntries.map((entry) => entry.id), variables: read.model?.variables };
}

/**
 * Everything `quire build` refuses before and after rendering, without rendering: the same
 * site.json validation, icon and navigation-page checks (checkSite), the same OpenAPI loading,
 * the same checks of the site's files (links and imports leaving the site folder, include loops),
 * the same unknown-component check, the same link checker run against the pages and files the build would write,
 * and the same image check (every local image names a file).
 */
export async function checkSiteFolder(site: SiteFolder, options: CheckOptions): Promise<CheckReport> {
  const errors: string[] = [];
  const warnings: string[] = [];
  const policy: PolicyOptions = { frontDoor: site.format, strict: options.strict, links: options.links };
  const report = newSiteReport();
  const say: Say = (kind, message, locations = []) => {
    const severity = severityOf(kind, policy);
    if (addToReport(report, { kind, severity, locations, message })) (severity === 'error' ? errors : warnings).push(message);
  };
  // The pages are listed once and each file read once, for every check below.
  const source = readSiteSource(site.format === 'docs.json' ? siteRootLayout(site.dir) : docsFolderLayout(site.dir));
  // One fetch per remote OpenAPI file for the whole check, as in a build.
  const readRemote = remoteSpecReader({ offline: options.offline, cacheDir: options.remoteCacheDir });
  const config = site.format === 'docs.json' ? await checkDocsJsonConfig(site, source, say, (kind) => severityOf(kind, policy), readRemote) : await checkSiteJsonConfig(site, source, say, readRemote);
  errors.push(...config.errors);
  warnings.push(...config.warnings);
  const frontmatter = source.frontmatterProblems();
  if (frontmatter.length > 0) {
    say(
      'frontmatter',
      formatSourceProblems(frontmatter, severityOf('frontmatter', policy)),
      frontmatter.map((p) => `${p.file}:${p.line}:${p.column}`),
    );
  }
  const sources = checkSiteSources({ siteDir: site.dir, docsDir: site.docsDir, publicDir: site.publicDir }, source);
  errors.push(...sources.errors);
  warnings.push(...sources.warnings);
  const components = checkComponents(source);
  const places = components.flatMap(({ file, unknown }) => unknown.map((use) => `${file}${use.line ? `:${use.line}` : ''}`));
  if (severityOf('unknown-component', policy) === 'warning') {
    // One warning for the site, as the build says it: the names, and where they are used.
    const uses = newComponentUses();
    for (const { file, unknown } of components) for (const use of unknown) uses.unknown.set(use.name, (uses.unknown.get(use.name) ?? new Set()).add(`${file}${use.line ? `:${use.line}` : ''}`));
    const warning = formatUnknownComponentUses(uses);
    if (warning) say('unknown-component', warning, places);
  } else
    for (const { file, unknown } of components)
      say(
        'unknown-component',
        formatUnknownComponents(file, unknown),
        places.filter((place) => place.startsWith(file)),
      );
  const { variables } = config;
  if (variables) {
    for (const file of source.files) {
      const unknown = undefinedVariablesOfPage(source.read(file).text, file.format, variables);
      if (unknown.length > 0) errors.push(formatUnknownVariables(displayPath(file.path), unknown, Object.keys(variables)));
    }
  }
  const lookup = sourceSiteLookup(source, site.publicDir, options.siteUrl, variables);
  const generatedPages = new Set(config.generatedPages.map(pageHref));
  const links = {
    ...checkLinksOfSource(
      source,
      { find: (pathname) => (generatedPages.has(pathname) ? { kind: 'file' } : lookup.find(pathname)), pagePaths: [...lookup.pagePaths, ...generatedPages] },
      config.variables,
    ),
    pages: lookup.pagePaths.length + generatedPages.size,
  };
  // A page over the MDX parse budget is already named by the source checks, in these words.
  for (const page of links.unparsable) {
    const message = `${page.file} cannot be parsed: ${page.message}`;
    if (!errors.includes(message)) errors.push(message);
  }
  if (links.recovered.length > 0) {
    const { message, locations } = formatEscapedPages(links.recovered);
    say('mdx-syntax', message, locations);
  }
  if (links.scriptUrls.length > 0) errors.push(formatScriptUrls(links.scriptUrls));
  const linksSetting = linksMode(policy);
  if (links.broken.length > 0) {
    const located = links.broken.map((link) => `${link.file}:${link.line}:${link.column}`);
    say('broken-link', linksSetting === 'warn' ? `${formatBrokenLinks(links.broken, 'warning')}\n${LINKS_WARN_NOTE.check}` : formatBrokenLinks(links.broken), located);
  }
  const images = reportBrokenImages(checkImagesOfSite(site.siteFile, source, site.publicDir, site.format, variables).broken, linksSetting, 'check');
  if (images.refused) errors.push(images.refused);
  if (images.warned) say('missing-media', images.warned);
  const counted = `${links.pages} page${links.pages === 1 ? '' : 's'}, ${links.links} link${links.links === 1 ? '' : 's'}`;
  const summary = errors.length === 0 ? `✓ ${site.format}, ${counted}: nothing the build would refuse` : `✖ quire build would refuse this site (${counted} checked)`;
  return { errors, warnings, summary, byKind: formatReport(report) };
}
