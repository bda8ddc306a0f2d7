import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { FOOTER_SOCIAL_PLATFORMS } from '../../src/config/schema/footer.ts';
import { SOCIAL_ICONS } from '../../src/icons/social-icons.ts';
import { buildFixture, projectRoot } from '../support/run-build.ts';

test('icons in a built page: Lucide, Tabler and Font Awesome side by side, images, sanitised SVG; a footer link per platform', () => {
  const { status, output } = buildFixture('tests/fixtures/icons');
  assert.equal(status, 0, output);
  const html = readFileSync(join(projectRoot, 'tests/.builds/icons/index.html'), 'utf8');
  assert.match(html, /<svg class="q-icon q-icon-svg" data-library="lucide" data-icon="house" [^>]*aria-hidden="true"/);
  assert.match(html, /<svg class="q-icon q-icon-svg" data-library="tabler" data-icon="brand-github" [^>]*role="img" aria-label="GitHub"/);
  assert.match(html, /data-library="fontawesome" data-icon="github"/);
  assert.match(html, /data-library="fontawesome" data-icon="star"/);
  assert.match(html, /<img class="q-icon q-icon-image" src="\/images\/spark.svg" alt="">/);
  assert.match(html, /<span class="card-icon"><img class="q-icon q-icon-image" src="\/images\/spark.svg" alt=""><\/span>/);
  assert.match(html, /<svg viewBox="0 0 10 10" class="q-icon q-icon-svg" aria-hidden="true" focusable="false"><path d="M0 0h10v10z"><\/path><\/svg>/);
  assert.doesNotMatch(html, /alert\(/);
  // Page icons never fail the build; what is not drawn as asked is said once.
  assert.match(output, /icon "rockt" is no Font Awesome icon and is not shown; did you mean "rocket"\?/);
  assert.match(output, /style "sharp-thin" is only in Font Awesome Pro; icons in it are drawn in the free "regular" style/);
  // Through the build's logger, once for the build, with the page and line that asks for it.
  assert.equal(output.match(/icon "rockt" is no Font Awesome icon/g)?.length, 1, output);
  assert.match(output, /\[quire\] Icons not drawn as asked[^\n]*\n(?:  ⚠ [^\n]*\n)*  ⚠ icon "rockt" [^\n]*\(\S*docs\/index\.mdx:17\)/);
  const footer = html.slice(html.indexOf('<footer class="site-footer"'));
  for (const platform of FOOTER_SOCIAL_PLATFORMS) {
    const link = new RegExp(
      `<a href="[^"]+" rel="noopener noreferrer" target="_blank" aria-label="Icons on ${SOCIAL_ICONS[platform].label.replace(/[()]/g, '\\$&')}"><svg [^>]*data-icon="${SOCIAL_ICONS[platform].name}"[^>]*aria-hidden="true"`,
    );
    assert.match(footer, link, platform);
  }
  assert.equal(footer.match(/<li><a /g)?.length, FOOTER_SOCIAL_PLATFORMS.length);
});
