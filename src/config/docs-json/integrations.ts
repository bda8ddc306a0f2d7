import * as z from 'zod';
import { flag, linkValue, text } from './shared.ts';

const required = (field: string, prefix?: string) => {
  const value = text(`the ${field} (a string)`);
  return prefix ? value.startsWith(prefix, { error: `the ${field}, starting with "${prefix}"` }) : value;
};

/** Each integration and the fields Mintlify requires of it (others are optional strings). */
const INTEGRATIONS: Record<string, Record<string, z.ZodType>> = {
  adobe: { launchUrl: linkValue('the launchUrl (a URL)') },
  amplitude: { apiKey: required('apiKey') },
  clarity: { projectId: required('projectId') },
  clearbit: { publicApiKey: required('publicApiKey') },
  fathom: { siteId: required('siteId') },
  frontchat: { snippetId: required('snippetId') },
  ga4: { measurementId: required('measurementId', 'G') },
  gtm: { tagId: required('tagId', 'G') },
  heap: { appId: required('appId') },
  hightouch: { writeKey: required('writeKey'), apiHost: linkValue('the API host URL').optional() },
  hotjar: { hjid: required('hjid'), hjsv: required('hjsv') },
  intercom: { appId: required('appId') },
  koala: { publicApiKey: required('publicApiKey') },
  logrocket: { appId: required('appId') },
  mixpanel: { projectToken: required('projectToken'), region: z.enum(['us', 'eu', 'in']).optional() },
  onetrust: { domainScript: required('domainScript'), categoryId: text().optional(), scriptSource: linkValue('the script URL').optional() },
  pirsch: { id: required('id') },
  posthog: { apiKey: required('apiKey', 'phc_'), apiHost: linkValue('the API host URL').optional(), sessionRecording: flag().optional() },
  plausible: { domain: required('domain'), server: linkValue('the server URL').optional() },
  segment: { key: required('key'), cdnUrl: linkValue('the CDN URL').optional() },
  telemetry: { enabled: flag().optional() },
  cookies: { key: text().optional(), value: text().optional() },
  transcend: { bundleId: required('bundleId'), analyticsPurpose: text().optional() },
};

export const INTEGRATION_NAMES = Object.keys(INTEGRATIONS);

/** `integrations`: strict, as Mintlify's is (an integration it does not know is an error). Quire loads none of them. */
export const integrationsSchema = z.strictObject(
  Object.fromEntries(Object.entries(INTEGRATIONS).map(([name, shape]) => [name, z.object(shape, { error: `an object with the ${name} settings` }).optional()])),
  { error: 'an object like { "ga4": { "measurementId": "G-…" } }' },
);
