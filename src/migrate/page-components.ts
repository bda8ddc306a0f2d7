import { formatSuggestions } from '../config/did-you-mean.ts';
import { componentsOfPage, showComponent } from '../markdown/unknown-components.ts';
import { fencedLines } from '../source/code-fence.ts';

/** A component use in a page that the build will not render as Mintlify does. */
export interface ComponentNotice {
  name: string;
  line: number;
  kind: 'custom-react' | 'mintlify-only' | 'unknown';
  detail: string;
}

/**
 * Images a page names by a relative path (`![](images/x.png)`, `<img src="./x.png">`). Migrate puts
 * images in public/, served from the site root, so only absolute paths (`/images/x.png`) find
 * them; fenced code is skipped.
 */
export function relativeImageReferences(source: string): Array<{ line: number; target: string }> {
  const found: Array<{ line: number; target: string }> = [];
  const fenced = fencedLines(source);
  source.split('\n').forEach((text, index) => {
    if (fenced[index]) return;
    for (const match of text.matchAll(/!\[[^\]]*\]\(\s*<?([^)\s>]+)|<img\b[^>]*?\ssrc=["']([^"']+)["']/g)) {
      const target = match[1] ?? match[2];
      if (!/^(?:[a-z][a-z0-9+.-]*:|\/|#|\{)/i.test(target)) found.push({ line: index + 1, target });
    }
  });
  return found;
}

/**
 * Components of one .mdx page that Quire will not render as Mintlify does, by the build's own
 * rule (markdown/unknown-components.ts): custom React components imported from the folder,
 * Mintlify names Quire does not implement, and names nobody defines (the build stops on those,
 * with did-you-mean). Code blocks are not looked at: they are text.
 */
export function findComponentNotices(source: string): ComponentNotice[] {
  const notices: ComponentNotice[] = [];
  for (const { name, line = 1, kind, suggestions } of componentsOfPage(source)) {
    if (kind === 'custom') notices.push({ name, line, kind: 'custom-react', detail: 'a custom React component imported from the folder; Quire runs no React, so the page shows a labelled placeholder there' });
    else if (kind === 'not-yet-rendered') notices.push({ name, line, kind: 'mintlify-only', detail: 'a Mintlify component Quire does not implement yet' });
    else if (kind === 'unknown') {
      const hint = formatSuggestions(suggestions, showComponent);
      notices.push({ name, line, kind: 'unknown', detail: `no component of that name${hint ? ` (${hint})` : ''}; the build stops on it` });
    }
  }
  return notices;
}
