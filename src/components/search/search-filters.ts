import type { RouteData } from '../../navigation/route-data.ts';

/**
 * The filter Pagefind files a page under (`data-pagefind-filter` on its indexed body): its version,
 * so a reader's search looks in the version they read first (client/search-results.ts). Languages
 * need none: Pagefind keeps an index per `<html lang>`.
 */
export const searchVersionFilter = (route: Pick<RouteData, 'version'>): string | undefined => (route.version === undefined ? undefined : `version:${route.version}`);
