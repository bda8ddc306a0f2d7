import type { satteri } from '@astrojs/markdown-satteri';
import type { IconNoticesOfBuild } from '../markdown/icon-notices.ts';
import type { UndefinedNamesIn } from '../markdown/undefined-names.ts';
import type { ComponentUsesOfBuild } from '../markdown/unknown-components.ts';
import type { RenderSettings } from './markdown.ts';

/**
 * What passes between a build and its Markdown render threads (render-threads.ts, render-worker.ts):
 * the settings a thread makes its own Quire Markdown pipeline from, one page to render, and the
 * page's result with what the page noted for the build's report. Everything here is plain data:
 * it crosses threads by structured clone.
 */

type Processor = ReturnType<typeof satteri>;
/** What Astro hands a processor's `createRenderer` (.md) and `createMdxRenderer` (.mdx). */
export type SharedMarkdownOptions = Parameters<Processor['createRenderer']>[0];
export type MdxOptions = Parameters<NonNullable<Processor['createMdxRenderer']>>[1];
export type MarkdownRenderer = Awaited<ReturnType<Processor['createRenderer']>>;
export type MdxRenderer = Awaited<ReturnType<NonNullable<Processor['createMdxRenderer']>>>;

/**
 * Astro's shared options as sent: Shiki's transformers are functions, which do not cross threads;
 * the thread uses its own pipeline's, which are the same ones (render-threads.ts checks).
 */
export type SentOptions = Omit<SharedMarkdownOptions, 'shikiConfig'> & { shikiConfig?: Omit<NonNullable<SharedMarkdownOptions['shikiConfig']>, 'transformers'> };

/** A renderer as Astro asks for one (`createRenderer`, `createMdxRenderer`): sent to each thread once, named by `id`. */
export type RendererSpec = { id: number; kind: 'md'; options: SentOptions } | { id: number; kind: 'mdx'; options: SentOptions; mdx: Omit<MdxOptions, 'srcDir'> & { srcDir?: string } };

/** One page for the renderer `renderer` names. */
export type RenderJob =
  | { id: number; renderer: number; kind: 'md'; content: string; frontmatter: Record<string, unknown>; fileURL?: string }
  | { id: number; renderer: number; kind: 'mdx'; content: string; filePath: string; frontmatter: Record<string, unknown> };

/** To a thread: the build's settings (once, first), then renderers and pages. */
export type RenderMessage = { settings: RenderSettings } | { renderer: RendererSpec } | { job: RenderJob };

/** What one page noted while rendered, for the build's records (the same records an inline render fills). */
export interface PageNotes {
  componentUses: ComponentUsesOfBuild;
  icons: IconNoticesOfBuild;
  undefinedNames: UndefinedNamesIn[];
}

/** An error as it crosses threads: its own properties (message, name, line, column…), each that can be cloned. */
export type SentError = Record<string, unknown> & { message: string; name: string };

/** `unsent`: the result could not cross, and the build renders the page on its own thread. */
export type RenderReply = ({ id: number; notes: PageNotes } & ({ result: unknown } | { error: SentError })) | { id: number; unsent: true };

export function sendError(thrown: unknown): SentError {
  if (!(thrown instanceof Error)) return { name: 'Error', message: String(thrown) };
  const sent: SentError = { name: thrown.name, message: thrown.message };
  for (const key of Object.getOwnPropertyNames(thrown)) {
    if (key === 'name' || key === 'message') continue;
    try {
      sent[key] = structuredClone((thrown as unknown as Record<string, unknown>)[key]);
    } catch {
      // A property that cannot cross (a function, a native handle) is left behind.
    }
  }
  return sent;
}

/** The error again on the build's side, with the properties @astrojs/mdx and Quire's report read (line, column, name…). */
export function receivedError(sent: SentError): Error {
  const { message, ...rest } = sent;
  return Object.assign(new Error(message), rest);
}
