import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const MIGRATE_MODULE = new URL('../migrate/index.ts', import.meta.url);

/**
 * `quire migrate` belongs to the migration work (src/migrate/); until that lands, the command
 * says so instead of pretending. When src/migrate/index.ts exists, its `migrate(dir, flags)` runs.
 */
export async function migrateSite(dir: string, flags: Record<string, string | true>): Promise<number> {
  if (!existsSync(fileURLToPath(MIGRATE_MODULE))) {
    console.error('quire migrate is not available yet in this version of Quire.\nUntil it is: copy mint.json to site.json and the pages under docs/, then run `quire check` for what to change.');
    return 1;
  }
  const { migrate } = (await import(MIGRATE_MODULE.href)) as { migrate(dir: string, flags: Record<string, string | true>): Promise<number> };
  return migrate(dir, flags);
}
