// Writes the flag table of docs/reference/cli.md from the parser's own definitions (src/cli/args.ts):
// `npm run docs:cli`. tests/unit/cli/cli-reference.test.ts fails when the page and the parser differ.
import { readFileSync, writeFileSync } from 'node:fs';
import { flagTableMarkdown } from '../src/cli/args.ts';

const page = new URL('../docs/reference/cli.md', import.meta.url);
const text = readFileSync(page, 'utf8');
const lines = text.split('\n');
const start = lines.findIndex((line) => line.startsWith('| flag |') || line === 'FLAG_TABLE');
if (start === -1) throw new Error('docs/reference/cli.md has no flag table to replace');
let end = start + 1;
while (end < lines.length && lines[end].startsWith('|')) end += 1;
lines.splice(start, end - start, flagTableMarkdown());
writeFileSync(page, lines.join('\n'));
