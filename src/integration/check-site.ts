import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { locateJsonPath } from '../config/json-location.ts';
import type { SiteModel } from '../config/model.ts';
import type { ConfigProblem, ConfigWarning } from '../config/problems.ts';
import { loadSiteConfig } from '../config/validate.ts';
import { findMissingPages } from '../navigation/pages.ts';
import { listPageIds } from './docs-folder.ts';

export type SiteCheck =
  | { ok: true; model: SiteModel; warnings: ConfigWarning[]; pageIds: Set<string> }
  | { ok: false; problems: ConfigProblem[]; warnings: ConfigWarning[] };

/** Everything the build refuses before it starts: the config, then navigation entries without a page. */
export function checkSite(siteFile: string, docsDir: string): SiteCheck {
  const result = loadSiteConfig(siteFile);
  if (!result.ok) return result;
  const pageIds = listPageIds(docsDir);
  const missing = findMissingPages(result.model.navigation, pageIds);
  if (missing.length > 0) {
    const shownDir = relative(process.cwd(), docsDir) || '.';
    const text = readFileSync(siteFile, 'utf8');
    const problems = missing.map(
      (page): ConfigProblem => ({
        path: page.path,
        ...locateJsonPath(text, page.path),
        expected: `a page under ${shownDir}/`,
        found: `"${page.reference}", which has no .md or .mdx file`,
        hint:
          page.suggestions.length > 0
            ? `did you mean ${page.suggestions.map((s) => JSON.stringify(s)).join(' or ')}?`
            : `create ${join(shownDir, page.reference)}.mdx or remove the entry`,
      }),
    );
    return { ok: false, problems, warnings: result.warnings };
  }
  return { ...result, pageIds };
}
