import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const compileCache = fileURLToPath(new URL('../../../src/cli/compile-cache.ts', import.meta.url));
const aQuireModule = fileURLToPath(new URL('../../../src/config/validate.ts', import.meta.url));

/** Files under dir, at any depth. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);

test('the quire command keeps compiled modules on disk, so the next start loads them from there', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'quire-compile-cache-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const script = `const { cacheCompiledModules } = await import(${JSON.stringify(compileCache)});
cacheCompiledModules(${JSON.stringify(dir)});
await import(${JSON.stringify(aQuireModule)});
(await import('node:module')).flushCompileCache();`;
  // As a user's shell starts it: without the suite's own NODE_COMPILE_CACHE (package.json's test scripts), which would be on already.
  const { NODE_COMPILE_CACHE: _suiteCache, ...env } = process.env;
  execFileSync(process.execPath, ['--input-type=module', '-e', script], { env });
  assert.ok(filesUnder(dir).length > 0, 'the modules loaded after the cache was turned on are in it');
});
