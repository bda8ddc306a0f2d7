import type { DescriptionRenderer } from '../openapi/description.ts';
import { pageHref } from '../navigation/pages.ts';
import type { SiteSource } from '../source/site-source.ts';
import type { GeneratedSdkPage, NavigationSdk } from './navigation-sdk.ts';
import { buildSdkView, memberAnchor, type SdkView } from './sdk-view.ts';
import type { Reflection } from './typedoc-json.ts';

/** The SDK reference pages of a site, drawn from docs.json's `sdk` values. */
export interface SdkPages {
  /** Views by page id. */
  pages: Record<string, SdkView>;
  /** The exports they come from, absolute (dev reads the site again when one changes). */
  files: string[];
}

export const NO_SDK_PAGES: SdkPages = { pages: {}, files: [] };

const exportKey = (page: Pick<GeneratedSdkPage, 'file' | 'directory'>) => `${page.file}\0${page.directory}`;

/** Every reflection of an export by id, for its pages' members. */
function reflectionsById(project: Reflection): Map<number, Reflection> {
  const found = new Map<number, Reflection>();
  const visit = (reflection: Reflection) => {
    found.set(reflection.id, reflection);
    for (const child of reflection.children ?? []) visit(child);
  };
  visit(project);
  return found;
}

/** Where each declaration of one export (read under one directory) is: its page, or its member's heading on its owner's page. */
function linksOf(pages: readonly GeneratedSdkPage[], project: Reflection): Map<number, string> {
  const byId = reflectionsById(project);
  const links = new Map<number, string>();
  for (const page of pages) {
    const href = pageHref(page.id);
    links.set(page.reflection, href);
    for (const member of byId.get(page.reflection)?.children ?? []) links.set(member.id, `${href}#${memberAnchor(member.name)}`);
  }
  return links;
}

/**
 * Each generated page's view, its types and `{@link}`s pointing at the pages of the same export
 * and directory. A page file at the same URL wins, as it does over a generated API page.
 */
export async function resolveSdkPages(source: SiteSource, generated: NavigationSdk, describe: DescriptionRenderer): Promise<SdkPages> {
  const pages: Record<string, SdkView> = {};
  const byExport = Map.groupBy(generated.pages, exportKey);
  for (const exportPages of byExport.values()) {
    const project = generated.projects.get(exportPages[0].file);
    if (!project) continue;
    const links = linksOf(exportPages, project);
    const byId = reflectionsById(project);
    const link = (target: unknown) => (typeof target === 'number' ? links.get(target) : undefined);
    for (const page of exportPages) {
      const reflection = byId.get(page.reflection);
      if (source.pageIds.has(page.id) || !reflection) continue;
      const view = await buildSdkView(reflection, page.file, link, describe);
      if (view) pages[page.id] = view;
    }
  }
  return { pages, files: [...generated.files] };
}
