import { depthProblem } from './depth.ts';
import { buildSiteJsonModel, type SiteJsonModel } from './model.ts';
import { issuesToProblems } from './issues-to-problems.ts';
import type { ConfigProblem, ConfigWarning } from './problems.ts';
import { siteConfigSchema } from './schema/index.ts';
import { collectUnknownKeys } from './unknown-keys.ts';
import { parseJsonWithLocation } from './load.ts';

export type ValidationResult = { ok: true; model: SiteJsonModel; warnings: ConfigWarning[] } | { ok: false; problems: ConfigProblem[]; warnings: ConfigWarning[] };

export { depthProblem, MAX_DEPTH } from './depth.ts';

/** Validates parsed site.json data against the contract: every problem at once, plus unknown-key warnings. */
export function validateSiteConfig(raw: unknown): ValidationResult {
  const tooDeep = depthProblem(raw);
  if (tooDeep) return { ok: false, problems: [tooDeep], warnings: [] };
  const warnings = collectUnknownKeys(siteConfigSchema, raw);
  const result = siteConfigSchema.safeParse(raw, { reportInput: true });
  if (!result.success) {
    return { ok: false, problems: issuesToProblems(result.error.issues, raw, siteConfigSchema), warnings };
  }
  return { ok: true, model: buildSiteJsonModel(result.data), warnings };
}

export function validateSiteJsonText(text: string): ValidationResult {
  const parsed = parseJsonWithLocation(text);
  return parsed.ok ? validateSiteConfig(parsed.value) : { ok: false, problems: [parsed.problem], warnings: [] };
}
