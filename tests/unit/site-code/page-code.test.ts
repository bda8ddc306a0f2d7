import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { PAGE_PACKAGES } from '../../../src/site-code/allowed-imports.ts';
import { checkCodeFile, checkPageCode } from '../../../src/site-code/page-code.ts';
import { readPage } from '../../../src/source/page-includes.ts';

/** The findings of one .mdx page, as `line:column written` (and `(package)` for an unprovided package). */
const findings = (page: string) => {
  const reading = readPage(page);
  return checkPageCode(reading.parsedText, reading.code).map(({ line, column, written, unresolvablePackage }) => `${line}:${column} ${written}${unresolvablePackage ? ' (package)' : ''}`);
};

test('what reaches Node from a page is refused where it is written: imports, process, globals, eval, Function and the ways to them', () => {
  const page = [
    '---',
    'title: Leak',
    '---',
    "import { readFileSync } from 'node:fs';",
    "import cp from 'child_process';",
    "export const leak = readFileSync('/outside/secret.txt', 'utf8');",
    '',
    "{process.getBuiltinModule('fs').readFileSync('/outside/secret.txt', 'utf8')}",
    '',
    'Token: {process.env.X} and {globalThis.fetch} and {(0, eval)("1")}',
    '',
    "{[].constructor.constructor('return 1')()} {new Function('return 1')()} {x['constructor']}",
    '',
    "<Card title={import('node:fs')} {...global}>{import.meta.url}</Card>",
    '',
    "{\\u0070rocess.env.HOME} {Reflect.get(x, 'y')} {Object.getPrototypeOf(f)}",
  ].join('\n');
  assert.deepEqual(findings(page), [
    '4:1 import "node:fs"',
    '5:1 import "child_process"',
    '8:2 process',
    '10:9 process',
    '10:29 globalThis',
    '10:56 eval',
    '12:5 .constructor',
    '12:17 .constructor',
    '12:49 Function',
    '12:76 .constructor',
    '14:14 import(…)',
    '14:37 global',
    '14:46 import.meta',
    '16:2 process',
    '16:26 Reflect',
    '16:55 .getPrototypeOf',
  ]);
});

test('what only looks like it is no finding: prose, code blocks, comments, strings, keys, declared names, typeof', () => {
  const page = [
    "import { useState } from 'react';",
    "import { Card } from '@mintlify/components';",
    "import Chart from '/snippets/chart.jsx';",
    '',
    '# The process',
    '',
    'Our review process uses `process.env.TOKEN` and global settings; eval the Function of each step.',
    '',
    '```js',
    "import fs from 'node:fs';",
    'console.log(process.env.TOKEN, globalThis, [].constructor.constructor);',
    '```',
    '',
    '{/* process.env is read by the server, not here */}',
    '',
    "export const steps = { process: 'Review', global: true };",
    'export const Step = ({ process, global = 1 }) => <span data-x={steps.process}>{steps.global}</span>;',
    '',
    "{steps.process} {'process.env.X'} {typeof process === 'undefined' ? 'browser' : 'server'}",
    '',
    '<process>tag</process> <Card title="process.env" icon=\'eval\' />',
  ].join('\n');
  assert.deepEqual(findings(page), []);
});

test('a local variable named like a refused global is refused where it is read: rules read names, not scopes (rename it)', () => {
  assert.deepEqual(findings('export const Step = ({ process }) => <span>{process}</span>;\n'), ['1:45 process']);
});

test('a package pages are not given is its own kind, not a refusal of code; data: and file: imports are refused', () => {
  const page = [
    "import { Callout } from 'nextra/components';",
    "import x from 'data:text/javascript,export default 1';",
    "import y from 'file:///outside/secret.js';",
    '',
    '<Callout>Hi</Callout>',
  ].join('\n');
  assert.deepEqual(findings(page), ['1:1 import "nextra/components" (package)', '2:1 import "data:text/javascript,export default 1"', '3:1 import "file:///outside/secret.js"']);
  assert.deepEqual(PAGE_PACKAGES, ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', '@mintlify/components']);
});

test('a snippet file (.jsx, .tsx) is held to the same rules, with its imports for the walk from file to file', () => {
  const snippet = "import { useState } from 'react';\nimport { other } from './other.jsx';\n\nexport const Env = () => <div>{process.env.SECRET}</div>;\n";
  const { findings: found, imports } = checkCodeFile(snippet, 'snippets/env.jsx');
  assert.deepEqual(
    found.map(({ line, column, written }) => `${line}:${column} ${written}`),
    ['4:32 process'],
  );
  assert.deepEqual(imports, ['react', './other.jsx']);
  const typed = 'type P = { n: number };\nexport const N = ({ n }: P) => <b>{n}</b>;\n';
  assert.deepEqual(checkCodeFile(typed, 'snippets/n.tsx').findings, []);
});

const CORPUS = join(import.meta.dirname, '../../../../shared/corpus/docs-json');

/** Every .mdx page and .jsx/.tsx snippet of the real Mintlify sites in the corpus. */
function corpusFiles(): string[] {
  const roots = [join(CORPUS, 'mintlify-docs'), ...readdirSync(join(CORPUS, 'field')).map((name) => join(CORPUS, 'field', name))].filter((root) => statSync(root).isDirectory());
  return roots.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(?:mdx|jsx|tsx)$/.test(file) && !file.includes('node_modules'))
      .map((file) => join(root, file)),
  );
}

test('real docs run no refused code and are within the MDX parse budget: every page and snippet of Mintlify’s docs and the field corpus passes', {
  skip: !existsSync(CORPUS) && 'the corpus is not beside this checkout',
}, () => {
  const refused: string[] = [];
  let checked = 0;
  for (const file of corpusFiles()) {
    const text = readFileSync(file, 'utf8');
    let found: ReturnType<typeof checkCodeFile>['findings'];
    if (file.endsWith('.mdx')) {
      let reading: ReturnType<typeof readPage>;
      try {
        reading = readPage(text);
      } catch (error) {
        // A page MDX cannot parse is reported as such, not here; one over the parse budget would be a false refusal.
        if ((error as Error).message.endsWith('(quire:parse-budget)')) refused.push(`${file}: ${(error as Error).message}`);
        continue;
      }
      found = checkPageCode(reading.parsedText, reading.code);
    } else {
      found = checkCodeFile(text, file).findings;
    }
    checked++;
    for (const finding of found) if (!finding.unresolvablePackage) refused.push(`${file}:${finding.line}:${finding.column} ${finding.written}: ${finding.reason}`);
  }
  assert.ok(checked > 1000, `only ${checked} files checked`);
  assert.deepEqual(refused, []);
});
