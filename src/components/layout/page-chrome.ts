import type { SiteModel } from '../../config/model.ts';
import type { RouteData } from '../../navigation/route-data.ts';
import { parseOperationEntry } from '../../openapi/operation-entries.ts';
import { normaliseSpecLocation } from '../../openapi/entry-matching.ts';
import { eyebrowParts } from './eyebrow.ts';

/** What every page shows around its content, decided once for a written page and an API page alike. */
export interface PageChrome {
  /** The line above the title: its group, or the breadcrumbs (docs.json `styling.eyebrows`). */
  eyebrow: string[];
  /** Where docs.json's contextual menu goes: above the table of contents when asked and there is one, else above the page. */
  contextual?: 'header' | 'toc';
  /** docs.json `metadata.timestamp`: when the page's file last changed in git. */
  lastModified?: Date;
}

/** The page as the chrome needs it: a written page has a file; a generated API page names its OpenAPI file in `openapi`. */
export interface ChromePage {
  id: string;
  filePath?: string;
  data: { openapi?: string };
}

/**
 * The file a page's "Last updated" date comes from, relative to the pages folder: the page's own
 * file, or for an API page with no file (generated from docs.json `openapi`) its OpenAPI file.
 */
export function pageSourceFile(page: ChromePage): string | undefined {
  if (page.filePath) return `${page.id}${page.filePath.match(/\.mdx?$/i)?.[0] ?? '.md'}`;
  const spec = page.data.openapi === undefined ? undefined : parseOperationEntry(page.data.openapi)?.spec;
  return spec === undefined ? undefined : normaliseSpecLocation(spec);
}

export function pageChrome(
  page: ChromePage,
  route: RouteData,
  site: Pick<SiteModel, 'styling' | 'contextual' | 'lastModified'>,
  context: { hasToc: boolean; lastModified: (relativePath: string) => Date | undefined },
): PageChrome {
  const contextual = site.contextual ? (site.contextual.display === 'toc' && context.hasToc ? 'toc' : 'header') : undefined;
  const file = site.lastModified ? pageSourceFile(page) : undefined;
  return { eyebrow: eyebrowParts(route, site.styling?.eyebrows), contextual, lastModified: file === undefined ? undefined : context.lastModified(file) };
}
