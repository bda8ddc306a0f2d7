import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { waitForPage } from '../support/child-server.ts';
import { startDevSite } from '../support/dev-site-process.ts';

// `quire dev` marks every element with data-astro-source-* attributes; the step numbers must not
// depend on the markup looking as it does in a build.
const dev = startDevSite('dev-site', 'dev-steps');
after(() => dev.stop());

test('quire dev: steps are numbered as in a build', { timeout: 120_000 }, async () => {
  writeFileSync(join(dev.siteDir, 'site.json'), JSON.stringify({ name: 'Dev site', navigation: [{ group: 'Start', pages: ['index', 'steps'] }] }));
  writeFileSync(
    join(dev.siteDir, 'docs/steps.mdx'),
    '---\ntitle: Steps\n---\n\n<Steps>\n  <Step title="Install">One.</Step>\n  <Step title="Write">Two.</Step>\n  <Step title="Build">Three.</Step>\n</Steps>\n',
  );
  const html = await waitForPage(`${await dev.origin}/steps`, (status, body) => status === 200 && body.includes('step-title'), 'the steps page', { output: dev.log });
  const numbers = [...html.matchAll(/class="step-marker"[^>]*>([^<]*)<\/span>/g)].map((match) => match[1]);
  assert.deepEqual(numbers, ['1', '2', '3'], html.slice(html.indexOf('<ol class="steps"'), html.indexOf('</ol>')));
});
