import { isExternalUrl } from '../utils/urls.ts';

/** "api-reference", "/api-reference/" → "api-reference"; external URLs mark no folder. */
export function folderPrefix(url: string): string | undefined {
  if (isExternalUrl(url)) return undefined;
  const folder = url.replace(/^\/+|\/+$/g, '');
  return folder === '' ? undefined : folder;
}

/** Whether a page lies in the folder ("" holds every page). */
export const folderHolds = (folder: string, pageId: string): boolean => folder === '' || pageId === folder || pageId.startsWith(`${folder}/`);

/**
 * site.json's membership rule: the entry whose folder prefix contains the page; the longest
 * prefix wins ("api/v2" over "api"); -1 when none does.
 */
export function indexForPage(pageId: string, entries: ReadonlyArray<{ url: string }>): number {
  let best = -1;
  let bestLength = 0;
  entries.forEach((entry, index) => {
    const folder = folderPrefix(entry.url);
    if (folder && folderHolds(folder, pageId) && folder.length > bestLength) {
      best = index;
      bestLength = folder.length;
    }
  });
  return best;
}
