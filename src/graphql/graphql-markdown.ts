import { inlineCode as code, markdownField } from '../openapi/operation-markdown.ts';
import { pageHref } from '../navigation/pages.ts';
import type { PageSource } from '../seo/page-sources.ts';
import type { GraphQlMemberView, GraphQlView, TypeSegment } from './graphql-view.ts';
import { MEMBERS_HEADING, RELATED_HEADING } from './graphql-view.ts';

const written = (segments: readonly TypeSegment[]): string => segments.map((segment) => segment.text).join('');

const memberLine = (member: GraphQlMemberView): string => {
  // An enum value has no type: its name alone.
  const line = member.type.length > 0 ? markdownField(member.name, written(member.type), member.required) : `- ${code(member.name)}`;
  const notes = [
    member.defaultValue !== undefined ? `default ${code(member.defaultValue)}` : undefined,
    member.deprecated ? `deprecated${member.deprecated.reason ? `: ${member.deprecated.reason}` : ''}` : undefined,
  ].filter(Boolean);
  return notes.length > 0 ? `${line} (${notes.join('; ')})` : line;
};

const fenced = (lang: string, text: string): string[] => [`\`\`\`${lang}`, text, '```', ''];

/**
 * A GraphQL page as Markdown, for its `.md` copy and llms-full.txt: what a reader of the page sees,
 * as text (descriptions by their first paragraph, as the page's meta description has them).
 */
export function graphQlMarkdown(view: GraphQlView): string {
  const lines: string[] = [];
  if (view.firstParagraph) lines.push(view.firstParagraph, '');
  if (view.kind === 'operation') {
    if (view.deprecated) lines.push(`Deprecated${view.deprecated.reason ? `: ${view.deprecated.reason}` : '.'}`, '');
    if (view.arguments.length > 0) lines.push('## Arguments', '', ...view.arguments.map(memberLine), '');
    lines.push('## Returns', '', code(written(view.returns)), '', '## Example', '', ...fenced('graphql', view.example.operation));
    if (view.example.variables !== undefined) lines.push('Variables:', '', ...fenced('json', view.example.variables));
    lines.push('Response:', '', ...fenced('json', view.example.response));
    return lines.join('\n').trimEnd();
  }
  lines.push('## Definition', '', ...fenced('graphql', view.definition.map(written).join('\n')));
  if (view.members.length > 0) lines.push(`## ${MEMBERS_HEADING[view.typeKind]}`, '', ...view.members.map(memberLine), '');
  if (view.related.length > 0) lines.push(`## ${RELATED_HEADING[view.typeKind]}`, '', ...view.related.map((segments) => `- ${code(written(segments))}`), '');
  return lines.join('\n').trimEnd();
}

/** The generated GraphQL pages as page sources for `.md` copies, llms.txt and llms-full.txt. */
export function graphQlPageSources(pages: Readonly<Record<string, GraphQlView>>): PageSource[] {
  return Object.entries(pages).map(([id, view]) => ({ id, href: pageHref(id), title: view.name, body: graphQlMarkdown(view) }));
}
