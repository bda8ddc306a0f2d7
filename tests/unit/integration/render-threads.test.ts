import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { RenderSettings } from '../../../src/integration/markdown.ts';
import { PAGES_FOR_RENDER_THREADS, renderThreadCount, startRenderThreads } from '../../../src/integration/render-threads.ts';
import { quirePipeline, renderMdAndMdx, type SharedOptions } from '../../support/markdown-pipeline.ts';

// A build renders its pages on threads (render-threads.ts): each page must come out as the
// build's own thread draws it, with the same notes in the build's report and the same errors.

const docsDir = mkdtempSync(join(tmpdir(), 'quire-threads-'));
after(() => rmSync(docsDir, { recursive: true, force: true }));

const MDX_PAGE = [
  '# Guide',
  '',
  '<Note>Read this first.</Note>',
  '',
  '<Mystery>kept text</Mystery>',
  '',
  '<Icon icon="no-such-icon-anywhere" />',
  '',
  'Value: {undefinedThing}',
  '',
  '| a | b |',
  '| - | - |',
  '| 1 | 2 |',
  '',
  '```js title="x.js" {1}',
  'const a = 1; // [!code ++]',
  '```',
  '',
  '```mermaid',
  'graph TD; A-->B',
  '```',
  '',
].join('\n');
const MD_PAGE = ['# Notes for {{name}}', '', '| a |', '| - |', '| b |', '', '```ts', 'let x: number = 1;', '```', '', '[Guide](/guide) and [x](javascript:alert(1))', ''].join('\n');

const settings = (unknownComponents: 'error' | 'warning'): RenderSettings => ({
  docsDir,
  iconLibrary: 'fontawesome',
  unknownComponents,
  pageCodeProblems: 'warning',
  missingMediaTolerated: true,
  variables: { name: 'Quire' },
});

const pipeline = quirePipeline;
type Processor = Awaited<ReturnType<typeof pipeline>>['markdown']['processor'];
const renderBoth = (processor: Processor, shared: SharedOptions) => renderMdAndMdx(processor, shared, docsDir, { md: ['notes.md', MD_PAGE], mdx: ['guide.mdx', MDX_PAGE, { title: 'Guide' }] });

test('pages rendered on threads come out as on the build thread, with the same notes for the report', async () => {
  const here = await pipeline(settings('warning'));
  const inline = await renderBoth(here.markdown.processor, here.shared);

  const threads = startRenderThreads(2)!;
  try {
    const there = await pipeline(settings('warning'));
    const processor = threads.processorFor(there.markdown.processor, { settings: settings('warning'), records: there.records, transformers: there.markdown.shikiConfig.transformers });
    const threaded = await renderBoth(processor, there.shared);
    assert.equal(threads.pagesSent(), 2, 'both pages went to the threads');

    assert.deepEqual(threaded, inline);
    assert.deepEqual(there.records, here.records);
    // What the pages say, so the comparison above compares something.
    assert.match(inline.md.code, /Notes for Quire/);
    assert.match(inline.md.code, /<table tabindex="0"/);
    assert.doesNotMatch(inline.md.code, /javascript:/);
    assert.match(inline.mdx.code, /mermaid-diagram/);
    assert.deepEqual([...here.records.componentUses.unknown.keys()], ['Mystery']);
    assert.equal(here.records.icons.size, 1);
    assert.deepEqual(
      here.records.pageCode.undefinedNames.map(({ names }) => names),
      [['undefinedThing']],
    );
  } finally {
    await threads.close();
  }
});

test('a page that stops the build on a thread stops it with the same error', async () => {
  const here = await pipeline(settings('error'));
  const inlineError = await renderBoth(here.markdown.processor, here.shared).then(
    () => assert.fail('an unknown component is an error here'),
    (error: Error) => error,
  );
  const threads = startRenderThreads(1)!;
  try {
    const there = await pipeline(settings('error'));
    const processor = threads.processorFor(there.markdown.processor, { settings: settings('error'), records: there.records, transformers: there.markdown.shikiConfig.transformers });
    const threadError = await renderBoth(processor, there.shared).then(
      () => assert.fail('an unknown component is an error on a thread too'),
      (error: Error) => error,
    );
    assert.ok(threadError instanceof Error);
    assert.equal(threadError.message, inlineError.message);
    assert.equal(threadError.name, 'QuireUnknownComponent');
    assert.equal((threadError as Error & { line?: number }).line, (inlineError as Error & { line?: number }).line);
    assert.match(threadError.message, /Mystery/);
  } finally {
    await threads.close();
  }
});

test('a pipeline another integration changed is rendered on the build thread, with its plugin', async () => {
  const threads = startRenderThreads(1)!;
  try {
    const there = await pipeline(settings('warning'));
    const processor = threads.processorFor(there.markdown.processor, { settings: settings('warning'), records: there.records, transformers: there.markdown.shikiConfig.transformers });
    // As an integration extends the pipeline: on the processor's own options, after Quire set it up.
    processor.options.hastPlugins.push({ name: 'another-integration', element: { filter: ['h1'], visit: (node, ctx) => ctx.setProperty(node, 'dataOther', 'yes') } });
    const { md } = await renderBoth(processor, there.shared);
    assert.match(md.code, /data-other="yes"/);
    assert.equal(threads.pagesSent(), 0);
  } finally {
    await threads.close();
  }
});

test('idle threads do not keep the process alive: a build that fails before its end still ends', () => {
  // As a build stopped by an error (no astro:build:done to close them): one thread rendered a page, one none.
  const threadsModule = pathToFileURL(fileURLToPath(new URL('../../../src/integration/render-threads.ts', import.meta.url))).href;
  const script = `const { startRenderThreads } = await import(${JSON.stringify(threadsModule)}); startRenderThreads(2); console.log('started');`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 120_000 });
  assert.equal(run.stdout.trim(), 'started', run.stderr);
  assert.equal(run.signal, null, 'the process was still running: the threads kept it alive');
  assert.equal(run.status, 0, run.stderr);
});

test('Shiki themes that crossed to a thread are resolved there once, so every page reuses them', async () => {
  const { optionsOnThisThread } = await import('../../../src/integration/render-worker.ts');
  const { normalizeTheme } = await import('shiki/core');
  const { shikiConfig } = (await quirePipeline(settings('warning'))).markdown;
  const { transformers, ...rest } = shikiConfig;
  // What a thread receives: a structured clone, which drops Shiki's "already resolved" mark.
  const sent = structuredClone({ shikiConfig: rest, syntaxHighlight: { type: 'shiki' as const } });
  assert.notEqual(normalizeTheme(sent.shikiConfig.themes.light), sent.shikiConfig.themes.light, 'a cloned theme would be resolved anew by every code block');
  const here = optionsOnThisThread(sent, transformers).shikiConfig!;
  for (const mode of ['light', 'dark'] as const) {
    const theme = here.themes![mode];
    assert.equal(normalizeTheme(theme as never), theme, `the ${mode} theme is used as it is`);
    assert.deepEqual({ ...(theme as object) }, { ...shikiConfig.themes[mode] }, `the ${mode} theme keeps every colour`);
  }
  assert.equal(here.transformers, transformers);
});

test('a build renders on threads only where they pay: a large site on two or more cores, up to four threads', () => {
  assert.equal(renderThreadCount(2, 2), 0, 'a two-page site renders on the build thread');
  assert.equal(renderThreadCount(PAGES_FOR_RENDER_THREADS - 1, 8), 0);
  assert.equal(renderThreadCount(PAGES_FOR_RENDER_THREADS, 1), 0, 'one core: a thread only adds its start');
  assert.equal(renderThreadCount(PAGES_FOR_RENDER_THREADS, 2), 2);
  assert.equal(renderThreadCount(5000, 16), 4);
});
