import { parentPort } from 'node:worker_threads';
import { siteTextOnce } from '../utils/read-site-file.ts';
import { normalizeTheme, type ShikiTransformer, type ThemeRegistrationAny } from 'shiki/core';
import { newIconNotices } from '../markdown/icon-notices.ts';
import { newPageCode } from '../markdown/page-code.ts';
import { newComponentUses } from '../markdown/unknown-components.ts';
import { quireMarkdownConfig } from './markdown.ts';
import {
  sendError,
  type MarkdownRenderer,
  type MdxRenderer,
  type PageNotes,
  type RendererSpec,
  type RenderJob,
  type RenderMessage,
  type RenderReply,
  type SentOptions,
  type SharedMarkdownOptions,
} from './render-jobs.ts';

/**
 * One Markdown render thread of a build (render-threads.ts starts it): Quire's own pipeline,
 * made here from the build's settings (the first message), renders the pages it is sent one at a time, and answers
 * each with its result and what the page noted (unknown components, icons, undefined names).
 */

const records = { componentUses: newComponentUses(), icons: newIconNotices(), pageCode: newPageCode() };
let pipeline: ReturnType<typeof quireMarkdownConfig> | undefined;

/**
 * A theme object as Shiki marks it once resolved. The mark is not enumerable, so it does not cross
 * threads: a theme that arrives unmarked is resolved again by every code block, twice per block
 * for two themes (new object, so Shiki's cache of parsed themes misses; 1,000 pages took ~40 %
 * longer on a thread than on the build's). Resolved once here, the same object serves every page.
 */
function resolvedHere<T>(theme: T): T {
  return theme !== null && typeof theme === 'object' ? (normalizeTheme(theme as ThemeRegistrationAny) as T) : theme;
}

/** Astro's options as sent, as this thread uses them: with its own Shiki transformers (the build's are the same ones), themes resolved once. */
export function optionsOnThisThread(sent: SentOptions, transformers: ShikiTransformer[]): SharedMarkdownOptions {
  const { theme, themes } = sent.shikiConfig ?? {};
  const resolvedThemes = themes && Object.fromEntries(Object.entries(themes).map(([mode, value]) => [mode, resolvedHere(value)]));
  return { ...sent, shikiConfig: { ...sent.shikiConfig, theme: resolvedHere(theme), themes: resolvedThemes, transformers } } as SharedMarkdownOptions;
}

async function optionsHere(sent: SentOptions) {
  if (!pipeline) throw new Error('quire: a page was sent to a render thread before the settings');
  const { processor, shikiConfig } = await pipeline;
  return { processor, options: optionsOnThisThread(sent, shikiConfig.transformers) };
}

// The renderers the build asked for, by the id it gave them.
const renderers = new Map<number, Promise<MarkdownRenderer | MdxRenderer>>();
async function makeRenderer(spec: RendererSpec): Promise<MarkdownRenderer | MdxRenderer> {
  const { processor, options } = await optionsHere(spec.options);
  if (spec.kind === 'md') return processor.createRenderer(options);
  return processor.createMdxRenderer!(options, { ...spec.mdx, srcDir: spec.mdx.srcDir ? new URL(spec.mdx.srcDir) : undefined });
}

async function render(job: RenderJob): Promise<unknown> {
  const renderer = await renderers.get(job.renderer);
  if (!renderer) throw new Error(`quire: a page was sent to a render thread for a renderer it was not given (${job.renderer})`);
  if (job.kind === 'md') return (renderer as MarkdownRenderer).render(job.content, { frontmatter: job.frontmatter, fileURL: job.fileURL ? new URL(job.fileURL) : undefined });
  return (renderer as MdxRenderer).process(job.content, job.filePath, job.frontmatter);
}

/** What the page just rendered noted; the records are emptied for the next one (the plugins hold them). */
function takeNotes(): PageNotes {
  const { componentUses, icons, pageCode } = records;
  const notes = structuredClone({ componentUses, icons, undefinedNames: pageCode.undefinedNames });
  componentUses.custom.length = 0;
  componentUses.unknown.clear();
  icons.clear();
  pageCode.undefinedNames.length = 0;
  return notes;
}

// One page at a time: each answer carries exactly the notes of its own page.
let queue = Promise.resolve();
parentPort?.on('message', (message: RenderMessage) => {
  if ('settings' in message) {
    // Made now (its Shiki themes are read), while the build starts; pages wait for it.
    // Quire's pipeline as the build's own (config-setup.ts), from the settings the build started with.
    const { settings } = message;
    pipeline = quireMarkdownConfig(() => settings, records, undefined, siteTextOnce(settings.siteDir ?? settings.docsDir));
    // A failure is the first page's to report, as it would be on the build's thread.
    pipeline.catch(() => undefined);
    return;
  }
  if ('renderer' in message) {
    const made = makeRenderer(message.renderer);
    // A failure is the first page's to report.
    made.catch(() => undefined);
    renderers.set(message.renderer.id, made);
    return;
  }
  const { job } = message;
  queue = queue.then(async () => {
    let reply: RenderReply;
    try {
      const result = await render(job);
      reply = { id: job.id, notes: takeNotes(), result };
    } catch (error) {
      reply = { id: job.id, notes: takeNotes(), error: sendError(error) };
    }
    try {
      parentPort?.postMessage(reply);
    } catch {
      // A result that cannot cross (a plugin put a function in it): the build renders this page itself.
      parentPort?.postMessage({ id: job.id, unsent: true } satisfies RenderReply);
    }
  });
});
