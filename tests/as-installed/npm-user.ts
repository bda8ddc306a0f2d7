import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { listeningOrigin } from '../support/child-server.ts';
import { projectRoot, systemNode } from '../cli/quire-process.ts';

export { projectRoot, systemNode };

/**
 * A user's shell: the machine's `node` (20 here, too old for Astro) first on PATH, none of the
 * repository's node_modules/.bin, and none of the npm_* variables of the `npm test` running us.
 */
export function userEnv(): NodeJS.ProcessEnv {
  // NODE_COMPILE_CACHE: the suite's own cache (package.json's test scripts); a user's shell has none.
  const inherited = Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key) && !['INIT_CWD', 'NODE', 'NODE_COMPILE_CACHE'].includes(key));
  const path = (process.env.PATH ?? '').split(':').filter((dir) => dir !== '' && !dir.includes('node_modules'));
  return {
    ...Object.fromEntries(inherited),
    PATH: [dirname(systemNode), ...path].join(':'),
    ASTRO_TELEMETRY_DISABLED: '1',
    NO_COLOR: '1',
    FORCE_COLOR: '0',
    QUIRE_LOG_LEVEL: 'warn',
  };
}

export interface Run {
  status: number | null;
  stdout: string;
  output: string;
}

/** Runs a command in `cwd` as the user would type it (`npx quire build`), and waits for it; `env` adds variables (QUIRE_CACHE_DIR=…). */
export function run(command: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = {}): Run {
  const result = spawnSync(command, args, { cwd, env: { ...userEnv(), ...env }, encoding: 'utf8', timeout: 300_000 });
  return { status: result.status, stdout: result.stdout, output: `${result.stdout}${result.stderr}${result.error ?? ''}` };
}

/** `npm pack` of this repository (its prepack script compiles lib/) into `dest`: the tarball and its file list. */
export function pack(dest: string): { tarball: string; files: string[] } {
  const result = spawnSync('npm', ['pack', '--json', '--pack-destination', dest], { cwd: projectRoot, encoding: 'utf8', timeout: 300_000 });
  if (result.status !== 0) throw new Error(`npm pack failed:\n${result.stdout}${result.stderr}`);
  const [info] = JSON.parse(result.stdout) as [{ filename: string; files: { path: string }[] }];
  return { tarball: join(dest, info.filename), files: info.files.map((file) => file.path) };
}

/** `npm install` of the given packages, from npm's cache where it can (quick after the first run). */
export function npmInstall(dir: string, packages: readonly string[]): void {
  const result = run('npm', ['install', ...packages, '--prefer-offline', '--no-audit', '--no-fund'], dir);
  if (result.status !== 0) throw new Error(`npm install ${packages.join(' ')} failed in ${dir}:\n${result.output}`);
}

/**
 * A project folder at `dir` (a package.json) with the tarball installed: `npm install <tarball>`
 * is run once, into `template` (a project folder like any user's), and each project copies that
 * folder (\`cp -a\`: node_modules' links stay links, relative as npm wrote them). Each install of the
 * same tarball made the same tree and cost 20 s; a copy takes one.
 */
export function installedProject(template: string, tarball: string, dir: string): void {
  if (!existsSync(join(template, 'node_modules'))) {
    mkdirSync(template, { recursive: true });
    writeFileSync(join(template, 'package.json'), JSON.stringify({ name: 'docs-project', private: true }));
    npmInstall(template, [tarball]);
  }
  const copy = spawnSync('cp', ['-a', template, dir], { encoding: 'utf8' });
  if (copy.status !== 0) throw new Error(`copying the installed project to ${dir} failed:\n${copy.stderr}`);
}

/** A server a test started, at its origin; `stop` ends its whole process group. */
export interface RunningServer {
  origin: string;
  stop(): Promise<void>;
  /** What the server printed so far (stdout and stderr), to show beside a failure. */
  log(): string;
}

/**
 * Starts a server command (`npx quire dev`, `npx astro dev`, `quire preview`) on port 0 in its own
 * process group, as the user would type it, and resolves once it says where it listens; `env`
 * adds variables (a PATH with a newer Node first). npx does not pass signals on to the server it
 * starts, hence the group.
 */
export async function startServer(command: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  // Info level: the line saying where the server listens is an info line.
  const server = spawn(command, [...args, '--port', '0', '--host', '127.0.0.1'], { cwd, env: { ...userEnv(), QUIRE_LOG_LEVEL: 'info', ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  server.stdout.on('data', (chunk) => (log += chunk));
  server.stderr.on('data', (chunk) => (log += chunk));
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    process.kill(-server.pid!, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (server.exitCode === null && server.signalCode === null) process.kill(-server.pid!, 'SIGKILL');
  };
  try {
    return { origin: await listeningOrigin(server, () => log), stop, log: () => log };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** What every built Quire site must hold: navigation, an API page with its playground, search, llms.txt. */
export function builtSiteProblems(dist: string): string[] {
  const problems: string[] = [];
  const read = (file: string) => {
    try {
      return readFileSync(join(dist, file), 'utf8');
    } catch {
      problems.push(`${file} is missing`);
      return '';
    }
  };
  const home = read('index.html');
  const sidebarStart = home.indexOf('<nav id="sidebar"');
  const sidebar = sidebarStart === -1 ? '' : home.slice(sidebarStart, home.indexOf('</nav>', sidebarStart));
  if (!sidebar.includes('href="/quickstart"')) problems.push('the home page has no sidebar linking to /quickstart');
  if (!/<title>Welcome – Acme Docs<\/title>/.test(home)) problems.push('the home page is not titled "Welcome – Acme Docs"');
  const api = read('api/get-plant/index.html');
  if (!api.includes('<quire-playground') || !api.includes('/plants/{id}')) problems.push('the API operation page has no playground for GET /plants/{id}');
  const search = read('pagefind/pagefind-entry.json');
  if (search && JSON.parse(search).languages.en.page_count < 3) problems.push(`the search index holds fewer than 3 pages: ${search}`);
  const llms = read('llms.txt');
  if (!llms.includes('[Get a plant](/api/get-plant.md)')) problems.push('llms.txt does not list the API page');
  return problems;
}
