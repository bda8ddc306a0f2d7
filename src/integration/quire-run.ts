import type { SiteJsonNavigation } from '../config/model.ts';
import type { SiteLayout } from '../config/site-layout.ts';
import { formatProblems } from '../config/problems.ts';
import type { newIconNotices } from '../markdown/icon-notices.ts';
import type { newPageCode } from '../markdown/page-code.ts';
import type { newComponentUses } from '../markdown/unknown-components.ts';
import { missingPageProblems } from '../navigation/pages.ts';
import { resolveRepository } from '../navigation/repository.ts';
import type { RemoteSpecText } from '../openapi/fetch-spec.ts';
import { generatedPageSources } from '../openapi/generated-views.ts';
import { NO_GENERATED_PAGES, type GeneratedOperations } from '../openapi/navigation-operations.ts';
import { readPageSources, type PageSource } from '../seo/page-sources.ts';
import { missingDocsJsonPages } from '../site/docs-json-site.ts';
import { loadSite, type Site } from '../site/load-site.ts';
import { severityOf } from '../site/policy.ts';
import { siteJsonTreeOf } from '../site/site-json-tree-pages.ts';
import { readSiteSource, type PagesRead, type SiteSource } from '../source/site-source.ts';
import type { ApiSetup } from './api-setup.ts';
import type { mdxRecoveryPlugin } from './mdx-recovery-plugin.ts';
import type { RenderThreads } from './render-threads.ts';
import type { QuireOptions } from './options.ts';
import type { ProblemReporter } from './problem-reporter.ts';
import type { newMissingPackages } from './react-modules.ts';
import type { StaticRoot } from '../source/static-files.ts';
import type { SiteState } from './virtual-config.ts';

type Logger = { warn(message: string): void; error(message: string): void };

/** What the pages noted while they were drawn, said at the build's end. */
export interface RenderNotes {
  componentUses: ReturnType<typeof newComponentUses>;
  pageCode: ReturnType<typeof newPageCode>;
  iconNotices: ReturnType<typeof newIconNotices>;
  missingPackages: ReturnType<typeof newMissingPackages>;
}

/**
 * One Astro command's Quire (a build, a dev server): made by astro:config:setup from the loaded
 * site, read by the later hooks. The dev server's reloads update it.
 */
export interface QuireRun {
  readonly options: QuireOptions;
  readonly layout: SiteLayout;
  /** What the virtual modules serve the pages (virtual-config.ts): the model and, in dev, its problems. */
  readonly state: SiteState;
  readonly reporter: ProblemReporter;
  /** Where the static files are: public/ (Astro's publicDir) for site.json, the folder itself for docs.json. */
  readonly publicDir: string;
  readonly readRemote: (url: string) => Promise<RemoteSpecText>;
  /** Dev: the pages as last parsed, so reading the folder again parses only what changed. */
  readonly pagesRead: PagesRead;
  /** The pages as this build read them (config:setup), used again when the pages are written. */
  readonly source: SiteSource;
  readonly notes: RenderNotes;
  readonly mdxRecovery: ReturnType<typeof mdxRecoveryPlugin>;
  api?: ApiSetup;
  /** A build's Markdown render threads (render-threads.ts), stopped when it is done. */
  renderThreads?: RenderThreads;
  /** docs.json: files read through `$ref` (watched, never published), its validated navigation, its generated pages. */
  refFiles: string[];
  docsJsonNavigation?: unknown;
  /** site.json: its navigation keys, from which the tree is made again when the pages change (dev). */
  siteJsonNavigation?: SiteJsonNavigation;
  generated: GeneratedOperations;
  /** docs.json: the static files beside it (an explicit list, never the whole folder). */
  staticRoot?: StaticRoot;
}

/** The pages as they are now (dev: parsed again only where they changed). */
export const readPages = (run: Pick<QuireRun, 'state' | 'pagesRead'>): SiteSource => readSiteSource(run.state.docs.layout, run.pagesRead);

/** The pages as they are now, as their `.md` copies have them (docs.json's generated API pages too): what dev search indexes. */
export async function currentPageSources(run: Pick<QuireRun, 'state' | 'pagesRead' | 'generated'>): Promise<PageSource[]> {
  const source = readPages(run);
  const pages = [...(await readPageSources(source)), ...generatedPageSources(run.generated, source.pageIds)];
  return pages.filter((page) => !page.externalUrl);
}

/**
 * Says what the loader found and takes its model. The config's own problems keep the previous
 * model (dev shows them in the browser until they are fixed).
 */
export function applySite(run: Omit<QuireRun, 'source' | 'notes' | 'mdxRecovery'>, site: Site, dev: boolean, logger: Logger): void {
  const { state } = run;
  run.reporter.sayLoaded(site, dev, logger);
  if (site.docsJson) {
    run.refFiles = site.docsJson.refFiles;
    run.docsJsonNavigation = site.docsJson.navigation;
  }
  if (site.siteJson) run.siteJsonNavigation = site.siteJson;
  if (!site.model || site.configProblem) {
    state.problems = site.configProblem;
    return;
  }
  state.model = site.model;
  state.problems = undefined;
  state.repository = resolveRepository(run.options.repository, state.model);
  if (site.docsJson) {
    // Variables and styling change what pages render to: the loader renders them again when these change.
    state.docs = { layout: state.docs.layout, extraEntries: site.docsJson.extraEntries, renderSettings: JSON.stringify({ variables: site.model.variables, styling: site.model.styling }) };
    run.generated = site.docsJson.generated ?? NO_GENERATED_PAGES;
    return;
  }
  const { suggestEdit, raiseIssue } = state.model.feedback;
  if ((suggestEdit || raiseIssue) && !state.repository) {
    logger.warn(
      'site.json: feedback buttons are on, but Quire does not know the repository; they are left out. ' +
        'Pass quire({ repository: { url, branch, docsDir } }) in astro.config.mjs (`quire`: --repo URL), or use a "github" topbarCtaButton.',
    );
  }
}

/** Dev: the site read again after its config changed (the API plugin resolves its pages again itself). */
export async function reloadSite(run: QuireRun, logger: Logger): Promise<void> {
  const { options } = run;
  const site = await loadSite(run.layout, {
    mode: 'dev',
    strict: options.strict,
    links: options.links,
    readRemote: run.readRemote,
    publicDir: run.publicDir,
    pagesRead: run.pagesRead,
    apiPages: false,
  });
  applySite(run, site, true, logger);
}

/** Dev: pages come and go; docs.json's navigation entries without a page are shown until the page exists. */
export function recheckDocsJsonPages(run: QuireRun): boolean {
  const { state } = run;
  if (severityOf('missing-page', run.reporter.policy) === 'warning') return false;
  // Before docs.json was ever valid, or while it is broken, there is nothing to check against (the config's problems are shown).
  if (run.docsJsonNavigation === undefined || state.problems) return false;
  const ids = new Set([...readPages(run).pageIds, ...(state.docs.extraEntries ?? []).map((entry) => entry.id)]);
  const missing = missingDocsJsonPages(run.layout.configFile, run.docsJsonNavigation, ids, state.docs.layout);
  const missingPages = missing.length === 0 ? undefined : formatProblems('docs.json', missing);
  if (missingPages === state.missingPages) return false;
  state.missingPages = missingPages;
  return true;
}

/**
 * Dev: pages come and go, and a page's frontmatter `url` decides where its group goes: site.json's
 * tree is made again from the pages as they are now, and its entries without a page are shown
 * until the page exists. Says whether either changed (the config module is then loaded again).
 */
export function recheckSiteJsonPages(run: QuireRun): boolean {
  const { state } = run;
  const navigation = run.siteJsonNavigation;
  if (!navigation) return false;
  const source = readPages(run);
  const tree = siteJsonTreeOf(navigation, source);
  // As the build says them, the docs folder named as site.json's layout has it.
  const missing = missingPageProblems(navigation.navigation, source.pageIds, 'docs');
  const missingPages = missing.length === 0 ? undefined : formatProblems('site.json', missing);
  if (missingPages === state.missingPages && JSON.stringify(tree) === JSON.stringify(state.model.tree)) return false;
  state.model = { ...state.model, tree };
  state.missingPages = missingPages;
  return true;
}
