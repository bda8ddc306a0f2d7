import { resolve } from 'node:path';
import type { DescriptionRenderer } from '../openapi/description.ts';
import { pagesWithFrontmatterKey, referencedFileProblem } from '../source/frontmatter-references.ts';
import type { SiteSource } from '../source/site-source.ts';
import type { ProblemPlace } from '../utils/problem-place.ts';
import { buildServerView, type McpServerView } from './server-view.ts';
import { readMcpSnapshot, type SnapshotRead } from './snapshot.ts';

/** The pages that document an MCP server from its snapshot: `mcp: "<snapshot file>"` in a page's frontmatter. */
export interface McpPages {
  /** Server views by page id. */
  pages: Record<string, McpServerView>;
  /** The snapshot files the pages name, absolute (dev watches them). */
  files: string[];
  /** What keeps a page from its server, one line each, and where (the page drawn from its text alone). */
  problems: Array<{ line: string; place: ProblemPlace }>;
}

export const NO_MCP_PAGES: McpPages = { pages: {}, files: [], problems: [] };

/**
 * Reads every page whose frontmatter names an MCP snapshot: each file read and checked once, each
 * page given the server's view, or a problem naming the page, the file and the line.
 */
export async function resolveMcpPages(source: SiteSource, siteDir: string, describe: DescriptionRenderer): Promise<McpPages> {
  const found: McpPages = { pages: {}, files: [], problems: [] };
  const reads = new Map<string, SnapshotRead>();
  for (const page of pagesWithFrontmatterKey(source, siteDir, 'mcp')) {
    const { file, shown: pageFile, value, place } = page;
    if (typeof value !== 'string' || !value.trim().toLowerCase().endsWith('.json')) {
      found.problems.push({ line: `${pageFile}: mcp: expected the path of an MCP snapshot (.json), found ${JSON.stringify(value)}`, place });
      continue;
    }
    const snapshotFile = value.trim().replace(/^\/+/, '');
    const path = resolve(siteDir, snapshotFile);
    if (!found.files.includes(path)) found.files.push(path);
    const read = reads.get(path) ?? readMcpSnapshot(path, siteDir);
    reads.set(path, read);
    if (read.ok) found.pages[file.id] = await buildServerView(read.snapshot, snapshotFile, describe);
    else for (const problem of read.problems) found.problems.push(referencedFileProblem(page, 'mcp', snapshotFile, problem));
  }
  return found;
}
