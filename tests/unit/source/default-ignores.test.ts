import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { MINTLIFY_DEFAULT_IGNORED_FILES, SITE_ROOT_IGNORE } from '../../../src/source/site-source.ts';
import { CORPUS_ROOT, corpusSkip } from '../../support/corpus.ts';

const PAGE = join(CORPUS_ROOT, 'docs-json/mintlify-docs/organize/mintignore.mdx');
/** Quire's own folders beside a site: its Astro cache and its work folder. */
const QUIRE_OWN = ['.astro', '.quire'];

test("what a site leaves out without a .mintignore is Mintlify's documented list (organize/mintignore.mdx), and only Quire's own folders besides", { skip: corpusSkip(PAGE) }, () => {
  const text = readFileSync(PAGE, 'utf8');
  const section = text.slice(text.indexOf('## Default ignored patterns'), text.indexOf('## ', text.indexOf('## Default ignored patterns') + 3));
  const listed = [...section.matchAll(/^- `([^`]+)`$/gm)].map((match) => match[1]);
  assert.ok(listed.length >= 10, `the list in ${PAGE}: ${listed.join(', ')}`);
  const files = listed.filter((name) => /\.\w+$/.test(name) && !name.startsWith('.'));
  const folders = listed.filter((name) => !files.includes(name));
  assert.deepEqual([...MINTLIFY_DEFAULT_IGNORED_FILES].sort(), files.sort());
  assert.deepEqual([...SITE_ROOT_IGNORE].filter((name) => !QUIRE_OWN.includes(name)).sort(), folders.sort());
});
