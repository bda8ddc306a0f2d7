import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'node:test';
import { projectRoot } from '../support/run-build.ts';

// The benchmark, the scripts and the test helpers written in plain JavaScript (.mjs) import Quire's
// modules by name, and no type check reads them: a name renamed or removed in src/ surfaced only
// when the benchmark's smoke run failed minutes into the suite. Each named import is looked up here.
const FOLDERS = ['bench', 'scripts', 'tests/support'];

/** Every `import { a, b as c } from '…/src/…'` of the plain JavaScript files: the file, the module, the names. */
function namedImportsOfSrc(): { file: string; module: string; names: string[] }[] {
  const files = FOLDERS.flatMap((folder) =>
    readdirSync(join(projectRoot, folder))
      .filter((name) => name.endsWith('.mjs'))
      .map((name) => join(projectRoot, folder, name)),
  );
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'(\.[^']*\/src\/[^']*)'/g)].map((match) => ({
      file,
      module: resolve(dirname(file), match[2]!),
      names: match[1]!
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '' && !part.startsWith('type '))
        .map((part) => part.split(/\s+as\s+/)[0]!),
    })),
  );
}

test("the plain JavaScript files of the benchmark, scripts and test helpers import only names Quire's modules export", async () => {
  const imports = namedImportsOfSrc();
  assert.ok(imports.length > 5, `the files import from src/: ${imports.length}`);
  const missing: string[] = [];
  for (const { file, module, names } of imports) {
    const exported = await import(pathToFileURL(module).href);
    for (const name of names) if (!(name in exported)) missing.push(`${file.slice(projectRoot.length)}: ${name} from ${module.slice(projectRoot.length)}`);
  }
  assert.deepEqual(missing, []);
});
