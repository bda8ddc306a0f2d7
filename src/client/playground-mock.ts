/**
 * The mock API of `quire dev` and `quire preview` (forwarder/mock-api.ts) as a server of the
 * playground: offered wherever the forwarder answers (the same servers run both), never on a static
 * host. Labelled "Mock (local)"; chosen at first when the page's own servers are on names reserved
 * for examples (RFC 2606: example.com/.net/.org, .example, .test, .invalid), which never answer:
 * the starter's `https://api.example.com` then returns its documented response with no network.
 */
import { MOCK_LABEL, MOCK_PATH } from '../forwarder/forwarder-paths.ts';
import { hasForwarder } from './playground-send.ts';

/** Whether a base URL names a host reserved for examples, that no request can reach. */
export function neverAnswers(baseUrl: string): boolean {
  try {
    const host = new URL(baseUrl).hostname.toLowerCase();
    return /(^|\.)example\.(com|net|org)$/.test(host) || /\.(example|test|invalid)$/.test(host);
  } catch {
    return false;
  }
}

/**
 * Adds the mock to the form's base URLs (a fixed base URL becomes a choice of two); resolves the
 * mock's URL when offered. `saved` is the reader's remembered base URL, which wins when it is one of these.
 */
export async function offerMock(form: HTMLFormElement, baseUrls: readonly string[], saved: string | null | undefined): Promise<string | undefined> {
  if (!(await hasForwarder())) return undefined;
  const mockUrl = `${location.origin}${MOCK_PATH}`;
  let select = form.querySelector<HTMLSelectElement>('select[data-field="baseUrl"]');
  if (!select) {
    const fixed = form.querySelector('.pg-base-url-fixed');
    if (!fixed) return undefined;
    select = document.createElement('select');
    select.dataset.field = 'baseUrl';
    select.className = 'pg-base-url';
    select.setAttribute('aria-label', 'Base URL');
    for (const url of baseUrls) select.append(new Option(url, url));
    fixed.replaceWith(select);
  }
  select.append(new Option(MOCK_LABEL, mockUrl));
  const keepSaved = saved !== mockUrl && saved && baseUrls.includes(saved);
  if (saved === mockUrl || (!keepSaved && baseUrls.every(neverAnswers))) select.value = mockUrl;
  return mockUrl;
}
