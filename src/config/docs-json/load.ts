import { issuesToProblems } from '../issues-to-problems.ts';
import { jsonLocator } from '../json-location.ts';
import type { PathSegment } from '../json-path.ts';
import { parseJsonWithLocation, readConfigText } from '../load.ts';
import type { ConfigProblem, ConfigWarning } from '../problems.ts';
import { collectUnknownKeys } from '../unknown-keys.ts';
import { depthProblem } from '../validate.ts';
import { isJsonObject } from '../../utils/json.ts';
import { docsJsonHint, legacyKeyHint } from './legacy-keys.ts';
import { resolveRefs } from './refs.ts';
import { docsJsonSchema, type DocsJsonConfig } from './schema.ts';
import { selectNavigationChildren } from './select-children.ts';
import { notYetHonouredWarning, staticSiteWarning } from './static-keys.ts';

export interface DocsJsonResult {
  /** The validated, normalised config; absent when there are problems. */
  config?: DocsJsonConfig;
  problems: ConfigProblem[];
  warnings: ConfigWarning[];
  /** The files read through `$ref` (absolute), even when one of them is broken. */
  refFiles?: string[];
}

export interface LoadedDocsJson extends DocsJsonResult {
  /** The text read, when the file could be read: the one reading every later check of the config takes. */
  text?: string;
  /** Line and column of a JSON path in the docs.json text that was read (nothing when it is not JSON): for later problems about its entries. */
  locate: Locate;
}

export type Locate = (path: readonly PathSegment[]) => { line: number; column: number } | undefined;

/** What the warnings heading of `formatWarnings` says for docs.json. */
export const DOCS_JSON_WARNINGS_HEADING = 'what Mintlify ignores or drops, and Quire with it';

const UNKNOWN_KEY = 'not a docs.json key: Mintlify ignores it, and so does Quire';

/** Validates parsed (and `$ref`-resolved) docs.json data: every problem at once, and a warning for everything Mintlify would drop. */
export function validateDocsJson(raw: unknown, locate?: Locate): DocsJsonResult {
  const tooDeep = depthProblem(raw);
  if (tooDeep) return { problems: [tooDeep], warnings: [] };
  const warnings: ConfigWarning[] = [];
  let value = raw;
  if (isJsonObject(raw) && raw.navigation !== undefined) {
    const selected = selectNavigationChildren(raw.navigation);
    value = { ...raw, navigation: selected.navigation };
    warnings.push(...selected.warnings);
  }
  warnings.push(...collectUnknownKeys(docsJsonSchema, value, { message: UNKNOWN_KEY, hint: legacyKeyHint }));
  if (isJsonObject(value) && value.variations !== undefined && value.theme !== 'willow') {
    warnings.push({ path: ['variations'], message: `ignored, as Mintlify ignores it: only the "willow" theme has variations (this site's theme is ${JSON.stringify(value.theme)})` });
  }
  const result = docsJsonSchema.safeParse(value, { reportInput: true });
  if (!result.success) {
    const problems = issuesToProblems(result.error.issues, value, docsJsonSchema, [], docsJsonHint).map((problem) => ({ ...(locate?.(problem.path) ?? {}), ...problem }));
    return { problems, warnings };
  }
  const ignored = [staticSiteWarning(result.data), notYetHonouredWarning(result.data)].filter((warning) => warning !== undefined);
  return { config: result.data, problems: [], warnings: [...warnings, ...ignored] };
}

/**
 * Reads a docs.json as Mintlify does: JSON (syntax errors with line and column), every `$ref`
 * resolved inside `siteDir`, then validated. Problems are errors (Mintlify refuses the file too);
 * warnings name what Mintlify would ignore or drop, and the settings a static site cannot honour.
 */
export function loadDocsJson(file: string, siteDir: string): LoadedDocsJson {
  // One reading of the file: the problems are located in the text that was validated.
  const read = readConfigText(file, 'a docs.json file', 'create docs.json in the docs folder with at least "theme", "name", "colors" and "navigation"', siteDir);
  if (!read.ok) return { problems: [read.problem], warnings: [], locate: () => undefined };
  const { text } = read;
  const parsed = parseJsonWithLocation(text);
  if (!parsed.ok) return { problems: [parsed.problem], warnings: [], locate: () => undefined, text };
  const locate = jsonLocator(text);
  const resolved = resolveRefs(parsed.value, file, siteDir);
  if (resolved.problems.length > 0) return { problems: resolved.problems, warnings: resolved.warnings, refFiles: resolved.files, locate, text };
  const validated = validateDocsJson(resolved.value, locate);
  return { ...validated, warnings: [...resolved.warnings, ...validated.warnings], refFiles: resolved.files, locate, text };
}
