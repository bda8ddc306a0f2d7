import type { OperationEntry } from './operations.ts';
import type { MediaTypeObject, ParameterObject, SchemaObject } from './types.ts';

/** A schema's type as a reader writes it: "string", "array of object". */
function typeOf(schema: SchemaObject | undefined): string {
  if (!schema) return 'any';
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? (schema.properties ? 'object' : 'any'));
  return type === 'array' ? `array of ${typeOf(schema.items)}` : type;
}

const oneLine = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** A value as inline code, a backtick inside it kept readable. */
export const inlineCode = (text: string): string => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);

/** One field as a Markdown list item: `- \`name\` (where, type, required): description`. */
export function markdownField(name: string, type: string, required: boolean, description?: string, where?: string): string {
  const details = [where, type, required ? 'required' : undefined].filter(Boolean).join(', ');
  const said = oneLine(description);
  return `- \`${name}\` (${details})${said ? `: ${said}` : ''}`;
}

/** application/json first, then whatever comes first (as the page shows it). */
const mediaOf = (content: Record<string, MediaTypeObject> | undefined) => {
  const entries = Object.entries(content ?? {});
  return entries.find(([type]) => /json/i.test(type)) ?? entries[0];
};

/**
 * An API page as markdown (what `<page>.md`, "Copy page" and llms-full.txt give a page generated
 * from an OpenAPI operation): the request line, the description as written, then the parameters,
 * the body's top-level fields and the responses, one line each.
 */
export function operationMarkdownBody(entry: OperationEntry): string {
  const operation = entry.operation;
  const parts = [entry.webhook ? `Webhook \`${entry.path}\` (\`${entry.method}\`)` : `\`${entry.method} ${entry.path}\``];
  if (operation.description?.trim()) parts.push(operation.description.trim());
  const parameters = [...entry.pathParameters, ...(operation.parameters ?? [])].filter((parameter): parameter is ParameterObject => Boolean(parameter && 'name' in parameter));
  if (parameters.length > 0) {
    parts.push(['## Parameters', '', ...parameters.map((p) => markdownField(p.name, typeOf(p.schema), p.required === true, p.description, p.in))].join('\n'));
  }
  const body = mediaOf(operation.requestBody?.content);
  if (body) {
    const schema = body[1].schema;
    const required = schema?.required ?? [];
    const fields = Object.entries(schema?.properties ?? {}).map(([name, property]) => markdownField(name, typeOf(property), required.includes(name), property.description));
    parts.push([`## ${entry.webhook ? 'Payload' : 'Body'} (${body[0]})`, ...(fields.length > 0 ? ['', ...fields] : [])].join('\n'));
  }
  const responses = Object.entries(operation.responses ?? {});
  if (responses.length > 0) {
    parts.push(['## Responses', '', ...responses.map(([status, response]) => `- \`${status}\`${oneLine(response?.description) ? `: ${oneLine(response.description)}` : ''}`)].join('\n'));
  }
  return parts.join('\n\n');
}
