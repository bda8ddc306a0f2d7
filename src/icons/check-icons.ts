import { closestMatches } from '../config/did-you-mean.ts';
import type { NavigationGroup, SiteModel } from '../config/model.ts';
import type { PathSegment } from '../config/json-path.ts';
import type { ConfigProblem } from '../config/problems.ts';
import { allFontAwesomeNames } from './font-awesome-names.ts';
import { resolveIcon } from './resolve-icon.ts';

export interface IconUse {
  path: PathSegment[];
  name: string;
  iconType?: SiteModel['topAnchor']['iconType'];
}

/** Every icon site.json asks for: anchors, the top anchor and navigation groups. */
export function collectIconUses(model: SiteModel): IconUse[] {
  const uses: IconUse[] = [{ path: ['topAnchor', 'icon'], name: model.topAnchor.icon, iconType: model.topAnchor.iconType }];
  model.anchors.forEach((anchor, index) => {
    if (anchor.icon) uses.push({ path: ['anchors', index, 'icon'], name: anchor.icon, iconType: anchor.iconType });
  });
  const walk = (group: NavigationGroup, path: PathSegment[]) => {
    if (group.icon) uses.push({ path: [...path, 'icon'], name: group.icon });
    group.pages.forEach((page, index) => {
      if (typeof page !== 'string') walk(page, [...path, 'pages', index]);
    });
  };
  model.navigation.forEach((group, index) => walk(group, ['navigation', index]));
  return uses;
}

export interface IconCheck {
  /** Names that are no Font Awesome icon at all: errors. */
  problems: ConfigProblem[];
  /** Pro-only names drawn with a free stand-in: one warning. */
  proOnly: Array<{ path: PathSegment[]; name: string; fallback: string }>;
}

export function checkIcons(uses: readonly IconUse[]): IconCheck {
  const result: IconCheck = { problems: [], proOnly: [] };
  for (const use of uses) {
    const resolved = resolveIcon(use.name, use.iconType);
    if (resolved.kind === 'pro-fallback') result.proOnly.push({ path: use.path, name: use.name, fallback: resolved.fallbackName });
    if (resolved.kind === 'unknown') {
      const suggestions = closestMatches(use.name, [...allFontAwesomeNames()]);
      result.problems.push({
        path: use.path,
        expected: 'a Font Awesome icon name like "book-open"',
        found: JSON.stringify(use.name),
        hint: suggestions.length > 0 ? `did you mean ${suggestions.map((s) => JSON.stringify(s)).join(' or ')}?` : 'see https://fontawesome.com/search for names',
      });
    }
  }
  return result;
}
