import type { AstroLoggerDestination, AstroLoggerMessage } from 'astro';
import nodeDestination from 'astro/logger/node';
import { stripVTControlCharacters } from 'node:util';
import { RENDER_FOLDER_ADAPTER } from './render-folder.ts';

// Astro's terminal output for the `quire` command (Astro's `logger.entrypoint`, set in
// astro-options.ts), with three of Astro's habits made readable:
//
// - The build's route list writes `├─ /path` without a newline, then the render time once the page
//   is written. Quire renders pages concurrently (`build.concurrency`, integration/index.ts), so
//   the starts of other routes and other messages land on the open line:
//   `├─ /404.html16:36:11 ├─ /api/…`. Each route start becomes a line of its own, in Astro's order;
//   the times that follow cannot be told apart under concurrency and are left out.
// - A dev request for a page that does not exist makes Astro's router warn that
//   `[...slug].astro` (a path inside Quire's installation) has no such static path; the 404 page
//   answers and Astro logs `[404] /path` anyway, so the warning says nothing the reader can act on.
// - When a Quire hook stops the command (a site.json error), Astro first logs "An unhandled error
//   occurred while running the astro:config:setup hook" under Quire's label; the command then
//   prints the error in Quire's words (cli/main.ts explain), so the banner only adds noise.
// - `quire build` names the folder Astro renders from through an adapter (render-folder.ts) that
//   serves nothing; Astro's `adapter: …` line about it would suggest a server build, so it is left out.

/** A route-list entry as Astro starts it: `  ├─ /path/index.html` (perhaps coloured), line left open. */
const isRouteStart = (event: AstroLoggerMessage) => event.label === null && !event.newLine && /^\s*[├└]─/.test(stripVTControlCharacters(event.message));
/** What Astro writes after a route's start: ` (+12ms)`, ` (cached)`, ` (restored)`. */
const isRouteEnd = (event: AstroLoggerMessage) => event.label === 'SKIP_FORMAT' && /^\s*\((\+|cached|restored)/.test(stripVTControlCharacters(event.message));
/** The router's warning for a dev request no page answers (Astro's NoMatchingStaticPathFound). */
const isNoStaticPathWarning = (event: AstroLoggerMessage) => event.label === 'router' && event.level === 'warn' && event.message.includes('no matching static path was found');
/** Astro's `adapter: quire-render-folder` at the start of `quire build`. */
const isRenderFolderAdapterLine = (event: AstroLoggerMessage) => event.label === 'build' && stripVTControlCharacters(event.message) === `adapter: ${RENDER_FOLDER_ADAPTER}`;

/** Astro's banner before the error a Quire hook threw (integrations/hooks.js): the command says the error itself. */
const isHookErrorBanner = (event: AstroLoggerMessage) =>
  event.label === 'quire' && event.level === 'error' && stripVTControlCharacters(event.message).startsWith('An unhandled error occurred while running the ');

/** Astro's node destination, writing each route of the build's list on its own line and leaving out dev's router 404 warning and the render folder's adapter line. */
export function readableLogDestination(write: AstroLoggerDestination['write']): AstroLoggerDestination {
  let openRoutes = 0;
  return {
    write(event) {
      if (isNoStaticPathWarning(event) || isRenderFolderAdapterLine(event) || isHookErrorBanner(event)) return;
      if (isRouteStart(event)) {
        openRoutes += 1;
        return write({ ...event, newLine: true });
      }
      if (openRoutes > 0 && isRouteEnd(event)) {
        openRoutes -= 1;
        return;
      }
      write(event);
    },
  };
}

/** Astro's `logger.entrypoint` contract: the default export makes the destination from `logger.config`. */
export default function quireLogDestination(config: { level?: AstroLoggerMessage['level']; stream?: 'stderr' } = {}): AstroLoggerDestination {
  const node = config.stream === 'stderr' ? stderrDestination(config.level ?? 'info') : nodeDestination(config);
  return readableLogDestination((event) => node.write(event));
}

const LEVELS: Record<string, number> = { debug: 20, info: 30, warn: 40, error: 50, silent: 90 };

/**
 * Every line on standard error, in Astro's node form (time, level, label): `--reporter json`
 * keeps standard output for its document, and a build's warnings are still read where they are.
 */
function stderrDestination(level: string): AstroLoggerDestination {
  const time = new Intl.DateTimeFormat([], { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });
  return {
    write(event) {
      if ((LEVELS[event.level] ?? 30) < (LEVELS[level] ?? 30)) return true;
      const marks = [time.format(new Date()), ...(event.level === 'warn' || event.level === 'error' ? [`[${event.level.toUpperCase()}]`] : []), ...(event.label ? [`[${event.label}]`] : [])];
      process.stderr.write(`${event.label === 'SKIP_FORMAT' ? '' : `${marks.join(' ')} `}${event.message}${event.newLine ? '\n' : ''}`);
      return true;
    },
  };
}
