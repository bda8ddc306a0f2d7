import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { buildFixture, projectRoot } from '../support/run-build.ts';

test('broken internal links fail the build, each named by file, line and the closest match', () => {
  const { status, output } = buildFixture('tests/fixtures/broken-links');
  assert.notEqual(status, 0, output);
  assert.match(output, /The pages have 4 broken links:/);
  const expected = [
    '✖ tests/fixtures/broken-links/docs/guides/install.mdx:7:26: ./usage#configuer: /guides/usage has no heading or element with id "configuer"\n      hint: did you mean #configure?',
    '✖ tests/fixtures/broken-links/docs/guides/install.mdx:9:1: /guides/usgae: /guides/usgae is no page or file of this site\n      hint: did you mean /guides/usage?',
    '✖ tests/fixtures/broken-links/docs/index.md:9:9: /guides/instal: /guides/instal is no page or file of this site\n      hint: did you mean /guides/install?',
    '✖ tests/fixtures/broken-links/docs/index.md:13:38: #overveiw: this page has no heading or element with id "overveiw"\n      hint: did you mean #overview?',
  ];
  for (const line of expected) assert.ok(output.includes(line), `missing from the output:\n${line}\n--- output ---\n${output}`);
  // Working links, external links and code blocks are not reported.
  assert.doesNotMatch(output, /example\.invalid|mailto|not-checked|#requirements|#configure:/);
  assert.doesNotMatch(output, /\n\s+at .*\.(ts|js):\d+/);
  // Links written for Mintlify's heading ids are not broken: the heading answers them too.
  assert.doesNotMatch(output, /proxies/);
  const usage = readFileSync(join(projectRoot, 'tests/.builds/broken-links/guides/usage/index.html'), 'utf8');
  assert.match(usage, /<h2 id="proxies--residential-ips">(<span id="[^"]+" class="heading-alias"><\/span>){2}Proxies &(amp;)? Residential IPs<\/h2>/);
  assert.match(usage, /id="proxies-and-residential-ips"/);
  assert.match(usage, /id="proxies-&(amp;)?-residential-ips"/);
  // Relative links are written root-relative: they work whether or not the host adds a trailing slash.
  assert.match(usage, /<a href="\/guides\/install#requirements">installing<\/a>/);
  const install = readFileSync(join(projectRoot, 'tests/.builds/broken-links/guides/install/index.html'), 'utf8');
  assert.match(install, /<a href="\/guides\/usage">usage<\/a>/);
  assert.match(install, /<a href="\/guides\/usage#proxies-and-residential-ips">one<\/a>/);
  assert.match(install, /<a href="\/guides\/usage" class="card card-link">/, "a card's relative href too");
});
