import { inlineCode as code, markdownField } from '../openapi/operation-markdown.ts';
import { referencePageMarkdown, type ReferencePageMarkdown } from '../seo/page-sources.ts';
import type { LinkedText } from '../utils/linked-text.ts';
import type { SdkParameterView, SdkView } from './sdk-view.ts';

const written = (parts: readonly LinkedText[]): string => parts.map((part) => part.text).join('');
const parameterLines = (parameters: readonly SdkParameterView[]) => parameters.map((parameter) => markdownField(parameter.name, written(parameter.type), !parameter.optional));

/**
 * An SDK page as Markdown, for its `.md` copy and llms-full.txt: the declaration, the description's
 * first paragraph, parameters, return and members with their signatures.
 */
export function sdkMarkdown(view: SdkView): string {
  const lines = [`\`\`\`${view.language}`, ...view.declaration.map(written), '```', ''];
  if (view.deprecatedHtml !== undefined) lines.push('Deprecated.', '');
  if (view.firstParagraph) lines.push(view.firstParagraph, '');
  if (view.parameters.length > 0) lines.push('## Parameters', '', ...parameterLines(view.parameters), '');
  if (view.returns) lines.push('## Returns', '', code(written(view.returns.type)), '');
  for (const group of view.memberGroups) {
    lines.push(`## ${group.title}`, '');
    for (const member of group.members) {
      lines.push(`### ${member.name}`, '', ...member.lines.map((line) => `- ${code(written(line))}`));
      if (member.deprecatedHtml !== undefined) lines.push('- deprecated');
      lines.push(...parameterLines(member.parameters), '');
    }
  }
  return lines.join('\n').trimEnd();
}

/** The SDK pages' Markdown: a generated page's `.md` copy, or a written page's text followed by its symbol. */
export const sdkPageMarkdown = (pages: Readonly<Record<string, SdkView>>, filePages: ReadonlySet<string>): ReferencePageMarkdown =>
  referencePageMarkdown(pages, filePages, (view) => view.name, sdkMarkdown);
