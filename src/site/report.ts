import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { ProblemKind, Severity } from './policy.ts';

/** One kind of problem as a build met it: how many, where (the first few), and the message printed for it. */
export interface ReportedKind {
  kind: ProblemKind;
  severity: Severity;
  count: number;
  locations: string[];
  messages: string[];
}

/** Everything a build or check reported, by kind: what the end-of-build summary and quire-report.json hold. */
export type SiteReport = Map<ProblemKind, ReportedKind>;

/** The file beside the build's work (Astro's root: the CLI's `.quire/sites/<site>/`) that CI can keep. */
export const REPORT_FILE = 'quire-report.json';

const LOCATIONS_SHOWN = 5;

export const newSiteReport = (): SiteReport => new Map();

/**
 * Adds `count` problems of a kind at these locations (file:line…), with the message printed for
 * them; false when that exact message was reported already (one OpenAPI file read for two
 * purposes), which is then neither counted nor said again.
 */
export function addToReport(report: SiteReport, entry: { kind: ProblemKind; severity: Severity; locations: readonly string[]; message: string; count?: number }): boolean {
  if (report.get(entry.kind)?.messages.includes(entry.message)) return false;
  const seen = report.get(entry.kind) ?? { kind: entry.kind, severity: entry.severity, count: 0, locations: [], messages: [] };
  seen.count += entry.count ?? Math.max(1, entry.locations.length);
  seen.locations.push(...entry.locations);
  seen.messages.push(entry.message);
  if (entry.severity === 'error') seen.severity = 'error';
  report.set(entry.kind, seen);
  return true;
}

/** The end-of-build summary: one line per kind, its count and its first few locations. */
export function formatReport(report: SiteReport): string | undefined {
  if (report.size === 0) return undefined;
  const lines = [...report.values()].map(({ kind, severity, count, locations }) => {
    const shown = locations.slice(0, LOCATIONS_SHOWN).join(', ');
    const more = locations.length > LOCATIONS_SHOWN ? `, and ${locations.length - LOCATIONS_SHOWN} more` : '';
    return `  ${severity === 'error' ? '✖' : '⚠'} ${kind} (${count})${shown ? `: ${shown}${more}` : ''}`;
  });
  return ['Quire report, by kind (the messages above say what to fix):', ...lines].join('\n');
}

/** The report as JSON, for CI to keep: every location, not only the first few. */
export function writeReport(report: SiteReport, file: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const kinds = [...report.values()].map(({ kind, severity, count, locations, messages }) => ({ kind, severity, count, locations, messages }));
  writeFileSync(file, `${JSON.stringify({ kinds }, null, 2)}\n`);
}
