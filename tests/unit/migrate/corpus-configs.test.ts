import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { formatJsonPath } from '../../../src/config/json-path.ts';
import { parseJsonWithLocation } from '../../../src/config/load.ts';
import { validateSiteConfig } from '../../../src/config/validate.ts';
import { checkIcons, collectIconUses } from '../../../src/icons/check-icons.ts';
import { convertMintConfig } from '../../../src/migrate/convert-config.ts';
import { formatReport } from '../../../src/migrate/format-report.ts';
import { migrateFolder } from '../../../src/migrate/migrate-folder.ts';
import { emptyReport } from '../../../src/migrate/report-types.ts';
import { corpusSkip } from '../../support/corpus.ts';

/**
 * Every real mint.json of ../shared/corpus converted: each of the 36 that parse becomes a config
 * Quire's validator accepts (and whose icons Quire can draw); the values that could not be carried
 * over are exactly these, and the report names each. The 4 invalid files write nothing.
 */
const CORPUS = join(import.meta.dirname, '../../../../shared/corpus/mint-json');
const files = existsSync(CORPUS)
  ? readdirSync(CORPUS)
      .filter((file) => file.endsWith('.json'))
      .sort()
  : [];

const UNCONVERTED: Record<string, string[]> = {
  // A second "website" link (the forum): one link per platform.
  '04-livepeer__docs.json': ['footerSocials[4]'],
  '07-Scale3-Labs__langtrace-docs.json': ['footerSocials.youtube'],
  // Version objects keep their name; their "url" has no place in site.json.
  '18-shuttle-hq__shuttle-docs.json': ['versions[0]', 'versions[1]'],
  '31-powersync-ja__powersync-docs.json': ['footerSocials.bluesky', 'footerSocials.youtube'],
  '35-AetherLinkApp__aetherlink-docs.json': ['colors.background'],
  '36-mintlify__docs.json': [
    'navigation[0].pages[1].icon',
    'navigation[2].pages[1].icon',
    'navigation[2].pages[2].icon',
    'navigation[4].pages[0].icon',
    'navigation[4].pages[1].icon',
    'navigation[4].pages[2].icon',
    'navigation[4].pages[3].icon',
    'navigation[4].pages[4].icon',
    'api.auth.method',
    'colors.primary',
    'colors.light',
    'colors.dark',
    'colors',
  ],
};

const INVALID: Record<string, { line: number; column: number; conflict: boolean }> = {
  '37-agno-agi__agno-docs.json': { line: 2, column: 2, conflict: true },
  '38-Skyvern-AI__skyvern.json': { line: 63, column: 44, conflict: false },
  '39-3am-com-hk__3am-docs.json': { line: 32, column: 7, conflict: false },
  '40-openinterpreter__open-interpreter.json': { line: 120, column: 1, conflict: true },
};

test('the mint.json corpus is present', { skip: corpusSkip(CORPUS) }, () => {
  assert.equal(files.length, 40);
});

for (const file of files) {
  const text = readFileSync(join(CORPUS, file), 'utf8');
  const parsed = parseJsonWithLocation(text);
  if (!parsed.ok) {
    test(`${file}: not JSON; the report gives line and column and nothing is written`, async () => {
      const expected = INVALID[file];
      assert.ok(expected, `${file} was expected to parse`);
      const source = mkdtempSync(join(tmpdir(), 'quire-migrate-src-'));
      const dest = join(mkdtempSync(join(tmpdir(), 'quire-migrate-dest-')), 'site');
      try {
        writeFileSync(join(source, 'mint.json'), text);
        writeFileSync(join(source, 'index.mdx'), '# Home\n');
        const report = await migrateFolder(source, dest);
        assert.equal(report.written, false);
        assert.equal(report.jsonProblem?.line, expected.line);
        assert.equal(report.jsonProblem?.column, expected.column);
        assert.equal(existsSync(dest), false, 'nothing is written');
        const markdown = formatReport(report);
        assert.match(markdown, new RegExp(`line ${expected.line}, column ${expected.column}`));
        assert.equal(/merge-conflict marker/.test(markdown), expected.conflict);
      } finally {
        rmSync(source, { recursive: true, force: true });
        rmSync(dest, { recursive: true, force: true });
      }
    });
    continue;
  }
  test(`${file}: converts to a valid site.json; what could not be converted is named`, () => {
    const conversion = convertMintConfig(parsed.value);
    const validation = validateSiteConfig(conversion.config);
    assert.ok(validation.ok, validation.ok ? '' : JSON.stringify(validation.problems));
    assert.deepEqual(validation.warnings, [], 'no key outside the contract is left');
    assert.deepEqual(checkIcons(collectIconUses(validation.model)).problems, [], 'every icon can be drawn');
    const unconverted = conversion.unconverted.map((item) => formatJsonPath(item.path));
    // Every redirect is named (Quire has none); the rest are exactly the values listed above.
    const redirects = (parsed.value as { redirects?: unknown[] }).redirects ?? [];
    assert.deepEqual(
      unconverted.filter((path) => path.startsWith('redirects[')),
      redirects.map((_, index) => `redirects[${index}]`),
    );
    assert.deepEqual(
      unconverted.filter((path) => !path.startsWith('redirects[')),
      UNCONVERTED[file] ?? [],
    );
    const report = { ...emptyReport('src', 'dest'), written: true, changes: conversion.changes, unconverted: conversion.unconverted };
    const markdown = formatReport(report);
    for (const path of [...unconverted, ...conversion.changes.map((change) => formatJsonPath(change.path))]) {
      assert.ok(markdown.includes(`\`${path}\``), `the report names ${path}`);
    }
  });
}
