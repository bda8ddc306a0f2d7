// The `quire dev` server's process, started confined by src/confinement/confined-dev.ts. Before
// anything else loads: the file system seen as a smaller one, addons only from Quire's packages,
// signals only to itself. Then the server, with git and Pagefind run by the starting process.
import { deniedAsAbsent } from '../confinement/denied-as-absent.ts';
import type { DevLaunch, ProgramAnswer, ProgramRequest } from '../confinement/confined-dev.ts';
import { addonsOnlyFrom, signalsOnlyToSelf } from '../confinement/process-locks.ts';
import type { ProgramName, Programs } from '../integration/programs.ts';
import { cacheCompiledModules } from './compile-cache.ts';

const launch = JSON.parse(process.argv[2] ?? '{}') as DevLaunch;
deniedAsAbsent();
addonsOnlyFrom(launch.addons.installed, launch.addons.writable);
signalsOnlyToSelf();
cacheCompiledModules();

// The starting process gone (killed), the server goes too rather than keep the port without an owner.
process.once('disconnect', () => process.exit());

const waiting = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
let asked = 0;
process.on('message', (message: Partial<ProgramAnswer>) => {
  const answer = message?.program;
  const pending = answer && waiting.get(answer.id);
  if (!answer || !pending) return;
  waiting.delete(answer.id);
  if (answer.error !== undefined) pending.reject(new Error(answer.error));
  else pending.resolve(answer.result);
});

/** A program's work, done by the process that started this one. */
const ask =
  <Name extends ProgramName>(name: Name) =>
  (input: Parameters<Programs[Name]>[0]): ReturnType<Programs[Name]> => {
    const id = ++asked;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (result: unknown) => void, reject });
      process.send?.({ program: { id, name, input } } satisfies ProgramRequest);
    }) as ReturnType<Programs[Name]>;
  };
const programs: Programs = { gitHistory: ask('gitHistory'), searchIndex: ask('searchIndex') };

const { explain } = await import('./main.ts');
const { devSite } = await import('./serve.ts');
try {
  await devSite(launch.site, launch.flags, launch.commands, { programs, workFolder: launch.workFolder });
} catch (error) {
  const { message, code } = explain(error);
  console.error(message);
  process.exitCode = code;
}
process.disconnect?.();
