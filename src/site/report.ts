import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { ProblemKind, Severity } from './policy.ts';
import { problemRecords } from './problem-records.ts';
import { placeText, type ProblemPlace } from '../utils/problem-place.ts';

/** One kind of problem as a build met it: how many, and each message printed for it with the places it names. */
export interface ReportedKind {
  kind: ProblemKind;
  severity: Severity;
  count: number;
  said: Array<{ message: string; places: readonly ProblemPlace[] }>;
}

/** Everything a build or check reported, by kind: what the end-of-build summary and quire-report.json hold. */
export type SiteReport = Map<ProblemKind, ReportedKind>;

/** The file beside the build's work (Astro's root: the CLI's `.quire/sites/<site>/`) that CI can keep. */
export const REPORT_FILE = 'quire-report.json';

const PLACES_SHOWN = 5;

export const newSiteReport = (): SiteReport => new Map();

/**
 * Adds `count` problems of a kind at these places, with the message printed for them; false when
 * that exact message was reported already (one OpenAPI file read for two purposes), which is then
 * neither counted nor said again.
 */
export function addToReport(report: SiteReport, entry: { kind: ProblemKind; severity: Severity; places: readonly ProblemPlace[]; message: string; count?: number }): boolean {
  const seen = report.get(entry.kind) ?? { kind: entry.kind, severity: entry.severity, count: 0, said: [] };
  if (seen.said.some(({ message }) => message === entry.message)) return false;
  seen.count += entry.count ?? Math.max(1, entry.places.length);
  seen.said.push({ message: entry.message, places: entry.places });
  if (entry.severity === 'error') seen.severity = 'error';
  report.set(entry.kind, seen);
  return true;
}

/** Every place a kind of problem was reported at, in the order said; none for a kind not reported. */
export const placesReported = (kind: ReportedKind | undefined): ProblemPlace[] => kind?.said.flatMap(({ places }) => places) ?? [];

/** The end-of-build summary: one line per kind, its count and its first few places. */
export function formatReport(report: SiteReport): string | undefined {
  if (report.size === 0) return undefined;
  const lines = [...report.values()].map((reported) => {
    const places = placesReported(reported);
    const shown = places.slice(0, PLACES_SHOWN).map(placeText).join(', ');
    const more = places.length > PLACES_SHOWN ? `, and ${places.length - PLACES_SHOWN} more` : '';
    return `  ${reported.severity === 'error' ? '✖' : '⚠'} ${reported.kind} (${reported.count})${shown ? `: ${shown}${more}` : ''}`;
  });
  return ['Quire report, by kind (the messages above say what to fix):', ...lines].join('\n');
}

/** Every problem of the report, one record per place (problem-records.ts): what `--reporter json` prints. */
export function reportRecords(report: SiteReport) {
  return problemRecords([...report.values()].flatMap(({ kind, severity, said }) => said.map(({ message, places }) => ({ kind, severity, message, places }))));
}

/**
 * The report as JSON, for CI to keep: the count of each kind, and every problem as a record (kind,
 * severity, message, file, line, column), not only the first few places.
 */
export function writeReport(report: SiteReport, file: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const kinds = [...report.values()].map(({ kind, severity, count }) => ({ kind, severity, count }));
  writeFileSync(file, `${JSON.stringify({ kinds, problems: reportRecords(report) }, null, 2)}\n`);
}
