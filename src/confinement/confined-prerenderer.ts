import { fork, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { AstroPrerenderer } from 'astro';
import { noteRenderFailure } from '../components/render-failures.ts';
import { receivedError } from '../integration/render-jobs.ts';
import { ownModule } from '../utils/own-modules.ts';
import { bundlingResults, loadImageServiceHere, type AstroLoggerSeen } from './astro-prerender.ts';
import { folderOf, renderProcessEnv, renderProcessFlags } from './render-permissions.ts';
import { fromSent, type FromRenderProcess, type SentResponse, type ToRenderProcess } from './render-protocol.ts';

/**
 * A build's pages drawn in a confined process (render-process.ts, render-permissions.ts) instead
 * of the build's own: Astro's prerenderer hook, wrapping the default one. The build bundles, then
 * asks the process for the site's paths and for each page, and writes what it answers; the site's
 * code never runs in the build's process, which holds the environment, the output folder and
 * every native module.
 */

const NULL_BODY_STATUSES = [101, 204, 205, 304];
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type Ask = ToRenderProcess extends infer T ? (T extends unknown ? Omit<T, 'id'> : never) : never;

export interface ConfinedRendering {
  siteDir: string;
  /** docs.json: a page whose code fails is published as its text with a notice (render-process.ts). */
  faultsStayOnPage: boolean;
  /** A process started while Astro bundles (startRenderProcessAhead), used if its grants name the bundle's folder. */
  started?: StartedRenderProcess;
}

/** A render process started ahead of the bundle it will draw from, and the bundle folder it may read. */
export interface StartedRenderProcess {
  bundleDir: string;
  child: ChildProcess;
}

/**
 * Starts the render process, confined to reading the site folder, Quire and `bundleDir`. Started
 * while Astro bundles the pages (its own start, ~0.3 s, then overlaps the bundling); it waits for
 * its setup message and runs no code of the site's before it.
 */
export function startRenderProcess(siteDir: string, bundleDir: string): StartedRenderProcess {
  const child = fork(ownModule('./render-process.ts', import.meta.url), [], {
    execArgv: renderProcessFlags({ siteDir, bundleDir }),
    env: renderProcessEnv(),
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
  });
  if (child.stderr) passOnErrorOutput(child.stderr);
  return { bundleDir, child };
}

/**
 * Holds the build's process open again (or for the first time): a process started ahead is let go
 * of until it is used, so a build that fails before drawing ends as it would without it (the
 * process ends when the build's does, its channel closed).
 */
function holding(child: ChildProcess, hold: boolean): ChildProcess {
  for (const handle of [child, child.channel, child.stderr] as Array<{ ref?: () => void; unref?: () => void } | null | undefined>) {
    if (hold) handle?.ref?.();
    else handle?.unref?.();
  }
  return child;
}

/** startRenderProcess ahead of the bundling: the build's process does not wait for it unless it is used. */
export function startRenderProcessAhead(siteDir: string, bundleDir: string): StartedRenderProcess {
  const started = startRenderProcess(siteDir, bundleDir);
  holding(started.child, false);
  return started;
}

/** The process started earlier when it is still running and may read this bundle's folder, else a new one (the early one stopped). */
export function renderProcessFor(started: StartedRenderProcess | undefined, siteDir: string, bundleDir: string): ChildProcess {
  const usable = started && started.bundleDir === bundleDir && started.child.exitCode === null && started.child.signalCode === null;
  if (usable) return holding(started.child, true);
  started?.child.kill();
  return startRenderProcess(siteDir, bundleDir).child;
}

export function confinedPrerenderer(base: AstroPrerenderer, { siteDir, faultsStayOnPage, started }: ConfinedRendering): AstroPrerenderer {
  let child: ChildProcess | undefined;
  let logger: AstroLoggerSeen | undefined;
  let imageService: string | undefined;
  let stopped: Error | undefined;
  const pending = new Map<number, Pending>();
  const routeIds = new WeakMap<object, number>();
  let nextId = 0;

  const ask = (message: Ask): Promise<unknown> => {
    if (stopped || !child) return Promise.reject(stopped ?? new Error('quire: the render process has not started'));
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      child?.send({ ...message, id } as ToRenderProcess);
    });
  };

  const received = (message: FromRenderProcess) => {
    if ('log' in message) return log(logger, message.log);
    if ('failure' in message) return noteRenderFailure(message.failure);
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if ('error' in message) waiting.reject(receivedError(message.error));
    else waiting.resolve(message.result);
  };

  const stop = (reason: Error) => {
    stopped ??= reason;
    for (const waiting of pending.values()) waiting.reject(reason);
    pending.clear();
  };

  return {
    name: 'quire:confined',
    async setup() {
      const results = await bundlingResults(base);
      logger = results.logger;
      imageService = results.setup.images.serviceEntrypoint;
      child = renderProcessFor(started, siteDir, bundleRoot(results.setup.entry));
      child.on('message', received);
      child.on('exit', (code, signal) => stop(new Error(`quire: the process drawing the pages stopped (${signal ?? `exit code ${code}`})`)));
      child.on('error', (error) => stop(error));
      await ask({ setup: { ...results.setup, faultsStayOnPage } });
    },
    async getStaticPaths() {
      const found = (await ask({ paths: true })) as { pathname: string; route: unknown; routeId: number }[];
      return found.map(({ pathname, route, routeId }) => {
        const routeData = fromSent(route) as object;
        routeIds.set(routeData, routeId);
        return { pathname, route: routeData } as Awaited<ReturnType<AstroPrerenderer['getStaticPaths']>>[number];
      });
    },
    async render(request, { routeData }) {
      const route = routeIds.get(routeData);
      if (route === undefined) throw new Error(`quire: Astro asked for a route the render process did not list (${routeData.route})`);
      // Headers left out: a prerendered page has none, and reading them makes Astro warn.
      const sent = (await ask({ render: { route, url: request.url, method: request.method, headers: [] } })) as SentResponse;
      const body = NULL_BODY_STATUSES.includes(sent.status) ? null : (sent.body as BodyInit | null);
      return new Response(body, { status: sent.status, statusText: sent.statusText, headers: sent.headers });
    },
    async collectStaticImages() {
      const images = fromSent(await ask({ images: true })) as Map<string, unknown>;
      if (images.size > 0 && imageService) await loadImageServiceHere(imageService);
      return images as Awaited<ReturnType<NonNullable<AstroPrerenderer['collectStaticImages']>>>;
    },
    async teardown() {
      stopped ??= new Error('quire: the pages are drawn');
      child?.kill();
      started?.child.kill();
      await base.teardown?.();
    },
  };
}

/**
 * The folder around the prerender bundle that module resolution walks: `quire build` renders from
 * `<site work folder>/render-chunks/.prerender/`, whose packages resolve through the work folder's
 * node_modules link (render-folder.ts); an Astro project's from `<outDir>/.prerender/` in the project.
 */
export const bundleRoot = (entry: string | URL): string => folderOf(new URL('../../', entry));

function log(logger: AstroLoggerSeen | undefined, event: { level: string; label: string | null; message: string }) {
  const level = event.level === 'error' || event.level === 'warn' || event.level === 'debug' ? event.level : 'info';
  if (logger) logger[level](event.label, event.message);
  else process.stderr.write(`${event.message}\n`);
}

/**
 * What the process writes to stderr, less what the build says better: a page's failure reaches
 * the build as its error and is reported there once, so Astro's own `[ERROR]` line for it and the
 * stack frames under it are left out. What a page's code prints itself passes on.
 */
function passOnErrorOutput(stream: Readable) {
  let inFailure = false;
  createInterface({ input: stream }).on('line', (line) => {
    if (/^(\S+ )?\[ERROR\] /.test(line)) inFailure = true;
    else if (!/^\s+at /.test(line)) inFailure = false;
    if (!inFailure) process.stderr.write(`${line}\n`);
  });
}
