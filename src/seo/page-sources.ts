import { safeUrl } from '../utils/url-safety.ts';
import { escapeUnparsedCharacters } from '../markdown/mdx-recovery.ts';
import { pageHref, pageTitle } from '../navigation/pages.ts';
import { frontmatterText, readFrontmatter } from '../source/frontmatter.ts';
import type { SiteSource } from '../source/site-source.ts';
import { displayPath } from '../utils/display-path.ts';
import { readerMarkdown } from './reader-markdown.ts';

/** One page as written: what llms.txt, <page>.md and the sitemap need. */
export interface PageSource {
  id: string;
  href: string;
  title: string;
  description?: string;
  /** Frontmatter `url`: the page only links out. */
  externalUrl?: string;
  /** Frontmatter `rss: true`: the page's `<Update>`s have a feed at <page>/rss.xml (changelog-feed.ts). */
  rss?: boolean;
  /** The markdown after the frontmatter, as the author wrote it (an .mdx page's imports and comments left out). */
  body: string;
}

/** A page's metadata and its body as the reader sees it; `format` is the file's (an .mdx page's body is MDX). */
export function readPageSource(id: string, source: string, format: 'md' | 'mdx' = 'md', operationSummary?: string): PageSource {
  // A page with broken frontmatter has no metadata here; the frontmatter check stops the build on it.
  const { data, body: written } = readFrontmatter(source);
  const body = (format === 'mdx' ? readerMarkdown(written) : written).replace(/^\s*\n/, '');
  return {
    id,
    href: pageHref(id),
    title: pageTitle(frontmatterText(data, 'title'), body, id, operationSummary),
    description: frontmatterText(data, 'description'),
    externalUrl: safeUrl(frontmatterText(data, 'url')),
    ...(data?.rss === true ? { rss: true } : {}),
    body,
  };
}

/** Every page of the site (snippets left out), in path order. */
export async function readPageSources(source: SiteSource, operationSummaries: Readonly<Record<string, string | undefined>> = {}): Promise<PageSource[]> {
  return source.pages.map((file) => {
    const text = source.read(file).text;
    try {
      return readPageSource(file.id, text, file.format, operationSummaries[file.id]);
    } catch (error) {
      // Prose MDX takes for a tag: read as the build compiles it (markdown/mdx-recovery.ts); the
      // check has reported it, and on a site.json site the build stops on it.
      const fixed = file.format === 'mdx' ? escapeUnparsedCharacters(text, { braces: true }) : undefined;
      if (fixed && !fixed.error && fixed.escapes.length > 0) return readPageSource(file.id, fixed.text, file.format, operationSummaries[file.id]);
      throw new Error(`${displayPath(file.path)} cannot be parsed: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
}
