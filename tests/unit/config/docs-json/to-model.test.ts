import assert from 'node:assert/strict';
import { test } from 'node:test';
import { docsJsonSiteFields, validateDocsJson } from '../../../../src/config/docs-json/index.ts';

const base = { theme: 'mint', name: 'Acme', colors: { primary: '#0d9373' }, navigation: { groups: [{ group: 'Start', pages: ['index'] }] } };

function fields(extra: Record<string, unknown>) {
  const result = validateDocsJson({ ...base, ...extra });
  assert.deepEqual(result.problems, []);
  return docsJsonSiteFields(result.config!);
}

test('name, description, logo (+href), favicon per mode and colours map to the site model', () => {
  const site = fields({
    description: 'Docs for Acme',
    logo: { light: '/logo/light.svg', dark: '/logo/dark.svg', href: 'https://acme.dev' },
    favicon: { light: '/favicon-light.png', dark: '/favicon-dark.png' },
    colors: { primary: '#0d9373', dark: '#0a6b55' },
  });
  assert.equal(site.name, 'Acme');
  assert.equal(site.description, 'Docs for Acme');
  assert.deepEqual(site.logo, { light: '/logo/light.svg', dark: '/logo/dark.svg', href: 'https://acme.dev' });
  assert.equal(site.favicon, '/favicon-light.png');
  assert.equal(site.faviconDark, '/favicon-dark.png');
  assert.deepEqual(site.colors, { primary: '#0d9373', light: '#0d9373', dark: '#0a6b55', background: undefined });
  assert.deepEqual(fields({ logo: '/logo.svg' }).logo, { light: '/logo.svg', dark: '/logo.svg', href: '/' });
});

test('appearance becomes the mode toggle; background keeps image per mode, decoration and colour', () => {
  assert.deepEqual(fields({ appearance: { default: 'dark', strict: true } }).modeToggle, { default: 'dark', isHidden: true });
  assert.deepEqual(fields({ appearance: { default: 'system' } }).modeToggle, { default: undefined, isHidden: false });
  const site = fields({ background: { image: { light: '/bg-light.png', dark: '/bg-dark.png' }, decoration: 'grid', color: { light: '#ffffff', dark: '#0b0d0e' } } });
  assert.equal(site.backgroundImage, '/bg-light.png');
  assert.deepEqual(site.background, { image: { light: '/bg-light.png', dark: '/bg-dark.png' }, decoration: 'grid', color: { light: '#ffffff', dark: '#0b0d0e' } });
  assert.deepEqual(site.colors.background, { light: '#ffffff', dark: '#0b0d0e' });
});

test('navbar links and primary become topbar links and the call-to-action button', () => {
  const site = fields({
    navbar: {
      links: [
        { label: 'Blog', href: '/blog', icon: 'newspaper' },
        { type: 'github', href: 'https://github.com/acme/acme' },
      ],
      primary: { type: 'button', label: 'Sign up', href: 'https://acme.dev/signup' },
    },
  });
  assert.deepEqual(site.topbarLinks, [
    { name: 'Blog', url: '/blog', icon: 'newspaper' },
    { name: 'GitHub', url: 'https://github.com/acme/acme', icon: undefined },
  ]);
  assert.deepEqual(site.topbarCtaButton, { type: 'link', url: 'https://acme.dev/signup', name: 'Sign up' });
  assert.deepEqual(fields({ navbar: { primary: { type: 'github', href: 'https://github.com/acme/acme' } } }).topbarCtaButton, { type: 'github', url: 'https://github.com/acme/acme', name: undefined });
});

test('footer socials (every platform Mintlify accepts) and link columns', () => {
  const site = fields({ footer: { socials: { x: 'https://x.com/acme', youtube: 'https://youtube.com/@acme' }, links: [{ header: 'Company', items: [{ label: 'About', href: '/about' }] }] } });
  assert.deepEqual(site.footerSocials, [
    { platform: 'x', url: 'https://x.com/acme' },
    { platform: 'youtube', url: 'https://youtube.com/@acme' },
  ]);
  assert.deepEqual(site.footerLinks, [{ header: 'Company', items: [{ label: 'About', href: '/about' }] }]);
});

test('api: specs, MDX server and auth, playground display, examples and params', () => {
  const site = fields({
    api: {
      openapi: ['openapi.json', { source: 'https://acme.dev/spec.yaml', directory: 'reference' }],
      mdx: { server: 'https://api.acme.dev', auth: { method: 'bearer' } },
      playground: { display: 'simple' },
      examples: { languages: ['bash', 'python'], defaults: 'required' },
      params: { expanded: 'all' },
    },
  });
  assert.deepEqual(site.openapi, ['openapi.json', 'https://acme.dev/spec.yaml']);
  // api.mdx is for endpoints MDX pages define; OpenAPI pages keep their file's servers.
  assert.deepEqual(site.api.baseUrls, []);
  assert.equal(site.api.auth, undefined);
  assert.deepEqual(site.api.mdx, { baseUrls: ['https://api.acme.dev'], auth: { method: 'bearer', name: undefined } });
  assert.equal(site.api.playground.mode, 'simple');
  assert.deepEqual(site.api.examples, { languages: ['bash', 'python'], defaults: 'required' });
  assert.deepEqual(site.api.params, { expanded: 'all' });
  assert.equal(fields({ api: { playground: { display: 'none' } } }).api.playground.mode, 'hide');
  assert.equal(fields({}).api.playground.mode, 'show');
});

test('banner, fonts, styling, icon library, redirects, seo, search, contextual, 404 and timestamps', () => {
  const site = fields({
    banner: { content: 'New: **v2**', dismissible: true },
    fonts: { family: 'Inter', weight: 400 },
    styling: { eyebrows: 'breadcrumbs', codeblocks: 'dark' },
    icons: { library: 'lucide' },
    redirects: [
      { source: '/old/:slug*', destination: '/new/:slug*' },
      { source: '/tmp', destination: '/x', permanent: false },
    ],
    seo: { metatags: { 'og:site_name': 'Acme' }, indexing: 'all' },
    search: { prompt: 'Search Acme…' },
    contextual: { options: ['copy', 'mcp', { title: 'Ask', description: 'Open in Ask', href: 'https://ask.dev?q=$page' }], display: 'toc' },
    errors: { '404': { title: 'Lost?' } },
    metadata: { timestamp: true },
  });
  assert.deepEqual(site.banner, { content: 'New: **v2**', dismissible: true, type: 'info', color: undefined });
  assert.deepEqual(site.fonts, { heading: { family: 'Inter', weight: 400 }, body: { family: 'Inter', weight: 400 } });
  assert.deepEqual(site.styling, { eyebrows: 'breadcrumbs', codeblocks: 'dark' });
  assert.equal(site.icons.library, 'lucide');
  assert.deepEqual(site.redirects, [
    { source: '/old/:slug*', destination: '/new/:slug*', permanent: true },
    { source: '/tmp', destination: '/x', permanent: false },
  ]);
  assert.deepEqual(site.seo, { metatags: { 'og:site_name': 'Acme' }, indexing: 'all', paths: undefined });
  assert.equal(site.searchPrompt, 'Search Acme…');
  // "mcp" is kept: it points to the MCP server the build is given (--mcp-url), and is left out without one.
  assert.deepEqual(site.contextual, { options: ['copy', 'mcp', { title: 'Ask', description: 'Open in Ask', href: 'https://ask.dev?q=$page' }], display: 'toc' });
  // Mintlify redirects a missing page home only when `redirect: true` is written.
  assert.deepEqual(site.notFound, { title: 'Lost?' });
  assert.equal(site.lastModified, true);
  assert.deepEqual(fields({ fonts: { heading: { family: 'Lora' } } }).fonts, { heading: { family: 'Lora' }, body: undefined });
});

test("without `seo`, a docs.json site still indexes only navigable pages (Mintlify's default): a hidden page gets noindex", async () => {
  const { indexedPages, isNoindexPage } = await import('../../../../src/seo/metatags.ts');
  const { docsJsonTree } = await import('../../../../src/navigation/docs-json-tree.ts');
  const site = fields({});
  assert.deepEqual(site.seo, { metatags: {}, indexing: 'navigable', paths: undefined });
  assert.equal(isNoindexPage(site.seo, true), true);
  assert.equal(isNoindexPage(site.seo, false), false);
  const tree = docsJsonTree(validateDocsJson(base).config!.navigation, () => []);
  assert.deepEqual(
    indexedPages({ seo: site.seo, tree }, [{ id: 'index' }, { id: 'unlisted' }]).map((page) => page.id),
    ['index'],
  );
});
