import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { parse as parseJsonc } from 'jsonc-parser';
import { validateDocsJson } from '../../../../src/config/docs-json/index.ts';
import { formatProblem } from '../../../../src/config/problems.ts';
import { docsJsonSiteFields } from '../../../../src/config/docs-json/to-model.ts';
import { CORPUS_ROOT, corpusSkip } from '../../../support/corpus.ts';

// Mintlify's own pages are the spec of what docs.json may say: every integration example they
// show must validate as written. Templates (the "options" blocks, the overview's list) hold
// placeholders ("required", "optional - …") instead of values, and are left out.
const ANALYTICS = join(CORPUS_ROOT, 'docs-json/mintlify-docs/integrations/analytics');
const base = { theme: 'mint', name: 'Acme', colors: { primary: '#0d9373' }, navigation: { groups: [{ group: 'Start', pages: ['index'] }] } };

/** The ```json blocks of a page that are examples (not the options template), each with its title. */
function examples(page: string): { title: string; json: string }[] {
  const text = readFileSync(join(ANALYTICS, page), 'utf8');
  return [...text.matchAll(/```json ?([^\n]*)\n([\s\S]*?)```/g)].map((match) => ({ title: match[1].trim(), json: match[2] })).filter(({ title }) => !/options in docs\.json/i.test(title));
}

/** Whether a block is a template: some value is a placeholder ("required", "optional", "optional - your …"). */
const isTemplate = (value: unknown): boolean =>
  typeof value === 'string' ? /^(required|optional)\b/i.test(value) : typeof value === 'object' && value !== null && Object.values(value).some(isTemplate);

test("every analytics example on Mintlify's integration pages validates as docs.json", { skip: corpusSkip(ANALYTICS) }, () => {
  const pages = readdirSync(ANALYTICS).filter((name) => name.endsWith('.mdx'));
  let checked = 0;
  for (const page of pages) {
    for (const { title, json } of examples(page)) {
      const trimmed = json.trim();
      // As written on the page: some examples carry comments.
      const parsed = parseJsonc(trimmed.startsWith('{') ? trimmed : `{${trimmed}}`, [], { allowTrailingComma: true }) as { integrations?: unknown };
      if (parsed.integrations === undefined || isTemplate(parsed.integrations)) continue;
      const problems = validateDocsJson({ ...base, integrations: parsed.integrations }).problems.map(formatProblem);
      assert.deepEqual(problems, [], `${page} "${title}"`);
      checked += 1;
    }
  }
  assert.ok(checked >= 15, `only ${checked} examples found in ${ANALYTICS}`);
});

test("the other forms Mintlify's own pages write are read as the documented ones: Front's chat ID alone, LogRocket's apiKey, one banner colour, Devin Desktop in the contextual menu", () => {
  const result = validateDocsJson({
    ...base,
    integrations: { frontchat: '1365d046d7c023e9b030ce90d02d093a', logrocket: { apiKey: 'abc123/my-docs' } },
    banner: { content: 'New', color: '#0d9373' },
    contextual: { options: ['copy', 'devin-desktop', 'chatgpt'] },
  });
  assert.deepEqual(result.problems.map(formatProblem), []);
  assert.ok(result.config);
  const integrations = result.config.integrations as Record<string, unknown>;
  assert.deepEqual(integrations.frontchat, { snippetId: '1365d046d7c023e9b030ce90d02d093a' });
  assert.deepEqual(integrations.logrocket, { appId: 'abc123/my-docs' });
  assert.deepEqual(result.config.banner?.color, { light: '#0d9373', dark: '#0d9373' });
  // Devin Desktop is an app Mintlify hands the page to: a static site has no menu entry for it.
  assert.deepEqual(docsJsonSiteFields(result.config).contextual?.options, ['copy', 'chatgpt']);
});
