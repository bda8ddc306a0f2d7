import { formatJsonPath, valueAt, type PathSegment } from '../config/json-path.ts';
import { siteConfigSchema } from '../config/schema/index.ts';
import { collectUnknownKeys } from '../config/unknown-keys.ts';
import { validateSiteConfig } from '../config/validate.ts';
import { convertBackground, convertFooterSocials, convertIcons, convertPrimaryTab, convertVersions, listRedirects, type StepResult } from './convert-values.ts';
import { checkAssetPaths, convertOpenapi, pruneNavigation, type FolderFacts } from './convert-site-refs.ts';
import type { ConfigChange, MigrationReport, UnconvertedValue } from './report-types.ts';
import { isJsonObject } from '../utils/json.ts';

type Json = Record<string, unknown>;

export interface ConfigConversion {
  /** The site.json content; undefined only when mint.json is not an object at all. */
  config?: Json;
  changes: ConfigChange[];
  unconverted: UnconvertedValue[];
  /** Navigation entries without a page (only when the folder is known). */
  leftOutPages: MigrationReport['leftOutPages'];
}

/** Why a Mintlify key has no counterpart, for the keys real configs carry most (see notes/real-world-configs.md). */
const UNSUPPORTED_WHY: Record<string, string> = {
  $schema: "Mintlify's editor schema; site.json needs none",
  analytics: 'Quire has no analytics integration; add your snippet to the site yourself',
  redirects: 'Quire has no redirects; each one is listed below, to set up on your host',
  primaryTab: 'its name, if any, became topAnchor.name (see above)',
  thumbsRating: 'Quire has no thumbs rating',
  'feedback.thumbsRating': 'a dotted key is not nested, and Quire has no thumbs rating anyway',
  anchors: 'Quire colours anchors with colors.primary',
  openapi: 'per-tab/anchor OpenAPI files are listed in the top-level "openapi" instead',
};

/** Removes the value at `path` (an object key or an array item). */
function removeAt(root: Json, path: readonly PathSegment[]): void {
  const parent = valueAt(root, path.slice(0, -1));
  const last = path[path.length - 1];
  if (Array.isArray(parent) && typeof last === 'number') parent.splice(last, 1);
  else if (isJsonObject(parent)) delete parent[String(last)];
}

/** Keys outside the contract are removed and listed: deepest and last first, so array indices stay right. */
function removeUnknownKeys(config: Json): StepResult {
  const result: StepResult = { changes: [], unconverted: [] };
  const unknown = collectUnknownKeys(siteConfigSchema, config);
  for (const warning of [...unknown].reverse()) {
    const key = String(warning.path[warning.path.length - 1]);
    const why = UNSUPPORTED_WHY[key] ?? `not part of the site.json contract${warning.hint ? ` (${warning.hint})` : ''}`;
    result.changes.push({ path: warning.path, old: valueAt(config, warning.path), why: `removed: ${why}` });
    removeAt(config, warning.path);
  }
  result.changes.reverse();
  return result;
}

/**
 * What still fails validation after the known conversions (a colour that is not hex, an enum value
 * like "web-editor") cannot be converted: each value is taken out and named. A required key that
 * goes (colors.primary) takes its object with it, so this repeats until the config is valid.
 */
function removeInvalidValues(config: Json): StepResult {
  const result: StepResult = { changes: [], unconverted: [] };
  for (let round = 0; round < 20; round++) {
    const validation = validateSiteConfig(config);
    if (validation.ok) break;
    const paths = new Map<string, { path: PathSegment[]; why: string }>();
    for (const problem of validation.problems) {
      // A missing required key is fixed by removing the object that needs it.
      const path = problem.missing ? problem.path.slice(0, -1) : problem.path;
      if (path.length === 0 || (path.length === 1 && (path[0] === 'name' || path[0] === 'navigation'))) continue;
      const why = problem.missing ? `removed as a whole: ${formatJsonPath(problem.path)} is required in it (${problem.expected}) and has no valid value` : `expected ${problem.expected}`;
      paths.set(formatJsonPath(path), { path, why });
    }
    if (paths.size === 0) break;
    const ordered = [...paths.values()].sort((a, b) => b.path.length - a.path.length || String(b.path.at(-1)).localeCompare(String(a.path.at(-1)), undefined, { numeric: true }));
    for (const { path, why } of ordered) {
      result.unconverted.push({ path, value: valueAt(config, path), why });
      removeAt(config, path);
    }
  }
  return result;
}

/**
 * mint.json (parsed) → site.json content, as a pipeline of small steps. Each step records its
 * changes; nothing is dropped without a line in the report. The input is not modified. With the
 * folder's facts, OpenAPI and asset paths are checked and navigation entries without a page pruned.
 */
export function convertMintConfig(raw: unknown, facts?: FolderFacts): ConfigConversion {
  if (!isJsonObject(raw)) {
    return { changes: [], unconverted: [{ path: [], value: raw, why: 'mint.json must hold a JSON object' }], leftOutPages: [] };
  }
  const config = structuredClone(raw);
  const conversion: ConfigConversion = { config, changes: [], unconverted: [], leftOutPages: [] };
  const folderSteps = facts ? [(c: Json) => convertOpenapi(c, facts), (c: Json) => checkAssetPaths(c, facts)] : [];
  // The folder steps run before unknown keys go: tabs[].openapi is read, then removed.
  const steps = [convertFooterSocials, convertVersions, convertBackground, convertPrimaryTab, convertIcons, listRedirects, ...folderSteps, removeUnknownKeys, removeInvalidValues];
  for (const step of steps) {
    const { changes, unconverted } = step(config);
    conversion.changes.push(...changes);
    conversion.unconverted.push(...unconverted);
  }
  if (facts) {
    const pruned = pruneNavigation(config, facts);
    conversion.leftOutPages = pruned.leftOut;
    conversion.changes.push(...pruned.changes);
  }
  return conversion;
}
