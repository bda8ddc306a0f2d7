import { formatSuggestions } from '../config/did-you-mean.ts';
import type { NavigationGroup, SiteJsonNavigation } from '../config/model.ts';
import type { PathSegment } from '../config/json-path.ts';
import type { ConfigProblem } from '../config/problems.ts';
import { DEFAULT_ICON_LIBRARY, type IconLibrary, type IconValue } from '../config/icon-value.ts';
import { resolveIcon } from './resolve-icon.ts';

export interface IconUse {
  path: PathSegment[];
  icon: IconValue;
  /** The style the config gives beside the icon (site.json's `iconType`). */
  iconType?: string;
}

/** Every icon site.json asks for: anchors, the top anchor and navigation groups. */
export function collectIconUses(model: Pick<SiteJsonNavigation, 'topAnchor' | 'anchors' | 'navigation'>): IconUse[] {
  const uses: IconUse[] = [{ path: ['topAnchor', 'icon'], icon: model.topAnchor.icon, iconType: model.topAnchor.iconType }];
  model.anchors.forEach((anchor, index) => {
    if (anchor.icon) uses.push({ path: ['anchors', index, 'icon'], icon: anchor.icon, iconType: anchor.iconType });
  });
  const walk = (group: NavigationGroup, path: PathSegment[]) => {
    if (group.icon) uses.push({ path: [...path, 'icon'], icon: group.icon });
    group.pages.forEach((page, index) => {
      if (typeof page !== 'string') walk(page, [...path, 'pages', index]);
    });
  };
  model.navigation.forEach((group, index) => walk(group, ['navigation', index]));
  return uses;
}

const NAME_LISTS: Record<IconLibrary, { label: string; example: string; names: string }> = {
  fontawesome: { label: 'Font Awesome', example: 'book-open', names: 'https://fontawesome.com/search' },
  lucide: { label: 'Lucide', example: 'book-open', names: 'https://lucide.dev/icons' },
  tabler: { label: 'Tabler', example: 'book', names: 'https://tabler.io/icons' },
};

export interface IconCheck {
  /** Names the library does not have, script URLs, markup that is no <svg>: errors. */
  problems: ConfigProblem[];
  /** Pro-only names drawn with a free stand-in: one warning. */
  proOnly: Array<{ path: PathSegment[]; name: string; fallback: string }>;
  /** Pro styles an icon object asks for, drawn in the closest free style: one warning. */
  proStyles: Array<{ path: PathSegment[]; style: string; drawn: string }>;
}

/** Every icon use checked against the site's library (an icon object's own `library` wins). */
export function checkIcons(uses: readonly IconUse[], library: IconLibrary = DEFAULT_ICON_LIBRARY): IconCheck {
  const result: IconCheck = { problems: [], proOnly: [], proStyles: [] };
  for (const use of uses) {
    const resolved = resolveIcon(use.icon, { library, style: use.iconType });
    if (resolved.kind === 'svg' && resolved.proName) result.proOnly.push({ path: use.path, name: resolved.proName.asked, fallback: resolved.proName.drawn });
    // site.json's iconType defaults to duotone: only a style the author wrote is worth a word.
    if (resolved.kind === 'svg' && resolved.proStyle && typeof use.icon === 'object' && use.icon.style) {
      result.proStyles.push({ path: use.path, style: resolved.proStyle.asked, drawn: resolved.proStyle.drawn });
    }
    if (resolved.kind === 'refused') result.problems.push({ path: use.path, expected: 'an icon name, an image URL or path, or <svg> markup', found: JSON.stringify(use.icon), hint: resolved.reason });
    if (resolved.kind === 'unknown') {
      const list = NAME_LISTS[resolved.library];
      result.problems.push({
        path: use.path,
        expected: `a ${list.label} icon name like "${list.example}"`,
        found: JSON.stringify(resolved.name),
        hint: formatSuggestions(resolved.suggestions) ?? `see ${list.names} for names`,
      });
    }
  }
  return result;
}
