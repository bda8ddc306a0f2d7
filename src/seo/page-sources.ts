import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { isSnippetId } from '../components/mdx/snippet-files.ts';
import { listPageFiles } from '../integration/docs-folder.ts';
import { safeUrl } from '../links/url-safety.ts';
import { pageHref, pageIdFromFile, pageTitle } from '../navigation/pages.ts';
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
  /** The markdown after the frontmatter, as the author wrote it (an .mdx page's imports and comments left out). */
  body: string;
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** A page's metadata and its body as the reader sees it; `format` is the file's (an .mdx page's body is MDX). */
export function readPageSource(id: string, source: string, format: 'md' | 'mdx' = 'md', operationSummary?: string): PageSource {
  const match = FRONTMATTER.exec(source);
  let data: Record<string, unknown> = {};
  if (match) {
    try {
      const parsed = parseYaml(match[1]);
      if (parsed && typeof parsed === 'object') data = parsed as Record<string, unknown>;
    } catch {
      // The content collection already reports bad frontmatter; here the page just has no metadata.
    }
  }
  const written = match ? source.slice(match[0].length) : source;
  const body = (format === 'mdx' ? readerMarkdown(written) : written).replace(/^\s*\n/, '');
  const text = (key: string) => (typeof data[key] === 'string' && (data[key] as string).trim() !== '' ? (data[key] as string).trim() : undefined);
  return { id, href: pageHref(id), title: pageTitle(text('title'), body, id, operationSummary), description: text('description'), externalUrl: safeUrl(text('url')), body };
}

/** Every page of the docs folder, in path order. Read concurrently: the build goes on meanwhile. */
export function readPageSources(docsDir: string, operationSummaries: Readonly<Record<string, string | undefined>> = {}): Promise<PageSource[]> {
  const files = listPageFiles(docsDir).filter((file) => !isSnippetId(pageIdFromFile(file)));
  return Promise.all(
    files.map(async (file) => {
      const path = join(docsDir, file);
      try {
        const id = pageIdFromFile(file);
        return readPageSource(id, await readFile(path, 'utf8'), /\.mdx$/i.test(file) ? 'mdx' : 'md', operationSummaries[id]);
      } catch (error) {
        throw new Error(`${displayPath(path)} cannot be parsed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }),
  );
}
