import { isInside } from '../utils/paths.ts';
import { blankFrontmatter, readFrontmatter } from '../source/frontmatter.ts';

/**
 * A page whose frontmatter no reader can read is built without it (the build said so before it
 * started): Astro's MDX compiler reads the block itself and would stop on it, so it is given the
 * page with that block blanked (its lines kept, so positions in the page still hold).
 */
export function unreadableFrontmatterPlugin(docsDir: string) {
  return {
    name: 'quire:unreadable-frontmatter',
    enforce: 'pre' as const,
    transform: {
      filter: { id: /\.mdx?$/i },
      handler(code: string, id: string) {
        const path = id.split('?')[0];
        if (!isInside(path, docsDir) || !readFrontmatter(code).problem) return undefined;
        return { code: blankFrontmatter(code), map: null };
      },
    },
  };
}
