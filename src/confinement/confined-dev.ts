import { fork } from 'node:child_process';
import type { Flags } from '../cli/astro-options.ts';
import { readyWorkFolder, type WorkFolder } from '../cli/ready-work-folder.ts';
import type { SiteFolder } from '../cli/site-folder.ts';
import { PROGRAM_NAMES, PROGRAMS_HERE, type ProgramName } from '../integration/programs.ts';
import type { ReaderCommands } from '../integration/reader-commands.ts';
import { ownModule } from '../utils/own-modules.ts';
import { isInside } from '../utils/paths.ts';
import { devProcessEnv, devProcessFlags, devWritableFolders, installedFolders } from './render-permissions.ts';

/** What the `quire dev` process is started with (one JSON argument). */
export interface DevLaunch {
  site: SiteFolder;
  flags: Flags;
  commands: ReaderCommands;
  /** Where addons may load from, and where they may not (the folder the server writes). */
  addons: { installed: string[]; writable: string[] };
  /** The site's work folder, made ready (and other sites' pruned) here: the server sees other sites' folders as absent. */
  workFolder: WorkFolder;
}

/** The server asks for a program's work (programs.ts); the answer carries the same id. */
export interface ProgramRequest {
  program: { id: number; name: ProgramName; input: unknown };
}
export interface ProgramAnswer {
  program: { id: number; result?: unknown; error?: string };
}

/**
 * `quire dev`: the dev server runs in a process of its own under Node's permission model
 * (render-permissions.ts: `devProcessFlags`), since Vite draws every page there and a page's code
 * runs where it is drawn. This process prepares the work folder (a link needs more than the server
 * is granted), runs git and Pagefind when the server asks, passes Ctrl-C on, and ends with its code.
 */
export async function runConfinedDev(site: SiteFolder, flags: Flags, commands: ReaderCommands): Promise<number> {
  const workFolder = readyWorkFolder(site, 'dev');
  const { base } = workFolder;
  let searchAsked = false;
  const launch: DevLaunch = { site, flags, commands, addons: { installed: installedFolders(), writable: devWritableFolders(workFolder) }, workFolder };
  const server = fork(ownModule('../cli/dev-server-process.ts', import.meta.url), [JSON.stringify(launch)], {
    execArgv: devProcessFlags(site.dir, workFolder),
    // The base as this process found it: the server may not write where the search for it looks.
    env: { ...devProcessEnv(), QUIRE_CACHE_DIR: base },
    stdio: 'inherit',
    // Maps and byte arrays (a search index's files) cross as they are.
    serialization: 'advanced',
  });
  server.on('message', (message: Partial<ProgramRequest>) => {
    const asked = message?.program;
    if (!asked || typeof asked.id !== 'number' || !PROGRAM_NAMES.includes(asked.name)) return;
    searchAsked ||= asked.name === 'searchIndex';
    const reply = (answer: ProgramAnswer['program']) => {
      if (server.connected) server.send({ program: answer } satisfies ProgramAnswer);
    };
    runProgram(asked.name, asked.input, site.dir).then(
      (result) => reply({ id: asked.id, result }),
      (error: unknown) => reply({ id: asked.id, error: error instanceof Error ? error.message : String(error) }),
    );
  });
  const passOn = (signal: NodeJS.Signals) => () => server.kill(signal);
  const stops = (['SIGINT', 'SIGTERM', 'SIGHUP'] as const).map((signal) => [signal, passOn(signal)] as const);
  for (const [signal, stop] of stops) process.on(signal, stop);
  try {
    return await new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.once('exit', (code, signal) => resolve(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1)));
    });
  } finally {
    for (const [signal, stop] of stops) process.off(signal, stop);
    // Pagefind's service runs only if the server asked for a search index.
    if (searchAsked) await (await import('../integration/search-dev.ts')).stopPagefind();
  }
}

/**
 * A program's work for the server, whose requests come from the process that runs the site's code:
 * git reads folders of the site only; Pagefind indexes records of text.
 */
function runProgram(name: ProgramName, input: unknown, siteDir: string): Promise<unknown> {
  if (name === 'gitHistory') {
    if (typeof input !== 'string' || !isInside(input, siteDir)) return Promise.resolve(new Map());
    return PROGRAMS_HERE.gitHistory(input);
  }
  const records = Array.isArray(input) ? input.filter((record) => typeof record?.url === 'string' && typeof record.title === 'string' && typeof record.content === 'string') : [];
  return PROGRAMS_HERE.searchIndex(records);
}
