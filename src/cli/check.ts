import { existsSync } from 'node:fs';
import { formatProblems, formatWarnings } from '../config/problems.ts';
import { checkSite } from '../integration/check-site.ts';
import { LINKS_WARN_NOTE, reportBrokenImages } from '../links/check-images.ts';
import { formatBrokenLinks, formatScriptUrls } from '../links/check-links.ts';
import { checkImagesOfSite } from '../links/site-images.ts';
import { checkLinksOfSource, sourceSiteLookup } from '../links/source-links.ts';
import { DOCS_JSON_WARNINGS_HEADING } from '../config/docs-json/index.ts';
import { layoutFor } from '../config/site-layout.ts';
import { readDocsJsonSite } from '../integration/docs-json-site.ts';
import { redirectWarnings } from '../integration/redirects.ts';
import { pageHref } from '../navigation/pages.ts';
import { generatedOperationKeys, generatedOperationsError, generatedOperationsWarnings } from '../openapi/generated-views.ts';
import { displayPath } from '../utils/display-path.ts';
import { buildApiReference } from '../openapi/api-reference.ts';
import { remoteSpecReader, type RemoteSpecText } from '../openapi/fetch-spec.ts';
import { cachedSpecLoader, type SpecLoader } from '../openapi/spec-cache.ts';
import { formatUnknownComponents } from '../markdown/unknown-components.ts';
import { formatUnknownVariables, undefinedVariablesOfPage } from '../markdown/variables.ts';
import { checkSiteSources } from '../source/check-sources.ts';
import { docsFolderLayout, readSiteSource, siteRootLayout, type SiteSource } from '../source/site-source.ts';
import { checkComponents } from './check-components.ts';
import type { SiteFolder } from './site-folder.ts';

export interface CheckOptions {
  links: 'error' | 'warn';
  siteUrl?: string;
  /** Never fetch a remote OpenAPI file (`--offline`). */
  offline?: boolean;
  /** Where remote OpenAPI files are cached (the site's work folder), shared with `quire build`. */
  remoteCacheDir?: string;
}

export interface CheckReport {
  /** What would stop the build, each block already formatted as the build prints it. */
  errors: string[];
  warnings: string[];
  summary: string;
}

interface ConfigCheck {
  errors: string[];
  warnings: string[];
  /** Ids of the API pages the config makes without a file (docs.json `openapi`). */
  generatedPages: string[];
  /** docs.json `variables`: links written as `{{api-url}}/x` are checked as the build writes them. */
  variables?: Record<string, string>;
}

/** site.json, its icons and pages (checkSite), then its OpenAPI files and API pages. */
async function checkSiteJsonConfig(site: SiteFolder, source: SiteSource, loadSpec: SpecLoader): Promise<ConfigCheck> {
  const check = checkSite(site.siteFile, source);
  const errors: string[] = [];
  const warnings = check.warnings.length > 0 ? [formatWarnings('site.json', check.warnings)] : [];
  warnings.push(...check.notices);
  if (!check.ok) errors.push(formatProblems(existsSync(site.siteFile) ? 'site.json' : site.siteFile, check.problems));
  if (check.model) {
    const api = await buildApiReference(check.model, site.dir, source, loadSpec);
    if (!api.ok) errors.push(api.message);
    else warnings.push(...api.warnings);
  }
  return { errors, warnings, generatedPages: [] };
}

/** docs.json as the build reads it: its schema and `$ref`s, navigation pages, operation entries and OpenAPI files, then frontmatter API pages. */
async function checkDocsJsonConfig(site: SiteFolder, source: SiteSource, readRemote: (url: string) => Promise<RemoteSpecText>): Promise<ConfigCheck> {
  const read = await readDocsJsonSite(layoutFor(site.dir, 'docs.json'), source, readRemote);
  const errors: string[] = [];
  const warnings = read.warnings.length > 0 ? [formatWarnings('docs.json', read.warnings, DOCS_JSON_WARNINGS_HEADING)] : [];
  if (read.problems.length > 0) errors.push(formatProblems('docs.json', read.problems));
  if (read.generated) {
    const problem = generatedOperationsError(read.generated, displayPath(site.siteFile));
    if (problem) errors.push(problem);
    warnings.push(...generatedOperationsWarnings(read.generated, displayPath(site.siteFile)));
  }
  if (read.model) {
    // The redirects the build leaves out (a static site cannot hold them), said as the build says them.
    warnings.push(...redirectWarnings(read.model.redirects, [...source.pageIds, ...read.extraEntries.map((entry) => entry.id)]));
    const api = await buildApiReference(read.model, site.dir, source, cachedSpecLoader(undefined, readRemote), read.generated && generatedOperationKeys(read.generated));
    if (!api.ok) errors.push(api.message);
    else warnings.push(...api.warnings);
  }
  return { errors, warnings, generatedPages: read.extraEntries.map((entry) => entry.id), variables: read.model?.variables };
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
  // The pages are listed once and each file read once, for every check below.
  const source = readSiteSource(site.format === 'docs.json' ? siteRootLayout(site.dir) : docsFolderLayout(site.dir));
  // One fetch per remote OpenAPI file for the whole check, as in a build.
  const readRemote = remoteSpecReader({ offline: options.offline, cacheDir: options.remoteCacheDir });
  const config = site.format === 'docs.json' ? await checkDocsJsonConfig(site, source, readRemote) : await checkSiteJsonConfig(site, source, cachedSpecLoader(undefined, readRemote));
  errors.push(...config.errors);
  warnings.push(...config.warnings);
  const sources = checkSiteSources({ siteDir: site.dir, docsDir: site.docsDir, publicDir: site.publicDir }, source);
  errors.push(...sources.errors);
  warnings.push(...sources.warnings);
  errors.push(...checkComponents(source).map(({ file, unknown }) => formatUnknownComponents(file, unknown)));
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
  if (links.scriptUrls.length > 0) errors.push(formatScriptUrls(links.scriptUrls));
  if (links.broken.length > 0) {
    if (options.links === 'warn') warnings.push(`${formatBrokenLinks(links.broken)}\n${LINKS_WARN_NOTE.check}`);
    else errors.push(formatBrokenLinks(links.broken));
  }
  const images = reportBrokenImages(checkImagesOfSite(site.siteFile, source, site.publicDir, site.format, variables).broken, options.links, 'check');
  if (images.refused) errors.push(images.refused);
  if (images.warned) warnings.push(images.warned);
  const counted = `${links.pages} page${links.pages === 1 ? '' : 's'}, ${links.links} link${links.links === 1 ? '' : 's'}`;
  const summary = errors.length === 0 ? `✓ ${site.format}, ${counted}: nothing the build would refuse` : `✖ quire build would refuse this site (${counted} checked)`;
  return { errors, warnings, summary };
}
