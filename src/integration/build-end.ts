import type { HookParameters } from 'astro';
import { fileURLToPath } from 'node:url';
import { writeHostFiles } from '../hosts/write-host-files.ts';
import { formatIconNotices, iconNoticePlaces } from '../markdown/icon-notices.ts';
import { formatEscapedPages } from '../markdown/mdx-recovery.ts';
import { pageCodeReport } from '../markdown/page-code.ts';
import { formatCustomComponentUses, formatUnknownComponentUses } from '../markdown/unknown-components.ts';
import { pageHref } from '../navigation/pages.ts';
import { severityOf } from '../site/policy.ts';
import { onBuildDone } from './build-done.ts';
import type { QuireRun } from './quire-run.ts';
import { copyStaticFiles } from './static-files.ts';
import { writeTailwindCss } from './tailwind-files.ts';
import { placeAt, type ProblemPlace } from '../utils/problem-place.ts';
import { allPlaces } from '../utils/places.ts';

/**
 * astro:build:done: what the pages noted while drawn said into the report, the static files and
 * host files written, the links checked and the search index made; the build stops here on errors.
 */
export async function finishBuild(run: QuireRun, { dir, logger }: HookParameters<'astro:build:done'>): Promise<void> {
  const { reporter, notes, options, api } = run;
  const site = run.site.now;
  // Every page is rendered by now; the threads' memory is the process's again.
  if (run.renderThreads) {
    logger.debug(`markdown: ${run.renderThreads.pagesSent()} pages rendered on ${run.renderThreads.size} threads`);
    await run.renderThreads.close();
  }
  const say = (kind: Parameters<typeof reporter.say>[1], message: string, places: readonly ProblemPlace[] = []) => reporter.say(logger, kind, message, places);
  const { componentUses, pageCode, iconNotices, missingPackages } = notes;
  // The package imports the site's check named, before this build's own notes add to that kind.
  const packageFilesChecked = reporter.filesSaid('component-placeholder');
  const customComponents = formatCustomComponentUses(componentUses);
  if (customComponents)
    say(
      'component-placeholder',
      customComponents,
      componentUses.custom.map(({ file, line }) => placeAt(file, line)),
    );
  const unknownNames = formatUnknownComponentUses(componentUses);
  if (unknownNames) say('unknown-component', unknownNames, allPlaces(componentUses.unknown));
  for (const { message, places } of pageCodeReport(pageCode, severityOf('page-code', reporter.policy))) say('page-code', message, places);
  const escapedPages = run.mdxRecovery.escapedPages();
  if (escapedPages.length > 0) {
    const { message, places } = formatEscapedPages(escapedPages);
    say('mdx-syntax', message, places);
  }
  const icons = formatIconNotices(iconNotices);
  if (icons) say('icon-fallback', icons, iconNoticePlaces(iconNotices));
  // The bundler's record adds the package imports the check did not follow, if any.
  const packages = missingPackages.report(packageFilesChecked);
  if (packages) say('component-placeholder', packages.message, packages.places);
  const outDir = fileURLToPath(dir);
  // Before the link check, which finds the files in the built site.
  if (site.staticRoot) copyStaticFiles(site.staticRoot, outDir, logger);
  writeTailwindCss(outDir, site.tailwind);
  const built = run.source;
  if (options.host) {
    const pageHrefs = [...built.pageIds, ...Object.keys(api.operationSummaries())].map(pageHref);
    const forwarding = api.forwarding;
    writeHostFiles(options.host, { redirects: site.model.redirects ?? [], pageHrefs, forwarding: { ...forwarding, baseUrls: forwarding.baseUrls() } }, outDir, run.layout.dir, logger);
  }
  const onBrokenLinks = (message: string, places: readonly ProblemPlace[]) => say('broken-link', message, places);
  await onBuildDone({ source: built, outDir, links: reporter.links(), variables: site.model.variables, onBrokenLinks }, logger);
  reporter.stopOnErrors();
  reporter.finish(logger);
}
