import assert from 'node:assert/strict';
import { test } from 'node:test';
import { authHeaderFor, rememberedAuthKey } from '../../../src/client/auth-header.ts';

test('key: the header named by auth.name, value as typed; only the prefix typed sends nothing', () => {
  const auth = { method: 'key' as const, name: 'Authorization', inputPrefix: 'Token ' };
  assert.deepEqual(authHeaderFor(auth, { key: 'Token abc123' }), ['Authorization', 'Token abc123']);
  assert.equal(authHeaderFor(auth, { key: 'Token ' }), undefined);
  assert.deepEqual(authHeaderFor({ method: 'key', name: 'X-Api-Key' }, { key: 'k1' }), ['X-Api-Key', 'k1']);
});

test('bearer: "Bearer " added once', () => {
  assert.deepEqual(authHeaderFor({ method: 'bearer' }, { bearer: 'tok' }), ['Authorization', 'Bearer tok']);
  assert.deepEqual(authHeaderFor({ method: 'bearer' }, { bearer: 'Bearer tok' }), ['Authorization', 'Bearer tok']);
  assert.equal(authHeaderFor({ method: 'bearer' }, { bearer: '  ' }), undefined);
});

test('basic: base64 of user:pass, UTF-8 safe', () => {
  assert.deepEqual(authHeaderFor({ method: 'basic', name: 'client:secret' }, { user: 'aladdin', pass: 'opensesame' }), ['Authorization', 'Basic YWxhZGRpbjpvcGVuc2VzYW1l']);
  const [, value] = authHeaderFor({ method: 'basic' }, { user: 'jürgen', pass: 'pässwört' })!;
  assert.equal(Buffer.from(value.slice(6), 'base64').toString('utf8'), 'jürgen:pässwört');
  assert.equal(authHeaderFor({ method: 'basic' }, {}), undefined);
});

test('a remembered credential is kept per API: pages of one API share it, another API never reads it', () => {
  const shop = rememberedAuthKey(['https://shop.example.com', 'https://sandbox.shop.example.com']);
  assert.equal(rememberedAuthKey(['https://sandbox.shop.example.com', 'https://shop.example.com']), shop, 'the same API, servers listed in another order');
  assert.notEqual(rememberedAuthKey(['https://billing.example.com']), shop);
  assert.notEqual(rememberedAuthKey(['https://shop.example.com']), shop, 'an API with fewer servers is another API');
});
