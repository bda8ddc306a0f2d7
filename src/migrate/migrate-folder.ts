import { isUtf8 } from 'node:buffer';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseJsonWithLocation } from '../config/load.ts';
import { validateSiteConfig } from '../config/validate.ts';
import { formatProblem } from '../config/problems.ts';
import { isSnippetId } from '../source/snippet-files.ts';
import { pageIdFromFile } from '../navigation/pages.ts';
import { convertMintConfig } from './convert-config.ts';
import { formatReport } from './format-report.ts';
import { openapiForPages } from './openapi-for-pages.ts';
import { emptyReport, type MigrationReport } from './report-types.ts';
import { scanFolder, type SourceFile } from './scan-folder.ts';
import { checkPages } from './page-checks.ts';
import { escapeStrayAngleBracketsInBytes } from './stray-angle-brackets.ts';
import { migrationFolders, overwriteRefusal, placeRefusal, replacedByForce, type MigrationFolders } from './dest-checks.ts';
import { clearStaleStaging, createStaging, moveIntoPlace } from './staging.ts';

export interface MigrateOptions {
  /** Replace what DEST already holds: docs/ and public/ as a whole, and each file the migration writes. */
  force?: boolean;
  /** How the user runs Quire, for the build command the report suggests. Default `npx quire`. */
  runAs?: string;
}

/** A stop after writing began: its message says what state DEST is in. */
class MigrationStopped extends Error {}

/** Where a classified file lands in DEST. */
function destinationOf(file: SourceFile): string | undefined {
  if (file.kind === 'page' || file.kind === 'snippet') return `docs/${file.path}`;
  if (file.kind === 'image' || file.kind === 'static') return `public/${file.path}`;
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
    return await migrateInto(migrationFolders(src, dest), options, report);
  } catch (error) {
    // A file system error (permissions, a file vanishing mid-copy, a full disk): reported, not thrown.
    const message = error instanceof Error ? error.message : String(error);
    report.written = false;
    report.refusal = `the migration stopped: ${message}${error instanceof MigrationStopped ? '' : `; nothing was written to ${dest}`}`;
    return report;
  }
}

const NOT_UTF8 =
  'the page is not UTF-8 (Latin-1 or another older encoding?); it is copied byte for byte, any `<` escape made in its bytes, but Quire reads pages as UTF-8, so its accented letters will show as �: convert it, for example with `iconv -f latin1 -t utf-8`';

async function migrateInto(folders: MigrationFolders, options: MigrateOptions, report: MigrationReport): Promise<MigrationReport> {
  const { source, target } = folders;
  const src = report.source;
  const dest = report.dest;
  const configFile = join(source, 'mint.json');
  if (!existsSync(configFile)) {
    report.refusal = existsSync(join(source, 'docs.json'))
      ? `${src} has docs.json (Mintlify's newer format) and no mint.json; migrate reads mint.json only, for now`
      : `no mint.json in ${src}: SRC must be the Mintlify docs folder (the one holding mint.json)`;
    return report;
  }
  const refusal = placeRefusal(folders);
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

  const { files, links } = scanFolder(source);
  report.symlinks = links;
  const written = ['site.json', 'MIGRATION.md', ...files.map(destinationOf).filter((path): path is string => path !== undefined)];
  const overwrite = options.force ? undefined : overwriteRefusal(folders, written);
  if (overwrite) {
    report.refusal = overwrite;
    return report;
  }
  report.replaced = options.force ? replacedByForce(target, written) : [];

  const of = (kind: SourceFile['kind']) => files.filter((file) => file.kind === kind).map((file) => file.path);
  const pages = of('page');
  const conversion = await convertedConfig(source, files, parsed.value, report);

  const { pageBytes, readText, edited } = pagesAsWritten(source, [...pages, ...of('snippet')], report);
  const pageChecks = checkPages(
    readText,
    pages,
    of('snippet').filter((path) => /\.mdx?$/i.test(path)),
    [...of('image'), ...of('static')],
  );
  report.brokenLinks = pageChecks.brokenLinks;
  report.brokenImages = pageChecks.brokenImages;
  report.warnings.push(...pageChecks.warnings);
  for (const file of files) {
    if (file.kind === 'left-out') report.leftOutFiles.push({ file: file.path, why: file.why ?? 'not part of the site' });
    else if (file.why) report.warnings.push(`${file.path}: ${file.why}`);
  }

  // Writing starts here, after every check that can refuse: into a staging folder, moved into DEST at the end.
  report.warnings.push(...clearStaleStaging(target));
  const staging = createStaging(target);
  try {
    writeIntoStaging(staging.site, { source, files, pageBytes, edited, config: conversion.config, dest }, options, report);
  } catch (error) {
    rmSync(staging.folder, { recursive: true, force: true });
    throw error;
  }
  try {
    moveIntoPlace(staging, target, options.force ?? false);
  } catch (error) {
    throw new MigrationStopped(
      `${error instanceof Error ? error.message : String(error)}, while moving the new site into ${dest}; what was not moved yet, and with --force DEST's earlier files that were being replaced (replaced/), are in ${staging.folder}`,
    );
  }
  return report;
}

/**
 * mint.json converted to site.json against the folder's pages and OpenAPI files, what was changed
 * or left out recorded in `report`, with the OpenAPI problems pages will meet and what site.json
 * still lacks as warnings.
 */
async function convertedConfig(source: string, files: readonly SourceFile[], mintJson: unknown, report: MigrationReport) {
  const of = (kind: SourceFile['kind']) => files.filter((file) => file.kind === kind).map((file) => file.path);
  const pages = of('page');
  const openapiFiles = of('openapi');
  const pageIds = new Set(pages.map(pageIdFromFile).filter((id) => !isSnippetId(id)));
  const listed = ([] as unknown[])
    .concat((mintJson as { openapi?: unknown })?.openapi ?? [])
    .filter((v): v is string => typeof v === 'string')
    .map((v) => v.replace(/^\.?\/+/, ''));
  const needs = await openapiForPages(source, pages, listed, openapiFiles);
  const existing = new Set(files.filter((file) => file.kind !== 'left-out').map((file) => file.path));
  const conversion = convertMintConfig(mintJson, { pageIds, fileExists: (path) => existing.has(path), openapiForPages: needs.add });
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
  return conversion;
}

/**
 * The pages and snippets as they will be written: byte for byte, but for the edits that let MDX
 * read them (reported per line in `report`), made in the page's own encoding. Each page is read
 * once; the checks see it as it will be written, decoded as the build will decode it (UTF-8).
 */
function pagesAsWritten(source: string, pagesAndSnippets: readonly string[], report: MigrationReport) {
  const pageBytes = new Map<string, Buffer>();
  const readBytes = (file: string): Buffer => {
    let bytes = pageBytes.get(file);
    if (bytes === undefined) pageBytes.set(file, (bytes = readFileSync(join(source, file))));
    return bytes;
  };
  const texts = new Map<string, string>();
  const readText = (file: string): string => {
    let text = texts.get(file);
    if (text === undefined) texts.set(file, (text = readBytes(file).toString('utf8')));
    return text;
  };
  const edited = new Set<string>();
  for (const file of pagesAndSnippets.filter((path) => /\.mdx?$/i.test(path))) {
    const original = readBytes(file);
    if (!isUtf8(original)) report.warnings.push(`${file}: ${NOT_UTF8}`);
    if (!/\.mdx$/i.test(file)) continue;
    const { bytes, escaped } = escapeStrayAngleBracketsInBytes(original);
    if (escaped.length === 0) continue;
    pageBytes.set(file, bytes);
    edited.add(file);
    for (const { line, text: old } of escaped) report.pageEdits.push({ file, line, old, why: 'a `<` that opens no tag is not valid MDX; escaped as `\\<`, the reader sees the same text' });
  }
  return { pageBytes, readText, edited };
}

/** The new site written into the staging folder `site`: every file copied (or as edited), site.json, the counts and MIGRATION.md. */
function writeIntoStaging(
  site: string,
  { source, files, pageBytes, edited, config, dest }: { source: string; files: readonly SourceFile[]; pageBytes: Map<string, Buffer>; edited: ReadonlySet<string>; config: unknown; dest: string },
  options: MigrateOptions,
  report: MigrationReport,
): void {
  for (const file of files) {
    const destination = destinationOf(file);
    if (!destination) continue;
    const to = join(site, destination);
    mkdirSync(dirname(to), { recursive: true });
    if (edited.has(file.path)) writeFileSync(to, pageBytes.get(file.path)!);
    else copyFileSync(join(source, file.path), to);
    const group = { page: 'pages', snippet: 'snippets', image: 'images', static: 'otherFiles', openapi: 'openapi' } as const;
    report.copied[group[file.kind as keyof typeof group]].push(destination);
  }
  writeFileSync(join(site, 'site.json'), `${JSON.stringify(config, null, 2)}\n`);
  report.written = true;
  report.counts = {
    pages: report.copied.pages.length,
    images: report.copied.images.length,
    snippets: report.copied.snippets.length,
    openapiFiles: report.copied.openapi.length,
    otherFiles: report.copied.otherFiles.length,
    warnings: report.warnings.length,
    leftOut: report.leftOutPages.length + report.leftOutFiles.length + report.unconverted.length + report.symlinks.filter((link) => !link.copied).length,
  };
  // The command is meant to be pasted into a shell: a path with spaces or quotes is quoted.
  const shownDest = /^[\w@%+=:,./-]+$/.test(dest) ? dest : `'${dest.replace(/'/g, `'\\''`)}'`;
  report.buildCommand = `${options.runAs ?? 'npx quire'} build ${shownDest}${report.brokenLinks.length + report.brokenImages.length > 0 ? ' --links warn' : ''}`;
  writeFileSync(join(site, 'MIGRATION.md'), formatReport(report));
}
