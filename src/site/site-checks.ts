import { brokenReferencesHint, reportBrokenImages } from '../links/check-images.ts';
import { checkImagesOfSite } from '../links/site-images.ts';
import { relative, sep } from 'node:path';
import { autoImportedSnippets, snippetExports } from '../markdown/snippet-auto-imports.ts';
import { componentsOfPage, sourcePageComponents } from '../markdown/unknown-components.ts';
import { sourcePageSyntax } from '../source/page-syntax.ts';
import { checkSiteSources } from '../source/check-sources.ts';
import { formatSourceProblems } from '../source/frontmatter.ts';
import { linksMode, severityOf, type ProblemKind } from './policy.ts';
import { redirectWarnings } from './redirects.ts';
import type { LoadMode, Site, SiteProblem } from './site.ts';
import { placeAt, type ProblemPlace } from '../utils/problem-place.ts';

export interface CheckContext {
  mode: LoadMode;
  /** Where the site's static files are: public/ for site.json, the folder itself for docs.json. */
  publicDir: string;
}

/** One check of a loaded site (its model is set): what it finds, rated by the policy. */
type SiteCheck = (site: Site & { model: NonNullable<Site['model']> }, context: CheckContext) => SiteProblem[];

const problem = (site: Site, kind: ProblemKind, message: string, places: readonly ProblemPlace[] = []): SiteProblem => ({ kind, severity: severityOf(kind, site.policy), message, places });

/** Redirects a static site cannot hold, said once per build or check (dev serves them from its own middleware). */
const redirects: SiteCheck = (site, { mode }) => {
  if (mode === 'dev') return [];
  const pageIds = [...site.source.pageIds, ...Object.keys(site.api?.ok ? site.api.pages : {}), ...(site.docsJson?.extraEntries ?? []).map((entry) => entry.id)];
  return redirectWarnings(site.model.redirects, [...new Set(pageIds)]).map((warning) => problem(site, 'redirect', warning));
};

/** Frontmatter no YAML reader of Mintlify's family can read: the page is built without it. */
const frontmatter: SiteCheck = (site) => {
  const found = site.source.frontmatterProblems();
  if (found.length === 0) return [];
  return [
    problem(
      site,
      'frontmatter',
      formatSourceProblems(found, severityOf('frontmatter', site.policy)),
      found.map((p) => placeAt(p.file, p.line, p.column)),
    ),
  ];
};

/** Files from outside the site folder, files Quire will not read, include loops: always refused (dev shows them). */
const siteFiles: SiteCheck = (site, { publicDir }) => {
  const docsDir = site.layout.pagesDir;
  // The snippets a page uses without importing them run as if imported (docs.json: Mintlify's global snippets).
  const exports = site.layout.format === 'docs.json' ? snippetExports(docsDir, site.source.textAt) : new Map<string, string[]>();
  const autoImports = (page: string, text: string) => {
    const path = relative(docsDir, page).split(sep).join('/');
    // A page of the reading (as written, or as parsed) is classified from the one parse every check shares.
    const file = site.source.file(path);
    const ofReading =
      file && (() => (text === site.source.read(file).text || text === sourcePageSyntax(site.source, file).parsedText ? sourcePageComponents(site.source, file) : componentsOfPage(text)));
    return autoImportedSnippets(text, exports, path, ofReading).map(({ file }) => file);
  };
  const { errors, unprovided } = checkSiteSources({ siteDir: site.layout.dir, docsDir, publicDir }, site.source, autoImports);
  // A package pages are not given: its names are drawn as Quire's or as their content alone, a placeholder's case.
  const placeholders = unprovided ? [{ kind: 'component-placeholder' as const, severity: severityOf('component-placeholder', site.policy), ...unprovided }] : [];
  return [...errors.map((message): SiteProblem => ({ severity: 'error', message, places: [] })), ...placeholders];
};

/**
 * Local images (pages, snippets, the config's logo, favicon and background), checked before
 * rendering: Astro stops on a missing markdown image without naming the page. A missing image
 * named by a relative path is always refused.
 */
const images: SiteCheck = (site, { mode, publicDir }) => {
  const links = linksMode(site.policy);
  const { broken } = checkImagesOfSite({ file: site.layout.configFile, text: site.configText }, site.source, publicDir, site.layout.format, site.model.variables);
  const { refused, warned } = reportBrokenImages(broken, links, mode === 'check' ? 'check' : 'build');
  const found: SiteProblem[] = [];
  // The records name each image's place, refused or not (`--reporter json|github`, --strict included).
  const places = broken.map(({ file, line, column }) => placeAt(file, line, column));
  if (warned) found.push(problem(site, 'missing-media', warned, places));
  if (refused) found.push({ kind: 'missing-media', severity: 'error', message: refused, places, hint: brokenReferencesHint('image paths', 'external images') });
  return found;
};

/** Every check of a site with a valid config, in the order its problems are said: a new check is added here. */
export const SITE_CHECKS: readonly SiteCheck[] = [redirects, frontmatter, siteFiles, images];
