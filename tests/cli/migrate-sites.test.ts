import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import type { NavigationGroup } from '../../src/config/model.ts';
import { pageHref } from '../../src/navigation/pages.ts';
import { projectRoot, quire, STACK_TRACE } from './quire-process.ts';
import { corpusSkip } from '../support/corpus.ts';

// Whole real Mintlify sites: `quire migrate`, then `quire build --links warn` (they have broken
// links, as real sites do). Builds: run under the shared build lock.
const SITES = join(projectRoot, '../shared/corpus/sites');
const skip = corpusSkip(SITES);

const folders: string[] = [];
after(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

function navigationPages(groups: readonly NavigationGroup[] | readonly unknown[]): string[] {
  return (groups as Array<string | NavigationGroup>).flatMap((item) => (typeof item === 'string' ? [item] : navigationPages(item.pages)));
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(dir, file));
}

/** A run of plain words from a snippet's text, to find it again in the pages that include it. */
function snippetPhrase(source: string): string | undefined {
  const text = source.replace(/^---[\s\S]*?\n---\n/, '').replace(/<[^>]*>/g, ' ');
  return /[A-Za-z][A-Za-z ]{20,}[A-Za-z]/.exec(text)?.[0].replace(/\s+/g, ' ');
}

/** The pages that pull a snippet in: `import X from '/snippets/x.mdx'` or `<Snippet file="x.mdx" />`. */
function pagesUsing(docs: string, snippet: string, pages: readonly string[]): string[] {
  const inDocs = snippet.replace(/^docs\//, '');
  const name = inDocs.replace(/^_?snippets\//, '');
  return pages.filter((page) => {
    const text = readFileSync(join(docs, `${page}${existsSync(join(docs, `${page}.mdx`)) ? '.mdx' : '.md'}`), 'utf8');
    return text.includes(`'/${inDocs}'`) || text.includes(`"/${inDocs}"`) || new RegExp(`<Snippet\\s+file=["']${name}["']`).test(text);
  });
}

const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

for (const name of ['1GMedia__docs', 'browserbase__docs', 'embedchain__embedchain']) {
  test(`${name}: migrated and built, every navigation page is in dist and looks right`, { skip, timeout: 300_000 }, () => {
    const dest = mkdtempSync(join(tmpdir(), `quire-migrated-${name}-`));
    folders.push(dest);
    const migrated = quire(['migrate', join(SITES, name), dest, '--force'], projectRoot);
    assert.equal(migrated.status, 0, migrated.output);
    const report = readFileSync(join(dest, 'MIGRATION.md'), 'utf8');
    assert.match(report, /npx quire build .* --links warn/);
    // The report lists the changes: JSON path, old → new, why.
    assert.match(report, /## Changes to the configuration \(mint\.json → site\.json\)\n\n- `[^`]+`: .+ → .+: \w/);

    const built = quire(['build', dest, '--links', 'warn'], projectRoot);
    assert.equal(built.status, 0, built.output);
    assert.doesNotMatch(built.output, STACK_TRACE);

    const dist = join(dest, 'dist');
    const site = JSON.parse(readFileSync(join(dest, 'site.json'), 'utf8')) as { navigation: NavigationGroup[] };
    const pages = navigationPages(site.navigation);
    assert.ok(pages.length > 10, `only ${pages.length} navigation pages`);
    for (const page of pages) {
      const href = pageHref(page.replace(/\.mdx?$/, ''));
      assert.ok(existsSync(join(dist, href, 'index.html')), `navigation page ${page} is not in dist`);
    }
    for (const file of htmlFiles(dist)) {
      const html = readFileSync(file, 'utf8');
      // Components became HTML: no Mintlify tag survives as text or markup.
      assert.doesNotMatch(html, /&lt;(Card|Note|Tip|Warning|Info|Steps|Tabs|CodeGroup|Accordion)\b|<(Card|Note|CardGroup|Steps|CodeGroup|Accordion)[\s>]/, file);
      for (const [, src] of html.matchAll(/<img[^>]+src="(\/[^"]+)"/g)) {
        assert.ok(existsSync(join(dist, decodeURIComponent(src.split(/[?#]/)[0]))), `${file}: image ${src} is not in dist`);
      }
      for (const [, srcset] of html.matchAll(/<(?:img|source)[^>]+srcset="([^"]+)"/g)) {
        for (const candidate of srcset
          .split(',')
          .map((part) => part.trim().split(/\s+/)[0])
          .filter((url) => url.startsWith('/'))) {
          assert.ok(existsSync(join(dist, decodeURIComponent(candidate.split(/[?#]/)[0]))), `${file}: srcset image ${candidate} is not in dist`);
        }
      }
    }
    // Snippet content is inlined into every page that includes it.
    const snippets = readdirSync(join(dest, 'docs'), { recursive: true, encoding: 'utf8' }).filter((file) => /^_?snippets\/.+\.mdx$/.test(file));
    let inlined = 0;
    for (const snippet of snippets) {
      const phrase = snippetPhrase(readFileSync(join(dest, 'docs', snippet), 'utf8'));
      if (!phrase) continue;
      const allPages = readdirSync(join(dest, 'docs'), { recursive: true, encoding: 'utf8' }).filter((file) => /\.mdx?$/.test(file) && !/^_?snippets\//.test(file));
      for (const page of pagesUsing(
        join(dest, 'docs'),
        snippet,
        allPages.map((file) => file.replace(/\.mdx?$/, '')),
      )) {
        const html = readFileSync(join(dist, pageHref(page.replace(/\.mdx?$/, '')), 'index.html'), 'utf8');
        assert.ok(visibleText(html).includes(phrase), `${page}: the text of ${snippet} ("${phrase}") is not in the page`);
        inlined += 1;
      }
    }
    assert.ok(snippets.length === 0 || inlined > 0, `no page including one of ${snippets.join(', ')} was found`);
  });
}

test('a Mintlify folder with a custom React component: migrate copies it, the build draws it (no placeholder, no warning)', { timeout: 120_000 }, () => {
  const source = mkdtempSync(join(tmpdir(), 'quire-mintlify-jsx-'));
  const dest = mkdtempSync(join(tmpdir(), 'quire-migrated-jsx-'));
  folders.push(source, dest);
  mkdirSync(join(source, 'snippets'));
  writeFileSync(join(source, 'mint.json'), JSON.stringify({ name: 'Charts', colors: { primary: '#0D9373' }, navigation: [{ group: 'Start', pages: ['index'] }] }));
  writeFileSync(join(source, 'snippets/chart.jsx'), 'export const BarChart = ({ values }) => <div>{values.join(",")}</div>;\n');
  writeFileSync(join(source, 'index.mdx'), "---\ntitle: Home\n---\nimport { BarChart } from '/snippets/chart.jsx';\n\nSales by quarter:\n\n<BarChart values={[1, 2]} />\n");

  const migrated = quire(['migrate', source, dest, '--force'], projectRoot);
  assert.equal(migrated.status, 0, migrated.output);
  assert.doesNotMatch(readFileSync(join(dest, 'MIGRATION.md'), 'utf8'), /BarChart/);
  assert.ok(existsSync(join(dest, 'docs/snippets/chart.jsx')));

  const built = quire(['build', dest], projectRoot);
  assert.equal(built.status, 0, built.output);
  assert.ok(built.output.includes(`quire build: the site is in ${join(dest, 'dist')}`), built.output);
  assert.doesNotMatch(built.output, /\.\.\//, 'a folder outside the current one is named by its absolute path');
  assert.doesNotMatch(built.output, /BarChart|placeholder/);
  const html = readFileSync(join(dest, 'dist/index.html'), 'utf8');
  assert.match(visibleText(html), /Sales by quarter: 1,2/);
});
