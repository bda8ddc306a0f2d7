import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { ChannelView } from '../asyncapi/channel-view.ts';
import { WEBSOCKET_MOCK_PATH } from './forwarder-paths.ts';

/** What the mock sends back for a message: the examples of what the channel's server sends, else the message itself. */
export function mockReplies(channel: ChannelView, received: string): string[] {
  const examples = channel.messages.filter((message) => message.sentBy !== 'client' && message.example !== undefined).map((message) => message.example as string);
  return examples.length > 0 ? examples : [received];
}

/**
 * `quire dev`'s stand-in for an AsyncAPI channel's server, from the file's examples: a reader tries
 * the WebSocket playground with no server running. Only upgrades to WEBSOCKET_MOCK_PATH are taken;
 * every other upgrade (Vite's own) is left to its owner.
 */
export function attachWebSocketMock(server: Server, channels: () => Readonly<Record<string, ChannelView>>): void {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (!path.startsWith(WEBSOCKET_MOCK_PATH)) return;
    let pageId: string;
    try {
      pageId = decodeURIComponent(path.slice(WEBSOCKET_MOCK_PATH.length));
    } catch {
      return void socket.destroy();
    }
    const channel = Object.hasOwn(channels(), pageId) ? channels()[pageId] : undefined;
    if (!channel) return void socket.destroy();
    sockets.handleUpgrade(request, socket, head, (client) => {
      client.on('message', (data, binary) => {
        if (binary) return;
        for (const reply of mockReplies(channel, String(data))) client.send(reply);
      });
    });
  });
}
