import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { checkIcons } from '../../../src/icons/check-icons.ts';
import { iconHtml } from '../../../src/icons/render-icon.ts';
import { resolveIcon } from '../../../src/icons/resolve-icon.ts';
import { iconNotice } from '../../../src/icons/icon-lookup.ts';
import { buildSiteJsonModel } from '../../../src/config/model.ts';
import { fas } from '@fortawesome/free-solid-svg-icons';

const require = createRequire(import.meta.url);
const iconifyBody = (library: string, name: string): string =>
  (JSON.parse(readFileSync(require.resolve(`@iconify-json/${library}/icons.json`), 'utf8')) as { icons: Record<string, { body: string }> }).icons[name].body;

/** Every `d` attribute in the markup, in order: the drawing itself. */
const paths = (html: string): string[] => [...html.matchAll(/ d="([^"]+)"/g)].map((match) => match[1]);

test('a Font Awesome, a Lucide and a Tabler icon render as decorative inline SVG with the library paths, in currentColor', () => {
  const fontAwesome = iconHtml('rocket');
  assert.deepEqual(paths(fontAwesome), [fas.faRocket.icon[4]]);
  const lucide = iconHtml('house', { library: 'lucide' });
  assert.deepEqual(paths(lucide), paths(iconifyBody('lucide', 'house')));
  const tabler = iconHtml('brand-github', { library: 'tabler' });
  assert.deepEqual(paths(tabler), paths(iconifyBody('tabler', 'brand-github')));
  for (const [html, library, name] of [
    [fontAwesome, 'fontawesome', 'rocket'],
    [lucide, 'lucide', 'house'],
    [tabler, 'tabler', 'brand-github'],
  ]) {
    assert.match(html, new RegExp(`^<svg class="q-icon q-icon-svg" data-library="${library}" data-icon="${name}" [^>]*aria-hidden="true"`));
    assert.match(html, /currentColor/);
    assert.doesNotMatch(html, / (width|height)="/, 'sized by CSS (1em) like every other icon');
  }
  // The same name means another drawing in another library.
  assert.notDeepEqual(paths(iconHtml('house', { library: 'lucide' })), paths(iconHtml('house', { library: 'tabler' })));
});

test('a labelled icon is announced instead of hidden', () => {
  const html = iconHtml('house', { library: 'lucide', label: 'Home' });
  assert.match(html, /role="img" aria-label="Home"/);
  assert.doesNotMatch(html, /aria-hidden/);
});

test('aliases resolve to the icon they stand for (Lucide renamed "home" to "house")', () => {
  assert.equal(iconHtml('home', { library: 'lucide' }), iconHtml('house', { library: 'lucide' }));
});

test('the object form: its own library wins over the site library, its style picks the Font Awesome pack', () => {
  const lucide = resolveIcon({ name: 'house', library: 'lucide' }, { library: 'fontawesome' });
  assert.equal(lucide.kind === 'svg' && lucide.library, 'lucide');
  const fontAwesome = resolveIcon({ name: 'github', style: 'brands', library: 'fontawesome' }, { library: 'tabler' });
  assert.equal(fontAwesome.kind === 'svg' && fontAwesome.library, 'fontawesome');
  const regular = resolveIcon({ name: 'star', style: 'regular' });
  const solid = resolveIcon({ name: 'star', style: 'solid' });
  assert.ok(regular.kind === 'svg' && solid.kind === 'svg' && regular.body !== solid.body, 'regular and solid are different drawings');
  // An object's style wins over the caller's default (site.json's iconType).
  const own = resolveIcon({ name: 'star', style: 'solid' }, { style: 'regular' });
  assert.equal(own.kind === 'svg' && own.body, solid.kind === 'svg' && solid.body);
});

test('Pro styles are drawn in the closest free style and said once, never a failure', () => {
  const expected: Record<string, string> = {
    duotone: 'solid',
    'sharp-solid': 'solid',
    'sharp-duotone-solid': 'solid',
    light: 'regular',
    thin: 'regular',
    'sharp-light': 'regular',
    'sharp-regular': 'regular',
    'sharp-thin': 'regular',
  };
  for (const [style, drawn] of Object.entries(expected)) {
    const resolved = resolveIcon({ name: 'star', style });
    assert.deepEqual(resolved.kind === 'svg' && resolved.proStyle, { asked: style, drawn }, style);
  }
  for (const style of ['solid', 'regular', 'brands']) assert.equal(resolveIcon({ name: 'github', style }).kind, 'svg');
  const check = checkIcons([
    { path: ['navigation', 'tabs', 0, 'icon'], icon: { name: 'star', style: 'thin' } },
    { path: ['anchors', 0, 'icon'], icon: 'star', iconType: 'duotone' },
  ]);
  assert.deepEqual(check.problems, []);
  // Only the style the author wrote is worth the warning (site.json's iconType defaults to duotone).
  assert.deepEqual(check.proStyles, [{ path: ['navigation', 'tabs', 0, 'icon'], style: 'thin', drawn: 'regular' }]);
  assert.match(iconNotice({ name: 'star', style: 'thin' }, resolveIcon({ name: 'star', style: 'thin' })) ?? '', /style "thin" is only in Font Awesome Pro; .* "regular" style/);
});

test('a URL or a site path is an <img>; a script URL is refused', () => {
  assert.equal(iconHtml('/images/logo.svg'), '<img class="q-icon q-icon-image" src="/images/logo.svg" alt="">');
  assert.equal(
    iconHtml('https://cdn.example.com/i.png', { label: 'Acme', size: '20px' }),
    '<img class="q-icon q-icon-image" src="https://cdn.example.com/i.png" alt="Acme" style="width:20px;height:20px">',
  );
  assert.equal(iconHtml('images/x.png'), '<img class="q-icon q-icon-image" src="images/x.png" alt="">');
  for (const script of ['javascript:alert(1)', ' JavaScript:alert(1)//x.svg', 'data:text/html,<script>alert(1)</script>']) {
    assert.equal(resolveIcon(script).kind, 'refused', script);
    assert.equal(iconHtml(script), '', script);
  }
  assert.equal(checkIcons([{ path: ['anchors', 0, 'icon'], icon: 'javascript:alert(1)' }]).problems.length, 1);
});

test('inline SVG keeps its drawing and loses script, event handlers and links', () => {
  const html = iconHtml(
    '<svg width="16" height="16" onload="alert(1)"><script>alert(2)</script><path d="M0 0h16v16z" onclick="alert(3)" fill="red"/>' +
      '<a href="javascript:alert(4)"><rect width="1" height="1"/></a><foreignObject><img src=x onerror="alert(5)"></foreignObject>' +
      '<use href="https://evil.example/x.svg#a"/><animate attributeName="href" to="javascript:alert(6)"/></svg>',
  );
  assert.doesNotMatch(html, /alert|script|onload|onclick|onerror|href|foreignObject|<a|<use|<animate/i);
  assert.match(html, /^<svg [^>]*viewBox="0 0 16 16"[^>]*aria-hidden="true"[^>]*><path d="M0 0h16v16z" fill="red"><\/path><\/svg>$/);
  assert.doesNotMatch(html, /width="16"/, 'sized like every other icon');
  assert.equal(resolveIcon('<svg><path d="M0 0"/></svg><img src=x onerror=alert(1)>').kind, 'refused');
  assert.equal(iconHtml('<svg><path d="M0 0"/></svg><img src=x onerror=alert(1)>'), '');
});

test('an unknown name is a problem naming the path, with did-you-mean over that library', () => {
  const uses = [
    { path: ['navigation', 'tabs', 0, 'icon'], icon: 'hous' },
    { path: ['navigation', 'tabs', 1, 'icon'], icon: { name: 'brand-githb', library: 'tabler' as const } },
    { path: ['navigation', 'tabs', 2, 'icon'], icon: { name: 'rockt', library: 'fontawesome' as const } },
    { path: ['navigation', 'tabs', 3, 'icon'], icon: 'zzzzzzzz' },
  ];
  const { problems } = checkIcons(uses, 'lucide');
  assert.deepEqual(
    problems.map((problem) => [problem.path.join('.'), problem.expected, problem.found, problem.hint]),
    [
      ['navigation.tabs.0.icon', 'a Lucide icon name like "book-open"', '"hous"', 'did you mean "house"?'],
      ['navigation.tabs.1.icon', 'a Tabler icon name like "book"', '"brand-githb"', 'did you mean "brand-github" or "brand-git" or "brand-gitlab"?'],
      ['navigation.tabs.2.icon', 'a Font Awesome icon name like "book-open"', '"rockt"', 'did you mean "rocket"?'],
      ['navigation.tabs.3.icon', 'a Lucide icon name like "book-open"', '"zzzzzzzz"', 'see https://lucide.dev/icons for names'],
    ],
  );
  // A Font Awesome name is no Lucide name: the site's library decides.
  assert.equal(resolveIcon('rocket', { library: 'lucide' }).kind, 'svg');
  assert.equal(resolveIcon('circle-info', { library: 'lucide' }).kind, 'unknown');
  assert.match(iconNotice('hous', resolveIcon('hous', { library: 'lucide' })) ?? '', /^icon "hous" is no Lucide icon and is not shown; did you mean "house"\?$/);
});

test('site.json sites draw from Font Awesome: the model says so, and the check follows the model', () => {
  const model = buildSiteJsonModel({
    name: 'Acme',
    navigation: [{ group: 'Start', icon: 'house', pages: ['index'] }],
    topAnchor: { name: 'Documentation', icon: 'book-open', iconType: 'duotone' },
    feedback: { suggestEdit: false, raiseIssue: false },
    modeToggle: { isHidden: false },
  } as never);
  assert.deepEqual(model.icons, { library: 'fontawesome' });
  const lucide = { ...model, icons: { library: 'lucide' as const } };
  // "book-open" and "house" are both Lucide names; the group icon renders from the model's library.
  assert.match(iconHtml(lucide.navigation[0].icon, { library: lucide.icons.library }), /data-library="lucide" data-icon="house"/);
});

test('an icon path in the navigation ({ name } in the tree) is drawn as the image it names, not looked up as a name', () => {
  for (const value of ['/images/icons/icon-reference.svg', { name: '/images/icons/icon-reference.svg' }]) {
    assert.deepEqual(resolveIcon(value), { kind: 'image', src: '/images/icons/icon-reference.svg' });
  }
  assert.match(iconHtml({ name: '/logos/rust.png' }), /<img[^>]+src="\/logos\/rust\.png"/);
  assert.equal(resolveIcon({ name: 'rocket', style: 'solid' }).kind, 'svg');
});

test('an unknown icon costs nothing until its did-you-mean is asked for', () => {
  // The comparison with every Font Awesome name (~70 ms) runs only when the suggestions are read:
  // they are a getter, not a value computed with the resolution. (Time itself is the benchmark's.)
  const unknown = resolveIcon('rockt');
  assert.equal(typeof Object.getOwnPropertyDescriptor(unknown, 'suggestions')?.get, 'function', 'resolving an unknown icon compared it with every Font Awesome name');
  assert.equal(unknown.kind, 'unknown');
  assert.deepEqual(unknown.kind === 'unknown' ? unknown.suggestions : [], ['rocket']);
});

// mcp-use's navbar: `icons.library: "lucide"` with "discord" and "x-twitter" links (one with no label).
test('a brand name under Lucide or Tabler is drawn with Font Awesome’s logo; an unknown name still is nothing', () => {
  for (const library of ['lucide', 'tabler'] as const) {
    for (const brand of ['discord', 'x-twitter']) assert.match(iconHtml(brand, { library }), new RegExp(`data-library="fontawesome" data-icon="${brand}"`), `${library} ${brand}`);
    assert.match(iconHtml('rocket', { library }), new RegExp(`data-library="${library}"`));
    assert.equal(iconHtml('no-such-icon-at-all', { library }), '');
  }
});
