import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { formatReport } from '../../../src/migrate/format-report.ts';
import { migrateFolder } from '../../../src/migrate/migrate-folder.ts';

// Source files as real repositories have them: other encodings, odd names, symbolic links.
const work = mkdtempSync(join(tmpdir(), 'quire-migrate-files-'));
after(() => rmSync(work, { recursive: true, force: true }));

let sources = 0;
/** A Mintlify folder with mint.json and the files given (paths may be Buffers: names that are not UTF-8). */
function mintlify(files: Array<[string | Buffer, string | Buffer]>): string {
  const source = join(work, `source-${(sources += 1)}`);
  mkdirSync(source);
  writeFileSync(join(source, 'mint.json'), JSON.stringify({ name: 'Demo', navigation: [{ group: 'Start', pages: ['index'] }] }));
  for (const [path, content] of files) {
    const full = typeof path === 'string' ? Buffer.from(join(source, path)) : Buffer.concat([Buffer.from(`${source}/`), path]);
    mkdirSync(full.subarray(0, full.lastIndexOf('/')), { recursive: true });
    writeFileSync(full, content);
  }
  return source;
}

const latin1 = (text: string) => Buffer.from(text, 'latin1');

test('pages are copied byte for byte; a Latin-1 page that needs the `<` escape gets it in its own bytes, never U+FFFD', async () => {
  const crlf = Buffer.from('\uFEFF# Home\r\n\r\nAll fine <Tip>here</Tip>\r\n', 'utf8');
  const escaped = latin1('# Café\n\nLatency <50ms, naïve\n');
  const plain = latin1('# Résumé\n\nNo edit needed.\n');
  const source = mintlify([
    ['index.mdx', crlf],
    ['latency.mdx', escaped],
    ['resume.md', plain],
  ]);
  const dest = join(work, 'encodings');
  const report = await migrateFolder(source, dest);
  assert.equal(report.written, true, report.refusal);
  assert.deepEqual(readFileSync(join(dest, 'docs/index.mdx')), crlf);
  assert.deepEqual(readFileSync(join(dest, 'docs/resume.md')), plain);
  // The one reported edit, in Latin-1: a backslash before the `<`, every other byte as it was.
  assert.deepEqual(readFileSync(join(dest, 'docs/latency.mdx')), latin1('# Café\n\nLatency \\<50ms, naïve\n'));
  assert.deepEqual(
    report.pageEdits.map((edit) => [edit.file, edit.line, edit.old]),
    [['latency.mdx', 3, 'Latency <50ms, naïve']],
  );
  const notUtf8 = report.warnings.filter((warning) => /the page is not UTF-8/.test(warning));
  assert.deepEqual(
    notUtf8.map((warning) => warning.split(':')[0]),
    ['latency.mdx', 'resume.md'],
  );
});

test('a file or folder name that is not valid UTF-8 is reported, not a crash; everything else is copied', async () => {
  const source = mintlify([
    ['index.mdx', '# Home\n'],
    ['images/logo.png', 'png'],
    [Buffer.concat([Buffer.from('images/caf'), Buffer.from([0xe9]), Buffer.from('.png')]), 'png'],
    [Buffer.concat([Buffer.from('r'), Buffer.from([0xe9]), Buffer.from('sum'), Buffer.from([0xe9]), Buffer.from('/page.mdx')]), '# Page\n'],
  ]);
  const dest = join(work, 'odd-names');
  const report = await migrateFolder(source, dest);
  assert.equal(report.written, true, report.refusal);
  assert.ok(existsSync(join(dest, 'public/images/logo.png')));
  assert.deepEqual(readdirSync(join(dest, 'public/images')), ['logo.png']);
  const leftOut = Object.fromEntries(report.leftOutFiles.map((file) => [file.file, file.why]));
  assert.match(leftOut['images/caf\\xE9.png'] ?? '', /^its name is not valid UTF-8 .*rename it/);
  assert.match(leftOut['r\\xE9sum\\xE9'] ?? '', /^a folder, nothing in it copied: its name is not valid UTF-8/);
});

test('every symbolic link is in the report with where it points; only links to files and folders inside SRC are followed', async () => {
  const outside = join(work, 'outside');
  mkdirSync(outside);
  writeFileSync(join(outside, 'secret.md'), 'API_KEY=hunter2\n');
  const source = mintlify([
    ['index.mdx', '# Home\n'],
    ['images/logo.png', 'png'],
  ]);
  mkdirSync(join(source, 'guides'));
  symlinkSync('../images/logo.png', join(source, 'guides/logo.png'));
  symlinkSync('..', join(source, 'guides/up'));
  symlinkSync('images', join(source, 'pictures'));
  symlinkSync(join(outside, 'secret.md'), join(source, 'secret.md'));
  symlinkSync(outside, join(source, 'shared'));
  symlinkSync('missing.png', join(source, 'gone.png'));
  const dest = join(work, 'links');
  const report = await migrateFolder(source, dest);
  assert.equal(report.written, true, report.refusal);
  assert.deepEqual(
    report.symlinks.map((link) => [link.file, link.target, link.copied]),
    [
      ['gone.png', 'missing.png', false],
      ['guides/logo.png', '../images/logo.png', true],
      ['guides/up', '..', false],
      ['pictures', 'images', true],
      ['secret.md', join(outside, 'secret.md'), false],
      ['shared', outside, false],
    ],
  );
  // Nothing from outside SRC reaches DEST; links inside it are copied as the files they point to.
  const everything = readdirSync(dest, { recursive: true, encoding: 'utf8' });
  assert.ok(!everything.some((path) => path.includes('secret')), everything.join(', '));
  assert.equal(readFileSync(join(dest, 'public/guides/logo.png'), 'utf8'), 'png');
  assert.equal(readFileSync(join(dest, 'public/pictures/logo.png'), 'utf8'), 'png');
  assert.equal(report.counts.leftOut, 4);
  const markdown = formatReport(report);
  assert.ok(markdown.includes(`- \`secret.md\` → \`${join(outside, 'secret.md')}\`: points outside the source folder: not followed, nothing copied`), markdown);
  assert.ok(markdown.includes('- `guides/up` → `..`: points to a folder that holds it: following it would loop; not copied'), markdown);
});
