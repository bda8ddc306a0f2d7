import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { formatProblem } from '../../../src/config/problems.ts';
import { validateSiteConfig, type ValidationResult } from '../../../src/config/validate.ts';

const minimal = { name: 'Acme', navigation: [{ group: 'Start', pages: ['index'] }] };

function messages(result: ValidationResult): string[] {
  assert.equal(result.ok, false, 'expected the config to be rejected');
  return result.ok ? [] : result.problems.map(formatProblem);
}

function model(config: unknown) {
  const result = validateSiteConfig(config);
  assert.ok(result.ok, result.ok ? '' : result.problems.map(formatProblem).join('\n'));
  return result.model;
}

describe('required keys', () => {
  test('a minimal config is accepted with every default filled', () => {
    const site = model(minimal);
    assert.equal(site.name, 'Acme');
    assert.deepEqual(site.topAnchor, { name: 'Documentation', icon: 'book-open', iconType: 'duotone' });
    assert.deepEqual(site.feedback, { suggestEdit: false, raiseIssue: false });
    assert.deepEqual(site.modeToggle, { isHidden: false });
    assert.deepEqual(site.api.playground, { mode: 'show' });
    assert.deepEqual(site.openapi, []);
    assert.deepEqual(site.api.baseUrls, []);
  });

  test('name and navigation are required, both reported at once', () => {
    assert.deepEqual(messages(validateSiteConfig({})), [
      'name is required (the project name (a string)); found nothing',
      'navigation is required (an array of groups like [{ "group": "Guides", "pages": ["guides/intro"] }]); found nothing',
    ]);
  });

  test('a top level that is not an object', () => {
    assert.deepEqual(messages(validateSiteConfig([1, 2])), ['(top level): expected a JSON object with at least "name" and "navigation", found an array of 2 items']);
  });

  test('an empty name is refused', () => {
    assert.match(messages(validateSiteConfig({ ...minimal, name: '' }))[0], /^name: expected a non-empty project name, found ""/);
  });
});

describe('navigation', () => {
  test('nested groups and extensions are kept, page extensions removed', () => {
    const site = model({
      name: 'A',
      navigation: [{ group: 'G', icon: 'rocket', version: 'v2', pages: ['a.mdx', { group: 'Inner', pages: ['b/c.md', '/d'] }] }],
    });
    assert.deepEqual(site.navigation, [{ group: 'G', icon: 'rocket', version: 'v2', pages: ['a', { group: 'Inner', icon: undefined, version: undefined, pages: ['b/c', 'd'] }] }]);
  });

  test('a misspelt "pages" names the path and suggests the key', () => {
    const [message] = messages(validateSiteConfig({ name: 'A', navigation: [{ group: 'G', pgaes: ['a'] }] }));
    assert.equal(message, 'navigation[0].pages is required (an array of page paths and nested groups); found only "group", "pgaes"\n      hint: found "pgaes": did you mean "pages"?');
  });

  test('a page entry of the wrong type inside a nested group', () => {
    const [message] = messages(validateSiteConfig({ name: 'A', navigation: [{ group: 'G', pages: [{ group: 'H', pages: [42] }] }] }));
    assert.match(message, /^navigation\[0\]\.pages\[0\]\.pages\[0\]: expected a page path like "guides\/intro" or a nested group \{ "group", "pages" \}, found number 42$/);
  });

  test('very deep nesting is refused without exhausting the stack', () => {
    let group: Record<string, unknown> = { group: 'leaf', pages: ['x'] };
    for (let i = 0; i < 5000; i++) group = { group: `g${i}`, pages: [group] };
    const [message] = messages(validateSiteConfig({ name: 'A', navigation: [group] }));
    assert.match(message, /expected at most 64 levels of nesting, found a value nested deeper than that/);
  });
});

describe('colors', () => {
  test('hex colours in both forms are accepted; light and dark default to primary', () => {
    const site = model({ ...minimal, colors: { primary: '#0D9' } });
    assert.deepEqual(site.colors, { primary: '#0D9', light: '#0D9', dark: '#0D9', background: undefined });
    assert.equal(model({ ...minimal, colors: { primary: '#0d9373', light: '#55D799', dark: '#117866' } }).colors.light, '#55D799');
  });

  test('a colour name, a 4-digit hex and a missing primary are each reported', () => {
    assert.deepEqual(messages(validateSiteConfig({ ...minimal, colors: { primary: 'green', light: '#abcd', dark: 12 } })), [
      'colors.primary: expected a hex colour like "#0d9373" (#rgb or #rrggbb), found "green"',
      'colors.light: expected a hex colour like "#0d9373" (#rgb or #rrggbb), found "#abcd"',
      'colors.dark: expected a hex colour like "#0d9373", found number 12',
    ]);
    assert.match(messages(validateSiteConfig({ ...minimal, colors: { light: '#fff' } }))[0], /^colors\.primary is required when colors is given/);
  });

  test('background needs both modes', () => {
    const [message] = messages(validateSiteConfig({ ...minimal, colors: { primary: '#000', background: { dark: '#111111' } } }));
    assert.equal(
      message,
      'colors.background.light is required when colors.background is given (a hex colour like "#0d9373"); found only "dark"\n      hint: give both modes, e.g. "background": { "light": "#ffffff", "dark": "#111111" }',
    );
  });
});

describe('logo and links', () => {
  test('a single logo path becomes both modes with href "/"', () => {
    assert.deepEqual(model({ ...minimal, logo: '/logo.svg' }).logo, { light: '/logo.svg', dark: '/logo.svg', href: '/' });
  });

  test('the object form fills href and a missing mode', () => {
    assert.deepEqual(model({ ...minimal, logo: { light: '/l.svg', href: 'https://acme.dev' } }).logo, {
      light: '/l.svg',
      dark: '/l.svg',
      href: 'https://acme.dev',
    });
  });

  test('an invalid logo object names the inner key, not the union', () => {
    assert.deepEqual(messages(validateSiteConfig({ ...minimal, logo: { light: 5 } })), ['logo.light: expected a path to the light-mode logo, found number 5']);
  });

  for (const url of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', ' vbscript:x', 'data:text/html,<script>']) {
    test(`script URL ${JSON.stringify(url)} is refused wherever a link goes`, () => {
      const result = validateSiteConfig({ ...minimal, favicon: url, topbarLinks: [{ name: 'x', url }], footerSocials: { github: url } });
      const all = messages(result);
      assert.equal(all.length, 3);
      for (const message of all) assert.match(message, /javascript:, vbscript: and data: URLs are refused/);
    });
  }

  test('data: images are allowed as logos', () => {
    assert.equal(model({ ...minimal, logo: 'data:image/svg+xml,<svg/>' }).logo?.light, 'data:image/svg+xml,<svg/>');
  });
});

describe('top bar', () => {
  test('CTA type defaults to link and then needs a name', () => {
    assert.deepEqual(model({ ...minimal, topbarCtaButton: { url: '/start', name: 'Start' } }).topbarCtaButton, { type: 'link', url: '/start', name: 'Start' });
    assert.deepEqual(messages(validateSiteConfig({ ...minimal, topbarCtaButton: { url: '/start' } })), [
      'topbarCtaButton.name: expected the button text: "name" is required when type is "link", found nothing',
    ]);
  });

  test('a github CTA needs no name but a repository URL', () => {
    assert.equal(model({ ...minimal, topbarCtaButton: { type: 'github', url: 'https://github.com/acme/docs' } }).topbarCtaButton?.type, 'github');
    assert.match(messages(validateSiteConfig({ ...minimal, topbarCtaButton: { type: 'github', url: 'https://acme.dev' } }))[0], /topbarCtaButton\.url: expected a repository URL/);
  });

  test('a misspelt CTA type gets a did-you-mean', () => {
    assert.deepEqual(messages(validateSiteConfig({ ...minimal, topbarCtaButton: { type: 'gihub', url: 'https://github.com/a/b' } })), [
      'topbarCtaButton.type: expected one of "link", "github", found "gihub"\n      hint: did you mean "github"?',
    ]);
  });
});

describe('anchors, topAnchor, tabs, versions', () => {
  test('anchor defaults and a single colour become a flat gradient', () => {
    const [anchor] = model({ ...minimal, anchors: [{ name: 'API', url: 'api', icon: 'code', color: '#123456' }] }).anchors;
    assert.deepEqual(anchor, { name: 'API', url: 'api', icon: 'code', color: { from: '#123456', to: '#123456' }, iconType: 'duotone', isDefaultHidden: false });
  });

  test('the gradient path is named precisely', () => {
    assert.deepEqual(
      messages(
        validateSiteConfig({
          ...minimal,
          anchors: [
            { name: 'a', url: 'a' },
            { name: 'b', url: 'b' },
            { name: 'c', url: 'c', color: { from: 'red', to: '#fff' } },
          ],
        }),
      ),
      ['anchors[2].color.from: expected a hex colour like "#0d9373" (#rgb or #rrggbb), found "red"'],
    );
  });

  test('iconType outside the six values lists them with a did-you-mean', () => {
    assert.deepEqual(messages(validateSiteConfig({ ...minimal, topAnchor: { iconType: 'regular' } })), [
      'topAnchor.iconType: expected one of "brands", "duotone", "light", "sharp-solid", "solid", "thin", found "regular"',
    ]);
    assert.match(messages(validateSiteConfig({ ...minimal, anchors: [{ name: 'a', url: 'a', iconType: 'sharp-solidd' }] }))[0], /did you mean "sharp-solid"\?/);
  });

  test('topAnchor keeps given values and fills the rest', () => {
    assert.deepEqual(model({ ...minimal, topAnchor: { name: 'Guides' } }).topAnchor, { name: 'Guides', icon: 'book-open', iconType: 'duotone' });
  });

  test('versions must be strings; an object gets its name as the fix', () => {
    assert.deepEqual(model({ ...minimal, versions: ['v2', 'v1'] }).versions, ['v2', 'v1']);
    assert.deepEqual(messages(validateSiteConfig({ ...minimal, versions: [{ name: 'v3', default: true }] })), [
      'versions[0]: expected a version name (a string), found an object with keys "name", "default"\n      hint: use its name: "v3" (list the default version first)',
    ]);
  });

  test('tabs need a name and url', () => {
    assert.deepEqual(model({ ...minimal, tabs: [{ name: 'API', url: 'api-reference' }] }).tabs, [{ name: 'API', url: 'api-reference' }]);
    assert.match(messages(validateSiteConfig({ ...minimal, tabs: [{ name: 'API' }] }))[0], /^tabs\[0\]\.url is required/);
  });
});

describe('api and openapi', () => {
  test('baseUrl and openapi always become arrays', () => {
    const site = model({ ...minimal, api: { baseUrl: 'https://api.acme.dev', auth: { method: 'key', name: 'Authorization', inputPrefix: 'Token ' } }, openapi: 'openapi.yaml' });
    assert.deepEqual(site.api.baseUrls, ['https://api.acme.dev']);
    assert.deepEqual(site.openapi, ['openapi.yaml']);
    assert.equal(site.api.auth?.inputPrefix, 'Token ');
    assert.equal(model({ ...minimal, api: { baseUrl: ['https://a.dev', 'http://127.0.0.1:8787'] } }).api.baseUrls.length, 2);
  });

  test('playground mode and auth method are enums', () => {
    assert.deepEqual(messages(validateSiteConfig({ ...minimal, api: { auth: { method: 'bearr' }, playground: { mode: 'simpel' } } })), [
      'api.auth.method: expected one of "bearer", "basic", "key", found "bearr"\n      hint: did you mean "bearer"?',
      'api.playground.mode: expected one of "show", "simple", "hide", found "simpel"\n      hint: did you mean "simple"?',
    ]);
  });

  test('a base URL must be http(s); an OpenAPI location must be a URL or a relative path', () => {
    assert.deepEqual(messages(validateSiteConfig({ ...minimal, api: { baseUrl: 'api.acme.dev' }, openapi: ['ftp://x/openapi.json'] })), [
      'api.baseUrl: expected an http(s) URL like "https://api.example.com", found "api.acme.dev"',
      'openapi[0]: expected an http(s) URL or a relative path to an OpenAPI file, found "ftp://x/openapi.json"',
    ]);
  });

  test('maintainOrder is a boolean', () => {
    assert.equal(model({ ...minimal, api: { maintainOrder: true } }).api.maintainOrder, true);
    assert.match(messages(validateSiteConfig({ ...minimal, api: { maintainOrder: 'yes' } }))[0], /^api\.maintainOrder: expected true or false, found "yes"/);
  });
});

describe('footerSocials, feedback, modeToggle, backgroundImage', () => {
  test('allowed platforms become an ordered list', () => {
    assert.deepEqual(model({ ...minimal, footerSocials: { github: 'https://github.com/a', 'hacker-news': 'https://news.ycombinator.com' } }).footerSocials, [
      { platform: 'github', url: 'https://github.com/a' },
      { platform: 'hacker-news', url: 'https://news.ycombinator.com' },
    ]);
  });

  test('x is refused with "twitter" as the fix; the legacy array form shows the object form', () => {
    const [x] = messages(validateSiteConfig({ ...minimal, footerSocials: { x: 'https://x.com/a' } }));
    assert.match(x, /^footerSocials\.x: expected one of the allowed keys "website", .*"hacker-news", found the key "x"\n {6}hint: use "twitter" for an X account$/);
    const [legacy] = messages(validateSiteConfig({ ...minimal, footerSocials: [{ type: 'github', url: 'https://github.com/a' }] }));
    assert.equal(
      legacy,
      'footerSocials: expected an object like { "github": "https://github.com/acme" }, found an array of 1 item\n      hint: use the object form: { "github": "https://github.com/a" }',
    );
  });

  test('a misspelt platform gets a did-you-mean', () => {
    assert.match(messages(validateSiteConfig({ ...minimal, footerSocials: { linkdin: 'https://l.com' } }))[0], /found the key "linkdin"\n.*hint: /);
  });

  test('feedback and modeToggle types', () => {
    assert.deepEqual(model({ ...minimal, feedback: { raiseIssue: true } }).feedback, { suggestEdit: false, raiseIssue: true });
    assert.deepEqual(model({ ...minimal, modeToggle: { default: 'dark', isHidden: true } }).modeToggle, { default: 'dark', isHidden: true });
    assert.deepEqual(messages(validateSiteConfig({ ...minimal, feedback: { suggestEdit: 'true' }, modeToggle: { default: 'dakr' } })), [
      'feedback.suggestEdit: expected true or false, found "true"',
      'modeToggle.default: expected one of "light", "dark", found "dakr"\n      hint: did you mean "dark"?',
    ]);
  });

  test('backgroundImage is a safe path', () => {
    assert.equal(model({ ...minimal, backgroundImage: '/bg.png' }).backgroundImage, '/bg.png');
    assert.match(messages(validateSiteConfig({ ...minimal, backgroundImage: 'javascript:x' }))[0], /^backgroundImage: /);
  });
});

describe('keys outside the contract', () => {
  test('are warnings with did-you-mean, never errors', () => {
    const result = validateSiteConfig({
      ...minimal,
      $schema: 'x',
      colours: {},
      feedback: { thumbsRating: true },
      'feedback.thumbsRating': true,
      navigation: [{ group: 'G', pages: ['a'], iconType: 'solid' }],
    });
    assert.ok(result.ok);
    assert.deepEqual(
      result.warnings.map((w) => [w.path.join('.'), w.hint]).sort(),
      [
        ['$schema', undefined],
        ['colours', 'did you mean "colors"?'],
        ['feedback.thumbsRating', 'a dotted key is not a nested one: write { "feedback": { "thumbsRating": … } }'],
        ['navigation.0.iconType', undefined],
        ['feedback.thumbsRating', undefined],
      ].sort(),
    );
  });

  test('a __proto__ key is just another unknown key', () => {
    const result = validateSiteConfig(JSON.parse('{"name":"A","navigation":[],"__proto__":{"polluted":true}}'));
    assert.ok(result.ok);
    assert.deepEqual(
      result.warnings.map((w) => w.path),
      [['__proto__']],
    );
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
  });
});
