import { closestMatches } from '../config/did-you-mean.ts';
import type { PathSegment } from '../config/json-path.ts';
import { resolvePageReference } from '../navigation/pages.ts';
import { folderPrefix } from '../navigation/sections.ts';
import type { StepResult } from './convert-values.ts';
import type { MigrationReport } from './report-types.ts';
import { isHttpUrl } from '../utils/urls.ts';
import { isJsonObject } from '../utils/json.ts';

type Json = Record<string, unknown>;

/** What the conversion needs to know about the source folder (kept as data so the steps stay pure). */
export interface FolderFacts {
  /** Page ids of the source folder ("guides/intro"), snippets excluded. */
  pageIds: ReadonlySet<string>;
  /** True when the file exists in the source folder (path relative to it, no leading slash). */
  fileExists(relativePath: string): boolean;
  /** OpenAPI files found in the folder that pages' `openapi:` frontmatter needs, relative paths. */
  openapiForPages: readonly string[];
}

/** "/rest-api.json" means the file at the folder root; in site.json paths are relative to the site folder. */
const relativeLocation = (location: string) => location.replace(/^\.?\/+/, '');

/**
 * openapi: locations become paths relative to the site folder; files named by tabs or anchors
 * (`tabs[].openapi`) join the top-level list, which is where Quire reads them; a local file that is
 * not in the folder is left out (the build would stop on it); files that pages need and
 * mint.json does not list are added, as Mintlify finds them in the folder by itself.
 */
export function convertOpenapi(config: Json, facts: FolderFacts): StepResult {
  const result: StepResult = { changes: [], unconverted: [] };
  const written = config.openapi;
  const found: Array<{ location: string; path: PathSegment[] }> = [];
  if (typeof written === 'string') found.push({ location: written, path: ['openapi'] });
  else if (Array.isArray(written)) written.forEach((location, index) => typeof location === 'string' && found.push({ location, path: ['openapi', index] }));
  for (const key of ['tabs', 'anchors'] as const) {
    const list = config[key];
    if (Array.isArray(list)) list.forEach((item, index) => isJsonObject(item) && typeof item.openapi === 'string' && found.push({ location: item.openapi, path: [key, index, 'openapi'] }));
  }
  const locations: string[] = [];
  for (const { location, path } of found) {
    const kept = isHttpUrl(location) ? location : relativeLocation(location);
    if (!isHttpUrl(kept) && !facts.fileExists(kept)) {
      result.unconverted.push({ path, value: location, why: 'no such file in the source folder' });
      continue;
    }
    if (locations.includes(kept)) continue;
    locations.push(kept);
    if (path[0] !== 'openapi') result.changes.push({ path, old: location, new: kept, why: 'moved to the top-level "openapi" list, where Quire reads OpenAPI files' });
    else if (kept !== location) result.changes.push({ path, old: location, new: kept, why: 'OpenAPI paths in site.json are relative to the site folder' });
  }
  for (const location of facts.openapiForPages) {
    if (locations.includes(location)) continue;
    locations.push(location);
    result.changes.push({ path: ['openapi'], new: location, why: 'pages use openapi: frontmatter that this file answers; Mintlify finds it in the folder, Quire needs it listed' });
  }
  if (locations.length === 0) delete config.openapi;
  // The form mint.json used is kept: a string stays a string while it names one file.
  else config.openapi = locations.length === 1 && !Array.isArray(written) ? locations[0] : locations;
  return result;
}

/** logo, favicon and backgroundImage paths must name files of the folder (they land in public/). */
export function checkAssetPaths(config: Json, facts: FolderFacts): StepResult {
  const result: StepResult = { changes: [], unconverted: [] };
  const check = (holder: Json, key: string, path: PathSegment[]) => {
    const value = holder[key];
    if (typeof value !== 'string' || isHttpUrl(value) || value.startsWith('data:')) return;
    if (!facts.fileExists(relativeLocation(value))) {
      result.unconverted.push({ path, value, why: 'no such file in the source folder' });
      delete holder[key];
    } else if (!value.startsWith('/')) {
      // A relative path would resolve against each page's URL; the file sits at the site root.
      holder[key] = `/${value.replace(/^\.\//, '')}`;
      result.changes.push({ path, old: value, new: holder[key], why: 'the file is served from the site root; an absolute path finds it from every page' });
    }
  };
  check(config, 'favicon', ['favicon']);
  check(config, 'backgroundImage', ['backgroundImage']);
  if (typeof config.logo === 'string') check(config, 'logo', ['logo']);
  else if (isJsonObject(config.logo)) {
    const logo = config.logo;
    check(logo, 'light', ['logo', 'light']);
    check(logo, 'dark', ['logo', 'dark']);
    if (logo.light === undefined && logo.dark === undefined) delete config.logo;
  }
  return result;
}

/**
 * Navigation entries whose page does not exist are left out (the build would stop on each) and
 * reported with the closest page; a group left with no pages goes too.
 */
export function pruneNavigation(config: Json, facts: FolderFacts): { leftOut: MigrationReport['leftOutPages']; changes: StepResult['changes'] } {
  const leftOut: MigrationReport['leftOutPages'] = [];
  const changes: StepResult['changes'] = [];
  const all = [...facts.pageIds];
  const prune = (pages: unknown[], path: PathSegment[]): unknown[] =>
    pages.flatMap((page, index) => {
      const here = [...path, index];
      if (typeof page === 'string') {
        if (resolvePageReference(page, facts.pageIds) !== undefined) return [page];
        leftOut.push({ path: here, reference: page, closest: closestMatches(page.replace(/\.mdx?$/i, ''), all, 1, true)[0] });
        return [];
      }
      if (!isJsonObject(page) || !Array.isArray(page.pages)) return [page];
      const kept = prune(page.pages, [...here, 'pages']);
      if (kept.length === 0) {
        changes.push({ path: here, old: page.group, why: 'removed: none of the pages of this group exists' });
        return [];
      }
      return [{ ...page, pages: kept }];
    });
  if (Array.isArray(config.navigation)) config.navigation = prune(config.navigation, ['navigation']);
  changes.push(...removeEmptySections(config, facts));
  return { leftOut, changes };
}

/** Every page the navigation lists, as page ids. */
function navigationPageIds(config: Json, facts: FolderFacts): string[] {
  const ids: string[] = [];
  const walk = (pages: unknown[]) =>
    pages.forEach((page) => {
      if (typeof page === 'string') ids.push(resolvePageReference(page, facts.pageIds) ?? page);
      else if (isJsonObject(page) && Array.isArray(page.pages)) walk(page.pages);
    });
  if (Array.isArray(config.navigation)) walk(config.navigation);
  return ids;
}

/**
 * A tab or anchor marks the pages under its folder; once missing pages are left out, one whose
 * folder holds no navigation page would lead nowhere (1GMedia's "Guides" tab), so it goes too.
 */
function removeEmptySections(config: Json, facts: FolderFacts): StepResult['changes'] {
  const changes: StepResult['changes'] = [];
  const ids = navigationPageIds(config, facts);
  for (const key of ['tabs', 'anchors'] as const) {
    const list = config[key];
    if (!Array.isArray(list)) continue;
    config[key] = list.filter((item, index) => {
      const folder = isJsonObject(item) && typeof item.url === 'string' ? folderPrefix(item.url) : undefined;
      if (folder === undefined || ids.some((id) => id === folder || id.startsWith(`${folder}/`))) return true;
      changes.push({ path: [key, index], old: item, why: `removed: no page of the navigation is under "${folder}/"` });
      return false;
    });
  }
  return changes;
}
