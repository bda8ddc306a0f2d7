import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { UsageError } from './args.ts';
import { ownModule } from '../utils/own-modules.ts';

const MIGRATE_FOLDER = ownModule('../migrate/migrate-folder.ts', import.meta.url);
const FORMAT_REPORT = ownModule('../migrate/format-report.ts', import.meta.url);

export const migrationAvailable = (): boolean => existsSync(fileURLToPath(MIGRATE_FOLDER)) && existsSync(fileURLToPath(FORMAT_REPORT));

interface MigrationReport {
  written: boolean;
}

/**
 * `quire migrate SRC DEST [--force]`: the migration pipeline of src/migrate/ (migrateFolder, then
 * formatReport), which the CLI only calls. Where that pipeline is not part of this copy of Quire,
 * the command says so instead of pretending.
 */
export async function migrateSite(src: string, dest: string | undefined, force: boolean): Promise<number> {
  if (!migrationAvailable()) {
    console.error('quire migrate is not available yet in this version of Quire.\nUntil it is: copy mint.json to site.json and the pages under docs/, then run `quire check` for what to change.');
    return 1;
  }
  if (!dest) throw new UsageError('quire migrate needs two folders: SRC (the Mintlify folder with mint.json) and DEST (the Quire site to create)');
  const { migrateFolder } = (await import(MIGRATE_FOLDER.href)) as { migrateFolder(src: string, dest: string, options: { force: boolean }): Promise<MigrationReport> };
  const { formatReport } = (await import(FORMAT_REPORT.href)) as { formatReport(report: MigrationReport): string };
  const report = await migrateFolder(src, dest, { force });
  console.log(formatReport(report));
  if (!report.written) return 1;
  console.log(`The report is in ${dest}/MIGRATION.md.`);
  return 0;
}
