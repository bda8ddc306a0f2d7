import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'node:test';
import { mdxToJs } from 'satteri';
import { iconSvg } from '../../../src/icons/icon-lookup.ts';
import { formatIconNotices, iconNoticesPlugin, newIconNotices, noteFrontmatterIcons } from '../../../src/markdown/icon-notices.ts';
import { docsFolderLayout, readSiteSource } from '../../../src/source/site-source.ts';

/** One build's pages through the plugin, as the integration runs it; the warning it would log. */
function buildWarning(pages: Record<string, string>, notices = newIconNotices()): string | undefined {
  const plugin = iconNoticesPlugin(notices, () => 'fontawesome');
  for (const [file, text] of Object.entries(pages)) mdxToJs(text, { mdastPlugins: [plugin], fileURL: pathToFileURL(join(tmpdir(), file)) });
  return formatIconNotices(notices);
}

test('an icon not drawn as asked is reported once per build, naming every page and line that asks for it', () => {
  const warning = buildWarning({ 'a.mdx': '# A\n\n<Card title="x" icon="rockt">a</Card>\n', 'b.mdx': 'Text <Icon icon="rockt" /> and <Step title="s" icon="rockt">b</Step>\n' });
  assert.ok(warning);
  assert.equal(warning.match(/icon "rockt" is no Font Awesome icon/g)?.length, 1, warning);
  assert.match(warning, /did you mean "rocket"\?/);
  assert.match(warning, /a\.mdx:3, .*b\.mdx:1\)/);
});

test('icons written as literals are resolved like the component draws them: object form, iconType as style, the site library', () => {
  const warning = buildWarning({ 'a.mdx': '<Icon icon={{ name: "star", style: "sharp-thin" }} />\n\n<Accordion title="t" icon="star" iconType="duotone">x</Accordion>\n' });
  assert.match(warning ?? '', /style "sharp-thin" is only in Font Awesome Pro; icons in it are drawn in the free "regular" style \(.*a\.mdx:1\)/);
  assert.match(warning ?? '', /style "duotone" is only in Font Awesome Pro.*a\.mdx:3\)/);
  const lucide = newIconNotices();
  mdxToJs('<Icon icon="house" />\n', { mdastPlugins: [iconNoticesPlugin(lucide, () => 'lucide')], fileURL: pathToFileURL(join(tmpdir(), 'c.mdx')) });
  assert.equal(formatIconNotices(lucide), undefined);
});

test("icons that are drawn, expressions naming the page's variables and icons of other elements are not reported", () => {
  assert.equal(buildWarning({ 'a.mdx': 'export const name = "rockt";\n\n<Icon icon="rocket" />\n\n<Icon icon={name} />\n\n<Mine icon="rockt" />\n' }), undefined);
});

test('a second build starts with nothing reported; rendering an icon writes nothing to the console', (t) => {
  assert.ok(buildWarning({ 'a.mdx': '<Icon icon="rockt" />\n' }));
  assert.equal(buildWarning({ 'a.mdx': '<Icon icon="rocket" />\n' }), undefined);
  const warn = t.mock.method(console, 'warn', () => {});
  assert.equal(iconSvg('rockt'), undefined);
  assert.equal(iconSvg('rockt'), undefined);
  assert.equal(warn.mock.callCount(), 0);
});

test('frontmatter icons of pages are reported with their file', () => {
  const site = mkdtempSync(join(tmpdir(), 'quire-icons-'));
  try {
    mkdirSync(join(site, 'docs'));
    writeFileSync(join(site, 'docs', 'intro.mdx'), '---\ntitle: Intro\nicon: rockt\n---\n\nHi\n');
    writeFileSync(join(site, 'docs', 'fine.mdx'), '---\nicon: rocket\n---\n\nHi\n');
    const notices = newIconNotices();
    noteFrontmatterIcons(notices, readSiteSource(docsFolderLayout(site)), 'fontawesome');
    const warning = formatIconNotices(notices) ?? '';
    assert.match(warning, /icon "rockt" is no Font Awesome icon and is not shown; did you mean "rocket"\? \(.*intro\.mdx\)/);
    assert.doesNotMatch(warning, /fine\.mdx/);
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

test("frontmatter icons are checked against the site's icon library (docs.json icons.library), as the sidebar draws them", () => {
  const site = mkdtempSync(join(tmpdir(), 'quire-icons-'));
  try {
    mkdirSync(join(site, 'docs'));
    // Lucide and Tabler names that Font Awesome does not have, and one no library has.
    writeFileSync(join(site, 'docs', 'lucide.mdx'), '---\nicon: square-dashed-mouse-pointer\n---\n\nHi\n');
    writeFileSync(join(site, 'docs', 'tabler.mdx'), '---\nicon: brand-tabler\n---\n\nHi\n');
    writeFileSync(join(site, 'docs', 'wrong.mdx'), '---\nicon: rockt\n---\n\nHi\n');
    const source = readSiteSource(docsFolderLayout(site));
    const warningIn = (library: 'lucide' | 'tabler' | 'fontawesome') => {
      const notices = newIconNotices();
      noteFrontmatterIcons(notices, source, library);
      return formatIconNotices(notices) ?? '';
    };
    const lucide = warningIn('lucide');
    assert.doesNotMatch(lucide, /lucide\.mdx/);
    assert.match(lucide, /icon "rockt" is no Lucide icon.*wrong\.mdx/);
    const tabler = warningIn('tabler');
    assert.doesNotMatch(tabler, /tabler\.mdx/);
    assert.match(tabler, /wrong\.mdx/);
    assert.match(warningIn('fontawesome'), /icon "square-dashed-mouse-pointer" is no Font Awesome icon.*lucide\.mdx/);
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

test('the dev server hears each icon notice once per place, as the page is compiled', () => {
  const heard: string[] = [];
  const plugin = iconNoticesPlugin(
    newIconNotices(),
    () => 'fontawesome',
    (notice, where) => heard.push(`${where}: ${notice}`),
  );
  const compile = (file: string, text: string) => mdxToJs(text, { mdastPlugins: [plugin], fileURL: pathToFileURL(join(tmpdir(), file)) });
  compile('a.mdx', '<Icon icon="rockt" />\n');
  compile('a.mdx', '<Icon icon="rockt" />\n');
  compile('b.mdx', '<Icon icon="rockt" />\n');
  assert.equal(heard.length, 2, heard.join('\n'));
  assert.match(heard[0], /a\.mdx:1: icon "rockt" is no Font Awesome icon/);
  assert.match(heard[1], /b\.mdx:1: icon "rockt"/);
});

test('an icon asked for in many places is one short line: its count and the first three places', () => {
  const pages = Object.fromEntries(Array.from({ length: 44 }, (_, i) => [`p${String(i).padStart(2, '0')}.mdx`, '<Icon icon={{ name: "star", style: "duotone" }} />\n']));
  const warning = buildWarning({ ...pages, 'z.mdx': '<Icon icon="rockt" />\n' }) ?? '';
  const lines = warning.split('\n');
  assert.equal(lines.length, 3, warning);
  assert.match(lines[1], /^ {2}⚠ Font Awesome style "duotone" .* \(44 places: \S*p00\.mdx:1, \S*p01\.mdx:1, \S*p02\.mdx:1 and 41 more\)$/);
  assert.match(lines[2], /^ {2}⚠ icon "rockt" .* \(\S*z\.mdx:1\)$/, 'the most used first; one place is named alone');
});
