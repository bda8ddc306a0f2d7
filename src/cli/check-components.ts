import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { mdxToJs } from 'satteri';
import { blankFrontmatter } from '../links/collect-links.ts';
import { unknownComponentsPlugin } from '../markdown/unknown-components.ts';

/**
 * The build's unknown-component check (the same Sätteri plugin) over every .mdx page, without
 * rendering: one formatted message per page that uses a component nobody defines. Pages MDX
 * cannot parse are left to the link check, which reports them.
 */
export function checkComponents(docsDir: string): string[] {
  let files: string[];
  try {
    files = readdirSync(docsDir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.mdx$/i.test(file)).sort();
  } catch {
    return [];
  }
  const messages: string[] = [];
  const plugin = unknownComponentsPlugin();
  for (const file of files) {
    const path = join(docsDir, file);
    try {
      mdxToJs(blankFrontmatter(readFileSync(path, 'utf8')), { mdastPlugins: [plugin], fileURL: pathToFileURL(path) });
    } catch (error) {
      if (error instanceof Error && error.name === 'QuireUnknownComponent') messages.push(error.message);
    }
  }
  return messages;
}
