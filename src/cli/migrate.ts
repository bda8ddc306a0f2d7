import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { UsageError } from './args.ts';
import { displayPath } from '../utils/display-path.ts';
import { formatReport } from '../migrate/format-report.ts';
import { migrateFolder, type MigrateOptions } from '../migrate/migrate-folder.ts';

/** `quire migrate SRC DEST [--force]`: the migration pipeline of src/migrate/, then its report. */
export async function migrateSite(src: string, dest: string | undefined, options: MigrateOptions): Promise<number> {
  // A docs.json site is read as it is: nothing to convert.
  if (existsSync(join(src, 'docs.json')) && !existsSync(join(src, 'mint.json'))) {
    console.log(
      `${displayPath(join(src, 'docs.json'))} is Mintlify's current format, which Quire reads as it is: no migration needed.\nRun \`quire dev ${displayPath(src)}\` (or \`quire build ${displayPath(src)}\`) on the folder itself; nothing of it is changed.`,
    );
    return 0;
  }
  if (!dest) throw new UsageError('quire migrate needs two folders: SRC (the Mintlify folder with mint.json) and DEST (the Quire site to create)');
  const report = await migrateFolder(src, dest, options);
  console.log(formatReport(report));
  if (!report.written) return 1;
  console.log(`The report is in ${dest}/MIGRATION.md.`);
  return 0;
}
