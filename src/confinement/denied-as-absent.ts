import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

/**
 * Makes the file system of a confined process look like a smaller one, rather than a forbidden one,
 * to the tools that run there (Vite, Astro, the file watcher): under Node's permission model
 * `existsSync` of a path outside the grants throws where those tools expect `false`, and Node's
 * JavaScript `realpath` walks every folder above a file (`/home`, `/`) where only the file is
 * granted. So: `existsSync` answers false for what may not be read, and `realpath` is the native
 * one, which asks the system about the path it is given alone. Nothing is granted by this; the
 * refusals stand for every other call.
 */
export function deniedAsAbsent(): void {
  const exists = fs.existsSync;
  fs.existsSync = (path) => {
    try {
      return exists(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_ACCESS_DENIED') return false;
      throw error;
    }
  };
  const nativeSync = fs.realpathSync.native;
  const native = fs.realpath.native;
  fs.realpathSync = Object.assign((path: fs.PathLike, options?: fs.EncodingOption) => nativeSync(path, options), { native: nativeSync }) as typeof fs.realpathSync;
  fs.realpath = Object.assign((...args: Parameters<typeof fs.realpath.native>) => native(...args), { native }) as typeof fs.realpath;
  // `import { existsSync } from 'node:fs'` in modules loaded after this sees the same functions.
  syncBuiltinESMExports();
}
