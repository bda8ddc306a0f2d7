import { readFileSync, statSync } from 'node:fs';
import type { ProblemKind, Severity } from './policy.ts';
import { placeText, type ProblemPlace } from '../utils/problem-place.ts';

/**
 * One problem at one place, as a CI reads it: `quire check --reporter json|github` and
 * `quire build --reporter json|github` print these. Made from what the checks report (a kind, a
 * severity, the formatted message, the places it names), one record per place; worded only here,
 * at the edge.
 */
export interface ProblemRecord {
  kind?: ProblemKind;
  severity: Severity;
  /** The line of the message about this place, or the message's first line. */
  message: string;
  file?: string;
  line?: number;
  column?: number;
  /** A JSON path in a config file, beside the line where that is known. */
  path?: string;
}

export type Reporter = 'text' | 'json' | 'github';
export const REPORTERS: readonly Reporter[] = ['text', 'json', 'github'];

/**
 * The line of a formatted message about a place (its ✖/⚠ line), else the first line; marks and
 * indentation taken off. A line names a place as `file:line:column`, as `(line L, column C)` after
 * a config's JSON path, or by that path alone.
 */
function lineAbout(message: string, place: ProblemPlace | undefined): string {
  const lines = message.split('\n').map((line) => line.replace(/^\s*[✖⚠]\s*/, '').trim());
  const names = (line: string): boolean => {
    if (!place) return false;
    if (line.includes(placeText(place))) return true;
    if (place.line !== undefined && line.includes(`line ${place.line}, column ${place.column}`)) return true;
    return place.path !== undefined && (line.startsWith(`${place.path}:`) || line.startsWith(`${place.path} `));
  };
  return lines.find(names) ?? lines[0];
}

export interface ReportedProblem {
  kind?: ProblemKind;
  severity: Severity;
  message: string;
  places: readonly ProblemPlace[];
}

/** One record per place each problem names; a problem naming none is one record without a file. */
export function problemRecords(problems: readonly ReportedProblem[]): ProblemRecord[] {
  return problems.flatMap(({ kind, severity, message, places }) => {
    const base = { ...(kind ? { kind } : {}), severity };
    if (places.length === 0) return [{ ...base, message: lineAbout(message, undefined) }];
    return places.map((place) => ({ ...base, message: lineAbout(message, place), ...place }));
  });
}

/** GitHub's escaping of a workflow command's message (data) and its properties. */
const escapeData = (text: string) => text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
const escapeProperty = (text: string) => escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C');

/** The records as GitHub Actions workflow commands (`::error file=…,line=…::…`), which a pull request shows beside the lines they name. */
export function githubAnnotations(records: readonly ProblemRecord[]): string {
  return records
    .map((record) => {
      const properties = [
        ...(record.file ? [`file=${escapeProperty(record.file)}`] : []),
        ...(record.line ? [`line=${record.line}`] : []),
        ...(record.column ? [`col=${record.column}`] : []),
        `title=${escapeProperty(`quire${record.kind ? ` ${record.kind}` : ''}`)}`,
      ];
      return `::${record.severity === 'error' ? 'error' : 'warning'} ${properties.join(',')}::${escapeData(record.message)}`;
    })
    .join('\n');
}

/** The records as one JSON document: what passed, the summary line, every problem. */
export function jsonReport(records: readonly ProblemRecord[], summary: { ok: boolean; summary: string }): string {
  return JSON.stringify({ ok: summary.ok, summary: summary.summary, problems: records }, null, 2);
}

/**
 * What a build reported, from its quire-report.json (report.ts): every problem as a record. A file
 * older than the build (`since`, ms) is an earlier build's: nothing.
 */
export function readBuildRecords(file: string, since: number): ProblemRecord[] {
  try {
    if (statSync(file).mtimeMs < since) return [];
    const { problems } = JSON.parse(readFileSync(file, 'utf8')) as { problems?: ProblemRecord[] };
    return Array.isArray(problems) ? problems : [];
  } catch {
    return [];
  }
}
