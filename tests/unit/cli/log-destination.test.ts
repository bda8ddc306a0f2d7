import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AstroLoggerMessage } from 'astro';
import { readableLogDestination } from '../../../src/cli/log-destination.ts';

/** What a destination passes on from the events given, as `[label] message` lines. */
function written(events: ReadonlyArray<Omit<AstroLoggerMessage, 'newLine'>>): string[] {
  const lines: string[] = [];
  const destination = readableLogDestination((event) => lines.push(`[${event.label}] ${event.message}`));
  for (const event of events) destination.write({ ...event, newLine: true });
  return lines;
}

test("quire build's start reads as a static build: the render folder's adapter line is left out (coloured or not), every other line kept", () => {
  const green = (text: string) => `\u001b[32m${text}\u001b[39m`;
  const lines = written([
    { label: 'build', level: 'info', message: 'mode: "static"' },
    { label: 'build', level: 'info', message: `adapter: ${green('quire-render-folder')}` },
    { label: 'build', level: 'info', message: 'adapter: quire-render-folder' },
    { label: 'build', level: 'info', message: 'adapter: @astrojs/node' },
    { label: 'build', level: 'info', message: 'Collecting build info...' },
  ]);
  assert.deepEqual(lines, ['[build] mode: "static"', '[build] adapter: @astrojs/node', '[build] Collecting build info...']);
});
