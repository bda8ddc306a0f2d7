import assert from 'node:assert/strict';
import { existsSync, lstatSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { SITE_MARKER, siteWorkFolder, workBase } from '../../src/cli/work-folder.ts';
import { stopChild, waitForPage } from '../support/child-server.ts';
import { siteFolder, startQuireDev, type DevServer } from './quire-process.ts';

// Two sites on one installation share Quire's folder (.quire/sites/). A dev server runs confined
// and sees the other site's folder as absent: it must not take that site's work folder for an
// abandoned one and delete it (its content store, its link to the packages) under a running server.
const siteOf = (name: string) => siteFolder({ 'site.json': JSON.stringify({ name, navigation: [{ group: 'Start', pages: ['index'] }] }), 'docs/index.md': `# ${name}\n\n${name} home.\n` });
const first = siteOf('First Site');
const second = siteOf('Second Site');
const servers: DevServer[] = [];
after(async () => {
  for (const server of servers) await stopChild(server.child);
  rmSync(first, { recursive: true, force: true });
  rmSync(second, { recursive: true, force: true });
});

test("a second quire dev on another site leaves the first site's work folder alone; both serve their own pages", { timeout: 180_000 }, async () => {
  const firstDev = startQuireDev(first);
  servers.push(firstDev);
  const firstPage = async (accept: (html: string) => boolean, what: string) =>
    waitForPage(`${await firstDev.origin}/`, (status, html) => status === 200 && accept(html), what, { output: firstDev.output });
  await firstPage((html) => html.includes('First Site home.'), "the first site's page");
  const firstWork = siteWorkFolder(first, workBase());
  assert.ok(lstatSync(join(firstWork, 'node_modules')).isSymbolicLink(), "the first site's work folder links Quire's packages");

  const secondDev = startQuireDev(second);
  servers.push(secondDev);
  await waitForPage(`${await secondDev.origin}/`, (status, html) => status === 200 && html.includes('Second Site home.'), "the second site's page", { output: secondDev.output });

  assert.ok(existsSync(join(firstWork, SITE_MARKER)), "the first site's work folder is still there");
  assert.ok(lstatSync(join(firstWork, 'node_modules')).isSymbolicLink(), "the first site's link to Quire's packages is still there");
  writeFileSync(join(first, 'docs/index.md'), '# First Site\n\nEdited while the second server runs.\n');
  await firstPage((html) => html.includes('Edited while the second server runs.'), "the first site's edited page");
});
