import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fromSent, toSendable } from '../../../src/confinement/render-protocol.ts';

test('what crosses to and from the render process: URLs, maps and regular expressions come back as they were; functions are left out, so the channel never refuses a message', () => {
  const route = {
    route: '/[...slug]',
    pattern: /^\/(.*)$/i,
    distURL: [new URL('file:///out/a/index.html')],
    redirectRoute: undefined,
    generate: () => '/',
    segments: [[{ content: 'slug', dynamic: true }]],
  };
  const images = new Map([
    [
      '/images/a.png',
      { originalSrcPath: '/site/images/a.png', transforms: new Map([['h1', { finalPath: '/_astro/a.webp', transform: { src: { src: '/images/a.png', width: 10, clone: () => ({}) }, width: 5 } }]]) },
    ],
  ]);
  const sent = toSendable({ route, images });
  assert.doesNotThrow(() => structuredClone(sent));
  const back = fromSent(structuredClone(sent)) as { route: typeof route; images: typeof images };
  assert.ok(back.route.distURL[0] instanceof URL);
  assert.equal(back.route.distURL[0].href, 'file:///out/a/index.html');
  assert.ok(back.route.pattern.test('/A'));
  assert.equal('generate' in back.route, false);
  const transform = back.images.get('/images/a.png')?.transforms.get('h1');
  assert.equal(transform?.finalPath, '/_astro/a.webp');
  assert.deepEqual(transform?.transform, { src: { src: '/images/a.png', width: 10 }, width: 5 });
  // A function inside an array or a map, or the value itself, crosses as nothing.
  assert.deepEqual(structuredClone(toSendable([1, () => 2, new Map([['f', () => 3]])])), [1, undefined, new Map()]);
  assert.equal(
    toSendable(() => 1),
    undefined,
  );
});
