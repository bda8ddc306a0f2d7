import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * What `quire preview` makes of a request path with %-escapes: "malformed" when an escape decodes
 * to nothing (a lone "%", "%E0%A4%A"), "no-file" when it decodes to what no file name of the
 * built site holds (an escaped "/" or "\", a control character, a "." or ".." segment), else
 * undefined (served as usual). Astro's preview (and dev, for the first) turns them into a 500 and a stack trace.
 */
export function oddRequestPath(url: string): 'malformed' | 'no-file' | undefined {
  const path = url.split(/[?#]/)[0];
  if (!path.includes('%')) return undefined;
  const segments: string[] = [];
  for (const segment of path.split('/')) {
    try {
      segments.push(decodeURIComponent(segment));
    } catch {
      return 'malformed';
    }
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are in no file name Quire writes
  const noFile = segments.some((segment) => /[/\\\u0000-\u001f\u007f]/.test(segment) || segment === '.' || segment === '..');
  return noFile ? 'no-file' : undefined;
}

/** Answers an odd request as a static host would: 400 for a malformed escape, the site's 404 page otherwise. */
function answerOddRequest(kind: 'malformed' | 'no-file', outDir: string, response: ServerResponse): void {
  const notFoundPage = join(outDir, '404.html');
  if (kind === 'no-file' && existsSync(notFoundPage)) {
    response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(readFileSync(notFoundPage));
    return;
  }
  response.writeHead(kind === 'malformed' ? 400 : 404, { 'Content-Type': 'text/plain; charset=utf-8' });
  response.end(kind === 'malformed' ? 'Bad request: the URL holds a "%" that starts no escape.\n' : 'Not found.\n');
}

/**
 * A `preview.proxy` entry (Vite runs the proxy before its static files and Astro's page lookup)
 * whose bypass answers odd request paths itself; every other request goes on untouched.
 */
export function previewOddPathGuard(outDir: string): Record<string, object> {
  return {
    '^[^?#]*%': {
      target: 'http://127.0.0.1',
      bypass: (request: IncomingMessage, response: ServerResponse) => {
        const kind = oddRequestPath(request.url ?? '/');
        if (kind) answerOddRequest(kind, outDir, response);
        return request.url ?? '/';
      },
    },
  };
}

/**
 * Dev's side: a malformed escape is answered with a 400 before Astro's dev server, which fails on
 * it with a 500 and a stack trace; the rest is left to the dev server (it has no built 404 page).
 */
export function devOddPathGuard(): Plugin {
  return {
    name: 'quire:dev-odd-paths',
    apply: 'serve',
    configureServer(server) {
      // In front of Astro's own middlewares, which it puts first of all once the servers' plugins are set up (its trailing-slash check decodes the path).
      return () => {
        server.middlewares.stack.unshift({
          route: '',
          handle: (request: IncomingMessage, response: ServerResponse, next: () => void) => {
            if (oddRequestPath(request.url ?? '/') !== 'malformed') return next();
            answerOddRequest('malformed', '', response);
          },
        });
      };
    },
  };
}
