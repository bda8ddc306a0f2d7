import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { loadDocsJson, validateDocsJson } from '../../../../src/config/docs-json/index.ts';
import { formatJsonPath } from '../../../../src/config/json-path.ts';
import { formatProblem, formatWarnings } from '../../../../src/config/problems.ts';

const base = { theme: 'mint', name: 'Acme', colors: { primary: '#0d9373' }, navigation: { groups: [{ group: 'Start', pages: ['index'] }] } };

const problems = (config: unknown) => validateDocsJson(config).problems.map(formatProblem);
const warningsAt = (config: unknown) => Object.fromEntries(validateDocsJson(config).warnings.map((w) => [formatJsonPath(w.path), `${w.message}${w.hint ? ` | ${w.hint}` : ''}`]));

test('a minimal docs.json is accepted with no warning', () => {
  const result = validateDocsJson(base);
  assert.deepEqual(result.problems, []);
  assert.deepEqual(result.warnings, []);
  assert.deepEqual(result.config?.navigation, { groups: [{ group: 'Start', pages: ['index'] }] });
});

test('a wrong type names its path, what was expected and what was found', () => {
  assert.deepEqual(problems({ ...base, navbar: { links: [{ label: 'Blog', href: 42 }] } }), [
    'navbar.links[0].href: expected a link: a path starting with "/", "#…", "mailto:…" or an absolute URL, found number 42',
  ]);
  assert.deepEqual(problems({ ...base, appearance: { strict: 'yes' } }), ['appearance.strict: expected true or false, found "yes"']);
});

test('the required keys are named when missing; an unknown theme gets a did-you-mean', () => {
  const [theme, colors] = problems({ name: 'Acme', navigation: base.navigation });
  assert.match(theme, /^theme is required \(the theme: one of "mint", "maple", .*"sequoia"\); found nothing/);
  assert.match(colors, /^colors is required/);
  assert.deepEqual(problems({ ...base, theme: 'mapel' }), [
    `theme: expected the theme: one of "mint", "maple", "palm", "willow", "linden", "almond", "aspen", "luma", "sequoia", found "mapel"\n      hint: did you mean "maple"?`,
  ]);
});

test('a typo in a strict object is an error with a did-you-mean; a mint.json key there names its replacement', () => {
  assert.deepEqual(problems({ ...base, colors: { primary: '#0d9373', ligth: '#ffffff' } }), [
    'colors.ligth: expected one of the allowed keys "primary", "light", "dark", found the key "ligth"\n      hint: did you mean "light"?',
  ]);
  assert.match(
    problems({ ...base, colors: { primary: '#0d9373', background: { light: '#fff', dark: '#000' } } })[0],
    /hint: mint\.json's key: write "background": \{ "color": \{ "light", "dark" \} \}/,
  );
  assert.match(problems({ ...base, footer: { socials: { mastodon: 'https://mastodon.social/@a' } } })[0], /^footer\.socials\.mastodon: expected one of the allowed keys "x", "website"/);
});

test('a typo in an ordinary object is a warning with a did-you-mean, as Mintlify ignores the key', () => {
  const result = validateDocsJson({ ...base, navbar: { primery: { type: 'button', label: 'Go', href: '/go' } } });
  assert.deepEqual(result.problems, []);
  assert.deepEqual(warningsAt({ ...base, navbar: { primery: { type: 'button', label: 'Go', href: '/go' } } }), {
    'navbar.primery': 'not a docs.json key: Mintlify ignores it, and so does Quire | did you mean "primary"?',
  });
});

test('navigation as an array (mint.json) or with no division is refused, as Mintlify refuses it', () => {
  assert.match(problems({ ...base, navigation: [{ group: 'A', pages: ['a'] }] })[0], /^navigation: expected an object like \{ "tabs": \[…\] \}.*not mint\.json's array\), found an array of 1 item/);
  assert.match(problems({ ...base, navigation: { global: { anchors: [] } } })[0], /^navigation: expected one of "products", "languages", .*"pages"/);
  assert.match(problems({ ...base, navigation: { tabs: [] } })[0], /^navigation\.tabs: expected at least one tab/);
});

test('a JSON syntax error is reported with its line and column', () => {
  const dir = mkdtempSync(join(tmpdir(), 'quire-docsjson-'));
  writeFileSync(join(dir, 'docs.json'), '{\n  "theme": "mint",\n  "name": "Acme",\n}\n');
  const result = loadDocsJson(join(dir, 'docs.json'), dir);
  assert.equal(result.config, undefined);
  assert.deepEqual(result.problems.map(formatProblem), ['line 3, column 17: expected "}" without a comma before it, found a trailing comma\n      hint: remove the comma after the last item']);
});

test('a validation problem in docs.json itself carries its line and column', () => {
  const dir = mkdtempSync(join(tmpdir(), 'quire-docsjson-'));
  writeFileSync(join(dir, 'docs.json'), JSON.stringify({ ...base, appearance: { default: 'dim' } }, null, 2));
  assert.match(formatProblem(loadDocsJson(join(dir, 'docs.json'), dir).problems[0]), /^appearance\.default \(line 18, column 16\): expected one of "system", "light", "dark", found "dim"/);
});

test('a node with two child keys keeps the first Mintlify would, and the warning says which and what to do', () => {
  const config = {
    ...base,
    navigation: {
      tabs: [
        { tab: 'Docs', href: 'https://example.com', groups: [{ group: 'A', pages: ['a'] }] },
        { tab: 'API', groups: [{ group: 'B', pages: ['b'] }], pages: ['c'] },
      ],
    },
  };
  const result = validateDocsJson(config);
  assert.deepEqual(result.problems, []);
  assert.deepEqual(
    result.config?.navigation.tabs?.map((tab) => Object.keys(tab).sort()),
    [
      ['href', 'tab'],
      ['groups', 'tab'],
    ],
  );
  assert.deepEqual(warningsAt(config), {
    'navigation.tabs[0].groups': 'dropped, as Mintlify does: a tab holds one of "href", "groups", and Mintlify keeps the first valid one, "href" | move these groups into a tab of their own',
    'navigation.tabs[1].pages': 'dropped, as Mintlify does: a tab holds one of "groups", "pages", and Mintlify keeps the first valid one, "groups" | move these pages into a tab of their own',
  });
});

test('an invalid child below the root is dropped with its node kept, as Mintlify does, and the warning says why', () => {
  const config = { ...base, navigation: { tabs: [{ tab: 'Docs', groups: [{ group: 'A', pages: ['a', 7] }] }] } };
  const result = validateDocsJson(config);
  assert.deepEqual(result.problems, []);
  assert.deepEqual(result.config?.navigation.tabs, [{ tab: 'Docs' }]);
  assert.deepEqual(warningsAt(config), {
    'navigation.tabs[0].groups':
      'dropped, as Mintlify drops an invalid "groups" (the tab stays, with nothing in it): navigation.tabs[0].groups[0].pages[1]: expected a page path like "guides/intro", an operation like "GET /users", or a group { "group", "pages" }, found number 7 | fix it to show these groups',
  });
  // At the root there is no node to fall back to: Mintlify refuses the file, and so does Quire.
  assert.match(problems({ ...base, navigation: { groups: [{ group: 'A', pages: ['a', 7] }] } })[0], /^navigation\.groups\[0\]\.pages\[1\]: expected a page path/);
});

test("a group's invalid openapi is ignored with a warning; asyncapi beside openapi too", () => {
  const config = {
    ...base,
    navigation: {
      groups: [
        { group: 'API', openapi: 'ftp://x/spec.json', pages: [] },
        { group: 'Both', openapi: 'a.json', asyncapi: 'b.yaml' },
      ],
    },
  };
  const result = validateDocsJson(config);
  assert.deepEqual(result.problems, []);
  assert.deepEqual(result.config?.navigation.groups, [
    { group: 'API', pages: [] },
    { group: 'Both', openapi: 'a.json', pages: [] },
  ]);
  assert.deepEqual(Object.keys(warningsAt(config)), ['navigation.groups[0].openapi', 'navigation.groups[1].asyncapi']);
});

test('page entries and spec paths are normalised; operation and webhook entries stay as written', () => {
  const config = {
    ...base,
    navigation: {
      tabs: [{ tab: 'API', openapi: { source: '/specs/../openapi.yaml', directory: 'api' }, pages: ['/intro', './guides/a.mdx', 'GET /users/', '/openapi.yaml POST /users', 'webhook orderUpdated'] }],
    },
  };
  const tab = validateDocsJson(config).config?.navigation.tabs?.[0];
  assert.deepEqual(tab?.pages, ['intro', 'guides/a.mdx', 'GET /users/', 'openapi.yaml POST /users', 'webhook orderUpdated']);
  assert.deepEqual(tab?.openapi, { source: 'openapi.yaml', directory: 'api' });
});

test('icons as names or { name, style, library }; a "fa-" prefix is refused as Mintlify refuses it', () => {
  const ok = { ...base, navigation: { groups: [{ group: 'A', icon: { name: 'rocket', style: 'duotone', library: 'fontawesome' }, pages: ['a'] }] } };
  assert.deepEqual(problems(ok), []);
  assert.match(problems({ ...base, navigation: { groups: [{ group: 'A', icon: 'fa-rocket', pages: ['a'] }] } })[0], /^navigation\.groups\[0\]\.icon: expected an icon name without "fa-"/);
});

test('global links are strict and need an href; every node shape may carry openapi and global', () => {
  const config = {
    ...base,
    navigation: {
      global: { anchors: [{ anchor: 'Blog', href: 'https://blog.example.com', icon: 'newspaper' }] },
      products: [{ product: 'Cloud', openapi: 'cloud.json', global: { tabs: [{ tab: 'Status', href: '/status' }] }, menu: [{ item: 'Start', pages: ['start'] }] }],
    },
  };
  assert.deepEqual(problems(config), []);
  assert.match(problems({ ...base, navigation: { ...base.navigation, global: { anchors: [{ anchor: 'Blog' }] } } })[0], /^navigation\.global\.anchors\[0\]\.href is required/);
  assert.match(problems({ ...base, navigation: { ...base.navigation, global: { links: [] } } })[0], /^navigation\.global\.links: expected one of the allowed keys "languages", "versions"/);
});

test('the settings a static site cannot honour are named in one warning, never a failure', () => {
  const config = {
    ...base,
    public: true,
    integrations: { ga4: { measurementId: 'G-1' }, posthog: { apiKey: 'phc_x' }, telemetry: { enabled: false } },
    interaction: { drilldown: true },
    thumbnails: { appearance: 'dark' },
    api: { playground: { display: 'interactive', proxy: false } },
    contextual: { options: ['copy', 'view', 'chatgpt', 'mcp', 'assistant'] },
  };
  const result = validateDocsJson(config);
  assert.deepEqual(result.problems, []);
  assert.equal(result.warnings.length, 1);
  assert.deepEqual(result.warnings[0].path, []);
  assert.equal(
    result.warnings[0].message,
    "6 settings have no meaning on a static site and are ignored: public (access control of a hosted site); integrations.telemetry (Mintlify's own telemetry and consent cookie); interaction (Mintlify's sidebar behaviour); thumbnails (social images Mintlify renders on its servers); api.playground.proxy (a static site has no proxy: the playground calls the API from the browser); contextual.options \"assistant\" (Mintlify's servers do it)",
  );
  assert.ok(result.config?.integrations?.ga4, 'kept in the config, not dropped');
  assert.match(formatWarnings('docs.json', result.warnings, 'what Mintlify ignores'), /^docs\.json: what Mintlify ignores:\n {2}⚠ \(top level\): 6 settings/);
  // The integrations object is strict, as Mintlify's: an unknown integration is an error.
  assert.match(problems({ ...base, integrations: { matomo: { id: '1' } } })[0], /^integrations\.matomo: expected one of the allowed keys "adobe"/);
});

test('integration IDs are checked by shape and their hosts must be https: nothing else reaches a script', () => {
  assert.deepEqual(problems({ ...base, integrations: { ga4: { measurementId: 'G-ABC123' }, posthog: { apiKey: 'phc_abc', apiHost: 'https://p.example.com' } } }), []);
  assert.deepEqual(problems({ ...base, integrations: { ga4: { measurementId: 'G-1"</script><script>alert(1)' } } }), [
    'integrations.ga4.measurementId: expected the measurementId: "G-" and capital letters or digits, like "G-ABC123", found "G-1\\"</script><script>alert(1)"',
  ]);
  assert.match(problems({ ...base, integrations: { gtm: { tagId: 'G-ABC' } } })[0], /^integrations\.gtm\.tagId: expected the tagId: "GTM-"/);
  assert.match(problems({ ...base, integrations: { posthog: { apiKey: 'phc_abc', apiHost: 'http://p.example.com' } } })[0], /^integrations\.posthog\.apiHost: expected the apiHost: an https URL/);
  assert.match(
    problems({ ...base, integrations: { plausible: { domain: 'docs.example.com', server: 'javascript:alert(1)' } } })[0],
    /^integrations\.plausible\.server: expected the server: a hostname like "plausible\.example\.com" \(Mintlify's form\) or an https URL, found "javascript:alert\(1\)"/,
  );
  // Mintlify documents a self-hosted server as a hostname without https://: taken as it is.
  assert.deepEqual(problems({ ...base, integrations: { plausible: { domain: 'docs.example.com', server: 'plausible.example.com' } } }), []);
  assert.deepEqual(problems({ ...base, integrations: { hightouch: { writeKey: 'abc', apiHost: 'us-east-1.hightouch-events.com' } } }), []);
  // A launchUrl that is no URL at all is a problem, not a crash of the validator.
  assert.match(problems({ ...base, integrations: { adobe: { launchUrl: 'required' } } })[0], /^integrations\.adobe\.launchUrl: expected/);
  assert.match(
    problems({ ...base, integrations: { adobe: { launchUrl: 'https://evil.example.com/launch.js' } } })[0],
    /^integrations\.adobe\.launchUrl: expected the launchUrl: a script on https:\/\/assets\.adobedtm\.com\//,
  );
  assert.match(problems({ ...base, integrations: { hotjar: { hjid: '12a', hjsv: '6' } } })[0], /^integrations\.hotjar\.hjid: expected the hjid: digits only/);
});

test("what Quire does not do (yet) though a static site could is named in one warning: an SDK format it does not read, example settings; api.asyncapi, navigation asyncapi, a tab's graphql and the five SDK formats Mintlify documents are followed, so not named", () => {
  const config = {
    ...base,
    api: { asyncapi: 'events.yaml', examples: { prefill: true, autogenerate: false }, params: { post: ['id'] } },
    navigation: {
      tabs: [
        { tab: 'API', graphql: 'schema.graphql', groups: [{ group: 'Events', asyncapi: 'events.yaml', pages: ['index'] }] },
        { tab: 'SDK', sdk: { format: 'doxygen', source: 'doxygen-xml' } },
        ...['typedoc', 'javadoc', 'sphinx', 'docfx', 'phpdoc'].map((format) => ({ tab: format, sdk: { format, source: `sdk/${format}` } })),
      ],
    },
  };
  const result = validateDocsJson(config);
  assert.deepEqual(result.problems, []);
  assert.equal(result.warnings.length, 1, JSON.stringify(result.warnings));
  assert.equal(
    result.warnings[0].message,
    '3 settings are not followed by Quire and ignored: navigation.tabs[1].sdk (Quire makes SDK pages from typedoc, javadoc, sphinx, docfx, phpdoc, not from "doxygen"); api.examples.prefill (the playground starts empty; the samples show the examples); api.params.post (parameters are listed in the order the file gives)',
  );
  assert.equal(result.config?.api?.examples?.prefill, true, 'kept in the config, not dropped');
});

test('variations outside the willow theme are ignored with a warning, as Mintlify ignores them', () => {
  const variations = { options: [{ id: 'a', label: 'A' }] };
  assert.deepEqual(validateDocsJson({ ...base, theme: 'willow', variations }).warnings, []);
  assert.match(warningsAt({ ...base, variations }).variations, /only the "willow" theme has variations/);
});

test("an unknown key in a strict object inside an array lists that object's keys, not the top level's", () => {
  const config = { ...base, navigation: { anchors: [{ anchor: 'Docs', color: { from: '#000000' }, groups: [{ group: 'A', pages: ['a'] }] }] } };
  assert.deepEqual(problems(config), ['navigation.anchors[0].color.from: expected one of the allowed keys "light", "dark", found the key "from"']);
});

test('styling.codeblocks: a Shiki theme name (bare, in "theme", or per mode) is checked, with a did-you-mean', () => {
  for (const codeblocks of ['system', 'dark', 'dracula', { theme: 'nord' }, { theme: { light: 'github-light', dark: 'dracula' } }]) {
    assert.deepEqual(problems({ ...base, styling: { codeblocks } }), [], JSON.stringify(codeblocks));
  }
  assert.deepEqual(problems({ ...base, styling: { codeblocks: 'github-drak' } }), [
    'styling.codeblocks: expected "system", "dark", a Shiki theme name like "github-dark", or { "theme" }, found "github-drak"\n      hint: did you mean "github-dark"?',
  ]);
  assert.deepEqual(problems({ ...base, styling: { codeblocks: { theme: { light: 'github-light', dark: 'dracla' } } } }), [
    'styling.codeblocks.theme.dark: expected a Shiki theme name like "github-dark" (the themes listed at shiki.style/themes), found "dracla"\n      hint: did you mean "dracula"?',
  ]);
});
