import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { PROBLEM_KINDS } from '../../src/site/policy.ts';
import { projectRoot, quire } from './quire-process.ts';

// Quire's documentation is a Quire site (site.json, docs/): it passes the build's own checks with
// --strict, and the README, its front page, stays one.
test("Quire's own documentation passes quire check --strict: every page, link, image and component", () => {
  const run = quire(['check', projectRoot, '--strict'], projectRoot);
  assert.equal(run.status, 0, run.output);
  const pages = Number(/✓ site\.json, (\d+) pages/.exec(run.output)?.[1]);
  assert.ok(pages >= 20, `the documentation has ${pages} pages`);
});

test('the README is a front page: at most 150 lines, linking into the documentation', () => {
  const readme = readFileSync(join(projectRoot, 'README.md'), 'utf8');
  assert.ok(readme.split('\n').length <= 150, `README.md has ${readme.split('\n').length} lines`);
  for (const page of ['docs/guides/install.md', 'docs/guides/from-mintlify.md', 'docs/reference/cli.md', 'CONTRIBUTING.md', 'bench/README.md'])
    assert.ok(readme.includes(`](${page})`), `README.md does not link ${page}`);
  assert.doesNotMatch(readme, /\bsession \d+/i);
});

test('the troubleshooting page has a section for every kind of problem Quire reports', () => {
  const page = readFileSync(join(projectRoot, 'docs/guides/troubleshooting.md'), 'utf8');
  for (const kind of PROBLEM_KINDS) assert.match(page, new RegExp(`^## ${kind}$`, 'm'), `no section for ${kind}`);
});
