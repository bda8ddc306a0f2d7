import { mkdirSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import type { SiteTailwind } from '../styles/tailwind.ts';

/** Writes the Tailwind stylesheet into the built site, at the path the pages link. */
export function writeTailwindCss(outDir: string, tailwind: SiteTailwind | undefined): void {
  if (!tailwind) return;
  const target = join(outDir, tailwind.href);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, tailwind.css);
}

/** `quire dev`: the Tailwind stylesheet made when the server started, at its path. */
export function tailwindDevMiddleware(current: () => SiteTailwind | undefined) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const tailwind = current();
    if (!tailwind || request.url?.split('?')[0] !== tailwind.href) return next();
    response.setHeader('Content-Type', 'text/css; charset=utf-8');
    response.end(tailwind.css);
  };
}
