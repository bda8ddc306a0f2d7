import type { SiteModel } from '../config/model.ts';
import type { DescriptionRenderer, HeadingLevel } from './description.ts';
import { operationMetaDescription } from './meta-description.ts';
import { exampleFromSchema } from './schema-example.ts';
import type { OperationEntry } from './operations.ts';
import { orderFieldNames, orderResponseCodes } from './order.ts';
import { playgroundAuth } from './playground-auth.ts';
import type { AuthSettings } from './samples.ts';
import { SCHEMA_LIMITS, schemaBudget } from './schema-budget.ts';
import { type SpecCodeSample, specCodeSamples } from './spec-code-samples.ts';
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
  /** The credential the playground asks for and the samples show: the site's auth setting (site.json `api.auth`; docs.json `api.mdx.auth` on an endpoint an MDX page defines), else the spec's security. */
  auth?: AuthSettings;
  /** An endpoint an MDX page defines (frontmatter `api`): the page's own text documents it. */
  fromPage?: true;
  /** The file's own code samples for the operation (`x-codeSamples`), shown before the generated ones. */
  codeSamples?: SpecCodeSample[];
  /** What the page's schema budget left out ("more than 5,000 fields on one page"), for the page and `quire check`. */
  schemaCuts?: string[];
}

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/** The file's example for this body, else one built from its schema (its required fields only, with `requiredOnly`). */
function exampleOf(media: MediaTypeObject | undefined, context: SchemaViewContext, requiredOnly = false): string | undefined {
  if (!media) return undefined;
  if (media.example !== undefined) return pretty(media.example);
  const first = media.examples && Object.values(media.examples)[0];
  if (first?.value !== undefined) return pretty(first.value);
  const budget = { left: SCHEMA_LIMITS.maxExampleValues };
  const built = exampleFromSchema(media.schema, context.resolveRef, requiredOnly, new Set(), 0, budget);
  if (budget.left <= 0) context.budget.cuts.add(`an example past ${SCHEMA_LIMITS.maxExampleValues.toLocaleString('en-US')} values`);
  return built === undefined ? undefined : pretty(built);
}

/** application/json first, then whatever the operation lists first. */
function pickMedia(content: Record<string, MediaTypeObject> | undefined): [string, MediaTypeObject] | undefined {
  if (!content) return undefined;
  const entries = Object.entries(content);
  return entries.find(([type]) => /json/i.test(type)) ?? entries[0];
}

const PARAMETER_LOCATIONS = ['path', 'query', 'header', 'cookie'] as const;

type Html = (markdown: string | undefined) => Promise<string>;
type Schemes = NonNullable<NonNullable<OperationEntry['spec']['document']['components']>['securitySchemes']>;

/** The security schemes a request needs, named and described. */
function securityViews(requirements: ReadonlyArray<Record<string, unknown>>, schemes: Schemes, html: Html): Promise<SecurityView[]> {
  return Promise.all(
    requirements.flatMap((requirement) =>
      Object.keys(requirement).map(async (schemeName): Promise<SecurityView> => {
        const scheme = schemes[schemeName];
        if (!scheme) return { name: schemeName, kind: 'unknown scheme', descriptionHtml: '' };
        const kind = scheme.type === 'apiKey' ? `API key in ${scheme.in ?? 'header'}` : scheme.type === 'http' ? `HTTP ${scheme.scheme ?? ''}`.trim() : scheme.type;
        return { name: scheme.name ?? schemeName, kind, descriptionHtml: await html(scheme.description) };
      }),
    ),
  );
}

/** The parameters by location (path, query, header, cookie); an operation's override the path's of the same name and location. */
async function parameterViews(entry: OperationEntry, api: SiteModel['api'], context: SchemaViewContext): Promise<OperationView['parameters']> {
  const byId = new Map<string, ParameterObject>();
  for (const parameter of [...entry.pathParameters, ...(entry.operation.parameters ?? [])]) byId.set(`${parameter.in}:${parameter.name}`, parameter);
  // In page order, one after another: the first use of a shared schema is where it is expanded.
  const parameters: OperationView['parameters'] = [];
  for (const location of PARAMETER_LOCATIONS) {
    const list = [...byId.values()].filter((p) => p.in === location);
    const names = orderFieldNames(
      list.map((p) => p.name),
      list.filter((p) => p.required).map((p) => p.name),
      api.maintainOrder,
    );
    const fields: FieldView[] = [];
    for (const name of names) {
      const parameter = list.find((p) => p.name === name)!;
      const view = await fieldView(name, { ...parameter.schema, description: parameter.description ?? parameter.schema?.description }, parameter.required === true, context, new Set());
      if (parameter.example !== undefined) view.example = JSON.stringify(parameter.example);
      fields.push(view);
    }
    if (fields.length > 0) parameters.push({ location, fields });
  }
  return parameters;
}

/** The responses in the order the page shows them, each with its fields (`responseContext`: their headings a level down) and example. */
async function responseViews(entry: OperationEntry, api: SiteModel['api'], context: SchemaViewContext, responseContext: SchemaViewContext, html: Html): Promise<ResponseView[]> {
  const responsesObject = entry.operation.responses ?? {};
  const codes = orderResponseCodes(Object.keys(responsesObject), entry.spec.responseOrder[entry.key], api.maintainOrder);
  const responses: ResponseView[] = [];
  for (const status of codes) {
    const response = responsesObject[status] ?? {};
    const media = pickMedia(response.content);
    responses.push({
      status,
      descriptionHtml: await html(response.description),
      contentType: media?.[0],
      fields: await schemaFields(media?.[1].schema, responseContext),
      example: exampleOf(media?.[1], context),
    });
  }
  return responses;
}

/**
 * The operation as its page shows it. Descriptions are rendered by `describe`, one renderer per
 * build; their headings go below the heading each sits under on the page (OperationDetails.astro):
 * the page title for the operation, a section (h2) for security, parameters and the body, a
 * response (h3) for responses.
 */
export async function buildOperationView(entry: OperationEntry, api: SiteModel['api'], describe: DescriptionRenderer): Promise<OperationView> {
  const { document } = entry.spec;
  const html = async (markdown: string | undefined, under: HeadingLevel) => (await describe(markdown, under)).html;
  // One budget for the page: a schema expanded in the body is linked from the responses.
  const budget = schemaBudget(document);
  const context: SchemaViewContext = { maintainOrder: api.maintainOrder, resolveRef: refResolver(document), describe: (markdown) => html(markdown, 2), budget };
  const responseContext: SchemaViewContext = { ...context, describe: (markdown) => html(markdown, 3) };
  const op = entry.operation;

  const schemes = document.components?.securitySchemes ?? {};
  // The document's security is for requests to the API; a webhook is a request from it.
  const requirements = op.security ?? (entry.webhook ? [] : document.security) ?? [];
  const security = await securityViews(requirements, schemes, (markdown) => html(markdown, 2));
  const parameters = await parameterViews(entry, api, context);

  const body = pickMedia(op.requestBody?.content);
  const requestBody = body && {
    required: op.requestBody?.required === true,
    contentType: body[0],
    descriptionHtml: await html(op.requestBody?.description, 2),
    fields: await schemaFields(body[1].schema, context),
    // docs.json `api.examples.defaults: "required"`: the samples and the playground start with the required fields only.
    example: exampleOf(body[1], context, api.examples?.defaults === 'required'),
  };

  const responses = await responseViews(entry, api, context, responseContext, (markdown) => html(markdown, 3));

  const servers = op.servers ?? document.servers ?? [];
  const description = await describe(op.description, 1);
  const codeSamples = specCodeSamples(op);
  return {
    key: entry.key,
    method: entry.method,
    path: entry.path,
    webhook: entry.webhook === true,
    summary: op.summary,
    descriptionHtml: description.html,
    metaDescription: operationMetaDescription(description.firstParagraph, op.summary),
    deprecated: op.deprecated === true,
    security,
    parameters,
    requestBody,
    responses,
    baseUrls: api.baseUrls.length > 0 ? api.baseUrls : servers.map((server) => server.url).filter(isHttpUrl),
    auth: playgroundAuth(api.auth, requirements, schemes),
    ...(codeSamples.length > 0 ? { codeSamples } : {}),
    ...(budget.cuts.size > 0 ? { schemaCuts: [...budget.cuts] } : {}),
  };
}
