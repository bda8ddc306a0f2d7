import type { AsyncAPIDocumentInterface, ChannelInterface, MessageInterface } from '@asyncapi/parser';
import type { DescriptionRenderer } from '../openapi/description.ts';
import { exampleFromSchema } from '../openapi/schema-example.ts';
import { schemaBudget } from '../openapi/schema-budget.ts';
import { refResolver, schemaFields, typeLabel, type FieldView, type SchemaViewContext } from '../openapi/schema-view.ts';
import type { SchemaObject } from '../openapi/types.ts';

/** A server the channel is reached on, with the channel's URL there. */
export interface ChannelServerView {
  name: string;
  protocol: string;
  /** The server's URL joined with the channel's address (`wss://echo.example.com/chat`). */
  url: string;
  descriptionHtml: string;
}

/** Who sends a message over the channel, as the reader (the client) sees it. */
export type MessageSender = 'client' | 'server' | 'either';

export interface ChannelMessageView {
  id: string;
  /** The id of its heading on the page (`message-1-say`). */
  anchor: string;
  title: string;
  summary?: string;
  descriptionHtml: string;
  sentBy: MessageSender;
  /** The payload's type ("object", "string"). */
  payloadType: string;
  /** The payload's fields, drawn as an operation's body is. */
  fields: FieldView[];
  /** The text a client would send: the message's first example, else one made from the schema; a string payload as it is. */
  example?: string;
}

/** One AsyncAPI channel as its page shows it, decided here; the page only draws it. */
export interface ChannelView {
  /** The AsyncAPI file, as the page's frontmatter names it. */
  file: string;
  channel: string;
  title: string;
  address?: string;
  descriptionHtml: string;
  /** The description's first paragraph as text (the page's meta description). */
  firstParagraph: string;
  servers: ChannelServerView[];
  messages: ChannelMessageView[];
}

/** A message schema in AsyncAPI 3's multi-format shape (`{ schemaFormat, schema }`) gives its schema. */
function payloadSchema(message: MessageInterface): SchemaObject | undefined {
  const json = message.payload()?.json() as Record<string, unknown> | undefined;
  if (!json) return undefined;
  const wrapped = json.schema !== undefined && json.type === undefined && json.properties === undefined;
  return (wrapped ? json.schema : json) as SchemaObject;
}

/** A message's identity across the channel's lists: AsyncAPI 2's inline messages have no id, only a name (or neither). */
const messageKey = (message: MessageInterface): string => message.id() ?? message.name() ?? JSON.stringify(message.json());

/** The channel's operations, as the client sees them: an application that sends, sends to the client. */
function sendersOf(channel: ChannelInterface): Map<string, Set<'client' | 'server'>> {
  const senders = new Map<string, Set<'client' | 'server'>>();
  for (const operation of channel.operations().all()) {
    const sender = operation.isSend() ? 'server' : 'client';
    for (const message of operation.messages().all()) senders.set(messageKey(message), (senders.get(messageKey(message)) ?? new Set()).add(sender));
  }
  return senders;
}

const exampleText = (value: unknown): string | undefined => (value === undefined ? undefined : typeof value === 'string' ? value : JSON.stringify(value, null, 2));

async function messageView(message: MessageInterface, index: number, sentBy: MessageSender, context: SchemaViewContext): Promise<ChannelMessageView> {
  const schema = payloadSchema(message);
  const written = message.examples().all()[0]?.payload();
  const id = message.id() ?? message.name() ?? 'message';
  return {
    id,
    anchor: `message-${index + 1}-${id.replace(/[^\w-]+/g, '-').toLowerCase()}`,
    title: message.title() ?? message.name() ?? message.id() ?? 'Message',
    summary: message.summary(),
    descriptionHtml: await context.describe(message.description()),
    sentBy,
    payloadType: schema ? typeLabel(schema, context.resolveRef) : 'any',
    fields: schema ? await schemaFields(schema, context) : [],
    example: exampleText(written ?? (schema ? exampleFromSchema(schema, context.resolveRef) : undefined)),
  };
}

/** A server URL and a channel address joined with one slash between them. */
const joinedUrl = (server: string, address: string | null | undefined): string => (address ? `${server.replace(/\/+$/, '')}/${address.replace(/^\/+/, '')}` : server);

/**
 * The view of `channelId` in a parsed document, or undefined when the document has no such channel.
 * Descriptions are drawn by the build's renderer, their headings under the page's sections (h2).
 */
export async function buildChannelView(document: AsyncAPIDocumentInterface, channelId: string, file: string, describe: DescriptionRenderer): Promise<ChannelView | undefined> {
  const channel = document.channels().get(channelId);
  if (!channel) return undefined;
  const raw = document.json();
  // Messages are h3 under "Messages": their descriptions' headings go below that.
  const context: SchemaViewContext = { maintainOrder: true, resolveRef: refResolver(raw), describe: async (markdown) => (await describe(markdown, 3)).html, budget: schemaBudget(raw) };
  const senders = sendersOf(channel);
  const description = await describe(channel.description() ?? (channel.json() as { summary?: string }).summary, 2);
  const servers = await Promise.all(
    channel
      .servers()
      .all()
      .map(async (server) => ({ name: server.id(), protocol: server.protocol(), url: joinedUrl(server.url(), channel.address()), descriptionHtml: (await describe(server.description(), 3)).html })),
  );
  const messages = await Promise.all(
    channel
      .messages()
      .all()
      .map((message, index) => {
        const sent = senders.get(messageKey(message));
        return messageView(message, index, sent?.size === 1 ? [...sent][0] : 'either', context);
      }),
  );
  return {
    file,
    channel: channelId,
    title: (channel.json() as { title?: string }).title ?? channelId,
    address: channel.address() ?? undefined,
    descriptionHtml: description.html,
    firstParagraph: description.firstParagraph,
    servers,
    messages,
  };
}

/** The channel ids of a document, for a did-you-mean. */
export const channelIds = (document: AsyncAPIDocumentInterface): string[] =>
  document
    .channels()
    .all()
    .map((channel) => channel.id());

/** The servers the WebSocket playground can open: ws:// and wss:// ones. */
export const webSocketServers = (channel: ChannelView): ChannelServerView[] => channel.servers.filter((server) => /^wss?:\/\//i.test(server.url));

/** Whether the page draws a WebSocket playground: a ws:// or wss:// server, or `quire dev`'s mock. */
export const hasPlayground = (channel: ChannelView, mock: boolean): boolean => mock || webSocketServers(channel).length > 0;

/** The headings the channel adds to its page, for the table of contents (ChannelReference.astro draws them). */
export function channelHeadings(channel: ChannelView, mock: boolean): Array<{ depth: number; slug: string; text: string }> {
  return [
    ...(channel.servers.length > 0 ? [{ depth: 2, slug: 'servers', text: 'Servers' }] : []),
    ...(channel.messages.length > 0 ? [{ depth: 2, slug: 'messages', text: 'Messages' }, ...channel.messages.map((message) => ({ depth: 3, slug: message.anchor, text: message.title }))] : []),
    ...(hasPlayground(channel, mock) ? [{ depth: 2, slug: 'playground', text: 'Playground' }] : []),
  ];
}
