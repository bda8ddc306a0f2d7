// `node src/migrate/main.ts SRC DEST [--force]`: the stand-alone runner that `quire migrate` calls.
import { migrateFolder } from './migrate-folder.ts';
import { formatReport } from './format-report.ts';

const USAGE = 'usage: node src/migrate/main.ts SRC DEST [--force]\n  SRC   a Mintlify docs folder (the one holding mint.json); only read\n  DEST  the Quire site folder to create\n  --force  replace what DEST already holds: docs/ and public/ as a whole, and each file the\n           migration writes (site.json, MIGRATION.md, OpenAPI files); DEST\'s other files are kept';

const args = process.argv.slice(2);
const force = args.includes('--force');
const positional = args.filter((arg) => arg !== '--force');
if (args.includes('--help') || args.includes('-h')) {
  console.log(USAGE);
} else if (positional.length !== 2 || positional.some((arg) => arg.startsWith('-'))) {
  console.error(USAGE);
  process.exitCode = 2;
} else {
  const report = await migrateFolder(positional[0], positional[1], { force });
  console.log(formatReport(report));
  if (report.written) console.log(`The report is in ${positional[1]}/MIGRATION.md.`);
  else process.exitCode = 1;
}
