import { failureOf, listenForRenderFailures, markPageFault } from '../components/render-failures.ts';
import { sendError } from '../integration/render-jobs.ts';
import { refuseAddons, refuseMessages, refuseSignals } from './process-locks.ts';
import { installImageNaming, staticPathsOf } from './astro-prerender.ts';
import { toSendable, type FromRenderProcess, type RenderSetup, type SentResponse, type ToRenderProcess } from './render-protocol.ts';

/**
 * The process a build's pages are drawn in (confined-prerenderer.ts starts it). The site's code —
 * its MDX expressions, page components, snippets and React components — runs here and nowhere
 * else, under Node's permission model: it reads the site folder, Quire and the packages Quire runs
 * on, and the bundle it is drawn from; it writes nothing, starts no process, thread, addon or
 * inspector, and sees none of the build's environment variables. It answers the build's requests
 * (render-protocol.ts) with plain data; the build writes the pages.
 */

interface App {
  setInternals(internals: unknown): void;
  setOptions(options: unknown): void;
  render(request: Request, options: { routeData: unknown }): Promise<Response>;
}

/**
 * Sends a message to the build; what cannot cross (a function a page put where text goes) is sent
 * as text. A reply that still cannot be sent becomes that request's error, so the build never
 * waits for an answer that was lost.
 */
function send(message: FromRenderProcess): void {
  const toBuild = channelToBuild;
  const plain =
    'failure' in message ? { failure: { ...message.failure, component: String(message.failure.component), message: String(message.failure.message), file: String(message.failure.file) } } : message;
  try {
    toBuild?.(plain);
  } catch (error) {
    if ('id' in message)
      toBuild?.({
        id: message.id,
        error: { name: 'Error', message: `quire: the answer for this page could not be sent to the build (${(error as Error).message.split('\n')[0].slice(0, 200)})` },
      });
  }
}
/**
 * The channel to the build, kept here; `process.send` itself is taken away once the process is set
 * up, so a page's code cannot answer for another page, fake a failure or print to the build's log.
 */
const channelToBuild = process.send?.bind(process);
let app: App | undefined;
let faultsStayOnPage = false;
let images: (() => unknown) | undefined;
const routes: unknown[] = [];

/** Astro's logger in this process writes through the build's. */
const destination = {
  write(event: { level: string; label: string | null; message: string; newLine?: boolean }) {
    // A page's failure reaches the build as its error (worded below), which Astro reports there.
    if (event.level === 'error') return true;
    send({ log: { level: event.level, label: event.label, message: event.message, newLine: event.newLine } });
    return true;
  },
};

/**
 * The native modules Quire's components draw with (Sätteri parses HTML and Markdown), loaded before
 * any page's code; then no other addon loads in this process. Node's permission model allows
 * addons or refuses them all, and a site folder could hold a `.node` file of its own to load.
 */
async function loadAddonsThenLock(): Promise<void> {
  await import('satteri');
  refuseAddons();
  refuseSignals();
  refuseMessages();
}

/**
 * What the process does before it knows the bundle, as soon as it starts: it may start while Astro
 * bundles the pages (confined-prerenderer.ts startRenderProcessAhead), and this overlaps that.
 */
const prepared = Promise.all([loadAddonsThenLock(), import('astro/runtime/prerender/static-paths.js')]);

async function setUp(setup: RenderSetup): Promise<null> {
  await prepared;
  images = await installImageNaming(setup.images);
  const entry = (await import(setup.entry)) as { app: App };
  app = entry.app;
  faultsStayOnPage = setup.faultsStayOnPage;
  app.setInternals({
    prerenderEntryFileName: undefined,
    pagesByKeys: new Map(setup.pagesByKeys),
    entrySpecifierToBundleMap: new Map(setup.entrySpecifierToBundleMap),
  });
  app.setOptions({ settings: { scripts: setup.scripts }, logger: { options: { destination } } });
  listenForRenderFailures((failure) => send({ failure }));
  return null;
}

function theApp(): App {
  if (!app) throw new Error('quire: the render process was asked for pages before its setup');
  return app;
}

async function paths(): Promise<unknown> {
  const found = await staticPathsOf(theApp());
  return found.map(({ pathname, route }) => {
    routes.push(route);
    return { pathname, route: toSendable(route), routeId: routes.length - 1 };
  });
}

async function render(asked: Extract<ToRenderProcess, { render: unknown }>['render']): Promise<SentResponse> {
  const routeData = routes[asked.route];
  if (routeData === undefined) throw new Error(`quire: the render process has no route ${asked.route}`);
  const request = () => new Request(asked.url, { method: asked.method, headers: asked.headers });
  const pathname = new URL(asked.url).pathname;
  let response: Response;
  try {
    response = await theApp().render(request(), { routeData });
  } catch (error) {
    const refused = refusedHere(error, pathname);
    if (refused || !faultsStayOnPage) throw refused ?? error;
    response = await drawnAsText(request(), routeData, pathname, error);
  }
  const body = response.body === null ? null : new Uint8Array(await response.arrayBuffer());
  return { status: response.status, statusText: response.statusText, headers: [...response.headers], body };
}

/**
 * docs.json: the page drawn again as its text with a notice (PageFault.astro; the route reports the
 * fault with the page's file); the rest of the site is built, as Mintlify builds it. A page that
 * cannot be drawn even so fails with its first error.
 */
async function drawnAsText(request: Request, routeData: unknown, pathname: string, error: unknown): Promise<Response> {
  markPageFault(pathname, failureOf(error, 'page', pathname, 0).message);
  try {
    // The route reports the fault, with the page's file.
    return await theApp().render(request, { routeData });
  } catch {
    throw error;
  } finally {
    markPageFault(pathname, undefined);
  }
}

const REFUSED_ACTS: Record<string, string> = {
  FileSystemWrite: 'writes a file',
  FileSystemRead: 'reads a file outside the site folder',
  ChildProcess: 'starts a process',
  WorkerThreads: 'starts a thread',
  Inspector: 'opens the inspector',
  WASI: 'runs WASI',
  Addon: 'loads a native addon',
  Signal: 'sends a signal to a process',
  Messages: 'sends a message to the build',
};

/** What the confinement refused, in the author's words: which page, what its code tried. */
function refusedHere(error: unknown, page: string): Error | undefined {
  if (!(error instanceof Error)) return undefined;
  const { code, permission, resource } = error as Error & { code?: string; permission?: string; resource?: string };
  let act: string | undefined;
  if (code === 'ERR_ACCESS_DENIED') act = `${REFUSED_ACTS[permission ?? ''] ?? `uses ${permission ?? 'a refused API'}`}${resource ? ` (${resource})` : ''}`;
  else if (error instanceof EvalError && /code generation from strings/i.test(error.message)) act = 'makes code from a string (Function or eval)';
  if (!act) return undefined;
  return Object.assign(
    new Error(`The page ${page} runs code that ${act}, which a build refuses: a site's code is drawn in a confined process that reads the site folder and nothing else, and writes nothing.`),
    {
      hint: "Take that code out of the page or the snippet it imports; `quire check` names imports of Node's modules before a build.",
    },
  );
}

async function answer(message: ToRenderProcess): Promise<unknown> {
  if ('setup' in message) return setUp(message.setup);
  if ('paths' in message) return paths();
  if ('render' in message) return render(message.render);
  return toSendable(images?.() ?? new Map());
}

process.on('message', (message: ToRenderProcess) => {
  answer(message).then(
    (result) => send({ id: message.id, result }),
    (error: unknown) => send({ id: message.id, error: sendError(error) }),
  );
});
// A page's promise nobody awaits fails that page's drawing, not the process.
process.on('unhandledRejection', (reason) =>
  send({ log: { level: 'warn', label: 'quire', message: `a page's code failed after it was drawn: ${reason instanceof Error ? reason.message : String(reason)}` } }),
);
