import { formatUndefinedNames, type UndefinedNamesIn } from './undefined-names.ts';
import { placeAt, type ProblemPlace } from '../utils/problem-place.ts';

/**
 * What one build saw of a site's code that cannot run as written: names pages read that nothing
 * defines (found when the page is compiled) and components that failed while being drawn (found
 * when the page is rendered; components/mdx/render-guard.ts). Made by the integration for each
 * build: nothing is kept between builds.
 */
export interface PageCodeOfBuild {
  undefinedNames: UndefinedNamesIn[];
  /** Keyed by file, component and message: a component drawn on many pages is said once. */
  failures: Map<string, ComponentFailure>;
}

/** A component of the site's code that threw while being drawn on the server. */
export interface ComponentFailure {
  /** The file that declares it (a page or a snippet), as shown to the user. */
  file: string;
  line?: number;
  component: string;
  /** The error's message, without its stack. */
  message: string;
}

export const newPageCode = (): PageCodeOfBuild => ({ undefinedNames: [], failures: new Map() });

/** Notes a failure once (a component is drawn, then drawn again by each renderer asked about it). */
export function noteFailure(record: PageCodeOfBuild, failure: ComponentFailure): boolean {
  const key = JSON.stringify([failure.file, failure.component, failure.message]);
  if (record.failures.has(key)) return false;
  record.failures.set(key, failure);
  return true;
}

export function formatFailures(failures: Iterable<ComponentFailure>, severity: 'error' | 'warning'): string | undefined {
  const list = [...failures].sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
  if (list.length === 0) return undefined;
  const mark = severity === 'error' ? '✖' : '⚠';
  // A whole page (render-process.ts draws it again as its text) is no component.
  const lines = list.map(
    ({ file, line, component, message }) => `  ${mark} ${file}${line ? `:${line}` : ''}: ${component === 'page' ? 'the page (published as its text, with a notice)' : `<${component}>`}: ${message}`,
  );
  const outcome = severity === 'error' ? 'fix the component' : 'each is drawn as its content alone, or as nothing without any; the page is built, as Mintlify builds it';
  return `Components that failed while the page was drawn (${outcome}):\n${lines.join('\n')}`;
}

/** The messages and places of one build's page-code problems, for the report. */
export function pageCodeReport(record: PageCodeOfBuild, severity: 'error' | 'warning'): Array<{ message: string; places: ProblemPlace[] }> {
  const out: Array<{ message: string; places: ProblemPlace[] }> = [];
  // In file order: pages are rendered in no fixed order (on several threads in a build).
  const undefinedNames = [...record.undefinedNames].sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
  if (undefinedNames.length > 0) out.push({ message: formatUndefinedNames(undefinedNames, severity), places: undefinedNames.map(({ file, line }) => placeAt(file, line)) });
  const failures = formatFailures(record.failures.values(), severity);
  if (failures) out.push({ message: failures, places: [...record.failures.values()].map(({ file, line }) => placeAt(file, line)) });
  return out;
}
