import { markdownToMdast, mdxToMdast } from 'satteri';
import type { SiteModel } from '../config/model.ts';
import { resolveVariableReferences, type Variables } from '../markdown/variables.ts';
import { parseableSource } from '../source/parseable-source.ts';
import { isJsonObject } from '../utils/json.ts';
import { isHttpUrl } from '../utils/urls.ts';
import type { OperationView } from './operation-view.ts';
import { HTTP_METHODS } from './types.ts';
import { exampleFromSchema } from './schema-example.ts';
import type { FieldView } from './schema-view.ts';

/** The request an MDX page's frontmatter `api` names: "POST https://api.example.com/users", or with docs.json `api.mdx.server`, "POST /users". */
export interface MdxEndpoint {
  method: string;
  /** The base URL written in the frontmatter (an absolute URL's origin and the path before the endpoint's), if any. */
  baseUrl?: string;
  path: string;
}

/** Reads frontmatter `api` as Mintlify does: a method, then an absolute URL or a path; undefined for anything else. */
export function parseMdxEndpoint(value: string): MdxEndpoint | undefined {
  const [rawMethod, target, ...rest] = value.trim().split(/\s+/);
  if (rest.length > 0 || !target || !(HTTP_METHODS as readonly string[]).includes(rawMethod.toLowerCase())) return undefined;
  const method = rawMethod.toUpperCase();
  if (!isHttpUrl(target)) return target.startsWith('/') ? { method, path: target } : undefined;
  // URL parsing would encode "{id}"; the path is kept as written.
  const start = target.indexOf('/', target.indexOf('//') + 2);
  return start === -1 ? { method, baseUrl: target, path: '/' } : { method, baseUrl: target.slice(0, start), path: target.slice(start) };
}

/** A `<ParamField>` of the page: where the parameter goes (`path`, `query`, `header`, `body`), its name and type. */
interface ParamFieldUse {
  location: 'path' | 'query' | 'header' | 'cookie' | 'body';
  name: string;
  type: string;
  required: boolean;
  defaultValue?: string;
}

type MdastNode = { type: string; name?: string | null; attributes?: Array<{ type: string; name?: string; value?: unknown }>; children?: MdastNode[] };
const LOCATIONS = ['path', 'query', 'header', 'cookie', 'body'] as const;

/**
 * The page's `<ParamField>` elements outside other ParamFields (nested ones document an object's
 * fields), read by the MDX parser: code blocks are text, so an example of a ParamField is none.
 * docs.json `variables` in their attribute values are read as the page renders them.
 */
export function paramFieldsOf(source: string, format: 'md' | 'mdx', variables?: Variables): ParamFieldUse[] {
  const found: ParamFieldUse[] = [];
  const walk = (node: MdastNode) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'ParamField') {
      const attribute = (name: string) => {
        const written = node.attributes?.find((item) => item.type === 'mdxJsxAttribute' && item.name === name);
        return typeof written?.value === 'string' ? { ...written, value: resolveVariableReferences(written.value, variables) } : written;
      };
      const location = LOCATIONS.find((name) => typeof attribute(name)?.value === 'string');
      const type = attribute('type')?.value;
      const fallback = attribute('default')?.value;
      if (location) {
        const required = attribute('required');
        found.push({
          location,
          name: attribute(location)!.value as string,
          type: typeof type === 'string' ? type : 'string',
          // `required`, `required="true"`, `required={true}`; not `required={false}`.
          required: required !== undefined && String(isJsonObject(required.value) ? required.value.value : required.value).trim() !== 'false',
          ...(typeof fallback === 'string' ? { defaultValue: fallback } : {}),
        });
      }
      return;
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk((format === 'mdx' ? mdxToMdast : markdownToMdast)(parseableSource(source, format)) as MdastNode);
  return found;
}

const fieldOf = (use: ParamFieldUse): FieldView => ({
  name: use.name,
  type: use.type,
  required: use.required,
  nullable: false,
  deprecated: false,
  readOnly: false,
  enumValues: [],
  ...(use.defaultValue !== undefined ? { defaultValue: use.defaultValue } : {}),
  constraints: [],
  descriptionHtml: '',
  children: [],
});

/** A body example from the page's body ParamFields (their required ones only with docs.json `api.examples.defaults: "required"`). */
function bodyExample(fields: readonly ParamFieldUse[], requiredOnly: boolean): string | undefined {
  const shown = fields.filter((field) => !requiredOnly || field.required);
  if (shown.length === 0) return undefined;
  // Mintlify writes list types as "string[]".
  const value = Object.fromEntries(shown.map((field) => [field.name, field.defaultValue ?? exampleFromSchema({ type: field.type.endsWith('[]') ? 'array' : field.type }, () => undefined)]));
  return JSON.stringify(value, null, 2);
}

/**
 * The API page of an endpoint an MDX page defines (frontmatter `api`), as the playground and the
 * samples need it: the frontmatter's URL, else docs.json `api.mdx.server`; `api.mdx.auth`; the
 * parameters and body fields of the page's ParamFields. The page's own text documents it, so the
 * view carries no descriptions.
 */
export function mdxEndpointView(endpoint: MdxEndpoint, params: readonly ParamFieldUse[], api: SiteModel['api'], summary?: string): OperationView {
  const parameters = (['path', 'query', 'header', 'cookie'] as const)
    .map((location) => ({ location, fields: params.filter((use) => use.location === location).map(fieldOf) }))
    .filter((group) => group.fields.length > 0);
  const body = params.filter((use) => use.location === 'body');
  const auth = api.mdx?.auth ?? api.auth;
  return {
    key: `${endpoint.method} ${endpoint.path}`,
    method: endpoint.method,
    path: endpoint.path,
    webhook: false,
    ...(summary ? { summary } : {}),
    descriptionHtml: '',
    deprecated: false,
    security: [],
    parameters,
    ...(body.length > 0
      ? {
          requestBody: {
            required: body.some((use) => use.required),
            contentType: 'application/json',
            descriptionHtml: '',
            fields: body.map(fieldOf),
            example: bodyExample(body, api.examples?.defaults === 'required'),
          },
        }
      : {}),
    responses: [],
    baseUrls: endpoint.baseUrl ? [endpoint.baseUrl] : api.mdx?.baseUrls.length ? api.mdx.baseUrls : api.baseUrls,
    ...(auth ? { auth } : {}),
    fromPage: true,
  };
}
