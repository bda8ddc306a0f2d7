import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { isSnippetId } from '../components/mdx/snippet-files.ts';
import { safeUrl } from '../links/url-safety.ts';
import { pageHref, pageIdFromFile, pageTitle } from '../navigation/pages.ts';

/** One page as written: what llms.txt, <page>.md and the sitemap need. */
export interface PageSource {
  id: string;
  href: string;
  title: string;
  description?: string;
  /** Frontmatter `url`: the page only links out (a script URL is dropped; the link check names it). */
  externalUrl?: string;
  /** The markdown after the frontmatter, as the author wrote it. */
  body: string;
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

export function readPageSource(id: string, source: string, operationSummary?: string): PageSource {
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
  const body = (match ? source.slice(match[0].length) : source).replace(/^\s*\n/, '');
  const text = (key: string) => (typeof data[key] === 'string' && (data[key] as string).trim() !== '' ? (data[key] as string).trim() : undefined);
  return { id, href: pageHref(id), title: pageTitle(text('title'), body, id, operationSummary), description: text('description'), externalUrl: safeUrl(text('url')), body };
}

/** Every page of the docs folder, in path order. Read concurrently: the build goes on meanwhile. */
export function readPageSources(docsDir: string, operationSummaries: Readonly<Record<string, string | undefined>> = {}): Promise<PageSource[]> {
  const files = readdirSync(docsDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.mdx?$/i.test(file))
    .sort()
    .filter((file) => !isSnippetId(pageIdFromFile(file)));
  return Promise.all(files.map(async (file) => readPageSource(pageIdFromFile(file), await readFile(join(docsDir, file), 'utf8'), operationSummaries[pageIdFromFile(file)])));
}
