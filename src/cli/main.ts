// The `quire` command. Run with the project's Node 24 (bin/quire.mjs or `npm run quire -- …`).
import { join } from 'node:path';
import { bundlerFailure } from './bundler-errors.ts';
import { commandHelp, mainHelp, parseArgs, UsageError, type Invocation } from './args.ts';
import { cacheCompiledModules } from './compile-cache.ts';
import { findSiteFolder, SiteFolderError } from './site-folder.ts';
import { displayPath } from '../utils/display-path.ts';
import { versionLine } from '../utils/quire-version.ts';
import { quireCommands } from '../integration/reader-commands.ts';

/**
 * A build with `--reporter json|github`: what it reported (quire-report.json) printed as records
 * after it, and a build that stopped as one more. json prints the document and returns undefined
 * for a failed build (its message is in the document); github prints annotations, then the build's
 * own outcome stands.
 */
async function withBuildRecords(reporter: string | true | undefined, reportFile: string, build: () => Promise<string>): Promise<string | undefined> {
  if (reporter !== 'json' && reporter !== 'github') return build();
  const { readBuildRecords, githubAnnotations, jsonReport, problemRecords } = await import('../site/problem-records.ts');
  const before = Date.now();
  let out: string | undefined;
  let failure: unknown;
  try {
    out = await build();
  } catch (error) {
    failure = error;
  }
  const records = readBuildRecords(reportFile, before);
  if (failure !== undefined) records.push(...problemRecords([{ severity: 'error', message: explain(failure).message, places: [] }]));
  if (reporter === 'json') {
    console.log(jsonReport(records, { ok: failure === undefined, summary: failure === undefined ? `quire build: the site is in ${displayPath(out ?? '')}` : 'quire build stopped' }));
    return out;
  }
  if (records.length > 0) console.log(githubAnnotations(records));
  if (failure !== undefined) throw failure;
  return out;
}

/** Exit codes: 0 fine, 1 the site has problems, 2 the command line is wrong. */
async function run(invocation: Invocation, runAs: string): Promise<number> {
  const { command, dir, flags } = invocation;
  if (flags.version) {
    console.log(versionLine());
    return 0;
  }
  if (!command) {
    console.log(mainHelp());
    return flags.help ? 0 : 2;
  }
  if (flags.help) {
    console.log(commandHelp(command));
    return 0;
  }
  if (command === 'migrate') {
    // Loaded only for migrate, as Astro only for the commands that build: `quire check` stays fast.
    const { migrateSite } = await import('./migrate.ts');
    return migrateSite(dir, invocation.dest, { force: flags.force === true, runAs });
  }
  if (command === 'init') return (await import('./init.ts')).initSite(dir, flags.format === 'docs.json' ? 'docs.json' : 'site.json');
  const site = findSiteFolder(dir, runAs);
  if (command === 'check') {
    const started = performance.now();
    const { checkSiteFolder } = await import('./check.ts');
    const { siteWorkFolder } = await import('./work-folder.ts');
    const links = flags.links === 'warn' || flags.links === 'error' ? flags.links : undefined;
    const report = await checkSiteFolder(site, {
      links,
      strict: flags.strict === true,
      siteUrl: typeof flags.site === 'string' ? flags.site : undefined,
      offline: flags.offline === true,
      // Where `quire build` keeps them too (astro-options.ts: the work folder's cache).
      remoteCacheDir: join(siteWorkFolder(site.dir), 'cache', 'quire-remote-specs'),
    });
    const ok = report.errors.length === 0;
    const summary = `${report.summary} in ${Math.round(performance.now() - started)} ms`;
    const { githubAnnotations, jsonReport, problemRecords } = await import('../site/problem-records.ts');
    if (flags.reporter === 'json') {
      // Standard output holds the document alone, for a tool to parse.
      console.log(jsonReport(problemRecords(report.problems), { ok, summary }));
      return ok ? 0 : 1;
    }
    for (const warning of report.warnings) console.warn(warning);
    for (const error of report.errors) console.error(error);
    if (report.byKind) console.warn(report.byKind);
    if (flags.reporter === 'github' && report.problems.length > 0) console.log(githubAnnotations(problemRecords(report.problems)));
    console.log(summary);
    return ok ? 0 : 1;
  }
  // Standard output is the protocol's: nothing else is printed there.
  if (command === 'mcp') return (await import('./mcp.ts')).serveMcp(site);
  // Astro is loaded only for the commands that need it: `quire check` stays fast.
  if (command === 'build') {
    const { buildDestination, buildReportFile } = await import('./build-destination.ts');
    const out = await withBuildRecords(flags.reporter, buildReportFile(site), async () => {
      // A refused --out is said before Astro and the integration load.
      const destination = buildDestination(site, flags);
      const { buildSite } = await import('./build.ts');
      return buildSite(site, flags, destination);
    });
    // json: standard output holds the document alone (the build's own lines went to standard error, log-destination.ts).
    if (flags.reporter === 'json') return out === undefined ? 1 : 0;
    console.log(`quire build: the site is in ${displayPath(out ?? '')}`);
    return 0;
  }
  const commands = quireCommands(runAs, dir);
  // The dev server draws pages, so it runs the site's code: in a confined process of its own.
  if (command === 'dev') return (await import('../confinement/confined-dev.ts')).runConfinedDev(site, flags, commands);
  const served = (await import('./build-destination.ts')).builtSiteFolder(site, flags, commands);
  await (await import('./serve.ts')).previewSite(site, flags, served, commands);
  return 0;
}

/** Whether the command named is one that is over when main() returns: build, check, init, migrate. */
function isOneShot(argv: readonly string[]): boolean {
  try {
    return ONE_SHOT_COMMANDS.includes(parseArgs(argv).command ?? '');
  } catch {
    return true;
  }
}
const ONE_SHOT_COMMANDS: readonly string[] = ['build', 'check', 'init', 'migrate'];

/** The fix an error carries (Astro's errors have a `hint`), unless its message already says it. */
function hintOf(error: unknown, message: string): string | undefined {
  const hint = error instanceof Error ? (error as Error & { hint?: unknown }).hint : undefined;
  return typeof hint === 'string' && hint.trim() !== '' && !message.includes(hint.trim()) ? hint.trim() : undefined;
}

/**
 * Errors users cause are printed as their message alone, with the hint the error carries (an
 * Astro error's says what to change); a stack trace helps only Quire's authors.
 */
export function explain(error: unknown): { message: string; code: number } {
  if (error instanceof UsageError) {
    const help = error.command ? `quire ${error.command} --help\` for its flags` : 'quire --help` for the commands and flags';
    return { message: `quire: ${error.message}\nRun \`${help}.`, code: 2 };
  }
  if (error instanceof SiteFolderError) return { message: error.message, code: 1 };
  const failure = process.env.QUIRE_DEBUG ? undefined : bundlerFailure(error);
  if (failure) return { message: `${failure.message}\n  Hint: ${failure.hint}`, code: 1 };
  const text = error instanceof Error ? error.message : String(error);
  const message = process.env.QUIRE_DEBUG && error instanceof Error ? `${error.stack}` : text;
  const hint = hintOf(error, message);
  return { message: hint ? `${message}\n  Hint: ${hint}` : message, code: 1 };
}

/** `runAs`: how the user typed the command, for the commands Quire suggests (`npx quire`, or `npm run quire --` in this repository). */
export async function main(argv: readonly string[], runAs = 'npx quire'): Promise<number> {
  try {
    return await run(parseArgs(argv), runAs);
  } catch (error) {
    const { message, code } = explain(error);
    console.error(message);
    return code;
  }
}

/**
 * The command line run to its end: `quire <argv>` in this process (bin/quire.mjs calls it when
 * this Node is recent enough; otherwise it starts this file on a newer one). `throughNpmRun`: the
 * user typed `npm run quire -- …`, which only changes the commands Quire suggests.
 */
export async function runCommandLine(argv: readonly string[], throughNpmRun: boolean): Promise<void> {
  // Before the commands' modules load (each command imports its own): they come from the cache.
  cacheCompiledModules();
  // Astro's telemetry would send a record of each build and dev start to Astro's server (with a hash
  // of the project's git remote) and keep an id in ~/.config/astro: Quire's commands send nothing
  // and write only in Quire's folder. `astro build` in an Astro project keeps Astro's own choice.
  process.env.ASTRO_TELEMETRY_DISABLED = '1';
  process.exitCode = await main(argv, throughNpmRun ? 'npm run quire --' : 'npx quire');
  // A command that is over has nothing left to run ('exit' comes within a millisecond); ending now
  // skips Node's teardown of a build's heap, 0.15-0.3 s after its last line. The compile cache is
  // written either way. Servers (dev, preview, mcp) end on their own. What was printed leaves first:
  // a pipe (`| jq`, a CI's log) takes 64 KiB at a time, and exiting drops what it has not taken yet.
  if (isOneShot(argv)) {
    await Promise.all([printed(process.stdout), printed(process.stderr)]);
    process.exit();
  }
}

/** Resolves once everything written to `stream` so far has been handed to the system (writes keep their order). */
const printed = (stream: NodeJS.WriteStream) => new Promise<void>((resolve) => stream.write('', () => resolve()));

// Started as a file (`node src/cli/main.ts …`, or by bin/quire.mjs on another Node): through
// `npm run quire`, bin/quire.mjs starts this process in the user's folder (INIT_CWD).
if (import.meta.main) await runCommandLine(process.argv.slice(2), process.env.npm_lifecycle_event === 'quire');
