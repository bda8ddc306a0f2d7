import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findBrokenConfigImages, findBrokenImages, reportBrokenImages, splitBrokenImages, type ImageFiles } from '../../../src/links/check-images.ts';
import { formatBrokenImages } from '../../../src/links/check-links.ts';
import { collectPageUrls } from '../../../src/links/collect-links.ts';
import { configImages } from '../../../src/links/site-images.ts';

const shown = (source: string, format: 'md' | 'mdx') => collectPageUrls(source, format).images.map((image) => `${image.line}:${image.column} ${image.where}: ${image.url}`);

test('every kind of image reference is collected with its line and column; links, icon names and code blocks are not', () => {
  const page = [
    '---',
    'title: Images',
    '---',
    '',
    '![Hero](/images/hero.png) [a link](/images/linked.png)',
    '',
    '<img src="/images/raw.png" srcset="/images/a.png 1x, /images/b.png 2x" />',
    '',
    '<Frame>',
    '  <img src="/images/framed.png" />',
    '</Frame>',
    '',
    '<Frame>',
    '  ![Framed](/images/framed-md.png)',
    '</Frame>',
    '',
    '<Card title="A" img="/images/card.png" href="/images/not-an-image.png" />',
    '<Card title="B" image="/images/card-b.png" icon="rocket" />',
    '<Card title="C" icon="/icons/c.svg" />',
    '<video poster="/images/poster.jpg"><source src="/media/clip.mp4" /></video>',
    '<iframe src="/embed.html"></iframe>',
    '',
    '```md',
    '![In code](/images/code.png)',
    '```',
    '',
    '![Ref][logo]',
    '',
    '[logo]: /images/logo.png',
    '',
  ].join('\n');
  assert.deepEqual(shown(page, 'mdx'), [
    '5:1 markdown image: /images/hero.png',
    '7:1 src of <img>: /images/raw.png',
    '7:1 srcset of <img>: /images/a.png',
    '7:1 srcset of <img>: /images/b.png',
    '10:3 src of <img>: /images/framed.png',
    '14:3 markdown image: /images/framed-md.png',
    '17:1 img of <Card>: /images/card.png',
    '18:1 image of <Card>: /images/card-b.png',
    '19:1 icon of <Card>: /icons/c.svg',
    '20:1 poster of <video>: /images/poster.jpg',
    '20:36 src of <source>: /media/clip.mp4',
    '29:1 image definition: /images/logo.png',
  ]);
  // Raw HTML in a .md page, over several lines, with a srcset whose candidates have no descriptors.
  assert.deepEqual(shown('Text\n\n<p>\n  <img\n    src="images/x.png" srcset="/a.png, /b.png">\n</p>\n', 'md'), [
    '4:3 src of <img>: images/x.png',
    '4:3 srcset of <img>: /a.png',
    '4:3 srcset of <img>: /b.png',
  ]);
  // A definition used by a link stays a link.
  const both = collectPageUrls('![a][x] [b][x]\n\n[x]: /images/x.png\n', 'md');
  assert.deepEqual([both.images.length, both.links.map((link) => link.url)], [0, ['/images/x.png']]);
});

const files: ImageFiles = {
  pageFolder: new Set(['index.mdx', 'guides/deploy.md', 'guides/images/diagram.png', 'guides/index.md']),
  pageFolderName: 'docs/',
  served: new Set(['/images/hero.png', '/guides/deployment/images/server.png', '/guides/screens/a.png', '/logo/light.svg', '/logo/dark.png', '/favicon.svg', '/notes.txt']),
  servedFrom: 'public/',
  bundlesMarkdownImages: true,
};
const image = (url: string, line = 1, markdown = false) => ({ url, line, column: 1, where: markdown ? 'markdown image' : 'src of <img>', markdown });
const problems = (file: string, images: ReturnType<typeof image>[]) => findBrokenImages(file, `docs/${file}`, images, files).map((b) => [b.line, b.reason, b.suggestion, b.stopsBuild]);

test('images that name a file are not reported; external, data: and empty ones are not checked', () => {
  assert.deepEqual(
    problems('guides/deploy.md', [
      image('/images/hero.png'),
      image('/images/hero.png?v=2#x'),
      image('/guides/deployment/images/server.png'),
      image('https://cdn.example.com/x.png'),
      image('//cdn.example.com/x.png'),
      image('data:image/png;base64,AAAA'),
      image(''),
      image('/images/hero.png', 1, true),
    ]),
    [],
  );
});

test('a relative image resolves as the browser resolves it against the page address; a markdown one beside its page file', () => {
  // On /guides/deploy, deployment/… is /guides/deployment/…; the markdown image is bundled from docs/guides/.
  assert.deepEqual(problems('guides/deploy.md', [image('deployment/images/server.png'), image('./screens/a.png'), image('images/diagram.png', 2, true), image('./images/diagram.png', 3, true)]), []);
  // On a folder's index page (/guides), a relative src starts from the site root.
  assert.deepEqual(problems('guides/index.md', [image('deployment/images/server.png', 4)]), [
    [4, 'src of <img>: /deployment/images/server.png is no file in public/', '/guides/deployment/images/server.png', false],
  ]);
  assert.deepEqual(problems('guides/deploy.md', [image('images/diagarm.png', 5, true), image('images/server.png', 6, true)]), [
    [5, 'markdown image: docs/guides/images/diagarm.png does not exist (a markdown image named by a relative path is bundled from beside its page)', 'images/diagram.png', true],
    [6, 'markdown image: docs/guides/images/server.png does not exist (a markdown image named by a relative path is bundled from beside its page)', '/guides/deployment/images/server.png', true],
  ]);
});

test('a missing image is reported with the closest existing image, as data, formatted with file:line:column at the edge', () => {
  const broken = findBrokenImages('index.mdx', 'docs/index.mdx', [image('/deployment/images/server.png', 7), image('/totally/else.gif', 8)], files);
  assert.deepEqual(
    broken.map((b) => b.suggestion),
    ['/guides/deployment/images/server.png', undefined],
  );
  assert.equal(
    formatBrokenImages(broken),
    [
      'The site has 2 images that are missing:',
      '  ✖ docs/index.mdx:7:1: /deployment/images/server.png: src of <img>: /deployment/images/server.png is no file in public/',
      '      hint: did you mean /guides/deployment/images/server.png?',
      '  ✖ docs/index.mdx:8:1: /totally/else.gif: src of <img>: /totally/else.gif is no file in public/',
    ].join('\n'),
  );
});

test('a Mintlify folder is served as is: a relative markdown image is resolved against the page address too', () => {
  const folder: ImageFiles = { ...files, pageFolder: new Set(), served: new Set(['/guides/images/diagram.png']), bundlesMarkdownImages: false };
  assert.deepEqual(findBrokenImages('guides/deploy.mdx', 'guides/deploy.mdx', [image('images/diagram.png', 1, true)], folder), []);
  assert.deepEqual(
    findBrokenImages('guides/deploy.mdx', 'guides/deploy.mdx', [image('images/diagrm.png', 2, true)], folder).map((b) => [b.reason, b.suggestion, b.stopsBuild]),
    [['markdown image: /guides/images/diagrm.png is no file in public/', '/guides/images/diagram.png', false]],
  );
});

test("site.json's logo, favicon and backgroundImage are checked at their JSON path, line and column", () => {
  const text = '{\n  "name": "X",\n  "logo": { "light": "/logo/light.svg", "dark": "/logo/dark.svg" },\n  "favicon": "/favicon.png",\n  "backgroundImage": "https://cdn.example.com/bg.png"\n}\n';
  const images = configImages(text);
  assert.deepEqual(
    images.map((i) => `${i.path} ${i.line}:${i.column} ${i.url}`),
    ['logo.light 3:22 /logo/light.svg', 'logo.dark 3:49 /logo/dark.svg', 'favicon 4:14 /favicon.png', 'backgroundImage 5:22 https://cdn.example.com/bg.png'],
  );
  assert.deepEqual(
    findBrokenConfigImages('site.json', images, files).map((b) => `${b.file}:${b.line}:${b.column}: ${b.reason} → ${b.suggestion}`),
    ['site.json:3:49: logo.dark: /logo/dark.svg is no file in public/ → /logo/dark.png', 'site.json:4:14: favicon: /favicon.png is no file in public/ → /favicon.svg'],
  );
  // A logo given as one path; a relative one is read from the site root, as on the home page.
  const single = configImages('{ "logo": "logo/light.svg", "favicon": "favicon.ico" }');
  assert.deepEqual(
    single.map((i) => i.path),
    ['logo', 'favicon'],
  );
  assert.deepEqual(
    findBrokenConfigImages('site.json', single, files).map((b) => b.reason),
    ['favicon: /favicon.ico is no file in public/'],
  );
});

test('links: warn turns every missing image into a warning, the markdown images Astro bundles too (the build keeps them as the URL looked for)', () => {
  const broken = findBrokenImages('guides/deploy.md', 'docs/guides/deploy.md', [image('/nope.png', 1), image('nope.png', 2, true)], files);
  assert.deepEqual(
    splitBrokenImages(broken, 'error').refused.map((b) => b.line),
    [1, 2],
  );
  const warn = splitBrokenImages(broken, 'warn');
  assert.deepEqual([warn.refused.map((b) => b.line), warn.warned.map((b) => b.line)], [[], [1, 2]]);
});

test('the build and quire check word broken images alike; only the line after warnings says whether the build went on or would', () => {
  const broken = findBrokenImages('guides/deploy.md', 'docs/guides/deploy.md', [image('/nope.png', 1), image('nope.png', 2, true)], files);
  const build = reportBrokenImages(broken, 'warn', 'build');
  const check = reportBrokenImages(broken, 'warn', 'check');
  assert.equal(build.refused, undefined);
  assert.equal(check.refused, build.refused);
  assert.match(build.warned ?? '', /^The site has 2 images that are missing:\n {2}⚠ .*deploy\.md:1[^\n]*\n {2}⚠ .*deploy\.md:2[^\n]*\n\(links: warn, so the build goes on past them\)$/);
  assert.match(reportBrokenImages(broken, 'error', 'build').refused ?? '', /^The site has 2 images that are missing:\n {2}✖ /);
  assert.equal(check.warned, build.warned?.replace('(links: warn, so the build goes on past them)', '(--links warn: the build would go on)'));
  assert.deepEqual(reportBrokenImages(broken, 'error', 'check').warned, undefined);
  assert.deepEqual(reportBrokenImages([], 'warn', 'build'), { refused: undefined, warned: undefined });
});

test('a site.json nested too deeply for the JSON parser names no images (its validation reports it) instead of crashing', () => {
  let deep = '{}';
  for (let i = 0; i < 5000; i++) deep = `{"pages":[${deep}]}`;
  assert.deepEqual(configImages(`{"logo": "/x.png", "navigation": [${deep}]}`), []);
});
