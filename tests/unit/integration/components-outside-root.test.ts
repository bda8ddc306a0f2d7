import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { shareAFolder, subRequestId } from '../../../src/integration/components-outside-root.ts';

// A component of Quire's that exists, wherever this checkout is.
const component = fileURLToPath(new URL('../../../src/components/layout/DivisionMenu.astro', import.meta.url));
const style = `${component}?astro&type=style&index=0&lang.css`;
const elsewhere = component.startsWith('/srv/') ? '/var/cache/quire/sites/docs-1' : '/srv/cache/quire/sites/docs-1';

test('folders shared: only a first folder in common counts, `/` alone does not', () => {
  assert.equal(shareAFolder('/home/ann/.cache/quire', '/home/ann/.nvm/lib/quire'), true);
  assert.equal(shareAFolder('/usr/lib/node_modules/quire-docs/src/A.astro', '/home/ann/.cache/quire'), false);
  assert.equal(shareAFolder('/tmp', '/tmpfs/x'), false);
});

test("a component's style or script outside the root is named through /@fs, as the browser's /@fs request is kept", () => {
  assert.equal(subRequestId(style, elsewhere), `/@fs${style}`);
  assert.equal(subRequestId(`/@fs${style}`, elsewhere), `/@fs${style}`);
  assert.equal(subRequestId(`${component}?astro&type=script&index=0&lang.ts`, elsewhere), `/@fs${component}?astro&type=script&index=0&lang.ts`);
});

test('anything else is left to Vite: a root sharing a folder, the component itself, other files, root-relative URLs', () => {
  const rootBeside = component.replace(/\/src\/.*$/, '/.quire/sites/docs-1');
  assert.equal(subRequestId(style, rootBeside), undefined);
  assert.equal(subRequestId(component, elsewhere), undefined);
  assert.equal(subRequestId(`${component.replace(/\.astro$/, '.ts')}?astro&type=style`, elsewhere), undefined);
  assert.equal(subRequestId('/src/pages/Missing.astro?astro&type=style&index=0&lang.css', elsewhere), undefined);
  assert.equal(subRequestId('./Local.astro?astro&type=style&index=0&lang.css', elsewhere), undefined);
});
