import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { satteri } from '@astrojs/markdown-satteri';
import { addComponentUses } from '../markdown/unknown-components.ts';
import { ownModule } from '../utils/own-modules.ts';
import { addPlaces } from '../utils/places.ts';
import type { BuildRecords, RenderSettings } from './markdown.ts';
import { receivedError, type MdxOptions, type RendererSpec, type RenderJob, type RenderMessage, type RenderReply, type SentOptions, type SharedMarkdownOptions } from './render-jobs.ts';

/**
 * A build renders its Markdown and MDX pages on threads (render-worker.ts), one per core: Astro
 * renders them one after another on one thread (a thousand pages: ~6 s of a ~25 s build) while
 * the other cores wait. Each thread makes Quire's own pipeline from the build's settings; what a
 * page notes (unknown components, icons, undefined names) is added to the build's records as its
 * result arrives, so the report reads as if the page had been rendered here.
 *
 * A pipeline a thread could not make the same stays here: another integration that changed the
 * Markdown plugins, Shiki transformers not Quire's, options that cannot cross threads. A thread
 * that stops hands its pages back, rendered here. The dev server renders here (one page at a time).
 */

type Processor = ReturnType<typeof satteri>;
type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void; here: () => Promise<unknown> };

export interface RenderThreads {
  /**
   * `processor` (Quire's, from quireMarkdownConfig) rendering on the threads, which make its twin
   * from `settings`; `transformers` are the Shiki transformers of Quire's settings.
   */
  processorFor(processor: Processor, how: { settings: RenderSettings; records: BuildRecords; transformers: readonly unknown[] }): Processor;
  /** How many threads there are, and how many pages went to them (the rest were rendered here). */
  readonly size: number;
  pagesSent(): number;
  /** Stops the threads (the build is done); anything rendered later is rendered here. */
  close(): Promise<void>;
}

/**
 * Below this many pages a build renders on its own thread. Measured on 2 cores (bench/README.md):
 * a thread's start costs ~0.9 s of CPU and ~0.2 GB; 2 to 1,000 generated Markdown pages built no
 * faster with threads, Mintlify's docs (1,546 MDX pages) ~7 % faster.
 */
export const PAGES_FOR_RENDER_THREADS = 1001;

/** How many threads render a build of `pages` pages: one per core, up to four; none on one core, where a thread only adds its start, or for a smaller site. */
export function renderThreadCount(pages: number, cores = availableParallelism()): number {
  return cores < 2 || pages < PAGES_FOR_RENDER_THREADS ? 0 : Math.min(cores, 4);
}

const sameEntries = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((entry, index) => entry === b[index]);

function sendable(shared: SharedMarkdownOptions): SentOptions {
  if (!shared.shikiConfig) return shared;
  const { transformers: _ownedByTheThread, ...shikiConfig } = shared.shikiConfig;
  return { ...shared, shikiConfig };
}

function canClone(value: unknown): boolean {
  try {
    structuredClone(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts `count` render threads (none: undefined). They start once the site is read (astro:config:setup)
 * and load their modules while Astro starts its content sync; they make the pipeline when `processorFor` sends the settings.
 */
export function startRenderThreads(count: number, onLost?: (reason: string) => void): RenderThreads | undefined {
  if (count === 0) return undefined;
  const pool = startPool(count, onLost);
  return {
    processorFor(processor, { settings, records, transformers }) {
      pool.configure(settings, records);
      const atStart = { mdast: [...processor.options.mdastPlugins], hast: [...processor.options.hastPlugins], features: JSON.stringify(processor.options.features) };
      /** Whether a thread's pipeline is this one: Quire's plugins as they were, Quire's transformers, options that cross. */
      const threadsCanRender = (shared: SharedMarkdownOptions, ...more: unknown[]): boolean => {
        const { options } = processor;
        const pluginsUnchanged = sameEntries(options.mdastPlugins, atStart.mdast) && sameEntries(options.hastPlugins, atStart.hast) && JSON.stringify(options.features) === atStart.features;
        return pluginsUnchanged && sameEntries(shared.shikiConfig?.transformers ?? [], transformers) && canClone([sendable(shared), ...more]);
      };
      return {
        name: processor.name,
        // The same object: an integration that adds a plugin adds it to Quire's (and its pages then render here).
        options: processor.options,
        async createRenderer(shared) {
          if (!threadsCanRender(shared)) return processor.createRenderer(shared);
          const rendererId = pool.addRenderer({ kind: 'md', options: sendable(shared) });
          let renderer: ReturnType<Processor['createRenderer']> | undefined;
          const here = () => (renderer ??= processor.createRenderer(shared));
          return {
            render: (content, opts) =>
              pool.run({ kind: 'md', renderer: rendererId, content, frontmatter: opts?.frontmatter ?? {}, fileURL: opts?.fileURL?.href }, async () =>
                (await here()).render(content, opts),
              ) as ReturnType<Awaited<ReturnType<Processor['createRenderer']>>['render']>,
          };
        },
        async createMdxRenderer(shared, mdx: MdxOptions) {
          const createHere = () => processor.createMdxRenderer!(shared, mdx);
          const sentMdx = { ...mdx, srcDir: mdx.srcDir?.href };
          if (!threadsCanRender(shared, sentMdx)) return createHere();
          const rendererId = pool.addRenderer({ kind: 'mdx', options: sendable(shared), mdx: sentMdx });
          let renderer: ReturnType<typeof createHere> | undefined;
          const here = () => (renderer ??= createHere());
          return {
            process: (content, filePath, frontmatter) =>
              pool.run({ kind: 'mdx', renderer: rendererId, content, filePath, frontmatter }, async () => (await here()).process(content, filePath, frontmatter)) as ReturnType<
                Awaited<ReturnType<typeof createHere>>['process']
              >,
          };
        },
      };
    },
    size: count,
    pagesSent: () => pool.sent,
    close: pool.close,
  };
}

type JobOf<T> = T extends unknown ? Omit<T, 'id'> : never;

function startPool(size: number, onLost?: (reason: string) => void) {
  const url = ownModule('./render-worker.ts', import.meta.url);
  let nextId = 0;
  let nextRendererId = 0;
  let lost = false;
  let records: BuildRecords | undefined;
  const renderHere = (job: Pending) => void job.here().then(job.resolve, job.reject);

  const startThread = () => {
    const worker = new Worker(url);
    const pending = new Map<number, Pending>();
    worker.on('message', (reply: RenderReply) => {
      const job = pending.get(reply.id);
      if (!job) return;
      pending.delete(reply.id);
      if (pending.size === 0) worker.unref();
      if ('unsent' in reply) return renderHere(job);
      if (records) {
        addComponentUses(records.componentUses, reply.notes.componentUses);
        addPlaces(records.icons, reply.notes.icons);
        records.pageCode.undefinedNames.push(...reply.notes.undefinedNames);
      }
      if ('error' in reply) job.reject(receivedError(reply.error));
      else job.resolve(reply.result);
    });
    const stopped = (reason: string) => {
      if (!lost && reason) onLost?.(reason);
      lost = true;
      for (const job of pending.values()) renderHere(job);
      pending.clear();
    };
    worker.on('error', (error) => stopped(`a Markdown render thread stopped (${error.message}); the pages are rendered on the build's thread`));
    worker.on('exit', () => stopped(''));
    // Idle, a thread does not keep the process alive (a failed build ends); it does while a page is
    // out (run below). After the listeners: adding a 'message' listener refs the thread's port again.
    worker.unref();
    return { worker, pending };
  };
  const threads = Array.from({ length: size }, startThread);

  const pool = {
    sent: 0,
    configure(settings: RenderSettings, buildRecords: BuildRecords) {
      records = buildRecords;
      for (const { worker } of threads) worker.postMessage({ settings } satisfies RenderMessage);
    },
    /** Sends a renderer's options to every thread once (messages arrive in order: before its pages); answers its id. */
    addRenderer(spec: JobOf<RendererSpec>): number {
      const id = nextRendererId++;
      for (const { worker } of threads) worker.postMessage({ renderer: { ...spec, id } as RendererSpec } satisfies RenderMessage);
      return id;
    },
    run(job: JobOf<RenderJob>, here: () => Promise<unknown>): Promise<unknown> {
      if (lost || !records) return here();
      const thread = threads.reduce((least, next) => (next.pending.size < least.pending.size ? next : least));
      const id = nextId++;
      return new Promise((resolve, reject) => {
        try {
          thread.worker.postMessage({ job: { ...job, id } } as RenderMessage);
        } catch {
          // A page whose frontmatter cannot cross threads.
          return void here().then(resolve, reject);
        }
        thread.pending.set(id, { resolve, reject, here });
        thread.worker.ref();
        pool.sent++;
      });
    },
    close: async () => {
      lost = true;
      await Promise.all(threads.map(({ worker }) => worker.terminate()));
    },
  };
  return pool;
}
