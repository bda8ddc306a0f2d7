import { UsageError } from './args.ts';
import { formatReport } from '../migrate/format-report.ts';
import { migrateFolder } from '../migrate/migrate-folder.ts';

/** `quire migrate SRC DEST [--force]`: the migration pipeline of src/migrate/, then its report. */
export async function migrateSite(src: string, dest: string | undefined, force: boolean): Promise<number> {
  if (!dest) throw new UsageError('quire migrate needs two folders: SRC (the Mintlify folder with mint.json) and DEST (the Quire site to create)');
  const report = await migrateFolder(src, dest, { force });
  console.log(formatReport(report));
  if (!report.written) return 1;
  console.log(`The report is in ${dest}/MIGRATION.md.`);
  return 0;
}
