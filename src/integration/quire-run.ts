import type { CodeBlockStyle } from '../config/model.ts';
import type { DescriptionRenderer } from '../openapi/description.ts';
import type { SiteLayout } from '../config/site-layout.ts';
import { formatProblems } from '../config/problems.ts';
import type { newIconNotices } from '../markdown/icon-notices.ts';
import type { newPageCode } from '../markdown/page-code.ts';
import type { newComponentUses } from '../markdown/unknown-components.ts';
import { missingPageProblems } from '../navigation/pages.ts';
import type { RemoteSpecText } from '../openapi/fetch-spec.ts';
import { generatedPageSources } from '../openapi/generated-views.ts';
import { readPageSources, type PageSource } from '../seo/page-sources.ts';
import { missingDocsJsonPages } from '../site/docs-json-site.ts';
import { loadSite, type Site } from '../site/load-site.ts';
import { severityOf } from '../site/policy.ts';
import { siteJsonTreeOf } from '../site/site-json-tree-pages.ts';
import { readSiteSource, type PagesRead, type SiteSource, type SourceLayout } from '../source/site-source.ts';
import type { ApiSetup } from './api-setup.ts';
import type { mdxRecoveryPlugin } from './mdx-recovery-plugin.ts';
import type { RenderThreads } from './render-threads.ts';
import type { QuireOptions } from './options.ts';
import type { ProblemReporter } from './problem-reporter.ts';
import type { newMissingPackages } from './react-modules.ts';
import { staticRootOf } from '../source/static-files.ts';
import { type SiteHolder, siteAfterReading } from './current-site.ts';
import type { ReaderSettings } from './virtual-config.ts';

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
 * site, read by the later hooks. What changes in dev is the site alone, swapped whole (current-site.ts).
 */
export interface QuireRun {
  readonly options: QuireOptions;
  readonly layout: SiteLayout;
  /** The site as last read: what the virtual modules serve the pages (virtual-config.ts). */
  readonly site: SiteHolder;
  readonly reader: ReaderSettings;
  readonly reporter: ProblemReporter;
  /** Where the static files are: public/ (Astro's publicDir) for site.json, the folder itself for docs.json. */
  readonly publicDir: string;
  readonly readRemote: (url: string) => Promise<RemoteSpecText>;
  /** The build's renderer of OpenAPI and AsyncAPI descriptions, for each reading of the site. */
  readonly describer: (codeblocks: CodeBlockStyle | undefined) => DescriptionRenderer;
  /** Dev: the pages as last parsed, so reading the folder again parses only what changed. */
  readonly pagesRead: PagesRead;
  /** The pages as this build read them (config:setup), used again when the pages are written. */
  readonly source: SiteSource;
  readonly notes: RenderNotes;
  readonly mdxRecovery: ReturnType<typeof mdxRecoveryPlugin>;
  readonly api: ApiSetup;
  /** A build's Markdown render threads (render-threads.ts), stopped when it is done. */
  readonly renderThreads?: RenderThreads;
}

/** The run before its API side is set up (setup-steps.ts siteApi reads it). */
export type RunWithoutApi = Omit<QuireRun, 'api'>;

/** The pages as they are now (dev: parsed again only where they changed). */
export const readPages = (run: Pick<QuireRun, 'site' | 'pagesRead'>): SiteSource => readSiteSource(run.site.now.docs.layout, run.pagesRead);

/** The pages as they are now, as their `.md` copies have them (docs.json's generated API pages too): what dev search indexes. */
export async function currentPageSources(run: Pick<QuireRun, 'site' | 'pagesRead'>): Promise<PageSource[]> {
  const source = readPages(run);
  const pages = [...(await readPageSources(source)), ...generatedPageSources(run.site.now.generated, source.pageIds)];
  return pages.filter((page) => !page.externalUrl);
}

/** Says what the loader found; a site.json site with feedback buttons and no known repository hears why they are left out. */
export function sayReading(run: Pick<QuireRun, 'reporter' | 'site'>, site: Site, dev: boolean, logger: Logger): void {
  run.reporter.sayLoaded(site, dev, logger);
  if (site.docsJson || !site.model || site.configProblem) return;
  const { suggestEdit, raiseIssue } = site.model.feedback;
  if ((suggestEdit || raiseIssue) && !run.site.now.repository) {
    logger.warn(
      'site.json: feedback buttons are on, but Quire does not know the repository; they are left out. ' +
        'Pass quire({ repository: { url, branch, docsDir } }) in astro.config.mjs (`quire`: --repo URL), or use a "github" topbarCtaButton.',
    );
  }
}

/**
 * Dev: the site read again after its config changed (the API plugin resolves its pages again
 * itself), swapped in whole. `docsLayout`: the pages' layout as .mintignore has it now.
 */
export async function reloadSite(run: QuireRun, logger: Logger, docsLayout: SourceLayout = run.site.now.docs.layout): Promise<void> {
  const { options } = run;
  const site = await loadSite(run.layout, {
    mode: 'dev',
    strict: options.strict,
    links: options.links,
    readRemote: run.readRemote,
    publicDir: run.publicDir,
    pagesRead: run.pagesRead,
    describe: run.describer,
    apiPages: false,
  });
  run.site.swap((now) => ({ ...siteAfterReading(now, site, options, docsLayout), staticRoot: now.staticRoot && staticRootOf({ ...now.staticRoot, layout: docsLayout }) }));
  sayReading(run, site, true, logger);
}

/** Dev: pages come and go; docs.json's navigation entries without a page are shown until the page exists. */
export function recheckDocsJsonPages(run: QuireRun): boolean {
  const { docsJsonNavigation, configProblem, docs } = run.site.now;
  if (severityOf('missing-page', run.reporter.policy) === 'warning') return false;
  // Before docs.json was ever valid, or while it is broken, there is nothing to check against (the config's problems are shown).
  if (docsJsonNavigation === undefined || configProblem) return false;
  const ids = new Set([...readPages(run).pageIds, ...(docs.extraEntries ?? []).map((entry) => entry.id)]);
  const missing = missingDocsJsonPages(run.layout.configFile, docsJsonNavigation, ids, docs.layout);
  const missingPages = missing.length === 0 ? undefined : formatProblems('docs.json', missing);
  return run.site.swap((now) => (missingPages === now.missingPages ? now : { ...now, missingPages }));
}

/**
 * Dev: pages come and go, and a page's frontmatter `url` decides where its group goes: site.json's
 * tree is made again from the pages as they are now, and its entries without a page are shown
 * until the page exists. Says whether either changed (the config module is then loaded again).
 */
export function recheckSiteJsonPages(run: QuireRun): boolean {
  const navigation = run.site.now.siteJsonNavigation;
  if (!navigation) return false;
  const source = readPages(run);
  const tree = siteJsonTreeOf(navigation, source);
  // As the build says them, the docs folder named as site.json's layout has it.
  const missing = missingPageProblems(navigation.navigation, source.pageIds, 'docs');
  const missingPages = missing.length === 0 ? undefined : formatProblems('site.json', missing);
  return run.site.swap((now) => (missingPages === now.missingPages && JSON.stringify(tree) === JSON.stringify(now.model.tree) ? now : { ...now, model: { ...now.model, tree }, missingPages }));
}
