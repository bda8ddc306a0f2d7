import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { newMissingPackages } from '../../../src/integration/react-modules.ts';
import { displayPath } from '../../../src/utils/display-path.ts';

const file = (name: string) => join(process.cwd(), 'site', name);

test("the bundler's record of packages Quire does not provide names only files the site's check did not, each file once as a place", () => {
  const packages = newMissingPackages();
  packages.note('lucide-react', file('snippets/a.jsx'));
  packages.note('lucide-react', file('snippets/b.jsx'));
  packages.note('nextra/components', file('snippets/a.jsx'));
  assert.equal(packages.report(new Set([displayPath(file('snippets/a.jsx')), displayPath(file('snippets/b.jsx'))])), undefined, 'every file already named: nothing said again');

  const report = packages.report(new Set([displayPath(file('snippets/a.jsx'))]));
  assert.ok(report);
  assert.match(report.message, /\n {2}⚠ lucide-react \(site\/snippets\/b\.jsx\)$/);
  assert.doesNotMatch(report.message, /nextra|a\.jsx/);
  assert.deepEqual(report.places, [{ file: 'site/snippets/b.jsx' }]);

  const all = packages.report(new Set());
  assert.deepEqual(
    all?.places.map((place) => place.file),
    ['site/snippets/a.jsx', 'site/snippets/b.jsx'],
  );
  assert.match(all?.message ?? '', /⚠ lucide-react \(site\/snippets\/a\.jsx, site\/snippets\/b\.jsx\)\n {2}⚠ nextra\/components \(site\/snippets\/a\.jsx\)$/);
});
