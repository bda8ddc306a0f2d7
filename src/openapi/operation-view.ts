import type { SiteModel } from '../config/model.ts';
import { renderMarkdown } from './markdown.ts';
import { operationMetaDescription } from './meta-description.ts';
import { exampleFromSchema } from './schema-example.ts';
import type { OperationEntry } from './operations.ts';
import { orderFieldNames, orderResponseCodes } from './order.ts';
import { fieldView, refResolver, schemaFields, type FieldView, type SchemaViewContext } from './schema-view.ts';
import type { MediaTypeObject, ParameterObject } from './types.ts';
import { isHttpUrl } from '../utils/urls.ts';

export interface SecurityView {
  /** "Authorization" */
  name: string;
  /** "header API key", "HTTP bearer", "HTTP basic" */
  kind: string;
  descriptionHtml: string;
}

export interface ResponseView {
  status: string;
  descriptionHtml: string;
  contentType?: string;
  fields: FieldView[];
  /** Example as pretty JSON text. */
  example?: string;
}

/** Everything an operation page and its playground need, decided at build time; plain JSON. */
export interface OperationView {
  key: string;
  method: string;
  path: string;
  /** A request the API sends (OpenAPI 3.1 webhook): no playground, no request samples. */
  webhook: boolean;
  summary?: string;
  descriptionHtml: string;
  /** Plain text for the page's meta description (first paragraph of the description, else the summary). */
  metaDescription?: string;
  deprecated: boolean;
  security: SecurityView[];
  parameters: Array<{ location: string; fields: FieldView[] }>;
  requestBody?: { required: boolean; contentType: string; descriptionHtml: string; fields: FieldView[]; example?: string };
  responses: ResponseView[];
  /** Base URLs the playground offers: site.json `api.baseUrl`, else the file's `servers`. */
  baseUrls: string[];
}

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/** The file's example for this body, else one built from its schema. */
function exampleOf(media: MediaTypeObject | undefined, context: SchemaViewContext): string | undefined {
  if (!media) return undefined;
  if (media.example !== undefined) return pretty(media.example);
  const first = media.examples && Object.values(media.examples)[0];
  if (first?.value !== undefined) return pretty(first.value);
  const built = exampleFromSchema(media.schema, context.resolveRef);
  return built === undefined ? undefined : pretty(built);
}

/** application/json first, then whatever the operation lists first. */
function pickMedia(content: Record<string, MediaTypeObject> | undefined): [string, MediaTypeObject] | undefined {
  if (!content) return undefined;
  const entries = Object.entries(content);
  return entries.find(([type]) => /json/i.test(type)) ?? entries[0];
}

const PARAMETER_LOCATIONS = ['path', 'query', 'header', 'cookie'] as const;

export function buildOperationView(entry: OperationEntry, api: SiteModel['api']): OperationView {
  const { document } = entry.spec;
  const context: SchemaViewContext = { maintainOrder: api.maintainOrder, resolveRef: refResolver(document) };
  const op = entry.operation;

  const schemes = document.components?.securitySchemes ?? {};
  // The document's security is for requests to the API; a webhook is a request from it.
  const requirements = op.security ?? (entry.webhook ? [] : document.security) ?? [];
  const security = requirements.flatMap((requirement) =>
    Object.keys(requirement).map((schemeName): SecurityView => {
      const scheme = schemes[schemeName];
      if (!scheme) return { name: schemeName, kind: 'unknown scheme', descriptionHtml: '' };
      const kind = scheme.type === 'apiKey' ? `API key in ${scheme.in ?? 'header'}` : scheme.type === 'http' ? `HTTP ${scheme.scheme ?? ''}`.trim() : scheme.type;
      return { name: scheme.name ?? schemeName, kind, descriptionHtml: renderMarkdown(scheme.description) };
    }),
  );

  // Operation parameters override path-level ones with the same name and location.
  const byId = new Map<string, ParameterObject>();
  for (const parameter of [...entry.pathParameters, ...(op.parameters ?? [])]) byId.set(`${parameter.in}:${parameter.name}`, parameter);
  const parameters = PARAMETER_LOCATIONS.map((location) => {
    const list = [...byId.values()].filter((p) => p.in === location);
    const names = orderFieldNames(list.map((p) => p.name), list.filter((p) => p.required).map((p) => p.name), api.maintainOrder);
    const fields = names.map((name) => {
      const parameter = list.find((p) => p.name === name)!;
      const view = fieldView(name, { ...parameter.schema, description: parameter.description ?? parameter.schema?.description }, parameter.required === true, context, new Set());
      if (parameter.example !== undefined) view.example = JSON.stringify(parameter.example);
      return view;
    });
    return { location, fields };
  }).filter((group) => group.fields.length > 0);

  const body = pickMedia(op.requestBody?.content);
  const requestBody = body && {
    required: op.requestBody?.required === true,
    contentType: body[0],
    descriptionHtml: renderMarkdown(op.requestBody?.description),
    fields: schemaFields(body[1].schema, context),
    example: exampleOf(body[1], context),
  };

  const responsesObject = op.responses ?? {};
  const codes = orderResponseCodes(Object.keys(responsesObject), entry.spec.responseOrder[entry.key], api.maintainOrder);
  const responses = codes.map((status): ResponseView => {
    const response = responsesObject[status] ?? {};
    const media = pickMedia(response.content);
    return {
      status,
      descriptionHtml: renderMarkdown(response.description),
      contentType: media?.[0],
      fields: schemaFields(media?.[1].schema, context),
      example: exampleOf(media?.[1], context),
    };
  });

  const servers = op.servers ?? document.servers ?? [];
  return {
    key: entry.key,
    method: entry.method,
    path: entry.path,
    webhook: entry.webhook === true,
    summary: op.summary,
    descriptionHtml: renderMarkdown(op.description),
    metaDescription: operationMetaDescription(op.description, op.summary),
    deprecated: op.deprecated === true,
    security,
    parameters,
    requestBody,
    responses,
    baseUrls: api.baseUrls.length > 0 ? api.baseUrls : servers.map((server) => server.url).filter(isHttpUrl),
  };
}
