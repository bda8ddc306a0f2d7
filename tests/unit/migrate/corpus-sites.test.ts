import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { after, test } from 'node:test';
import { validateSiteConfig } from '../../../src/config/validate.ts';
import { checkIcons, collectIconUses } from '../../../src/icons/check-icons.ts';
import { readSiteSource } from '../../../src/source/site-source.ts';
import { formatReport } from '../../../src/migrate/format-report.ts';
import { migrateFolder } from '../../../src/migrate/migrate-folder.ts';
import { findMissingPages } from '../../../src/navigation/pages.ts';
import { corpusSkip } from '../../support/corpus.ts';

/**
 * The three whole real Mintlify sites of ../shared/corpus/sites migrated into a temporary folder
 * (no build: tests/build covers building). Checked against the source files themselves.
 */
const SITES = join(import.meta.dirname, '../../../../shared/corpus/sites');
const sites = existsSync(SITES)
  ? readdirSync(SITES, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort()
  : [];
const work = mkdtempSync(join(tmpdir(), 'quire-migrate-sites-'));
after(() => rmSync(work, { recursive: true, force: true }));

/** Every file under `dir`, relative, sorted. */
const filesOf = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();

/** What each site must show beyond the general checks (numbers from ../shared/corpus/sites/README.md). */
const EXPECTED: Record<string, { leftOutPages: number; snippets: string[]; openapi: string | string[]; pageEdits: string[] }> = {
  '1GMedia__docs': {
    leftOutPages: 46,
    snippets: ['docs/snippets/snippet-intro.mdx'],
    // The starter-kit file is not in mint.json, but four pages name its operations (one a webhook).
    openapi: ['openapi.json', 'api-reference/openapi.json'],
    // "Healthy <50ms": not valid MDX, escaped.
    pageEdits: [559, 560, 561, 562, 563, 566, 567, 568, 569].map((line) => `api-reference/system/health.mdx:${line}`),
  },
  browserbase__docs: { leftOutPages: 0, snippets: [], openapi: 'api-reference/openapi.json', pageEdits: [] },
  embedchain__embedchain: {
    leftOutPages: 0,
    snippets: ['docs/_snippets/get-help.mdx', 'docs/_snippets/missing-data-source-tip.mdx', 'docs/_snippets/missing-llm-tip.mdx', 'docs/_snippets/missing-vector-db-tip.mdx'],
    openapi: ['rest-api.json'],
    pageEdits: [],
  },
};

test('the corpus sites are present', { skip: corpusSkip(SITES) }, () => {
  assert.deepEqual(sites, Object.keys(EXPECTED).sort());
});

for (const site of sites) {
  test(`${site}: migrates without losing a page, image, snippet or OpenAPI file`, async () => {
    const source = join(SITES, site);
    const dest = join(work, site);
    const sourceFiles = filesOf(source);
    const report = await migrateFolder(source, dest);
    assert.equal(report.refusal, undefined);
    assert.equal(report.written, true);
    assert.deepEqual(filesOf(source), sourceFiles, 'the source folder is only read');

    // Every page at its relative path, unchanged but for the edits the report lists line by line
    // (the root README is the repository's, reported).
    for (const page of sourceFiles.filter((file) => /\.mdx?$/i.test(file) && file !== 'README.md')) {
      const before = readFileSync(join(source, page), 'utf8').split('\n');
      const after = readFileSync(join(dest, 'docs', page), 'utf8').split('\n');
      const edited = new Set(report.pageEdits.filter((edit) => edit.file === page).map((edit) => edit.line - 1));
      assert.equal(after.length, before.length, page);
      after.forEach((line, index) => assert.equal(edited.has(index) ? line.replace(/\\</g, '<') : line, before[index], `${page}:${index + 1}`));
    }
    assert.deepEqual(
      report.pageEdits.map((edit) => `${edit.file}:${edit.line}`),
      EXPECTED[site].pageEdits,
    );
    assert.ok(report.leftOutFiles.some((file) => file.file === 'README.md'));
    // Every image under public/ at the same URL path, and every absolute image reference found.
    for (const image of sourceFiles.filter((file) => /\.(png|jpe?g|gif|svg|webp|ico)$/i.test(file))) {
      assert.ok(existsSync(join(dest, 'public', image)), `public/${image}`);
    }
    for (const page of report.copied.pages) {
      for (const match of readFileSync(join(dest, page), 'utf8').matchAll(/(?:src=["']|\]\()\/(images\/[^"')\s]+)/g)) {
        assert.ok(existsSync(join(dest, 'public', match[1])), `${page}: /${match[1]} is in public/`);
      }
    }
    // Snippets where Quire finds them: imports from the docs root and <Snippet file> in _snippets/ or snippets/.
    assert.deepEqual(report.copied.snippets.sort(), EXPECTED[site].snippets);
    for (const page of report.copied.pages) {
      const text = readFileSync(join(dest, page), 'utf8').replace(/```[\s\S]*?```/g, '');
      for (const match of text.matchAll(/^import\s+\w+\s+from\s+['"]\/([^'"]+)['"]/gm)) assert.ok(existsSync(join(dest, 'docs', match[1])), `${page}: import /${match[1]}`);
      for (const match of text.matchAll(/<Snippet\s+file=["']([^"']+)["']/g)) {
        assert.ok(
          ['_snippets', 'snippets'].some((folder) => existsSync(join(dest, 'docs', folder, match[1]))),
          `${page}: <Snippet file="${match[1]}">`,
        );
      }
    }
    // site.json: valid, its OpenAPI files present, every navigation page built from docs/.
    const config = JSON.parse(readFileSync(join(dest, 'site.json'), 'utf8'));
    const validation = validateSiteConfig(config);
    assert.ok(validation.ok, JSON.stringify(validation));
    assert.deepEqual(validation.warnings, []);
    assert.deepEqual(checkIcons(collectIconUses(validation.model)).problems, []);
    assert.deepEqual(findMissingPages(validation.model.navigation, readSiteSource({ pagesDir: join(dest, 'docs') }).pageIds), []);
    assert.deepEqual(config.openapi, EXPECTED[site].openapi);
    for (const location of validation.model.openapi) assert.ok(existsSync(join(dest, location)), location);
    assert.equal(report.leftOutPages.length, EXPECTED[site].leftOutPages);
    // The report: written to DEST, every change listed, ending with the build command.
    const markdown = readFileSync(join(dest, 'MIGRATION.md'), 'utf8');
    assert.equal(markdown, formatReport(report));
    assert.ok(report.changes.length > 0);
    assert.ok(markdown.trimEnd().endsWith(`${report.buildCommand}\n\`\`\``));
    assert.equal(report.buildCommand, `npx quire build ${dest}${report.brokenLinks.length > 0 ? ' --links warn' : ''}`);
    assert.equal(report.counts.pages, report.copied.pages.length);
  });
}

test('DEST holding a site is refused without --force, replaced with it', { skip: corpusSkip(SITES) }, async () => {
  const source = join(SITES, 'browserbase__docs');
  const dest = join(work, 'refusal');
  assert.equal((await migrateFolder(source, dest)).written, true);
  const refused = await migrateFolder(source, dest);
  assert.equal(refused.written, false);
  assert.match(refused.refusal ?? '', /already holds \d+ files that the migration would write:\n- site\.json\n- MIGRATION\.md\n[\s\S]*\n- and \d+ more\n[\s\S]*pass --force/);
  assert.match(formatReport(refused), /nothing was written/);
  const forced = await migrateFolder(source, dest, { force: true });
  assert.equal(forced.written, true);
});

test('a folder without mint.json is refused and nothing is written', async () => {
  const source = mkdtempSync(join(work, 'empty-'));
  const report = await migrateFolder(source, join(work, 'never'));
  assert.equal(report.written, false);
  assert.match(report.refusal ?? '', /no mint\.json/);
  assert.equal(existsSync(join(work, 'never')), false);
});

test('a source inside DEST/docs is refused even with --force: it would be replaced', async () => {
  const dest = mkdtempSync(join(work, 'holder-'));
  const source = join(dest, 'docs');
  mkdirSync(source);
  writeFileSync(join(source, 'mint.json'), '{"name":"x","navigation":[]}');
  const report = await migrateFolder(source, dest, { force: true });
  assert.equal(report.written, false);
  assert.match(report.refusal ?? '', /lies inside/);
  assert.ok(existsSync(join(source, 'mint.json')));
});
