import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';
import { projectRoot } from '../support/run-build.ts';

// Issue 27: no hidden state. A change of the process's current directory changes what every
// relative path and every message (display-path.ts) means for all the code running at the time;
// Quire passes folders instead. Read as code (TypeScript's parser), so a comment naming it is no use.

/** The code of a file: an .astro file's frontmatter (the part that runs when a page is built), else all of it. */
function codeOf(file: string): string {
  const text = readFileSync(file, 'utf8');
  if (!file.endsWith('.astro')) return text;
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  return frontmatter ? frontmatter[1] : '';
}

/** Where code changes directory: `x.chdir` / `x['chdir']` (process.chdir however reached), or `chdir` imported from node:process. */
function chdirUses(name: string, code: string): string[] {
  const source = ts.createSourceFile(name, code, ts.ScriptTarget.Latest, true, name.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const at = (node: ts.Node) => `${name}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAccessExpression(node) && node.name.text === 'chdir') found.push(at(node));
    if (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression) && node.argumentExpression.text === 'chdir') found.push(at(node));
    if (ts.isImportSpecifier(node) && (node.propertyName ?? node.name).text === 'chdir') found.push(at(node));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const codeFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.(ts|tsx|mjs|js|astro)$/.test(path) && !path.endsWith('.d.ts'))
    .map((path) => join(dir, path));

test('no code of Quire changes the current directory (process.chdir): folders are passed, not set', () => {
  const files = [...codeFiles(join(projectRoot, 'src')), ...codeFiles(join(projectRoot, 'bin'))];
  assert.ok(files.length > 100, 'the sources were not found');
  assert.deepEqual(
    files.flatMap((file) => chdirUses(relative(projectRoot, file), codeOf(file))),
    [],
  );
});

test('the check finds process.chdir however it is written, and not in comments or strings', () => {
  assert.deepEqual(chdirUses('a.ts', "const hooks = {\n  'astro:build:start': () => process.chdir(dir),\n};"), ['a.ts:2']);
  assert.deepEqual(chdirUses('b.ts', "globalThis.process['chdir'](dir);"), ['b.ts:1']);
  assert.deepEqual(chdirUses('c.ts', "import { chdir as cd } from 'node:process';"), ['c.ts:1']);
  assert.deepEqual(chdirUses('d.ts', '// process.chdir is never called here\nconst text = "process.chdir(dir)";'), []);
});
