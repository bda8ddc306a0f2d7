/**
 * The WebSocket playground of an AsyncAPI channel page (components/asyncapi/WebSocketPlayground.astro):
 * connects only when the reader presses Connect, to a ws:// or wss:// URL; what comes and goes is
 * written into the log as text, never as markup. Nothing is kept after the page closes.
 */
import { MOCK_LABEL } from '../forwarder/forwarder-paths.ts';
import { hasForwarder } from './playground-send.ts';

/** The log keeps the newest entries: a server that sends every second must not grow the page without end. */
const LOG_LIMIT = 200;

type Entry = 'sent' | 'received' | 'event';
const LABEL: Record<Entry, string> = { sent: 'Sent', received: 'Received', event: '' };

function logEntry(log: HTMLElement, kind: Entry, text: string): void {
  const item = document.createElement('li');
  item.className = `ws-entry ws-${kind}`;
  item.dataset.wsEntry = kind;
  const head = document.createElement('div');
  head.className = 'ws-entry-head';
  const time = document.createElement('time');
  time.textContent = new Date().toLocaleTimeString();
  head.append(time);
  if (LABEL[kind]) {
    const label = document.createElement('span');
    label.className = 'ws-entry-kind';
    label.textContent = LABEL[kind];
    head.append(' ', label);
  }
  const body = document.createElement(kind === 'event' ? 'span' : 'pre');
  body.className = 'ws-entry-text';
  body.textContent = text;
  item.append(head, body);
  log.append(item);
  while (log.children.length > LOG_LIMIT) log.firstElementChild?.remove();
  item.scrollIntoView({ block: 'nearest' });
}

/** What a frame holds, as text: a binary frame by its size. */
async function frameText(data: unknown): Promise<string> {
  if (typeof data === 'string') return data;
  if (data instanceof Blob) return `[binary, ${data.size} bytes]`;
  if (data instanceof ArrayBuffer) return `[binary, ${data.byteLength} bytes]`;
  return String(data);
}

function startPlayground(root: HTMLElement): void {
  const get = <T extends HTMLElement>(name: string) => root.querySelector<T>(`[data-ws-${name}]`);
  const server = get<HTMLSelectElement>('server');
  const url = get<HTMLInputElement>('url');
  const toggle = get<HTMLButtonElement>('toggle');
  const status = get<HTMLElement>('status');
  const message = get<HTMLSelectElement>('message');
  const text = get<HTMLTextAreaElement>('text');
  const send = get<HTMLButtonElement>('send');
  const log = get<HTMLElement>('log');
  if (!url || !toggle || !status || !text || !send || !log) return;
  let socket: WebSocket | undefined;
  // quire dev and quire preview: their stand-in for the channel's server, first in the list and
  // chosen unless the reader has chosen already. Offered only where the forwarder answers the probe
  // (the same servers run both), never on a static host.
  const mock = root.dataset.wsMock;
  if (mock && server) {
    const untouched = url.value;
    void hasForwarder().then((served) => {
      // Says whether the stand-in was offered, once the probe has answered.
      root.dataset.wsMockState = served ? 'offered' : 'unavailable';
      if (!served) return;
      const option = new Option(MOCK_LABEL, `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${mock}`);
      server.prepend(option);
      if (url.value !== untouched || socket) return;
      server.value = option.value;
      url.value = option.value;
    });
  }

  const settle = (state: string, open: boolean) => {
    status.textContent = state;
    root.dataset.wsState = open ? 'open' : socket ? 'connecting' : 'closed';
    toggle.textContent = socket ? 'Disconnect' : 'Connect';
    send.disabled = !open;
  };
  server?.addEventListener('change', () => {
    url.value = server.value;
  });
  message?.addEventListener('change', () => {
    text.value = message.selectedOptions[0]?.dataset.example ?? '';
  });
  toggle.addEventListener('click', () => {
    if (socket) return socket.close(1000);
    const target = url.value.trim();
    if (!/^wss?:\/\/[^\s/]/i.test(target)) return settle('Only a ws:// or wss:// URL can be opened here.', false);
    try {
      socket = new WebSocket(target);
    } catch (error) {
      return settle(`Cannot connect: ${error instanceof Error ? error.message : String(error)}`, false);
    }
    const opened = socket;
    settle(`Connecting to ${target}…`, false);
    opened.addEventListener('open', () => {
      settle(`Connected to ${target}`, true);
      logEntry(log, 'event', `Connected to ${target}`);
    });
    opened.addEventListener('message', async (event) => logEntry(log, 'received', await frameText(event.data)));
    opened.addEventListener('error', () => logEntry(log, 'event', 'The connection reported an error.'));
    opened.addEventListener('close', (event) => {
      if (socket === opened) socket = undefined;
      const why = event.reason ? `: ${event.reason}` : '';
      settle(`Closed (${event.code}${why})`, false);
      logEntry(log, 'event', `Closed (${event.code}${why})`);
    });
  });
  send.addEventListener('click', () => {
    if (socket?.readyState !== WebSocket.OPEN) return;
    socket.send(text.value);
    logEntry(log, 'sent', text.value);
  });
  // Leaving the page closes the connection (a page kept in the back/forward cache must not hold it).
  window.addEventListener('pagehide', () => socket?.close(1001));
  settle('Not connected', false);
}

export function startWebSocketPlaygrounds(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-ws-playground]')) startPlayground(root);
}
