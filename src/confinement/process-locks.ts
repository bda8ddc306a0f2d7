import { realpathSync } from 'node:fs';
import { isInside } from '../utils/paths.ts';

/**
 * Locks for what Node's permission model leaves open, put on a confined process before any site
 * code loads: native addons (the model allows them all or none, and a site folder could hold a
 * `.node` file of its own to load) and signals (a page could end the process or another of the
 * user's).
 */

/** Replaces `process[name]` for good; `allowed` decides, by the call's arguments, which calls still go through. */
function lock<Name extends 'dlopen' | 'kill' | 'send'>(name: Name, permission: string, what: string, allowed: (...args: Parameters<NonNullable<NodeJS.Process[Name]>>) => boolean = () => false): void {
  const original = process[name] as (...args: unknown[]) => unknown;
  const guarded = (...args: Parameters<NonNullable<NodeJS.Process[Name]>>) => {
    if (!allowed(...args)) throw Object.assign(new Error(`quire: a site's code may not ${what}`), { code: 'ERR_ACCESS_DENIED', permission });
    return original.apply(process, args);
  };
  Object.defineProperty(process, name, { value: guarded, writable: false, configurable: false, enumerable: true });
}

/** No addon loads from now on (the render process loads the one it needs first). */
export const refuseAddons = (): void => lock('dlopen', 'Addon', 'load a native addon');

/**
 * Addons load from `installed` (Quire and the packages it runs on: Rolldown, Lightning CSS, Sätteri
 * load theirs when first used) and never from `writable`, where the process itself could have put
 * one; the real path decides, so a link into an allowed folder does not pass.
 */
export function addonsOnlyFrom(installed: readonly string[], writable: readonly string[]): void {
  lock('dlopen', 'Addon', 'load a native addon', (_module, filename) => {
    let real: string;
    try {
      real = realpathSync.native(filename);
    } catch {
      return false;
    }
    return installed.some((folder) => isInside(real, folder)) && !writable.some((folder) => isInside(real, folder));
  });
}

/** No signal leaves the process. */
export const refuseSignals = (): void => lock('kill', 'Signal', 'send a signal to a process');

/** Signals only to this process itself (a server stopping itself), never to another or to its group. */
export const signalsOnlyToSelf = (): void => lock('kill', 'Signal', 'send a signal to a process', (pid) => pid === process.pid);

/** No message to the parent process but through the channel the process kept before (render-process.ts). */
export const refuseMessages = (): void => lock('send', 'Messages', 'send a message to the build');
