import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { clearStaleStaging, createStaging } from '../../../src/migrate/staging.ts';

const work = mkdtempSync(join(tmpdir(), 'quire-migrate-staging-'));
after(() => rmSync(work, { recursive: true, force: true }));

test("a leftover staging folder that holds DEST's replaced files is named, never removed; one without them is removed", () => {
  const target = join(work, 'site');
  // Two runs stopped: one while it moved the new files in over DEST's (--force), one while writing.
  const replacing = createStaging(target);
  mkdirSync(join(replacing.replaced, 'docs'), { recursive: true });
  writeFileSync(join(replacing.replaced, 'docs/only-copy.mdx'), '# The only copy of this page\n');
  const writing = createStaging(target);
  writeFileSync(join(writing.site, 'site.json'), '{}');

  const notes = clearStaleStaging(target);
  assert.deepEqual(
    notes.sort(),
    [
      `${replacing.folder} is left from a migration stopped while it replaced DEST's files: its replaced/ holds DEST's earlier files; look through them, then delete the folder`,
      `removed ${writing.folder}, the unfinished temporary folder of an interrupted earlier migration`,
    ].sort(),
  );
  assert.ok(existsSync(join(replacing.replaced, 'docs/only-copy.mdx')));
  assert.equal(existsSync(writing.folder), false);
  // Staging folders of another DEST in the same parent are not this run's business.
  const other = createStaging(join(work, 'other-site'));
  clearStaleStaging(target);
  assert.ok(readdirSync(work).includes(other.folder.slice(work.length + 1)));
});

test("a run killed while writing its marker leaves a folder holding only the partial marker: removed, not mistaken for someone else's", () => {
  const target = join(work, 'killed-early');
  const folder = join(work, '.killed-early.quire-tmp-0123456789ab');
  mkdirSync(folder);
  writeFileSync(join(folder, 'quire-migrate.json.part'), '');
  assert.deepEqual(clearStaleStaging(target), [`removed ${folder}, the unfinished temporary folder of an interrupted earlier migration`]);
  assert.equal(existsSync(folder), false);
  assert.deepEqual(readdirSync(createStaging(target).folder).sort(), ['quire-migrate.json', 'site'], 'a staging folder holds a whole marker, never a partial one');
});
