import { readConfigText, SITE_JSON_HINT } from '../config/load.ts';
import { formatJsonPath } from '../config/json-path.ts';
import { jsonLocator, nearestLocation } from '../config/json-location.ts';
import type { SiteJsonModel } from '../config/model.ts';
import type { ConfigProblem, ConfigWarning } from '../config/problems.ts';
import { validateSiteJsonText } from '../config/validate.ts';
import { checkIcons, collectIconUses } from '../icons/check-icons.ts';
import { missingPageProblems } from '../navigation/pages.ts';
import type { SiteSource } from '../source/site-source.ts';
import { displayPath } from '../utils/display-path.ts';

export type SiteCheck = (
  | { ok: true; model: SiteJsonModel; warnings: ConfigWarning[]; notices: string[] }
  | {
      ok: false;
      problems: ConfigProblem[];
      warnings: ConfigWarning[];
      notices: string[];
      /** Set when the config is valid and only pages are missing. */
      model?: SiteJsonModel;
    }
) & {
  /** site.json's text as read, when it could be: the one reading every later check of the config takes. */
  configText?: string;
};

/**
 * The line and column of each problem and warning the validation names by JSON path (a missing
 * key: its object's), so the text report and the records (`--reporter json|github`) point at it.
 */
function locatedIn<T extends { problems?: readonly ConfigProblem[]; warnings: readonly ConfigWarning[] }>(text: string, result: T): T {
  let locate: ReturnType<typeof jsonLocator>;
  try {
    locate = jsonLocator(text);
  } catch {
    // Nesting too deep to walk (the validation has said so): the problems keep their paths alone.
    return result;
  }
  const at = <P extends { path: ConfigProblem['path']; line?: number }>(entry: P): P => {
    // The whole file (a top-level array): named as such, not as line 1.
    if (entry.line !== undefined || entry.path.length === 0) return entry;
    return { ...entry, ...nearestLocation(locate, entry.path) };
  };
  return { ...result, ...(result.problems ? { problems: result.problems.map(at) } : {}), warnings: result.warnings.map(at) };
}

/**
 * Everything the build refuses before it starts: the config, icon names that Font Awesome does
 * not have, then navigation entries without a page. Notices are warnings beyond unknown keys.
 */
export function checkSite(siteFile: string, source: SiteSource): SiteCheck {
  const read = readConfigText(siteFile, 'a site.json file', SITE_JSON_HINT);
  const configText = read.ok ? read.text : undefined;
  const checked = read.ok ? validateSiteJsonText(read.text) : { ok: false as const, problems: [read.problem], warnings: [] };
  const result = configText === undefined ? checked : locatedIn(configText, checked);
  if (!result.ok) return { ...result, notices: [], configText };
  const icons = checkIcons(collectIconUses(result.model));
  const notices =
    icons.proOnly.length === 0
      ? []
      : [
          `site.json: ${icons.proOnly.length} icon${icons.proOnly.length === 1 ? ' is' : 's are'} only in Font Awesome Pro; drawn with a free icon instead:\n` +
            icons.proOnly.map((use) => `  ⚠ ${formatJsonPath(use.path)}: "${use.name}" → "${use.fallback}"`).join('\n'),
        ];
  if (icons.problems.length > 0) return { ok: false, problems: icons.problems, warnings: result.warnings, notices, configText };
  const missing = missingPageProblems(result.model.navigation, source.pageIds, displayPath(source.layout.pagesDir), jsonLocator(configText ?? ''));
  if (missing.length > 0) return { ok: false, problems: missing, warnings: result.warnings, notices, model: result.model, configText };
  return { ok: true, model: result.model, warnings: result.warnings, notices, configText };
}
