import { buildSiteModel, type SiteModel } from './model.ts';
import { issuesToProblems } from './issues-to-problems.ts';
import type { ConfigProblem, ConfigWarning } from './problems.ts';
import { siteConfigSchema } from './schema/index.ts';
import { collectUnknownKeys } from './unknown-keys.ts';
import { parseJsonWithLocation, readSiteJson } from './load.ts';

export type ValidationResult = { ok: true; model: SiteModel; warnings: ConfigWarning[] } | { ok: false; problems: ConfigProblem[]; warnings: ConfigWarning[] };

/** Deeper than any real config; stops hostile input before it can exhaust the stack. */
export const MAX_DEPTH = 64;

export function depthProblem(value: unknown): ConfigProblem | undefined {
  const stack: Array<{ value: unknown; depth: number; path: Array<string | number> }> = [{ value, depth: 0, path: [] }];
  while (stack.length > 0) {
    const { value: current, depth, path } = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth > MAX_DEPTH) {
      return { path, expected: `at most ${MAX_DEPTH} levels of nesting`, found: 'a value nested deeper than that' };
    }
    for (const [key, child] of Object.entries(current)) {
      stack.push({ value: child, depth: depth + 1, path: [...path, Array.isArray(current) ? Number(key) : key] });
    }
  }
  return undefined;
}

/** Validates parsed site.json data against the contract: every problem at once, plus unknown-key warnings. */
export function validateSiteConfig(raw: unknown): ValidationResult {
  const tooDeep = depthProblem(raw);
  if (tooDeep) return { ok: false, problems: [tooDeep], warnings: [] };
  const warnings = collectUnknownKeys(siteConfigSchema, raw);
  const result = siteConfigSchema.safeParse(raw, { reportInput: true });
  if (!result.success) {
    return { ok: false, problems: issuesToProblems(result.error.issues, raw, siteConfigSchema), warnings };
  }
  return { ok: true, model: buildSiteModel(result.data), warnings };
}

export function validateSiteJsonText(text: string): ValidationResult {
  const parsed = parseJsonWithLocation(text);
  return parsed.ok ? validateSiteConfig(parsed.value) : { ok: false, problems: [parsed.problem], warnings: [] };
}

export function loadSiteConfig(file: string): ValidationResult {
  const read = readSiteJson(file);
  return read.ok ? validateSiteConfig(read.value) : { ok: false, problems: [read.problem], warnings: [] };
}
