/**
 * The one channel from a page being drawn to the build that draws it: a component that failed
 * (render-guard.ts) is handed to whatever the integration listens with for this build or dev
 * server. Pages are drawn by bundled copies of Quire's modules, which share no module state with
 * the integration, hence a well-known global; nothing listens in the reader's browser. Astro.locals
 * would be explicit, but the guards cannot reach it: React components are drawn by React's renderer,
 * and components MDX calls through the JSX runtime are called with their props alone.
 */
export interface RenderFailure {
  file: string;
  line?: number;
  component: string;
  message: string;
}

const CHANNEL = Symbol.for('quire.render-failures');

type Listener = (failure: RenderFailure) => void;

export function listenForRenderFailures(listener: Listener | undefined): void {
  (globalThis as Record<symbol, unknown>)[CHANNEL] = listener;
}

export function noteRenderFailure(failure: RenderFailure): void {
  const listener = (globalThis as Record<symbol, unknown>)[CHANNEL];
  if (typeof listener === 'function') (listener as Listener)(failure);
}

/** What is said of a failure: its message, never its stack. */
export function failureOf(error: unknown, component: string, file: string, line: number): RenderFailure {
  const message = error instanceof Error ? `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}` : String(error);
  return { file, line, component, message: message.split('\n')[0] };
}

/**
 * docs.json: the pages the build is drawing again after a fault, by path, with the fault's message
 * (confinement/render-process.ts marks them). The route draws such a page as its text with a notice
 * (PageFault.astro) instead of failing the site, as Mintlify publishes the pages around a broken one.
 * The same well-known global as above: the route is a bundled copy of Quire's modules.
 */
const FAULTS = Symbol.for('quire.page-faults');

const faults = (): Map<string, string> => ((globalThis as Record<symbol, unknown>)[FAULTS] ??= new Map<string, string>()) as Map<string, string>;

export function markPageFault(pathname: string, message: string | undefined): void {
  if (message === undefined) faults().delete(pathname);
  else faults().set(pathname, message);
}

export const pageFaultOf = (pathname: string): string | undefined => faults().get(pathname);
