import { formatSuggestions } from '../config/did-you-mean.ts';
import { componentsOfPage, showComponent } from '../markdown/unknown-components.ts';

/** A component use in a page that the build will not render as Mintlify does. */
export interface ComponentNotice {
  name: string;
  line: number;
  kind: 'custom-react' | 'unknown';
  detail: string;
}

/**
 * Components of one .mdx page that Quire will not render as Mintlify does, by the build's own
 * rule (markdown/unknown-components.ts): components imported from .js/.ts files (React runs from .jsx/.tsx),
 * Mintlify names Quire does not implement, and names nobody defines (the build stops on those,
 * with did-you-mean). Code blocks are not looked at: they are text.
 */
export function findComponentNotices(source: string): ComponentNotice[] {
  const notices: ComponentNotice[] = [];
  for (const { name, line = 1, kind, suggestions } of componentsOfPage(source)) {
    if (kind === 'custom')
      notices.push({
        name,
        line,
        kind: 'custom-react',
        detail: 'a component imported from a .js/.ts file; Quire runs React components from .jsx and .tsx files, so the page shows only what the tags hold there (rename the file to .jsx)',
      });
    else if (kind === 'unknown') {
      const hint = formatSuggestions(suggestions, showComponent);
      notices.push({ name, line, kind: 'unknown', detail: `no component of that name${hint ? ` (${hint})` : ''}; the build stops on it` });
    }
  }
  return notices;
}
