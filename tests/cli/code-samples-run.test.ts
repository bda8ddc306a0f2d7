import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { anySample } from '../../src/openapi/generated-samples.ts';
import type { SampleLanguage, SampleRequest } from '../../src/openapi/samples.ts';
import { type RunningSandbox, startSandbox, USER_PATH } from '../../src/sandbox/server.ts';
import { pythonWithRequests } from '../support/sample-tools.mjs';

// The code samples an API page shows are programs a reader pastes and runs: each is run here as
// written, with the tool of its language, against the sandbox this repository documents
// (../shared/spec/user-group-api.md). The request is the API's get-or-create, a GET with a JSON
// body, which fetch() refuses: the samples must send it some other way. `npm test` installs the
// tools first (tests/support/ensure-sample-tools.mjs).
let sandbox: RunningSandbox;
const dir = mkdtempSync(join(tmpdir(), 'quire-samples-'));
before(async () => {
  sandbox = await startSandbox({ port: 0, logError: () => undefined });
});
after(async () => {
  await sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});

/** How each language's sample is run: the file it is saved as and the command that runs it. */
const RUNNERS: Partial<Record<SampleLanguage, { file: string; command: (file: string) => [string, string[]] }>> = {
  curl: { file: 'sample.sh', command: (file) => ['sh', [file]] },
  python: { file: 'sample.py', command: (file) => [pythonWithRequests() ?? 'python3', [file]] },
  javascript: { file: 'sample.mjs', command: (file) => [process.execPath, [file]] },
  node: { file: 'sample.mjs', command: (file) => [process.execPath, [file]] },
  go: { file: 'main.go', command: (file) => ['go', ['run', file]] },
  // Java's single-file launcher compiles and runs the sample as saved.
  java: { file: 'Main.java', command: (file) => ['java', [file]] },
  // C and C++ are compiled against libcurl, then run; libcurl writes the answer to standard output.
  c: { file: 'sample.c', command: (file) => ['sh', ['-c', 'gcc -Wall -Werror -o sample "$0" -lcurl && ./sample', file]] },
  cpp: { file: 'sample.cpp', command: (file) => ['sh', ['-c', 'g++ -Wall -Werror -o sample "$0" -lcurl && ./sample', file]] },
  ruby: { file: 'sample.rb', command: (file) => ['ruby', [file]] },
  php: { file: 'sample.php', command: (file) => ['php', [file]] },
};

const getOrCreate = (groupId: string): SampleRequest => ({
  method: 'GET',
  url: `${sandbox.url}${USER_PATH}`,
  headers: [
    ['Authorization', `Token ${sandbox.tokens.testing}`],
    ['Content-Type', 'application/json'],
  ],
  body: JSON.stringify({ name: `Group of ${groupId}`, user_group_id: groupId }, null, 2),
});

for (const [language, runner] of Object.entries(RUNNERS) as Array<[SampleLanguage, NonNullable<(typeof RUNNERS)[SampleLanguage]>]>) {
  test(`the ${language} sample of a GET with a JSON body, run as written, creates the user group in the sandbox and prints its answer`, { timeout: 120_000 }, async () => {
    const groupId = `sample-${language}`;
    const folder = mkdtempSync(join(dir, `${language}-`));
    const file = join(folder, runner.file);
    writeFileSync(file, anySample(language, getOrCreate(groupId)));
    const before = sandbox.countUserGroups();
    const [command, args] = runner.command(file);
    // Go keeps its build cache in the temporary folder, not in the home folder.
    // Run without blocking: the sandbox answers from this process.
    const run = await promisify(execFile)(command, args, { cwd: folder, encoding: 'utf8', env: { ...process.env, GOCACHE: join(dir, 'go-cache') } }).catch(
      (error: { stdout?: string; stderr?: string; message: string }) => assert.fail(`${command} ${args.join(' ')} failed: ${error.message}\n${error.stdout ?? ''}\n${error.stderr ?? ''}`),
    );
    assert.equal(sandbox.countUserGroups(), before + 1, 'the sandbox holds one more user group');
    assert.match(run.stdout, new RegExp(`"provided_id":\\s*"${groupId}"`), run.stdout);
  });
}
