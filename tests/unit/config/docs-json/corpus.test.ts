import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { test } from 'node:test';
import { loadDocsJson } from '../../../../src/config/docs-json/index.ts';
import { formatProblem } from '../../../../src/config/problems.ts';
import { CORPUS_ROOT, corpusSkip } from '../../../support/corpus.ts';

/**
 * Every real docs.json of ../shared/corpus/docs-json: Mintlify accepts all 23, so Quire must too.
 * `keys` counts the warnings per key that Mintlify drops without a word, checked against the
 * corpus README's list (mint.json keys, invented keys, 09's second root division); `staticSettings`
 * how many settings the one "no meaning on a static site" warning names.
 */
const CORPUS = join(CORPUS_ROOT, 'docs-json');

const EXPECTED: Record<string, { keys: Record<string, number>; staticSettings: number }> = {
  '01-langgenius+dify-docs.json': { keys: {}, staticSettings: 2 },
  '02-mintlify-context-engineering+ringcentral.json': { keys: { exclude: 1 }, staticSettings: 2 },
  '03-mintlify-onboarding+circle-devdocs.json': { keys: {}, staticSettings: 0 },
  '04-Comfy-Org+docs.json': { keys: {}, staticSettings: 0 },
  '05-crewAIInc+crewAI.json': { keys: { layout: 1, baseUrl: 1, auth: 1, mode: 1, feedback: 1 }, staticSettings: 0 },
  '06-firecrawl+firecrawl-docs.json': { keys: {}, staticSettings: 0 },
  '07-ClickHouse+mintlify-docs-dev.json': { keys: { scripts: 1, expandable: 12, root: 4 }, staticSettings: 0 },
  '08-upstash+docs.json': { keys: {}, staticSettings: 0 },
  '09-gocobalt+mintlify-docs.json': { keys: { anchors: 1, modeToggle: 1, default: 1, openapi: 1 }, staticSettings: 0 },
  '10-lightdash+mintlify-docs.json': { keys: {}, staticSettings: 0 },
  '11-getlago+lago-doc.json': { keys: { css: 1, scripts: 1 }, staticSettings: 0 },
  '12-hellopay-tech+hellopay-docs-mintlify.json': { keys: {}, staticSettings: 1 },
  '13-CerebriumAI+documentation.json': { keys: { css: 1 }, staticSettings: 2 },
  '14-nottelabs+notte.json': { keys: { 'seo.indexing': 1, collapsed: 11, topbarCtaButton: 1 }, staticSettings: 0 },
  '15-Unstructured-IO+docs.json': { keys: {}, staticSettings: 0 },
  '16-essalhq+mintlify-docs.json': {
    keys: { style: 1, modeToggle: 1, css: 1, anchors: 1, topbarLinks: 1, topbarCtaButton: 1, feedback: 1, footerSocials: 1, title: 4, name: 2 },
    staticSettings: 0,
  },
  '17-the-momentum+open-wearables.json': { keys: {}, staticSettings: 0 },
  '18-lmnr-ai+docs.json': { keys: {}, staticSettings: 1 },
  '19-fastino-ai+mintlify-docs.json': { keys: { openapi: 1 }, staticSettings: 0 },
  '20-Particle-Network+particle-docs-mintlify.json': { keys: {}, staticSettings: 0 },
  'Safefy-Pay+docs': { keys: { baseUrl: 1, auth: 1, openapi: 1 }, staticSettings: 1 },
  'Sajal0208+vocobase-api-docs': { keys: {}, staticSettings: 0 },
  'hoppscotch+docs': { keys: {}, staticSettings: 0 },
};

function corpusFiles(): string[] {
  const configs = readdirSync(join(CORPUS, 'configs'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(CORPUS, 'configs', name));
  const sites = readdirSync(join(CORPUS, 'sites')).map((name) => join(CORPUS, 'sites', name, 'docs.json'));
  return [...configs, ...sites];
}

const label = (file: string) => (basename(file) === 'docs.json' ? basename(dirname(file)) : basename(file));

test('every docs.json of the corpus is accepted, with a warning for each key Mintlify drops', { skip: corpusSkip(CORPUS) }, () => {
  const files = corpusFiles();
  assert.deepEqual(files.map(label).sort(), Object.keys(EXPECTED).sort());
  for (const file of files) {
    const result = loadDocsJson(file, dirname(file));
    assert.deepEqual(result.problems.map(formatProblem), [], label(file));
    assert.ok(result.config, label(file));
    const keys: Record<string, number> = {};
    for (const warning of result.warnings.filter((w) => w.path.length > 0)) {
      const key = String(warning.path.filter((segment) => typeof segment === 'string').at(-1));
      keys[key] = (keys[key] ?? 0) + 1;
    }
    const staticWarning = result.warnings.find((w) => w.path.length === 0);
    const staticSettings = staticWarning ? Number(/^(\d+) setting/.exec(staticWarning.message)?.[1]) : 0;
    assert.deepEqual({ keys, staticSettings }, EXPECTED[label(file)], label(file));
  }
});

test("09's two root divisions: versions kept, anchors dropped with a warning saying so and what to write", { skip: corpusSkip(CORPUS) }, () => {
  const file = join(CORPUS, 'configs', '09-gocobalt+mintlify-docs.json');
  const result = loadDocsJson(file, dirname(file));
  assert.ok(result.config?.navigation.versions);
  assert.equal(result.config?.navigation.anchors, undefined);
  const dropped = result.warnings.find((w) => w.path.join('.') === 'navigation.anchors');
  assert.match(dropped?.message ?? '', /Mintlify keeps the first valid one, "versions"/);
  assert.match(dropped?.hint ?? '', /navigation\.global\.anchors/);
});

test("16's mint.json keys each name their docs.json replacement; 14's dotted key says how to nest it", { skip: corpusSkip(CORPUS) }, () => {
  const sixteen = loadDocsJson(join(CORPUS, 'configs', '16-essalhq+mintlify-docs.json'), join(CORPUS, 'configs'));
  const hint = (key: string) => sixteen.warnings.find((w) => w.path.join('.') === key)?.hint;
  assert.match(hint('topbarLinks') ?? '', /"navbar": \{ "links"/);
  assert.match(hint('modeToggle') ?? '', /"appearance"/);
  assert.match(hint('footerSocials') ?? '', /"footer": \{ "socials"/);
  assert.match(hint('background.style') ?? '', /"decoration"/);
  const fourteen = loadDocsJson(join(CORPUS, 'configs', '14-nottelabs+notte.json'), join(CORPUS, 'configs'));
  assert.match(fourteen.warnings.find((w) => w.path[0] === 'seo.indexing')?.hint ?? '', /\{ "seo": \{ "indexing": … \} \}/);
});

test('page paths are normalised as Mintlify does: a leading "/" goes (03 writes both forms)', { skip: corpusSkip(CORPUS) }, () => {
  const result = loadDocsJson(join(CORPUS, 'configs', '03-mintlify-onboarding+circle-devdocs.json'), join(CORPUS, 'configs'));
  const pages: string[] = [];
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object')
      for (const [key, child] of Object.entries(value)) key === 'pages' && Array.isArray(child) ? child.forEach((p) => (typeof p === 'string' ? pages.push(p) : collect(p))) : collect(child);
  };
  collect(result.config?.navigation);
  assert.ok(pages.length > 400);
  assert.deepEqual(
    pages.filter((page) => page.startsWith('/')),
    [],
  );
});
