/** Where the playground POSTs a request for the forwarder of `astro dev` / `astro preview`. */
export const FORWARDER_PATH = '/_quire/forward';

/**
 * Where the playground asks whether a forwarder is there. The build writes a static answer
 * ({"forwarder":false}) at this path, so a static host answers it without a 404 in the reader's
 * console; dev and preview answer it themselves ({"forwarder":"quire"}) before the static file.
 */
export const FORWARDER_PROBE_PATH = '/_quire/forwarder.json';
export const STATIC_PROBE_ANSWER = '{"forwarder":false}\n';

/** Where `quire dev` and `quire preview` answer as the site's API, from its OpenAPI examples (mock-api.ts). */
export const MOCK_PATH = '/_quire/mock';
/** Where `quire dev` answers an AsyncAPI page's channel: `/_quire/ws-mock/<page id>` (websocket-mock.ts). */
export const WEBSOCKET_MOCK_PATH = '/_quire/ws-mock/';
/** How the playground names the mock among the base URLs. */
export const MOCK_LABEL = 'Mock (local)';
