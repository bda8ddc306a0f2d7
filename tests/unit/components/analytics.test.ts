import assert from 'node:assert/strict';
import { test } from 'node:test';
import { analyticsScripts, VENDOR_KINDS } from '../../../src/components/layout/analytics.ts';

// One valid setting per kind Mintlify documents, as a real docs.json writes it.
const EVERY_KIND = {
  adobe: { launchUrl: 'https://assets.adobedtm.com/abc/launch-1.min.js' },
  amplitude: { apiKey: 'a1b2' },
  clarity: { projectId: 'abc123' },
  clearbit: { publicApiKey: 'pk_123' },
  fathom: { siteId: 'ABCDEF' },
  frontchat: { snippetId: 'f00d' },
  ga4: { measurementId: 'G-ABC123' },
  gtm: { tagId: 'GTM-ABC123' },
  heap: { appId: '1234' },
  hightouch: { writeKey: 'wk1' },
  hotjar: { hjid: '3423876', hjsv: '6' },
  intercom: { appId: 'rtjkeau6' },
  koala: { publicApiKey: 'pk_963c' },
  logrocket: { appId: 'org1/docs' },
  mixpanel: { projectToken: 'tok1', region: 'eu' },
  onetrust: { domainScript: 'abc-123' },
  pirsch: { id: 'pirsch1' },
  posthog: { apiKey: 'phc_abc', apiHost: 'https://eu.i.posthog.com' },
  plausible: { domain: 'docs.example.com' },
  segment: { key: 'seg1' },
  transcend: { bundleId: 'b1' },
};

test('a site without integrations ships no script for them', () => {
  assert.deepEqual(analyticsScripts(undefined), []);
  assert.deepEqual(analyticsScripts({}), []);
  assert.deepEqual(analyticsScripts({ telemetry: { enabled: true }, cookies: { key: 'k', value: 'v' } }), []);
});

test("every documented kind loads its vendor's file over https without holding back the page, carrying its ID", () => {
  assert.deepEqual(Object.keys(EVERY_KIND).sort(), [...VENDOR_KINDS].sort());
  for (const [kind, settings] of Object.entries(EVERY_KIND)) {
    const scripts = analyticsScripts({ [kind]: settings });
    const text = JSON.stringify(scripts);
    const id = Object.values(settings)[0];
    assert.ok(text.includes(id.replace('/', '%2F')) || text.includes(id), `${kind}: ${text}`);
    for (const script of scripts) {
      if (script.src) {
        assert.match(script.src, /^https:\/\//, kind);
        assert.ok(script.loading === 'async' || script.loading === 'defer', `${kind}: ${script.src} blocks rendering`);
      } else assert.match(script.code ?? '', /^[\s\S]+$/, kind);
      // A file created by the inline code is async too.
      if (script.code?.includes("createElement('script')")) assert.match(script.code, /s\.async=true;s\.src="https:\/\//, kind);
    }
  }
  const posthog = analyticsScripts({ posthog: EVERY_KIND.posthog });
  assert.equal(posthog[1].src, 'https://eu-assets.i.posthog.com/static/array.js', "PostHog's assets host beside its ingestion host");
  assert.equal(analyticsScripts({ plausible: { domain: 'docs.example.com', server: 'https://stats.example.com/' } })[0].src, 'https://stats.example.com/js/script.js', 'a self-hosted Plausible');
  assert.equal(analyticsScripts({ plausible: { domain: 'docs.example.com', server: 'stats.example.com' } })[0].src, 'https://stats.example.com/js/script.js', "Mintlify's form: a hostname");
});

test('a value can never end the inline script or leave its string', () => {
  const [, setup] = analyticsScripts({ ga4: { measurementId: 'G-1"</script><script>alert(1)//' } });
  assert.doesNotMatch(setup.code ?? '', /<\/script>/i);
  assert.match(setup.code ?? '', /gtag\('config',"G-1\\"\\u003c\/script>\\u003cscript>alert\(1\)\/\/"\)/);
  const [file] = analyticsScripts({ ga4: { measurementId: 'G-1&x=<y>' } });
  assert.equal(file.src, 'https://www.googletagmanager.com/gtag/js?id=G-1%26x%3D%3Cy%3E');
});
