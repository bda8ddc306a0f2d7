import * as z from 'zod';
import { flag, isPlainHttpsUrl, linkValue, serverValue, text } from './shared.ts';

/**
 * An ID Quire writes into a vendor's script URL or snippet: its shape is checked here, so nothing
 * but the ID's own characters ever reaches the page (the values are escaped there as well).
 */
const id = (field: string, pattern: RegExp, shape: string) => text(`the ${field} (a string)`).regex(pattern, { error: `the ${field}: ${shape}` });
const token = (field: string) => id(field, /^[A-Za-z0-9_-]+$/, 'letters, digits, "-" and "_" only');
/** A host the vendor lets the site run itself (a proxy or self-hosted server): https only, no query or fragment. */
const httpsHost = (field: string) => linkValue(`the ${field} (an https URL)`).refine(isPlainHttpsUrl, { error: `the ${field}: an https URL like "https://analytics.example.com", without a query` });

const hostnameOrHttps = (field: string) => serverValue(`the ${field}: a hostname like "plausible.example.com" (Mintlify's form) or an https URL`);

/** Each integration and the fields Mintlify requires of it (others are optional). */
const INTEGRATIONS: Record<string, Record<string, z.ZodType>> = {
  adobe: {
    launchUrl: httpsHost('launchUrl').refine((value) => URL.canParse(value) && new URL(value).hostname === 'assets.adobedtm.com', { error: 'the launchUrl: a script on https://assets.adobedtm.com/' }),
  },
  amplitude: { apiKey: token('apiKey') },
  clarity: { projectId: token('projectId') },
  clearbit: { publicApiKey: token('publicApiKey') },
  fathom: { siteId: token('siteId') },
  frontchat: { snippetId: token('snippetId') },
  ga4: { measurementId: id('measurementId', /^G-[A-Z0-9]+$/, '"G-" and capital letters or digits, like "G-ABC123"') },
  gtm: { tagId: id('tagId', /^GTM-[A-Z0-9]+$/, '"GTM-" and capital letters or digits, like "GTM-ABC123"') },
  heap: { appId: token('appId') },
  hightouch: { writeKey: token('writeKey'), apiHost: hostnameOrHttps('apiHost').optional() },
  hotjar: { hjid: id('hjid', /^\d+$/, 'digits only'), hjsv: id('hjsv', /^\d+$/, 'digits only') },
  intercom: { appId: token('appId') },
  koala: { publicApiKey: token('publicApiKey') },
  logrocket: { appId: id('appId', /^[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+$/, '"organisation/project", like "abc123/my-docs"') },
  mixpanel: { projectToken: token('projectToken'), region: z.enum(['us', 'eu', 'in']).optional() },
  onetrust: { domainScript: token('domainScript'), categoryId: text().optional(), scriptSource: httpsHost('scriptSource').optional() },
  pirsch: { id: token('id') },
  posthog: { apiKey: id('apiKey', /^phc_[A-Za-z0-9_-]+$/, '"phc_" and letters or digits'), apiHost: httpsHost('apiHost').optional(), sessionRecording: flag().optional() },
  plausible: { domain: id('domain', /^[A-Za-z0-9.-]+(,[A-Za-z0-9.-]+)*$/, 'a domain name like "docs.example.com"'), server: hostnameOrHttps('server').optional() },
  segment: { key: token('key'), cdnUrl: httpsHost('cdnUrl').optional() },
  telemetry: { enabled: flag().optional() },
  cookies: { key: text().optional(), value: text().optional() },
  transcend: { bundleId: token('bundleId'), analyticsPurpose: text().optional() },
};

export const INTEGRATION_NAMES = Object.keys(INTEGRATIONS);

/** The integrations that are no script of the site: Mintlify's own telemetry and its consent cookie. */
export const NON_SCRIPT_INTEGRATIONS = ['telemetry', 'cookies'];

/**
 * Other forms Mintlify's own pages write an integration in: Front's chat as its ID alone
 * (`"frontchat": "1365d0…"`), LogRocket's ID as `apiKey`. Each is read as the form above.
 */
const OTHER_FORMS: Record<string, (value: unknown) => unknown> = {
  frontchat: (value) => (typeof value === 'string' ? { snippetId: value } : value),
  logrocket: (value) => {
    if (value === null || typeof value !== 'object' || 'appId' in value || !('apiKey' in value)) return value;
    const { apiKey, ...rest } = value as Record<string, unknown>;
    return { ...rest, appId: apiKey };
  },
};

const integrationSchema = (name: string, shape: Record<string, z.ZodType>) => {
  const object = z.object(shape, { error: `an object with the ${name} settings` });
  const other = OTHER_FORMS[name];
  return (other ? z.preprocess(other, object) : object).optional();
};

/** `integrations`: strict, as Mintlify's is (an integration it does not know is an error). Quire emits each vendor's script (integration/analytics.ts). */
export const integrationsSchema = z.strictObject(Object.fromEntries(Object.entries(INTEGRATIONS).map(([name, shape]) => [name, integrationSchema(name, shape)])), {
  error: 'an object like { "ga4": { "measurementId": "G-…" } }',
});
