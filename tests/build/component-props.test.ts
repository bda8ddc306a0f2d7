import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { buildFixture, projectRoot } from '../support/run-build.ts';

// tests/fixtures/component-props: the props Mintlify's component pages document, one page per
// component, checked in the built HTML. Builds render pages: run under the shared build lock.
let result: ReturnType<typeof buildFixture> | undefined;
const build = () => (result ??= buildFixture('tests/fixtures/component-props'));
const page = (name: string) => {
  const { status, output } = build();
  assert.equal(status, 0, output);
  return readFileSync(join(projectRoot, 'tests/.builds/component-props', name, 'index.html'), 'utf8');
};
/** The rules of every stylesheet a page links (each read from the build), one entry per link. */
const linkedRules = (html: string): string[] =>
  [...html.matchAll(/<link rel="stylesheet" href="(\/[^"]+)"/g)].map(([, href]) => readFileSync(join(projectRoot, 'tests/.builds/component-props', href), 'utf8'));

test('<Badge>: colour, size, shape, icon, stroke, disabled and className as documented; unknown values fall back to gray, md, rounded', () => {
  const html = page('badge');
  assert.match(html, /<span class="badge badge-gray badge-md badge-rounded">Plain<\/span>/);
  assert.match(html, /class="badge badge-surface-destructive badge-md badge-rounded">Surface destructive</);
  assert.match(html, /class="badge badge-gray badge-md badge-rounded">Unknown colour</);
  assert.match(html, /class="badge badge-gray badge-xs badge-rounded">Extra small</);
  assert.match(html, /class="badge badge-gray badge-md badge-pill">Pill</);
  assert.match(html, /class="badge badge-green badge-md badge-rounded"><span class="badge-icon"><svg[\s\S]*?<\/svg><\/span>With icon</);
  assert.match(html, /class="badge badge-red badge-md badge-rounded badge-stroke">Stroke</);
  assert.match(html, /class="badge badge-gray badge-md badge-rounded badge-disabled" aria-disabled="true">/);
  assert.match(html, /requires a <span class="badge badge-orange badge-sm badge-rounded my-badge">Premium<\/span> subscription/);
  // The colours' styles come with the page that has a badge, once (a stylesheet of their own).
  assert.equal(linkedRules(html).filter((rules) => rules.includes('.badge.badge-stroke{')).length, 1);
  assert.equal(linkedRules(page('cards')).filter((rules) => rules.includes('.badge.badge-stroke')).length, 0);
});

test('<Card>: an arrow on external links by default or when asked, a CTA, and typed cards in their callout colours', () => {
  const html = page('cards');
  assert.match(html, /<span class="card-cta">Click here<span aria-hidden="true"> →<\/span><\/span>/);
  const card = (title: string) => new RegExp(`<a[^>]*>(?:(?!</a>)[\\s\\S])*card-title">${title}<(?:(?!</a>)[\\s\\S])*</a>`).exec(html)?.[0] ?? '';
  assert.doesNotMatch(card('Internal card'), /card-arrow/);
  assert.match(card('External card'), /<span class="card-arrow" aria-hidden="true">↗<\/span><\/a>$/);
  assert.doesNotMatch(card('No arrow'), /card-arrow/);
  assert.match(html, /<div class="card card-type card-note"><div class="card-main"><span class="card-icon"><svg/);
  assert.match(html, /class="card card-type card-warning"><div class="card-main"><span class="card-icon"><svg/);
});

test('<Frame>: the caption is Markdown (links, bold; raw HTML shown as text), the hint comes before the frame, an autoplaying video loops muted inline', () => {
  const html = page('frames');
  assert.match(html, /<figcaption>Learn more about <a href="https:\/\/www\.nps\.gov\/yose\/index\.htm">Yosemite National Park<\/a> and plan your visit\.<\/figcaption>/);
  assert.match(html, /<p class="frame-hint">Secure your permits before you go\.<\/p><figure class="frame">/);
  assert.match(html, /<figcaption><strong>Important:<\/strong> check the conditions\. &#x3C;script>alert\(1\)&#x3C;\/script><\/figcaption>/);
  assert.match(html, /<video autoplay src="\/images\/demo\.mp4" playsinline loop muted><\/video>/);
});

test('<Tooltip>: the headline, the tip and a call-to-action link to its href', () => {
  assert.match(
    page('tooltips'),
    /role="tooltip" id="q-tip-1"><strong class="tooltip-headline">API<\/strong>Application Programming Interface\.<a class="tooltip-cta" href="\/frames">Read our API guide<\/a><\/span>/,
  );
});

test('<CodeGroup dropdown>: a language menu in place of the tabs, the first block shown', () => {
  const html = page('code-groups');
  assert.match(
    html,
    /<quire-tabs class="code-group code-group-dropdown"><div class="tab-select"><select aria-label="Code examples"><option id="q-tabs-1-0-tab" value="q-tabs-1-0" selected>helloWorld\.js<\/option><option id="q-tabs-1-1-tab" value="q-tabs-1-1">hello_world\.py<\/option><\/select><\/div>/,
  );
  assert.match(html, /id="q-tabs-1-1" role="tabpanel" aria-labelledby="q-tabs-1-1-tab" hidden>/);
  // Without `dropdown`, tabs as before.
  assert.match(html, /<quire-tabs class="code-group"><div class="tab-list" role="tablist"/);
});

test('<Tabs defaultTabIndex borderBottom> and <Tab id icon>: the asked tab shown first, its panel linkable by its id', () => {
  const html = page('tabs');
  assert.match(html, /<quire-tabs class="tabs tabs-border-bottom">/);
  assert.match(html, /role="tab" id="q-tabs-1-0-tab" aria-controls="q-tabs-1-0" aria-selected="false" tabindex="-1">First tab/);
  assert.match(html, /role="tab" id="second-tab" aria-controls="second" aria-selected="true" tabindex="0"><svg[\s\S]*?<\/svg>Second tab/);
  assert.match(html, /data-tab-title="First tab" id="q-tabs-1-0" role="tabpanel"[^>]*hidden>/);
  assert.match(html, /data-tab-title="Second tab" id="second" role="tabpanel" aria-labelledby="second-tab" tabindex="0">/);
});

test('<Steps titleSize> sizes its steps’ titles unless a step sets its own; a step’s id is its anchor', () => {
  const html = page('steps');
  assert.match(html, /<li class="step" id="first-step"><span class="step-marker" aria-hidden="true">1<\/span><div class="step-content"><h3 class="step-title">First Step<\/h3>/);
  assert.match(html, /<p class="step-title">Second Step<\/p>/);
  assert.match(html, /<p class="step-title">Plain step<\/p>/);
  assert.doesNotMatch(html, /data-step-title/);
});

test('<ResponseField pre post> labels around the name; <Icon src className> draws the image', () => {
  const html = page('fields');
  assert.match(
    html,
    /<span class="field-label">beta<\/span><a class="field-name" href="#param-response"><code>response<\/code><\/a><span class="field-label">read-only<\/span><span class="field-label">v2<\/span>/,
  );
  assert.match(html, /<span class="q-icon-wrap my-icon"><img class="q-icon q-icon-image" src="\/images\/light\.svg" alt="">/);
});
