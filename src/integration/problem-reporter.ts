import { actingPolicy, linksMode, severityOf, type PolicyOptions, type ProblemKind, type Severity } from '../site/policy.ts';
import { addToReport, formatReport, newSiteReport, placesReported, writeReport } from '../site/report.ts';
import type { Site, SiteProblem } from '../site/load-site.ts';
import { displayPath } from '../utils/display-path.ts';
import { userError } from '../utils/user-error.ts';
import type { ProblemPlace } from '../utils/problem-place.ts';

type Logger = { warn(message: string): void; error(message: string): void };

const FIX_ABOVE = 'Fix the problems above and run the command again.';

/** Where one run (a build, a dev server) says its problems: the log, and the report by kind. */
export interface ProblemReporter {
  readonly policy: PolicyOptions;
  /** A problem of one kind, with the severity the policy gives it, said once and added to the report. */
  say(logger: Logger, kind: ProblemKind, message: string, places: readonly ProblemPlace[]): Severity;
  /**
   * What the loader found: a build stops on what both front doors refuse (after saying the rest);
   * the dev server says each once and goes on.
   */
  sayLoaded(site: Site, dev: boolean, logger: Logger): void;
  /**
   * A build stops here when anything said so far is an error (all of it said first). `acting`:
   * only on what the build cannot go past (an error without --strict), so a strict build goes on
   * and names everything it refuses at its end.
   */
  stopOnErrors(scope?: 'acting' | 'all'): void;
  /** The end-of-build summary by kind, and quire-report.json. */
  finish(logger: { warn(message: string): void }): void;
  /** The links setting the link and image checks run with. */
  links(): 'error' | 'warn';
  /** The files named so far by problems of a kind (as places name them). */
  filesSaid(kind: ProblemKind): Set<string>;
}

export function problemReporter(policy: PolicyOptions, reportFile: string): ProblemReporter {
  const report = newSiteReport();
  /** Dev: problems without a kind said so far: each is said once per server, not at every reload. */
  const saidInDev = new Set<string>();
  const say = (logger: Logger, kind: ProblemKind, message: string, places: readonly ProblemPlace[]): Severity => {
    const severity = severityOf(kind, policy);
    if (!addToReport(report, { kind, severity, places, message })) return severity;
    if (severity === 'warning') logger.warn(message);
    else logger.error(message);
    return severity;
  };
  return {
    policy,
    say,
    sayLoaded(site, dev, logger) {
      const refused: SiteProblem[] = [];
      for (const problem of site.problems) {
        if (problem.kind) say(logger, problem.kind, problem.message, problem.places);
        else if (!dev && problem.severity === 'error') refused.push(problem);
        else if (!saidInDev.has(problem.message)) {
          if (dev) saidInDev.add(problem.message);
          if (problem.severity === 'error') logger.error(problem.message);
          else logger.warn(problem.message);
        }
      }
      if (refused.length > 0) throw userError(refused.map((problem) => problem.message).join('\n\n'), refused.find((problem) => problem.hint)?.hint ?? FIX_ABOVE);
    },
    stopOnErrors(scope = 'all') {
      const stops = (entry: { kind?: ProblemKind; severity: Severity }) =>
        scope === 'all' || entry.kind === undefined ? entry.severity === 'error' : severityOf(entry.kind, actingPolicy(policy)) === 'error';
      if (![...report.values()].some(stops)) return;
      writeReport(report, reportFile);
      const summary = formatReport(report) ?? '';
      throw userError(`${summary}${policy.strict ? '\n(--strict: every warning stops the build)' : ''}`, FIX_ABOVE);
    },
    finish(logger) {
      const summary = formatReport(report);
      if (summary) logger.warn(`${summary}\n  (all of it in ${displayPath(reportFile)})`);
      writeReport(report, reportFile);
    },
    // Broken links are checked and said as the front door allows; --strict rates them errors in the report.
    links: () => linksMode(actingPolicy(policy)),
    filesSaid: (kind) => new Set(placesReported(report.get(kind)).map((place) => place.file)),
  };
}
