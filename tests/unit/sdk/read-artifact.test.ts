import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { zipSync } from 'fflate';
import type { RemoteSpecText } from '../../../src/openapi/fetch-spec.ts';
import type { SdkArtifact } from '../../../src/sdk/artifact.ts';
import { SDK_FORMATS } from '../../../src/sdk/formats.ts';
import { readSdkArtifact } from '../../../src/sdk/read-artifact.ts';
import { KIND } from '../../../src/sdk/typedoc-json.ts';
import { projectRoot } from '../../support/run-build.ts';
import { docsJsonWith, loadDocsJsonFolder, sidebarShown } from '../../support/reference-sites.ts';
import { siteFoldersRemovedAfter } from '../../support/site-folders.ts';

// One reader of an SDK artifact for every format: a file, a folder of the site, a zip or jar in
// the site or at a URL (Mintlify takes a Maven Central -javadoc.jar as it is). Only text files a
// reader can use are read; nothing outside the site folder is followed.

const folder = siteFoldersRemovedAfter();
const outside = mkdtempSync(join(tmpdir(), 'quire-outside-'));
after(() => rmSync(outside, { recursive: true, force: true }));
const noRemote = async (url: string): Promise<RemoteSpecText> => ({ ok: false, message: `could not fetch ${url}` });
const encode = (text: string) => new TextEncoder().encode(text);

/** A directory format that says which files it was given, to see what the reader passes on. */
const seen: SdkArtifact[] = [];
const recording = {
  shape: 'directory' as const,
  expected: 'a folder',
  language: 'txt',
  parse: async (artifact: SdkArtifact) => {
    seen.push(artifact);
    return { ok: true as const, project: { id: 0, name: 'p', kind: KIND.Project } };
  },
};
const filesGiven = () => {
  const artifact = seen.at(-1);
  return artifact?.shape === 'directory' ? [...artifact.files.keys()].sort() : [];
};

test('a folder of the site: its documents by their path inside it, never its scripts or images, nor what a link leads to outside the site', async () => {
  writeFileSync(join(outside, 'secret.html'), '<p>private</p>');
  const dir = folder({ 'docs.json': '{}', 'api/com/Client.html': '<p>Client</p>', 'api/element-list': 'com', 'api/script.js': 'x', 'api/logo.png': 'x', 'api/data.json': '{}' });
  symlinkSync(join(outside, 'secret.html'), join(dir, 'api/com/Secret.html'));
  await readSdkArtifact(recording, 'api', dir, noRemote);
  assert.deepEqual(filesGiven(), ['com/Client.html', 'data.json', 'element-list']);
  const given = seen.at(-1);
  assert.equal(given?.shape === 'directory' && given.files.get('com/Client.html'), '<p>Client</p>');
});

test('a folder that is missing, outside the site, or a plain file is refused in words, and a file format is read from its file', async () => {
  const dir = folder({ 'docs.json': '{}', 'notes.txt': 'hello' });
  assert.deepEqual(await readSdkArtifact(recording, 'javadoc-output', dir, noRemote), { ok: false, message: 'no such folder in the site folder' });
  symlinkSync(outside, join(dir, 'elsewhere'));
  assert.match((await readSdkArtifact(recording, 'elsewhere', dir, noRemote)).ok ? '' : 'leads outside', /leads outside/);
  const plain = await readSdkArtifact(recording, 'notes.txt', dir, noRemote);
  assert.equal(plain.ok ? '' : plain.message, 'is a file; this format is a folder (or a zip or jar of one)');
  const typedoc = await readSdkArtifact(SDK_FORMATS.typedoc, 'notes.txt', dir, noRemote);
  assert.match(typedoc.ok ? '' : typedoc.message, /^not JSON/);
});

test('a zip or jar, in the site or at a URL: its text files, one top folder left out, paths leaving the archive dropped', async () => {
  const zip = zipSync({ 'json/index.fjson': encode('{}'), 'json/api/plants.fjson': encode('{"body": ""}'), 'json/_static/app.js': encode('x'), '../evil.html': encode('<p>') });
  const dir = folder({ 'docs.json': '{}' });
  writeFileSync(join(dir, 'docs.zip'), zip);
  await readSdkArtifact(recording, 'docs.zip', dir, noRemote);
  assert.deepEqual(filesGiven(), ['api/plants.fjson', 'index.fjson']);
  const asked: string[] = [];
  const remote = async (url: string): Promise<RemoteSpecText> => {
    asked.push(url);
    return { ok: true, text: '', bytes: Buffer.from(zip), from: 'network' };
  };
  await readSdkArtifact(recording, 'https://repo.example/plants-1.0-javadoc.jar', dir, remote);
  assert.deepEqual(asked, ['https://repo.example/plants-1.0-javadoc.jar']);
  assert.deepEqual(filesGiven(), ['api/plants.fjson', 'index.fjson']);
  const broken = await readSdkArtifact(recording, 'https://repo.example/broken.jar', dir, async () => ({ ok: true, text: '', bytes: Buffer.from('not a zip'), from: 'network' }));
  assert.match(broken.ok ? '' : broken.message, /^is not a zip archive that can be read/);
});

test('a -javadoc.jar at a URL, as Maven Central publishes it, makes the pages of its classes', async () => {
  const fixture = join(projectRoot, 'tests/fixtures/docs-json-sdk/sdk-artifacts/javadoc');
  const entries = Object.fromEntries(
    readdirSync(fixture, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        return [path.slice(fixture.length + 1), new Uint8Array(readFileSync(path))];
      }),
  );
  const jar = Buffer.from(zipSync(entries));
  const dir = folder({
    'index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
    'docs.json': docsJsonWith(
      { tabs: [{ tab: 'Java', sdk: { format: 'javadoc', source: 'https://repo1.maven.org/maven2/com/example/plants/1.0/plants-1.0-javadoc.jar', directory: 'sdk/java' } }] },
      'Plants',
    ),
  });
  const site = await loadDocsJsonFolder(dir, { readRemote: async () => ({ ok: true, text: '', bytes: jar, from: 'network' }) });
  assert.deepEqual(
    site.problems.filter((problem) => problem.kind === 'sdk'),
    [],
  );
  const classes = sidebarShown(site, 0);
  assert.match(JSON.stringify(classes), /"\/sdk\/java\/com-example-plants\/client"/);
  assert.equal(site.sdk?.pages['sdk/java/com-example-plants/client']?.declaration.map((line) => line.map((part) => part.text).join('')).join('\n'), 'public class Client');
});
