import { safeUrl } from '../utils/url-safety.ts';
import { escapeUnparsedCharacters } from '../markdown/mdx-recovery.ts';
import { pageHref, pageTitle } from '../navigation/pages.ts';
import { type Frontmatter, frontmatterText, readFrontmatter } from '../source/frontmatter.ts';
import type { SiteSource, SourceFile, SourcePage } from '../source/site-source.ts';
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
export function readPageSource(id: string, source: string, format: 'md' | 'mdx' = 'md', generatedTitle?: string, frontmatter: Frontmatter = readFrontmatter(source)): PageSource {
  // A page with broken frontmatter has no metadata here; the frontmatter check stops the build on it.
  const { data, body: written } = frontmatter;
  const body = (format === 'mdx' ? readerMarkdown(written) : written).replace(/^\s*\n/, '');
  return {
    id,
    href: pageHref(id),
    title: pageTitle(frontmatterText(data, 'title'), body, id, generatedTitle),
    description: frontmatterText(data, 'description'),
    externalUrl: safeUrl(frontmatterText(data, 'url')),
    ...(data?.rss === true ? { rss: true } : {}),
    body,
  };
}

/** Pages read between two turns of the event loop (readPageSources). */
const PAGES_PER_TURN = 100;

/**
 * Every page of the site (snippets left out), in path order. A turn of the event loop is left
 * between each hundred pages: the build reads them while Vite bundles, and a thousand pages read
 * in one go held up Vite's plugin calls (~0.1–0.5 s at 1,000 pages).
 */
export async function readPageSources(source: SiteSource, generatedTitles: Readonly<Record<string, string | undefined>> = {}): Promise<PageSource[]> {
  const read: PageSource[] = [];
  for (const [index, file] of source.pages.entries()) {
    if (index > 0 && index % PAGES_PER_TURN === 0) await new Promise((next) => setImmediate(next));
    read.push(readPageSourceOf(file, source.read(file), generatedTitles[file.id]));
  }
  return read;
}

/** A page as the site source read it: its frontmatter is parsed already. */
function readPageSourceOf(file: SourceFile, { text, frontmatter }: SourcePage, generatedTitle: string | undefined): PageSource {
  try {
    return readPageSource(file.id, text, file.format, generatedTitle, frontmatter);
  } catch (error) {
    // Prose MDX takes for a tag: read as the build compiles it (markdown/mdx-recovery.ts); the
    // check has reported it, and on a site.json site the build stops on it.
    const fixed = file.format === 'mdx' ? escapeUnparsedCharacters(text, { braces: true }) : undefined;
    if (fixed && !fixed.error && fixed.escapes.length > 0) return readPageSource(file.id, fixed.text, file.format, generatedTitle);
    throw new Error(`${displayPath(file.path)} cannot be parsed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** What reference pages (AsyncAPI channels, SDK symbols) carry into `.md` copies and llms files. */
export interface ReferencePageMarkdown {
  /** Markdown after a written page's own text, by page id (its frontmatter names the reference). */
  appended: Record<string, string>;
  /** Pages the navigation generates, the reference alone. */
  generated: PageSource[];
}

/**
 * A reference's Markdown for each page drawing one: after its own text where the page has a file,
 * else as a page of its own; one page, one entry in llms.txt either way.
 */
export function referencePageMarkdown<View>(
  pages: Readonly<Record<string, View>>,
  filePages: ReadonlySet<string>,
  titleOf: (view: View) => string,
  markdownOf: (view: View) => string,
): ReferencePageMarkdown {
  const found: ReferencePageMarkdown = { appended: {}, generated: [] };
  for (const [id, view] of Object.entries(pages)) {
    if (filePages.has(id)) found.appended[id] = markdownOf(view);
    else found.generated.push({ id, href: pageHref(id), title: titleOf(view), body: markdownOf(view) });
  }
  return found;
}
