import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { classCandidates, siteTailwind } from '../../../src/styles/tailwind.ts';
import { readSiteSource } from '../../../src/source/site-source.ts';

test('class names are read from class attributes only: prose words never become rules', () => {
  const page = [
    'A hidden table laid out on a grid of block quotes.',
    '<img className="block dark:hidden" src="/a.png" />',
    "<div class='grid grid-cols-2'>",
    '<div className={cn("w-[120px]", open && \'rounded-2xl\', `p-4`)}>',
  ].join('\n');
  assert.deepEqual(classCandidates(page).sort(), ['block', 'dark:hidden', 'grid', 'grid-cols-2', 'p-4', 'rounded-2xl', 'w-[120px]']);
  assert.deepEqual(classCandidates('No markup: a block, hidden, in a grid.'), []);
});

const COLOURS = { primary: '#16a34a', light: '#4ade80', dark: '#15803d' };

/** A docs.json-style site folder (pages beside the config) inside a temporary root, with `outside/` beside it. */
function siteWith(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'quire-tailwind-'));
  after(() => rmSync(root, { recursive: true, force: true }));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return { root, site: join(root, 'site') };
}

const layoutOf = (site: string) => ({ pagesDir: site, siteDir: site });

test('classes a snippet builds in JavaScript (template literals, clsx/cn calls, constants) get their Tailwind rules', async () => {
  const { site } = siteWith({
    'site/index.mdx': "import { Card } from '/snippets/card.jsx';\n\n<Card dark />\n",
    'site/snippets/card.jsx': [
      "const base = 'rounded-2xl border';",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the snippet's own template literal, written as a site has it
      'export const Card = ({ dark }) => <div className={`${base} border-zinc-200 ${dark ? "dark:bg-zinc-900" : "bg-white"}`}>Card</div>;',
      "export const tone = clsx('text-emerald-700', { 'font-semibold': true });",
    ].join('\n'),
  });
  const tailwind = await siteTailwind(readSiteSource(layoutOf(site)), site, COLOURS);
  assert.ok(tailwind, 'no Tailwind stylesheet');
  for (const rule of ['.rounded-2xl', '.border-zinc-200', '.dark\\:bg-zinc-900', '.bg-white', '.text-emerald-700', '.font-semibold']) assert.ok(tailwind.css.includes(rule), `no ${rule}`);
});

test("the scan reads only the site folder's regular files: an import leading outside, a link leading outside and a named pipe add nothing and never block", { timeout: 30_000 }, async () => {
  const { root, site } = siteWith({
    'outside/secret.jsx': 'export const Secret = () => <div className="bg-fuchsia-950">x</div>;\n',
    'site/index.mdx': [
      "import { Secret } from '../outside/secret.jsx';",
      "import { Linked } from '/snippets/linked.jsx';",
      "import { Pipe } from '/snippets/pipe.jsx';",
      '',
      '<div className="p-4">Home</div>',
    ].join('\n'),
  });
  mkdirSync(join(site, 'snippets'), { recursive: true });
  symlinkSync(join(root, 'outside', 'secret.jsx'), join(site, 'snippets', 'linked.jsx'));
  execFileSync('mkfifo', [join(site, 'snippets', 'pipe.jsx')]);
  const tailwind = await siteTailwind(readSiteSource(layoutOf(site)), site, COLOURS);
  assert.ok(tailwind?.css.includes('.p-4'));
  assert.ok(!tailwind?.css.includes('fuchsia-950'), 'a class from outside the site folder was generated');
});

test('a page of thousands of unclosed `className={` is read in one pass (each expression within a window)', () => {
  const page = '<div className={cn("p-4", '.repeat(15_000);
  assert.ok(page.length > 350_000);
  assert.deepEqual(classCandidates(page), ['p-4']);
});
