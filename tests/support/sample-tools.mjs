// Where the programs that run the code samples are (tests/cli/code-samples-run.test.ts).
import { spawnSync } from 'node:child_process';

/** The first Python with `requests` (the Python sample's library): the one on PATH, else Debian's. */
export function pythonWithRequests() {
  return ['python3', '/usr/bin/python3'].find((python) => spawnSync(python, ['-c', 'import requests'], { stdio: 'ignore' }).status === 0);
}
