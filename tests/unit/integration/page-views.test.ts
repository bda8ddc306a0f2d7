import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { test } from 'node:test';
import { UNREAD_SITE, type CurrentSite } from '../../../src/integration/current-site.ts';
import { pageViewsDrawn, pageViewsModule } from '../../../src/integration/page-views-plugin.ts';

const VIEWS = ['ApiDocPage', 'ChannelReference', 'GraphQlReference', 'SdkReference', 'McpReference'];

/** What the module exports: each view's file, or undefined. */
function exported(module: string): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [, name, file] of module.matchAll(/^export \{ default as (\w+) \} from "([^"]+)";$/gm)) out[name] = file;
  for (const [, name] of module.matchAll(/^export const (\w+) = undefined;$/gm)) out[name] = undefined;
  return out;
}

test('a build bundles the view of each kind of page its site has, and none of the others', () => {
  const plain = pageViewsDrawn(UNREAD_SITE, 0);
  assert.deepEqual([...plain], [], 'a Markdown site draws no reference view');
  assert.deepEqual(exported(pageViewsModule(plain)), Object.fromEntries(VIEWS.map((name) => [name, undefined])));

  const withChannelAndSdk: CurrentSite = {
    ...UNREAD_SITE,
    asyncapi: { ...UNREAD_SITE.asyncapi, pages: { events: {} as never } },
    sdk: { ...UNREAD_SITE.sdk, pages: { 'sdk/client': {} as never } },
  };
  const drawn = pageViewsDrawn(withChannelAndSdk, 3);
  assert.deepEqual([...drawn].sort(), ['ApiDocPage', 'ChannelReference', 'SdkReference']);
  const module = exported(pageViewsModule(drawn));
  assert.deepEqual(
    VIEWS.filter((name) => module[name] !== undefined),
    ['ApiDocPage', 'ChannelReference', 'SdkReference'],
  );
});

test('the dev server bundles every view, each from a component file that exists', () => {
  const module = exported(pageViewsModule('all'));
  assert.deepEqual(Object.keys(module).sort(), [...VIEWS].sort());
  for (const [name, file] of Object.entries(module)) {
    assert.ok(file?.endsWith(`/${name}.astro`), `${name}: ${file}`);
    assert.ok(file !== undefined && existsSync(file), `${file} is missing`);
  }
});
