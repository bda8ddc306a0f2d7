/** Where a changelog page's RSS feed is published: beside the page. Apart from changelog-feed.ts, which parses code, so that a page that only links its feed loads no parser. */
export const feedPath = (href: string): string => (href === '/' ? '/rss.xml' : `${href}/rss.xml`);
