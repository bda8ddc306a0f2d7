// `npm test` runs this before the node tests: tests/cli/code-samples-run.test.ts runs the API pages'
// code samples as their readers would, against the sandbox: cURL with curl, Python with Python's
// `requests`, JavaScript and Node.js with Node, Go with `go run`, Java with `java Main.java`, C and
// C++ compiled against libcurl, Ruby, and PHP with its curl extension. Missing tools are installed
// from Debian's packages where this runs as root (curl, golang-go, openjdk-17-jdk-headless,
// python3-requests, gcc, g++, libcurl4-openssl-dev, ruby, php-cli, php-curl), else named.
// tests/cli/sphinx-artifact.test.ts builds the Python sample library's Sphinx JSON with Debian's
// Sphinx (python3-sphinx; its JSON builder is python3-sphinxcontrib.serializinghtml), as the
// `python3` on PATH may be another Python without Sphinx.
import { execFileSync, spawnSync } from 'node:child_process';
import { pythonWithRequests } from './sample-tools.mjs';

const has = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;
const missing = () => [
  ...(has('curl', ['--version']) ? [] : ['curl']),
  ...(has('go', ['version']) ? [] : ['golang-go']),
  // javadoc too: tests/cli/javadoc-artifact.test.ts makes the Java sample library's Javadoc.
  ...(has('java', ['-version']) && has('javadoc', ['--version']) ? [] : ['openjdk-17-jdk-headless']),
  ...(pythonWithRequests() ? [] : ['python3-requests']),
  ...(has('/usr/bin/sphinx-build', ['--version']) ? [] : ['python3-sphinx']),
  ...(has('/usr/bin/python3', ['-c', 'import sphinxcontrib.serializinghtml']) ? [] : ['python3-sphinxcontrib.serializinghtml']),
  ...(has('gcc', ['--version']) ? [] : ['gcc']),
  ...(has('g++', ['--version']) ? [] : ['g++']),
  ...(has('curl-config', ['--version']) ? [] : ['libcurl4-openssl-dev']),
  ...(has('ruby', ['--version']) ? [] : ['ruby']),
  ...(has('php', ['--version']) ? [] : ['php-cli']),
  ...(has('php', ['-r', 'exit(function_exists("curl_init") ? 0 : 1);']) ? [] : ['php-curl']),
];

let packages = missing();
if (packages.length === 0) process.exit(0);
if (typeof process.getuid === 'function' && process.getuid() === 0) {
  console.log(`The code-sample tests need ${packages.join(', ')}: installing the Debian packages (about 10 s)…`);
  const run = (args) => execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  try {
    run(['install', '-y', '-qq', '--no-install-recommends', ...packages]);
  } catch {
    run(['update', '-qq']);
    run(['install', '-y', '-qq', '--no-install-recommends', ...packages]);
  }
  packages = missing();
  if (packages.length === 0) process.exit(0);
}
console.error(
  `npm test runs the API pages' code samples against the sandbox and needs ${packages.join(', ')}. No test was run.\nInstall the Debian packages: sudo apt-get install ${packages.join(' ')}`,
);
process.exit(1);
