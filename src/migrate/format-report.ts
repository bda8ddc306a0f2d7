import { formatJsonPath, type PathSegment } from '../config/json-path.ts';
import type { MigrationReport } from './report-types.ts';

/** A JSON value, short enough for one line of the report. */
function shown(value: unknown): string {
  if (value === undefined) return '(none)';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 100 ? `${text.slice(0, 97)}…` : text;
}

const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;
const at = (path: readonly PathSegment[]) => code(formatJsonPath(path));

function section(title: string, lines: string[], empty?: string): string[] {
  if (lines.length === 0) return empty ? [`## ${title}`, '', empty, ''] : [];
  return [`## ${title}`, '', ...lines, ''];
}

/** The report of a migration that wrote nothing: why, and for invalid JSON where. */
function formatRefusal(report: MigrationReport): string {
  const lines = ['# Migration from Mintlify: nothing was written', '', `Source: ${code(report.source)} → destination: ${code(report.dest)}`, ''];
  const problem = report.jsonProblem;
  if (problem) {
    lines.push(`mint.json is not valid JSON, at line ${problem.line}, column ${problem.column}: expected ${problem.expected}, found ${problem.found}.`);
    if (problem.hint) lines.push('', `Fix: ${problem.hint}.`);
  } else {
    lines.push(report.refusal ?? 'The migration stopped.');
  }
  return `${lines.join('\n')}\n`;
}

/** MIGRATION.md: every change (JSON path or file, old → new, why), what was left out, the counts, the build command. */
export function formatReport(report: MigrationReport): string {
  if (!report.written) return formatRefusal(report);
  const lines: string[] = [
    '# Migration from Mintlify',
    '',
    `Source: ${code(report.source)} (only read) → Quire site: ${code(report.dest)}.`,
    'mint.json became site.json; pages and snippets are under docs/, images and other static files under public/ (same URLs as on Mintlify), OpenAPI files at their relative paths.',
    '',
  ];
  lines.push(
    ...section(
      'Changes to the configuration (mint.json → site.json)',
      report.changes.map((change) => `- ${at(change.path)}: ${shown(change.old)} → ${shown(change.new)}: ${change.why}`),
      'None: mint.json was already valid site.json.',
    ),
  );
  lines.push(
    ...section(
      'Changes to pages',
      [...new Set(report.pageEdits.map((edit) => edit.why))].flatMap((why) => [
        `${why[0].toUpperCase()}${why.slice(1)}:`,
        '',
        ...report.pageEdits.filter((edit) => edit.why === why).map((edit) => `- ${code(`${edit.file}:${edit.line}`)}: ${code(edit.old)}`),
        '',
      ]),
    ),
  );
  lines.push(
    ...section(
      'Could not be converted (left out of site.json)',
      report.unconverted.map((item) => `- ${at(item.path)}: ${shown(item.value)}: ${item.why}`),
    ),
  );
  lines.push(
    ...section(
      'Navigation entries left out (no such page)',
      report.leftOutPages.map((entry) => `- ${at(entry.path)}: ${code(entry.reference)}${entry.closest ? ` (closest page: ${code(entry.closest)})` : ''}`),
    ),
  );
  lines.push(
    ...section(
      'Files not copied',
      report.leftOutFiles.map((file) => `- ${code(file.file)}: ${file.why}`),
    ),
  );
  lines.push(
    ...section(
      'Symbolic links in the source',
      report.symlinks.map((link) => `- ${code(link.file)} → ${code(link.target)}: ${link.why}`),
    ),
  );
  lines.push(
    ...section('Replaced in the destination (--force)', report.replaced.length > 0 ? [...report.replaced.map((path) => `- ${code(path)}`), '', "The destination's other files were kept."] : []),
  );
  lines.push(
    ...section(
      'Broken internal links in the source',
      report.brokenLinks.map((link) => `- ${code(`${link.file}:${link.line}`)}: ${code(link.target)}${link.closest ? ` (closest: ${code(link.closest)})` : ''}`),
    ),
  );
  if (report.brokenLinks.length > 0) lines.splice(-1, 0, '', "Links to a heading are checked against Quire's ids and Mintlify's; the build checks pages with API operations or fields again.");
  lines.push(
    ...section(
      'Broken images in the source',
      report.brokenImages.map((image) => `- ${code(`${image.file}:${image.line}`)}: ${code(image.target)}${image.closest ? ` (closest file: ${code(image.closest)})` : ''}`),
    ),
  );
  if (report.brokenImages.length > 0) lines.splice(-1, 0, '', 'Each names no file of the source folder (served from its root, as Mintlify serves it); the build reports them the same way.');
  lines.push(
    ...section(
      'Warnings',
      report.warnings.map((warning) => `- ${warning}`),
    ),
  );
  lines.push(...countsAndBuild(report));
  return lines.join('\n');
}

/** The counts of the migration, and the command that builds the site. */
function countsAndBuild(report: MigrationReport): string[] {
  const { counts } = report;
  return [
    '## Counts',
    '',
    '| | |',
    '|---|---|',
    `| pages | ${counts.pages} |`,
    `| images | ${counts.images} |`,
    `| snippets | ${counts.snippets} |`,
    `| OpenAPI files | ${counts.openapiFiles} |`,
    `| other static files | ${counts.otherFiles} |`,
    `| configuration changes | ${report.changes.length} |`,
    `| page changes | ${report.pageEdits.length} |`,
    `| broken internal links (source) | ${report.brokenLinks.length} |`,
    `| broken images (source) | ${report.brokenImages.length} |`,
    `| warnings | ${counts.warnings} |`,
    `| left out (values, navigation entries, files) | ${counts.leftOut} |`,
    '',
    '## Build the site',
    '',
    '```sh',
    report.buildCommand,
    '```',
    '',
  ];
}
