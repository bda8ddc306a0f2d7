import { inlineCode as code, markdownField } from '../openapi/operation-markdown.ts';
import type { McpServerView } from './server-view.ts';

/** The server's reference as Markdown, after the page's own text in its `.md` copy and llms-full.txt. */
export function serverMarkdown(server: McpServerView): string {
  const lines = [`## MCP server ${code(server.name)}${server.version ? ` ${server.version}` : ''}`, ''];
  if (server.instructions) lines.push(server.instructions, '');
  if (server.clientConfig) lines.push('### Connect', '', '```json', server.clientConfig, '```', '');
  for (const tool of server.tools) {
    lines.push(`### Tool ${code(tool.name)}${tool.title !== tool.name ? `: ${tool.title}` : ''}`, '');
    if (tool.badges.length > 0) lines.push(`${tool.badges.join(', ')}.`, '');
    for (const field of tool.fields) lines.push(markdownField(field.name, field.type, field.required));
    if (tool.fields.length > 0) lines.push('');
    lines.push('```json', tool.call, '```', '');
  }
  if (server.resources.length > 0) {
    lines.push('### Resources', '');
    for (const resource of server.resources) lines.push(`- ${code(resource.uri)}: ${resource.title}${resource.description ? `. ${resource.description}` : ''}`);
    lines.push('');
  }
  for (const prompt of server.prompts) {
    lines.push(`### Prompt ${code(prompt.name)}`, '');
    for (const argument of prompt.arguments) lines.push(`- ${code(argument.name)}${argument.required ? ' (required)' : ''}${argument.description ? `: ${argument.description}` : ''}`);
    if (prompt.arguments.length > 0) lines.push('');
  }
  return lines.join('\n').trimEnd();
}
