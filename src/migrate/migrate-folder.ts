import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { parseJsonWithLocation } from '../config/load.ts';
import { validateSiteConfig } from '../config/validate.ts';
import { formatProblem } from '../config/problems.ts';
import { isSnippetId } from '../components/mdx/snippet-files.ts';
import { pageIdFromFile } from '../navigation/pages.ts';
import { convertMintConfig } from './convert-config.ts';
import { formatReport } from './format-report.ts';
import { openapiForPages } from './openapi-for-pages.ts';
import { emptyReport, type MigrationReport } from './report-types.ts';
import { scanFolder, type SourceFile } from './scan-folder.ts';
import { checkPages } from './page-checks.ts';
import { escapeStrayAngleBrackets } from './stray-angle-brackets.ts';

export interface MigrateOptions {
  /** Replace DEST's site.json, docs/ and public/ when they exist. */
  force?: boolean;
}

const isNonEmptyDir = (path: string) => existsSync(path) && statSync(path).isDirectory() && readdirSync(path).length > 0;

/** Why DEST cannot receive the site, or undefined when it can. */
function destRefusal(source: string, dest: string, force: boolean): string | undefined {
  if (dest === source) return 'DEST is the source folder itself; choose a new folder';
  // --force replaces DEST's docs/ and public/: they must not hold the source.
  const inside = (folder: string) => source === folder || source.startsWith(`${folder}${sep}`);
  if (inside(join(dest, 'docs')) || inside(join(dest, 'public'))) return `the source folder lies inside ${dest}'s docs/ or public/, which the migration writes; choose another DEST`;
  if (existsSync(dest) && !statSync(dest).isDirectory()) return `${dest} is a file, not a folder`;
  if (force) return undefined;
  const taken = [existsSync(join(dest, 'site.json')) ? 'site.json' : undefined, isNonEmptyDir(join(dest, 'docs')) ? 'a non-empty docs/' : undefined].filter(Boolean);
  return taken.length > 0 ? `${dest} already holds ${taken.join(' and ')}; pass --force to replace them` : undefined;
}

/** Where a classified file lands in DEST. */
function destinationOf(file: SourceFile): string | undefined {
  if (file.kind === 'page' || file.kind === 'snippet') return join('docs', file.path);
  if (file.kind === 'image' || file.kind === 'static') return join('public', file.path);
  if (file.kind === 'openapi') return file.path;
  return undefined;
}

/**
 * A Mintlify docs folder (SRC, only read) → a Quire site folder (DEST): site.json converted from
 * mint.json, pages and snippets under docs/, images and other static files under public/ at the
 * same URL paths, OpenAPI files at their relative paths, and MIGRATION.md. Never throws for bad
 * input: a refusal or a mint.json that is not JSON comes back in the report, with nothing written.
 */
export async function migrateFolder(src: string, dest: string, options: MigrateOptions = {}): Promise<MigrationReport> {
  const report = emptyReport(src, dest);
  try {
    return await migrateInto(resolve(src), resolve(dest), options, report);
  } catch (error) {
    // A file system error (permissions, a file vanishing mid-copy): reported, not thrown.
    report.refusal = `the migration stopped: ${error instanceof Error ? error.message : String(error)}${Object.values(report.copied).some((list) => list.length > 0) ? `; ${dest} is partly written` : '; nothing was written'}`;
    return report;
  }
}

async function migrateInto(source: string, target: string, options: MigrateOptions, report: MigrationReport): Promise<MigrationReport> {
  const src = report.source;
  const dest = report.dest;
  const configFile = join(source, 'mint.json');
  if (!existsSync(configFile)) {
    report.refusal = existsSync(join(source, 'docs.json'))
      ? `${src} has docs.json (Mintlify's newer format) and no mint.json; migrate reads mint.json only, for now`
      : `no mint.json in ${src}: SRC must be the Mintlify docs folder (the one holding mint.json)`;
    return report;
  }
  const refusal = destRefusal(source, target, options.force ?? false);
  if (refusal) {
    report.refusal = refusal;
    return report;
  }
  const parsed = parseJsonWithLocation(readFileSync(configFile, 'utf8'));
  if (!parsed.ok) {
    report.jsonProblem = parsed.problem;
    report.refusal = `mint.json is not valid JSON (${formatProblem(parsed.problem)}); nothing was written`;
    return report;
  }

  const files = scanFolder(source, target);
  const of = (kind: SourceFile['kind']) => files.filter((file) => file.kind === kind).map((file) => file.path);
  const pages = of('page');
  const openapiFiles = of('openapi');
  const pageIds = new Set(pages.map(pageIdFromFile).filter((id) => !isSnippetId(id)));
  const listed = ([] as unknown[]).concat((parsed.value as { openapi?: unknown })?.openapi ?? []).filter((v): v is string => typeof v === 'string').map((v) => v.replace(/^\.?\/+/, ''));
  const needs = await openapiForPages(source, pages, listed, openapiFiles);
  const existing = new Set(files.filter((file) => file.kind !== 'left-out').map((file) => file.path));
  const conversion = convertMintConfig(parsed.value, { pageIds, fileExists: (path) => existing.has(path), openapiForPages: needs.add });
  report.changes = conversion.changes;
  report.unconverted = conversion.unconverted;
  report.leftOutPages = conversion.leftOutPages;
  for (const { location, problem } of needs.invalid) {
    report.warnings.push(`${location}: not a valid OpenAPI file for Quire (${problem}); pages that use it cannot be built until it is fixed`);
  }
  for (const { page, reference } of needs.unanswered) {
    report.warnings.push(`${page}: openapi: "${reference}" names no operation of any OpenAPI file in the folder; the build stops on this page until the frontmatter or the OpenAPI file is fixed`);
  }
  const validation = validateSiteConfig(conversion.config);
  if (!validation.ok) {
    for (const problem of validation.problems) report.warnings.push(`site.json is still not valid: ${formatProblem(problem)}`);
  }

  // Pages are copied as they are, but for the edits that let MDX read them (reported per line).
  // Each page is read once; the checks below see it as it will be written.
  const texts = new Map<string, string>();
  const readText = (file: string): string => {
    let text = texts.get(file);
    if (text === undefined) texts.set(file, (text = readFileSync(join(source, file), 'utf8')));
    return text;
  };
  const edited = new Set<string>();
  for (const file of [...pages, ...of('snippet')].filter((path) => /\.mdx$/i.test(path))) {
    const { text, escaped } = escapeStrayAngleBrackets(readText(file));
    if (escaped.length === 0) continue;
    texts.set(file, text);
    edited.add(file);
    for (const { line, text: old } of escaped) report.pageEdits.push({ file, line, old, why: 'a `<` that opens no tag is not valid MDX; escaped as `\\<`, the reader sees the same text' });
  }
  const pageChecks = checkPages(readText, pages, of('snippet').filter((path) => /\.mdx?$/i.test(path)), [...of('image'), ...of('static')]);
  report.brokenLinks = pageChecks.brokenLinks;
  report.warnings.push(...pageChecks.warnings);
  for (const file of files) {
    if (file.kind === 'left-out') report.leftOutFiles.push({ file: file.path, why: file.why ?? 'not part of the site' });
    else if (file.why) report.warnings.push(`${file.path}: ${file.why}`);
  }

  // Writing starts here, after every check that can refuse.
  if (options.force) for (const folder of ['docs', 'public']) rmSync(join(target, folder), { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  for (const file of files) {
    const destination = destinationOf(file);
    if (!destination) continue;
    mkdirSync(dirname(join(target, destination)), { recursive: true });
    if (edited.has(file.path)) writeFileSync(join(target, destination), texts.get(file.path)!);
    else copyFileSync(join(source, file.path), join(target, destination));
    const group = { page: 'pages', snippet: 'snippets', image: 'images', static: 'otherFiles', openapi: 'openapi' } as const;
    report.copied[group[file.kind as keyof typeof group]].push(destination);
  }
  writeFileSync(join(target, 'site.json'), `${JSON.stringify(conversion.config, null, 2)}\n`);
  report.written = true;
  report.counts = {
    pages: report.copied.pages.length,
    images: report.copied.images.length,
    snippets: report.copied.snippets.length,
    openapiFiles: report.copied.openapi.length,
    otherFiles: report.copied.otherFiles.length,
    warnings: report.warnings.length,
    leftOut: report.leftOutPages.length + report.leftOutFiles.length + report.unconverted.length,
  };
  // The command is meant to be pasted into a shell: a path with spaces or quotes is quoted.
  const shownDest = /^[\w@%+=:,./-]+$/.test(dest) ? dest : `'${dest.replace(/'/g, `'\\''`)}'`;
  report.buildCommand = `npm run quire -- build ${shownDest}${report.brokenLinks.length > 0 ? ' --links warn' : ''}`;
  writeFileSync(join(target, 'MIGRATION.md'), formatReport(report));
  return report;
}
