import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { satteri } from '@astrojs/markdown-satteri';
import { quirePipeline, renderMdAndMdx, type SharedOptions } from '../../support/markdown-pipeline.ts';

// Quire highlights its pages itself (markdown/code-highlighter.ts), tokenizing each block once for
// both themes: pages must come out exactly as Astro's own Shiki step draws them, for .md and .mdx.

const docsDir = mkdtempSync(join(tmpdir(), 'quire-highlight-'));
after(() => rmSync(docsDir, { recursive: true, force: true }));

const PAGE = [
  '# Code',
  '',
  '```ts title="load.ts" {2}',
  'export async function load(id: number) {',
  '  return fetch(`/api/user/` + id); // [!code ++]',
  '}',
  '```',
  '',
  '```JSON',
  '{ "name": "Ada", "age": 36 }',
  '```',
  '',
  '```diff',
  '-old line',
  '+new line',
  ' context',
  '```',
  '',
  '```no-such-language',
  'kept as plain text',
  '```',
  '',
  '```',
  'no language at all',
  '```',
  '',
  '```math',
  'x^2',
  '```',
  '',
  '```mermaid',
  'graph TD; A-->B',
  '```',
  '',
].join('\n');

const pipeline = async () => (await quirePipeline({ docsDir, iconLibrary: 'fontawesome', unknownComponents: 'warning', pageCodeProblems: 'warning', missingMediaTolerated: true })).markdown;
type Processor = Awaited<ReturnType<typeof pipeline>>['processor'];

async function render(processor: Processor, shared: SharedOptions) {
  const { md, mdx } = await renderMdAndMdx(processor, shared, docsDir, { md: ['code.md', PAGE], mdx: ['code.mdx', PAGE] });
  return { md: md.code, mdx: mdx.code };
}

/** The same plugins as Quire's pipeline, highlighted by Astro's own Sätteri step. */
const astroHighlighting = (processor: Processor) => satteri({ ...processor.options });

async function warningsWhile<T>(run: () => Promise<T>): Promise<{ result: T; warnings: string[] }> {
  const warnings: string[] = [];
  const warn = console.warn;
  console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
  try {
    return { result: await run(), warnings };
  } finally {
    console.warn = warn;
  }
}

test('pages come out as Astro highlights them, .md and .mdx, with the same warning for an unknown language', async () => {
  const markdown = await pipeline();
  const shared = { syntaxHighlight: markdown.syntaxHighlight, shikiConfig: markdown.shikiConfig, gfm: true, smartypants: true };
  const quire = await warningsWhile(() => render(markdown.processor, shared));
  const astro = await warningsWhile(() => render(astroHighlighting(markdown.processor), shared));
  assert.equal(quire.result.md, astro.result.md);
  assert.equal(quire.result.mdx, astro.result.mdx);
  assert.deepEqual(quire.warnings, astro.warnings);
  // What the comparison compares.
  assert.match(quire.result.md, /class="astro-code astro-code-themes [^"]+" style="overflow-x:auto"[^>]* data-language="ts"/);
  assert.match(quire.result.md, /data-language="JSON"/);
  assert.match(quire.result.md, /<span style="user-select: none;">\+<\/span>/);
  assert.match(quire.result.md, /data-language="plaintext"/);
  assert.match(quire.result.md, /mermaid-diagram/);
  assert.match(quire.warnings.join('\n'), /The language "no-such-language" doesn't exist, falling back to "plaintext"/);
});

test('settings another integration changes are honoured: wrapping or none, one theme, no highlighting', async () => {
  const markdown = await pipeline();
  const variants: SharedOptions[] = [
    { syntaxHighlight: markdown.syntaxHighlight, shikiConfig: { ...markdown.shikiConfig, wrap: true } },
    { syntaxHighlight: markdown.syntaxHighlight, shikiConfig: { ...markdown.shikiConfig, wrap: null } },
    { syntaxHighlight: 'shiki', shikiConfig: { theme: 'css-variables', themes: {}, transformers: [] } },
    { syntaxHighlight: false, shikiConfig: markdown.shikiConfig },
  ];
  for (const shared of variants) {
    const quire = await warningsWhile(() => render(markdown.processor, shared));
    const astro = await warningsWhile(() => render(astroHighlighting(markdown.processor), shared));
    assert.deepEqual(quire.result, astro.result, JSON.stringify(shared.syntaxHighlight));
  }
  const wrapped = await render(markdown.processor, variants[0]);
  assert.match(wrapped.md, /style="overflow-x:auto;white-space:pre-wrap;word-wrap:break-word"/);
  const cssVariables = await render(markdown.processor, variants[2]);
  assert.match(cssVariables.md, /var\(--astro-code-/);
});
