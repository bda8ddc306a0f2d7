import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChannelView } from '../asyncapi/channel-view.ts';
import { WEBSOCKET_MOCK_PATH } from '../forwarder/forwarder-paths.ts';

/**
 * `quire preview`'s stand-in for the AsyncAPI channels' servers, as `quire dev` has one
 * (dev-server.ts), so the built channel pages' playgrounds can offer it. Astro's preview server
 * takes no Vite plugins, only `preview.proxy`: the stand-in listens on a port of its own on
 * 127.0.0.1 and the preview server passes the upgrades of WEBSOCKET_MOCK_PATH on to it. Started,
 * with the WebSocket package, only by a preview of a site with channels.
 */
export async function websocketMockPreviewProxy(channels: () => Readonly<Record<string, ChannelView>>): Promise<Record<string, object>> {
  if (Object.keys(channels()).length === 0) return {};
  const { attachWebSocketMock } = await import('../forwarder/websocket-mock.ts');
  const server = createServer((_request, response) => response.writeHead(404).end());
  attachWebSocketMock(server, channels);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  // The preview server's process ends when it stops; this one must not keep it alive.
  server.unref();
  const { port } = server.address() as AddressInfo;
  return { [`^${WEBSOCKET_MOCK_PATH}`]: { target: `ws://127.0.0.1:${port}`, ws: true } };
}
