import { inlineCode as code, markdownField } from '../openapi/operation-markdown.ts';
import { referencePageMarkdown, type ReferencePageMarkdown } from '../seo/page-sources.ts';
import type { ChannelView } from './channel-view.ts';

const SENT_BY = { client: 'sent by the client', server: 'sent by the server', either: 'sent both ways' } as const;

const isJson = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * The channel as Markdown, after the page's own text in its `.md` copy and llms-full.txt: what a
 * reader of the page sees, as text (descriptions are left out where they are HTML already).
 */
export function channelMarkdown(channel: ChannelView): string {
  const lines = [`## Channel ${code(channel.address ?? channel.channel)}`, ''];
  if (channel.firstParagraph) lines.push(channel.firstParagraph, '');
  if (channel.servers.length > 0) {
    lines.push('### Servers', '');
    for (const server of channel.servers) lines.push(`- ${code(server.name)} (${server.protocol}): ${code(server.url)}`);
    lines.push('');
  }
  for (const message of channel.messages) {
    lines.push(`### ${message.title}`, '', `${message.payloadType}, ${SENT_BY[message.sentBy]}.${message.summary ? ` ${message.summary}` : ''}`, '');
    for (const field of message.fields) lines.push(markdownField(field.name, field.type, field.required));
    if (message.fields.length > 0) lines.push('');
    if (message.example !== undefined) lines.push(`\`\`\`${isJson(message.example) ? 'json' : 'text'}`, message.example, '```', '');
  }
  return lines.join('\n').trimEnd();
}

/**
 * What each page of AsyncAPI channels carries into its `.md` copy, llms.txt and llms-full.txt:
 * a page with a file gets its channel after its own text (`appended`, by page id); a channel page
 * docs.json's navigation generates is its channel alone (`generated`).
 */
export const channelPageMarkdown = (pages: Readonly<Record<string, ChannelView>>, filePages: ReadonlySet<string>): ReferencePageMarkdown =>
  referencePageMarkdown(pages, filePages, (channel) => channel.title, channelMarkdown);
