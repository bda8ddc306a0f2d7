import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { COMMANDS, flagTableMarkdown } from '../../../src/cli/args.ts';
import { projectRoot } from '../../support/run-build.ts';

// The CLI reference page of Quire's documentation holds the flag table made from the parser's own
// definitions, and names every command: a flag or command added to args.ts and not documented fails here.
test('docs/reference/cli.md holds the flag table made from args.ts (npm run docs:cli) and names every command', () => {
  const page = readFileSync(join(projectRoot, 'docs/reference/cli.md'), 'utf8');
  assert.ok(page.includes(flagTableMarkdown()), 'the flag table differs from args.ts: run `npm run docs:cli`');
  for (const command of Object.keys(COMMANDS)) assert.match(page, new RegExp(`\`${command}\\b`), `quire ${command} is not documented`);
});
