import type { SiteSource } from '../source/site-source.ts';
import type { IconLibrary } from '../config/icon-value.ts';
import { loadSite, type Site } from '../site/load-site.ts';
import { LINKS_WARN_NOTE } from '../links/check-images.ts';
import { formatBrokenLinks, formatScriptUrls } from '../links/check-links.ts';
import { checkLinksOfSource, LAYOUT_IDS, sourceSiteLookup } from '../links/source-links.ts';
import { pageHref } from '../navigation/pages.ts';
import { undrawnDescriptions } from '../openapi/description.ts';
import { displayPath } from '../utils/display-path.ts';
import { formatUnknownComponents, formatUnknownComponentUses, newComponentUses } from '../markdown/unknown-components.ts';
import { remoteSpecReader } from '../openapi/fetch-spec.ts';
import { formatUnknownVariables, undefinedVariablesOfPage, type Variables } from '../markdown/variables.ts';
import { formatEscapedPages } from '../markdown/mdx-recovery.ts';
import { checkComponents } from './check-components.ts';
import { pageCodeReport } from '../markdown/page-code.ts';
import { operationPageIds } from '../openapi/operation-ids.ts';
import type { Target } from '../links/check-links.ts';
import { redirectPagesOf } from '../site/redirects.ts';
import { formatIconNotices, iconNoticePlaces } from '../markdown/icon-notices.ts';
import { linksMode, severityOf, type PolicyOptions, type ProblemKind } from '../site/policy.ts';
import { addToReport, formatReport, newSiteReport } from '../site/report.ts';
import type { ReportedProblem } from '../site/problem-records.ts';
import type { SiteFolder } from './site-folder.ts';
import { placeAt, type ProblemPlace } from '../utils/problem-place.ts';
import { notePlace } from '../utils/places.ts';

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
  /** The same problems as data, with their kinds and places: what `--reporter json|github` prints. */
  problems: ReportedProblem[];
  summary: string;
  /** The same summary by kind the build prints at its end; none when nothing is reported. */
  byKind?: string;
}

/** Where check puts a problem of one kind: errors or warnings as the policy says, and the report by kind. */
type Say = (kind: ProblemKind, message: string, places?: readonly ProblemPlace[]) => void;

/** The site's components as the build judges them: unknown names (one warning for the site, or an error per page, as the policy says) and icons not drawn as asked. */
function checkSiteComponents(source: SiteSource, library: IconLibrary | undefined, policy: PolicyOptions, say: Say): void {
  const { unknown: components, icons, pageCode } = checkComponents(source, library);
  // Names pages read that nothing defines, said as the build says them at its end (build-end.ts).
  for (const { message, places } of pageCodeReport(pageCode, severityOf('page-code', policy))) say('page-code', message, places);
  const iconWarning = formatIconNotices(icons);
  if (iconWarning) say('icon-fallback', iconWarning, iconNoticePlaces(icons));
  const placesOf = ({ file, unknown }: (typeof components)[number]) => unknown.map((use) => placeAt(file, use.line));
  if (severityOf('unknown-component', policy) === 'warning') {
    // One warning for the site, as the build says it: the names, and where they are used.
    const uses = newComponentUses();
    for (const page of components) for (const use of page.unknown) notePlace(uses.unknown, use.name, placeAt(page.file, use.line));
    const warning = formatUnknownComponentUses(uses);
    if (warning) say('unknown-component', warning, components.flatMap(placesOf));
  } else for (const page of components) say('unknown-component', formatUnknownComponents(page.file, page.unknown), placesOf(page));
}

/**
 * Every internal link of the site's pages against what the build will write: its pages (docs.json's
 * generated API pages too, with their views' ids), redirect pages and files, without drawing a page.
 */
function checkSiteLinks(site: Site, folder: SiteFolder, options: CheckOptions, variables: Variables | undefined) {
  const { source } = site;
  const generatedIds = [...(site.docsJson?.extraEntries ?? []).map((entry) => entry.id)];
  // docs.json's redirects the build writes as pages: a link to an old URL reaches its page there.
  const redirectPages = new Set((site.model ? redirectPagesOf(site.model.tree, site.model.redirects ?? [], source.pageIds) : []).map(({ from }) => `/${from.replace(/^\/+/, '')}`));
  // API pages' anchors from their endpoint views, as the loader resolved them (the build draws the same views).
  const views = site.api?.ok ? site.api.pages : {};
  const operationIds = (pageId: string) => (views[pageId] ? operationPageIds(views[pageId]) : undefined);
  const lookup = sourceSiteLookup(source, folder.staticDir, options.siteUrl, variables, redirectPages, operationIds);
  const generatedPages = new Set(generatedIds.map(pageHref));
  const generatedById = new Map(generatedIds.map((id) => [pageHref(id), id]));
  // A page docs.json generates from an OpenAPI file: its view's ids.
  const generatedTarget = (pathname: string): Target | undefined => {
    const id = generatedById.get(pathname);
    if (id === undefined) return undefined;
    const ids = operationIds(id);
    return ids ? { kind: 'page', ids: new Set([...LAYOUT_IDS, ...ids]) } : { kind: 'file' };
  };
  return {
    ...checkLinksOfSource(
      source,
      {
        find: (pathname) => generatedTarget(pathname) ?? lookup.find(pathname),
        exists: (pathname) => generatedPages.has(pathname) || lookup.exists(pathname),
        pagePaths: [...lookup.pagePaths, ...generatedPages],
      },
      variables,
    ),
    pages: lookup.pagePaths.length + generatedPages.size,
  };
}

/**
 * Everything `quire build` refuses before and after rendering, without rendering: the same
 * site.json validation, icon and navigation-page checks (checkSite), the same OpenAPI loading,
 * the same checks of the site's files (links and imports leaving the site folder, include loops),
 * the same unknown-component check, the same link checker run against the pages and files the build would write,
 * and the same image check (every local image names a file).
 */
export async function checkSiteFolder(folder: SiteFolder, options: CheckOptions): Promise<CheckReport> {
  const errors: string[] = [];
  const warnings: string[] = [];
  const policy: PolicyOptions = { frontDoor: folder.format, strict: options.strict, links: options.links };
  const report = newSiteReport();
  const problems: ReportedProblem[] = [];
  const say: Say = (kind, message, places = []) => {
    const severity = severityOf(kind, policy);
    if (!addToReport(report, { kind, severity, places, message })) return;
    (severity === 'error' ? errors : warnings).push(message);
    problems.push({ kind, severity, message, places });
  };
  /** A problem of no kind (the config, the site's files): always what its severity says. */
  const sayPlain = (severity: 'error' | 'warning', message: string, places: readonly ProblemPlace[] = []) => {
    (severity === 'error' ? errors : warnings).push(message);
    problems.push({ severity, message, places });
  };
  // The folder read as the build reads it: one model, one list of problems (src/site/load-site.ts).
  const site = await loadSite(folder, {
    mode: 'check',
    strict: options.strict,
    links: options.links,
    // One fetch per remote OpenAPI file for the whole check, as in a build.
    readRemote: remoteSpecReader({ offline: options.offline, cacheDir: options.remoteCacheDir }),
    publicDir: folder.staticDir,
    // The pages' schemas and budgets are checked; their prose is not drawn.
    describe: () => undrawnDescriptions,
  });
  const { source } = site;
  for (const problem of site.problems) {
    if (problem.kind) say(problem.kind, problem.message, problem.places);
    else sayPlain(problem.severity, problem.message, problem.places);
  }
  // docs.json's `variables`: links written as `{{api-url}}/x` are checked as the build writes them.
  const variables = folder.format === 'docs.json' ? site.model?.variables : undefined;
  checkSiteComponents(source, site.model?.icons.library, policy, say);
  if (variables) {
    for (const file of source.files) {
      const unknown = undefinedVariablesOfPage(source.read(file).text, file.format, variables);
      if (unknown.length > 0) sayPlain('error', formatUnknownVariables(displayPath(file.path), unknown, Object.keys(variables)), [placeAt(displayPath(file.path))]);
    }
  }
  const links = checkSiteLinks(site, folder, options, variables);
  // A page over the MDX parse budget is already named by the source checks, in these words.
  for (const page of links.unparsable) {
    const message = `${page.file} cannot be parsed: ${page.message}`;
    if (!errors.includes(message)) sayPlain('error', message, [placeAt(page.file)]);
  }
  if (links.recovered.length > 0) {
    const { message, places } = formatEscapedPages(links.recovered);
    say('mdx-syntax', message, places);
  }
  if (links.scriptUrls.length > 0) sayPlain('error', formatScriptUrls(links.scriptUrls));
  const linksSetting = linksMode(policy);
  if (links.broken.length > 0) {
    const located = links.broken.map((link) => placeAt(link.file, link.line, link.column));
    say('broken-link', linksSetting === 'warn' ? `${formatBrokenLinks(links.broken, 'warning')}\n${LINKS_WARN_NOTE.check}` : formatBrokenLinks(links.broken), located);
  }
  const counted = `${links.pages} page${links.pages === 1 ? '' : 's'}, ${links.links} link${links.links === 1 ? '' : 's'}`;
  const summary = errors.length === 0 ? `✓ ${folder.format}, ${counted}: nothing the build would refuse` : `✖ quire build would refuse this site (${counted} checked)`;
  return { errors, warnings, problems, summary, byKind: formatReport(report) };
}
