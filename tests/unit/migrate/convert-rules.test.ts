import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatJsonPath } from '../../../src/config/json-path.ts';
import { validateSiteConfig } from '../../../src/config/validate.ts';
import { convertMintConfig } from '../../../src/migrate/convert-config.ts';
import type { FolderFacts } from '../../../src/migrate/convert-site-refs.ts';
import { nearestIconType } from '../../../src/migrate/convert-values.ts';
import { DEFAULT_BACKGROUND } from '../../../src/styles/theme.ts';

const base = { name: 'Acme', navigation: [{ group: 'Start', pages: ['intro'] }] };
const paths = (items: Array<{ path: Array<string | number> }>) => items.map((item) => formatJsonPath(item.path));

test('footerSocials: x becomes twitter; youtube and bluesky are named, not dropped silently', () => {
  const { config, changes, unconverted } = convertMintConfig({
    ...base,
    footerSocials: { x: 'https://x.com/a', github: 'https://github.com/a', youtube: 'https://youtube.com/a', bluesky: 'https://bsky.app/a' },
  });
  assert.deepEqual(config?.footerSocials, { twitter: 'https://x.com/a', github: 'https://github.com/a' });
  assert.deepEqual(paths(changes), ['footerSocials.x']);
  assert.deepEqual(paths(unconverted), ['footerSocials.youtube', 'footerSocials.bluesky']);
  assert.deepEqual(
    unconverted.map((item) => item.value),
    ['https://youtube.com/a', 'https://bsky.app/a'],
  );
});

test('footerSocials: the legacy array form becomes the object form', () => {
  const { config, changes } = convertMintConfig({
    ...base,
    footerSocials: [
      { type: 'github', url: 'https://github.com/a' },
      { type: 'x', url: 'https://x.com/a' },
    ],
  });
  assert.deepEqual(config?.footerSocials, { github: 'https://github.com/a', twitter: 'https://x.com/a' });
  assert.equal(formatJsonPath(changes[0].path), 'footerSocials');
  assert.deepEqual(changes[0].new, { github: 'https://github.com/a', twitter: 'https://x.com/a' });
});

test('versions: objects become names, the default first', () => {
  const { config, unconverted } = convertMintConfig({ ...base, versions: [{ name: 'v1' }, { name: 'v2', default: true }] });
  assert.deepEqual(config?.versions, ['v2', 'v1']);
  assert.deepEqual(unconverted, []);
});

test('colors.background with one mode gets the theme default for the other', () => {
  const dark = convertMintConfig({ ...base, colors: { primary: '#112233', background: { dark: '#000000' } } });
  assert.deepEqual((dark.config?.colors as { background: unknown } | undefined)?.background, { light: DEFAULT_BACKGROUND.light, dark: '#000000' });
  assert.deepEqual(paths(dark.changes), ['colors.background.light']);
  const light = convertMintConfig({ ...base, colors: { primary: '#112233', background: { light: '#fafafa' } } });
  assert.deepEqual((light.config?.colors as { background: unknown } | undefined)?.background, { light: '#fafafa', dark: DEFAULT_BACKGROUND.dark });
});

test('iconType outside the contract becomes the nearest allowed one', () => {
  assert.equal(nearestIconType('regular'), 'light');
  assert.equal(nearestIconType('sharp-duotone-solid'), 'sharp-solid');
  assert.equal(nearestIconType('sold'), 'solid');
  const { config, changes } = convertMintConfig({ ...base, anchors: [{ name: 'API', url: 'api', icon: 'code', iconType: 'regular' }] });
  assert.equal((config?.anchors as Array<{ iconType: string }> | undefined)?.[0].iconType, 'light');
  assert.deepEqual(
    changes.map((c) => [formatJsonPath(c.path), c.old, c.new]),
    [['anchors[0].iconType', 'regular', 'light']],
  );
});

test('keys outside the contract are removed and each is listed with its old value', () => {
  const { config, changes } = convertMintConfig({ ...base, $schema: 'x', analytics: { ga4: {} }, feedback: { thumbsRating: true, suggestEdit: true }, 'feedback.thumbsRating': true });
  assert.deepEqual(Object.keys(config ?? {}).sort(), ['feedback', 'name', 'navigation']);
  assert.deepEqual(paths(changes).sort(), ['$schema', 'analytics', 'feedback.thumbsRating', '["feedback.thumbsRating"]'].sort());
  assert.ok(changes.every((change) => change.new === undefined && change.why.startsWith('removed:')));
});

test('a colour that is not hex and an unknown auth method are reported with path and value', () => {
  const { config, unconverted } = convertMintConfig({ ...base, colors: { primary: '#123456', light: 'teal' }, api: { auth: { method: 'web-editor' } } });
  assert.ok(validateSiteConfig(config).ok);
  const named = unconverted.map((item) => `${formatJsonPath(item.path)}=${String(item.value)}`).sort();
  assert.deepEqual(named, ['api.auth.method=web-editor', 'colors.light=teal']);
});

const facts = (pages: string[], files: string[] = [], openapiForPages: string[] = []): FolderFacts => ({
  pageIds: new Set(pages),
  fileExists: (path) => files.includes(path),
  openapiForPages,
});

test('navigation entries whose page is missing are left out and reported; extensions name the same page', () => {
  const mint = { ...base, navigation: [{ group: 'Start', pages: ['intro.mdx', 'missing', { group: 'Empty', pages: ['gone'] }] }] };
  const { config, leftOutPages, changes } = convertMintConfig(mint, facts(['intro', 'guides/missing']));
  assert.deepEqual(config?.navigation, [{ group: 'Start', pages: ['intro.mdx'] }]);
  assert.deepEqual(
    leftOutPages.map((entry) => [formatJsonPath(entry.path), entry.reference]),
    [
      ['navigation[0].pages[1]', 'missing'],
      ['navigation[0].pages[2].pages[0]', 'gone'],
    ],
  );
  assert.equal(leftOutPages[0].closest, 'guides/missing');
  assert.deepEqual(paths(changes), ['navigation[0].pages[2]']);
});

test("openapi: a leading slash goes, tab files join the top-level list, a missing file is reported, pages' files are added", () => {
  const navigation = [{ group: 'Start', pages: ['intro', 'api/get', 'x/intro'] }];
  const mint = { ...base, navigation, openapi: '/api.json', tabs: [{ name: 'API', url: 'api', openapi: 'more.yaml' }], anchors: [{ name: 'X', url: 'x', openapi: '/gone.json' }] };
  const { config, changes, unconverted } = convertMintConfig(mint, facts(['intro', 'api/get', 'x/intro'], ['api.json', 'more.yaml', 'found.json'], ['found.json']));
  assert.deepEqual(config?.openapi, ['api.json', 'more.yaml', 'found.json']);
  assert.deepEqual(paths(unconverted), ['anchors[0].openapi']);
  assert.ok(paths(changes).includes('tabs[0].openapi'));
  assert.ok(config);
  assert.equal((config.tabs as Array<Record<string, unknown>>)[0].openapi, undefined);
  assert.ok(validateSiteConfig(config).ok);
});

test('logo and favicon must be files of the folder; a relative path becomes absolute', () => {
  const { config, unconverted, changes } = convertMintConfig(
    { ...base, logo: { light: 'logo/light.svg', dark: '/logo/missing.svg' }, favicon: '/favicon.svg' },
    facts(['intro'], ['logo/light.svg', 'favicon.svg']),
  );
  assert.deepEqual(config?.logo, { light: '/logo/light.svg' });
  assert.equal(config?.favicon, '/favicon.svg');
  assert.deepEqual(paths(unconverted), ['logo.dark']);
  assert.deepEqual(paths(changes), ['logo.light']);
});

test('a tab whose folder has no navigation page left goes, with a line in the report', () => {
  const mint = {
    ...base,
    navigation: [
      { group: 'Start', pages: ['intro'] },
      { group: 'Guides', pages: ['guides/missing'] },
    ],
    tabs: [
      { name: 'Guides', url: 'guides' },
      { name: 'Blog', url: 'https://blog.test' },
    ],
  };
  const { config, changes } = convertMintConfig(mint, facts(['intro']));
  assert.deepEqual(config?.tabs, [{ name: 'Blog', url: 'https://blog.test' }]);
  assert.deepEqual(paths(changes), ['navigation[1]', 'tabs[0]']);
});

test('each redirect is named, since Quire has none', () => {
  const { config, unconverted } = convertMintConfig({ ...base, redirects: [{ source: '/old', destination: '/new' }] });
  assert.equal(config?.redirects, undefined);
  assert.deepEqual(
    unconverted.map((item) => [formatJsonPath(item.path), item.value]),
    [['redirects[0]', '/old → /new']],
  );
});

test('primaryTab.name labels the first section: it becomes topAnchor.name, unless topAnchor names it already', () => {
  const { config, changes } = convertMintConfig({ ...base, primaryTab: { name: '📘 Documentation' }, topAnchor: { icon: 'book' } });
  assert.deepEqual(config?.topAnchor, { icon: 'book', name: '📘 Documentation' });
  assert.equal(config?.primaryTab, undefined);
  assert.deepEqual(paths(changes), ['topAnchor.name', 'primaryTab']);
  assert.ok(validateSiteConfig(config).ok);
  const named = convertMintConfig({ ...base, primaryTab: { name: 'Docs' }, topAnchor: { name: 'Guides' } });
  assert.deepEqual(named.config?.topAnchor, { name: 'Guides' });
  assert.deepEqual(paths(named.changes), ['primaryTab']);
});
