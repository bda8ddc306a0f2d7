import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface ServedSite {
  url: string;
  stop: () => Promise<void>;
}

/**
 * A fixture site made of this repository's User Group API pages and OpenAPI file (or a `custom`
 * file and pages), with the given `api` settings (e.g. base URLs pointing at a test's sandbox),
 * built and served by `astro preview` in a child process.
 */
export async function serveApiSite(name: string, api: Record<string, unknown>, custom?: { openapi: string; pages: Record<string, string> }): Promise<ServedSite> {
  const siteDir = join(root, 'tests/.builds/sites', name);
  rmSync(siteDir, { recursive: true, force: true });
  mkdirSync(join(siteDir, 'docs'), { recursive: true });
  cpSync(join(root, custom?.openapi ?? 'openapi.yaml'), join(siteDir, 'openapi.yaml'));
  let navigation: unknown;
  if (custom) {
    for (const [page, text] of Object.entries(custom.pages)) writeFileSync(join(siteDir, 'docs', `${page}.md`), text);
    navigation = [{ group: 'User Group API', pages: Object.keys(custom.pages) }];
  } else {
    // The repository's own pages, so every link between them resolves (the build checks links).
    cpSync(join(root, 'docs'), join(siteDir, 'docs'), { recursive: true });
    // And their images: the build checks that every local image names a file.
    cpSync(join(root, 'public'), join(siteDir, 'public'), { recursive: true });
    navigation = (JSON.parse(readFileSync(join(root, 'site.json'), 'utf8')) as { navigation: unknown }).navigation;
  }
  const site = { name: `API ${name}`, navigation, openapi: 'openapi.yaml', api };
  writeFileSync(join(siteDir, 'site.json'), JSON.stringify(site, null, 2));

  const child: ChildProcess = spawn(process.execPath, ['tests/support/serve-site.mjs', siteDir], {
    cwd: root,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk) => (errors += chunk));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name}: no preview after 150 s\n${errors}`)), 150_000);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!line.startsWith('{')) return;
      clearTimeout(timer);
      resolve((JSON.parse(line) as { url: string }).url);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name}: build or preview failed (exit ${code})\n${errors}`));
    });
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
