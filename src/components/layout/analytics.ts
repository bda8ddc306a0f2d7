import type { SiteModel } from '../../config/model.ts';

/**
 * docs.json `integrations` as the scripts each vendor documents, for <head>. Every file is loaded
 * `async` or `defer` (never holding back the first paint); the small inline parts only set up the
 * queue the vendor's file reads when it arrives. The values were checked by the schema (IDs by
 * pattern, hosts https only) and are written as JSON with "<" escaped, never spliced as code.
 */
export interface VendorScript {
  /** The vendor's file, on its own host (or the https host the vendor lets a site run itself). */
  src?: string;
  /** Inline set-up, run before the file loads. */
  code?: string;
  loading?: 'async' | 'defer';
  /** Attributes the vendor's file reads (data-domain, data-site…). */
  attributes?: Record<string, string>;
}

type Settings = Record<string, string | boolean | undefined>;

/** A value as a JavaScript literal safe inside <script>: JSON, with "<" escaped so "</script>" cannot end the element. */
const js = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');
const str = (value: unknown): string => String(value ?? '');
const path = (value: unknown): string => encodeURIComponent(str(value));
/** A hostname as an https URL (`plausible.example.com` → `https://plausible.example.com`); an https URL as it is. */
const withHttps = (server: string): string => (server.startsWith('https://') ? server : `https://${server}`);
const trimSlash = (url: string) => url.replace(/\/+$/, '');
/** An https URL as its host (`https://h.example.com/` → `h.example.com`), for a vendor that takes a host; a hostname as it is. */
const hostnameOf = (server: string): string => trimSlash(server.replace(/^https:\/\//, ''));
/** A file created when the page has loaded, with an init call once it arrives (vendors whose file needs one). */
const loadThen = (src: string, init: string): VendorScript => ({
  code: `(()=>{const s=document.createElement('script');s.async=true;s.src=${js(src)};s.onload=()=>{${init}};document.head.append(s)})();`,
});

const VENDORS: Record<string, (settings: Settings) => VendorScript[]> = {
  ga4: ({ measurementId }) => [
    { src: `https://www.googletagmanager.com/gtag/js?id=${path(measurementId)}`, loading: 'async' },
    { code: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${js(measurementId)});` },
  ],
  gtm: ({ tagId }) => [
    { code: `window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});` },
    { src: `https://www.googletagmanager.com/gtm.js?id=${path(tagId)}`, loading: 'async' },
  ],
  // Mintlify documents `server` as a hostname (`plausible.example.com`); an https URL is taken too.
  plausible: ({ domain, server }) => [{ src: `${trimSlash(withHttps(str(server ?? 'plausible.io')))}/js/script.js`, loading: 'defer', attributes: { 'data-domain': str(domain) } }],
  fathom: ({ siteId }) => [{ src: 'https://cdn.usefathom.com/script.js', loading: 'defer', attributes: { 'data-site': str(siteId) } }],
  pirsch: ({ id }) => [{ src: 'https://api.pirsch.io/pa.js', loading: 'defer', attributes: { id: 'pianjs', 'data-code': str(id) } }],
  clarity: ({ projectId }) => [
    { code: 'window.clarity=window.clarity||function(){(window.clarity.q=window.clarity.q||[]).push(arguments)};' },
    { src: `https://www.clarity.ms/tag/${path(projectId)}`, loading: 'async' },
  ],
  hotjar: ({ hjid, hjsv }) => [
    { code: `window.hj=window.hj||function(){(window.hj.q=window.hj.q||[]).push(arguments)};window._hjSettings={hjid:${Number(hjid)},hjsv:${Number(hjsv)}};` },
    { src: `https://static.hotjar.com/c/hotjar-${path(hjid)}.js?sv=${path(hjsv)}`, loading: 'async' },
  ],
  posthog: ({ apiKey, apiHost, sessionRecording }) => {
    const host = trimSlash(str(apiHost ?? 'https://us.i.posthog.com'));
    // PostHog's snippet: its assets host beside its ingestion host; a proxy of the site's own serves both.
    const assets = host.replace('.i.posthog.com', '-assets.i.posthog.com');
    const config = { api_host: host, disable_session_recording: sessionRecording !== true };
    return [
      { code: `window.posthog=window.posthog||[];window.posthog._i=window.posthog._i||[];window.posthog._i.push([${js(apiKey)},${js(config)},'posthog']);window.posthog.__SV=1;` },
      { src: `${assets}/static/array.js`, loading: 'async' },
    ];
  },
  segment: ({ key, cdnUrl }) => [
    { code: `window.analytics=window.analytics||[];window.analytics._writeKey=${js(key)};window.analytics.push(['page']);` },
    { src: `${trimSlash(str(cdnUrl ?? 'https://cdn.segment.com'))}/analytics.js/v1/${path(key)}/analytics.min.js`, loading: 'async' },
  ],
  mixpanel: ({ projectToken, region }) => {
    const apiHost = region === 'eu' ? 'https://api-eu.mixpanel.com' : region === 'in' ? 'https://api-in.mixpanel.com' : 'https://api-js.mixpanel.com';
    return [
      {
        code: `window.mixpanel=window.mixpanel||[];window.mixpanel._i=window.mixpanel._i||[];window.mixpanel._i.push([${js(projectToken)},${js({ api_host: apiHost })},'mixpanel']);window.mixpanel.__SV=1.2;`,
      },
      { src: 'https://cdn.mxpnl.com/libs/mixpanel-2-latest.min.js', loading: 'async' },
    ];
  },
  amplitude: ({ apiKey }) => [loadThen(`https://cdn.amplitude.com/script/${path(apiKey)}.js`, `window.amplitude.init(${js(apiKey)},{autocapture:true})`)],
  heap: ({ appId }) => [
    { code: `window.heap=window.heap||[];window.heap.appid=${js(appId)};window.heap.config={};` },
    { src: `https://cdn.heapanalytics.com/js/heap-${path(appId)}.js`, loading: 'async' },
  ],
  koala: ({ publicApiKey }) => [{ code: 'window.ko=window.ko||[];' }, { src: `https://cdn.getkoala.com/v1/${path(publicApiKey)}/sdk.js`, loading: 'async' }],
  logrocket: ({ appId }) => [loadThen('https://cdn.lr-ingest.com/LogRocket.min.js', `window.LogRocket&&window.LogRocket.init(${js(appId)})`)],
  hightouch: ({ writeKey, apiHost }) => [
    {
      code: `window.htevents=window.htevents||[];window.htevents._writeKey=${js(writeKey)};window.htevents._apiHost=${js(hostnameOf(str(apiHost ?? 'us-east-1.hightouch-events.com')))};window.htevents.push(['page']);`,
    },
    { src: 'https://cdn.hightouch-events.com/browser/release/v1-latest/events.min.js', loading: 'async' },
  ],
  intercom: ({ appId }) => [
    { code: `window.intercomSettings={api_base:'https://api-iam.intercom.io',app_id:${js(appId)}};` },
    { src: `https://widget.intercom.io/widget/${path(appId)}`, loading: 'async' },
  ],
  frontchat: ({ snippetId }) => [loadThen('https://chat-assets.frontapp.com/v1/chat.bundle.js', `window.FrontChat('init',{chatId:${js(snippetId)},useDefaultLauncher:true})`)],
  clearbit: ({ publicApiKey }) => [{ src: `https://tag.clearbitscripts.com/v1/${path(publicApiKey)}/tags.js`, loading: 'async' }],
  adobe: ({ launchUrl }) => [{ src: str(launchUrl), loading: 'async' }],
  onetrust: ({ domainScript }) => [{ src: 'https://cdn.cookielaw.org/scripttemplates/otSDKStub.js', loading: 'async', attributes: { 'data-domain-script': str(domainScript), charset: 'UTF-8' } }],
  transcend: ({ bundleId }) => [{ src: `https://transcend-cdn.com/cm/${path(bundleId)}/airgap.js`, loading: 'async' }],
};

/** The integration kinds Quire emits a script for. */
export const VENDOR_KINDS = Object.keys(VENDORS);

/** The scripts of the site's integrations, in the order docs.json lists them; none without `integrations`. */
export function analyticsScripts(integrations: SiteModel['integrations']): VendorScript[] {
  return Object.entries(integrations ?? {}).flatMap(([kind, settings]) => VENDORS[kind]?.(settings) ?? []);
}
