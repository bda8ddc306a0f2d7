// The `quire` command. Run with the project's Node 24 (bin/quire.mjs or `npm run quire -- …`).
import { commandHelp, mainHelp, parseArgs, UsageError, type Invocation } from './args.ts';
import { checkSiteFolder } from './check.ts';
import { initSite } from './init.ts';
import { findSiteFolder, SiteFolderError } from './site-folder.ts';
import { displayPath } from '../utils/display-path.ts';

/** Exit codes: 0 fine, 1 the site has problems, 2 the command line is wrong. */
async function run(invocation: Invocation): Promise<number> {
  const { command, dir, flags } = invocation;
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
    return migrateSite(dir, invocation.dest, flags.force === true);
  }
  if (command === 'init') return initSite(dir);
  const site = findSiteFolder(dir);
  if (command === 'check') {
    const started = performance.now();
    const report = await checkSiteFolder(site, { links: flags.links === 'warn' ? 'warn' : 'error', siteUrl: typeof flags.site === 'string' ? flags.site : undefined });
    for (const warning of report.warnings) console.warn(warning);
    for (const error of report.errors) console.error(error);
    console.log(`${report.summary} in ${Math.round(performance.now() - started)} ms`);
    return report.errors.length === 0 ? 0 : 1;
  }
  // Astro is loaded only for the commands that need it: `quire check` stays fast.
  if (command === 'build') {
    const { buildSite } = await import('./build.ts');
    const out = await buildSite(site, flags);
    console.log(`quire build: the site is in ${displayPath(out)}`);
    return 0;
  }
  const { devSite, previewSite } = await import('./serve.ts');
  await (command === 'dev' ? devSite(site, flags) : previewSite(site, flags));
  return 0;
}

/** Errors users cause are printed as their message alone; a stack trace helps only Quire's authors. */
function explain(error: unknown): { message: string; code: number } {
  if (error instanceof UsageError) return { message: `quire: ${error.message}\nRun \`quire --help\` for the commands and flags.`, code: 2 };
  if (error instanceof SiteFolderError) return { message: error.message, code: 1 };
  const message = error instanceof Error ? error.message : String(error);
  return { message: process.env.QUIRE_DEBUG && error instanceof Error ? `${error.stack}` : message, code: 1 };
}

export async function main(argv: readonly string[]): Promise<number> {
  try {
    return await run(parseArgs(argv));
  } catch (error) {
    const { message, code } = explain(error);
    console.error(message);
    return code;
  }
}

if (import.meta.main) {
  // `npm run quire` starts in the project folder; the user's folder is where they typed the command.
  if (process.env.npm_lifecycle_event === 'quire' && process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  process.exitCode = await main(process.argv.slice(2));
}
