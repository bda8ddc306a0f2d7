import { dirname, isAbsolute, resolve } from 'node:path';
import { findNodeAtLocation } from 'jsonc-parser';
import { LineCounter, parseDocument, type Document } from 'yaml';
import { withoutDanglingRefs } from './dangling-refs.ts';
import { fetchSpecText, type RemoteSpecText } from './fetch-spec.ts';
import { MissingRefError } from './shared-refs.ts';
import { FAN_OUT_MESSAGE, specParserFor } from './spec-parser.ts';
import { jsonEntries, parseAsJson, positionOf, readResponseOrder, yamlEntries } from './spec-syntax.ts';
import type { OpenApiDocument } from './types.ts';
import { displayPath } from '../utils/display-path.ts';
import { isHttpUrl } from '../utils/urls.ts';
import { isInside } from '../utils/paths.ts';
import { readSiteFile, SITE_FILE_LIMITS, siteFileRefusalText, type SiteFileRead } from '../utils/read-site-file.ts';

/** One OpenAPI file, validated and dereferenced. */
export interface LoadedSpec {
  /** As written in site.json `openapi` (what error messages and page references name). */
  location: string;
  document: OpenApiDocument;
  /**
   * Response codes per operation ("GET /api/user" → ["404", "200"]) in the order the file lists
   * them. Any JS object puts integer-like keys ("200") first in ascending order, so the order the
   * author wrote is read from the YAML/JSON syntax tree instead.
   */
  responseOrder: Record<string, string[]>;
  /** What the file gets wrong that the build tolerates (`danglingRefs: 'warn'`). */
  warnings?: SpecProblem[];
}

export interface LoadOptions {
  /**
   * A `$ref` to nothing inside the file: 'error' (site.json sites) stops the build; 'warn'
   * (docs.json sites, which Mintlify builds with such files) reads it as any value and warns.
   */
  danglingRefs?: 'error' | 'warn';
  /**
   * These exact contents passed validation before (spec-cache.ts remembers it on disk): only
   * dereference them. Validating is most of a load (~0.2 s for a 50-operation file, ~0.1 s of it
   * compiling the OpenAPI schema), dereferencing a few ms.
   */
  validatedBefore?: boolean;
  /** Reads a spec given as a URL (fetch-spec.ts: one fetch per build, the cache, offline). */
  readRemote?: (url: string) => Promise<RemoteSpecText>;
  /** A local file's text, read already by the caller (spec-cache.ts, for its digest): not read again. */
  text?: string;
  /**
   * A file that fails strict validation but parses and dereferences: 'error' (site.json sites, and
   * --strict) stops the build; 'warn' (docs.json: Mintlify renders such files) builds its
   * operations from the dereferenced document, the validation messages as warnings.
   */
  invalid?: 'error' | 'warn';
}

/** Something wrong with one OpenAPI file, as data (formatted by `formatSpecProblems`). */
export interface SpecProblem {
  location: string;
  /** JSON pointer inside the file, when the problem has one. */
  pointer?: string;
  line?: number;
  column?: number;
  message: string;
  /** The file does not exist (a config that names it can say where, and which files do). */
  missingFile?: true;
  /** A URL that could not be fetched (nor read from the cache): its pages are left out with a warning. */
  remote?: true;
  /** A message of strict validation, tolerated (`invalid: 'warn'`): said grouped by file. */
  validation?: true;
}

export type SpecLoad = { ok: true; spec: LoadedSpec } | { ok: false; problems: SpecProblem[] };

/**
 * A local OpenAPI file's bytes, through the site-file reader: a file inside the site folder must
 * stay in it once links are resolved; one site.json names outside it stays in the folder named.
 * Either way no device, FIFO or file past the spec limit is read.
 */
export function readLocalSpec(location: string, siteDir: string): SiteFileRead {
  const file = resolve(siteDir, location);
  return readSiteFile(file, isInside(file, resolve(siteDir)) ? siteDir : dirname(file), SITE_FILE_LIMITS.spec);
}

async function readSource(location: string, siteDir: string, readRemote: LoadOptions['readRemote'] = fetchSpecText): Promise<string> {
  if (!isHttpUrl(location)) {
    const read = readLocalSpec(location, siteDir);
    if (read.ok) return read.text;
    const missing = read.refusal.reason === 'missing';
    throw Object.assign(new Error(missing ? 'no such file' : `the file ${siteFileRefusalText(read.refusal)}`), missing ? { code: 'ENOENT' } : {});
  }
  const fetched = await readRemote(location);
  if (!fetched.ok) throw new Error(fetched.message);
  return fetched.text;
}

type AjvDetail = { instancePath?: string; message?: string; params?: Record<string, unknown> };

/**
 * swagger-parser bundles the 2021-03-02 draft of the OpenAPI 3.1 schema, whose License Object
 * demands `identifier` or `url`. The published 3.1.0 specification makes both optional (only
 * mutually exclusive), and Mintlify's starter OpenAPI file has `license: { name: "MIT" }`. So a
 * license with neither is valid and must not fail the build; one with both still does.
 */
function isLicenseFalsePositive(detail: AjvDetail, raw: unknown): boolean {
  if (detail.instancePath !== '/info/license') return false;
  const license = (raw as { info?: { license?: Record<string, unknown> } }).info?.license;
  if (!license || 'identifier' in license || 'url' in license) return false;
  return /must have required property '(identifier|url)'|must match exactly one schema in oneOf/.test(detail.message ?? '');
}

/**
 * Reads (or downloads) one OpenAPI file, validates it with swagger-parser and dereferences it (a
 * file whose `$ref`s fan out is validated as written and dereferenced by Quire: spec-parser.ts).
 * Circular references stay `$ref` objects (`circular: 'ignore'`), so the result is plain JSON the
 * build can serialise; the schema view resolves them one level at a time.
 */
export async function loadOpenApiSpec(location: string, siteDir: string, options: LoadOptions = {}): Promise<SpecLoad> {
  const fail = (problem: Omit<SpecProblem, 'location'>): SpecLoad => ({ ok: false, problems: [{ location, ...problem }] });
  const text = options.text !== undefined && !isHttpUrl(location) ? { source: options.text } : await specText(location, siteDir, options.readRemote);
  if ('problem' in text) return fail(text.problem);
  const parsed = parsedSpec(text.source, location);
  if ('failed' in parsed) return parsed.failed;
  const { json, syntaxTree, lines } = parsed;
  let raw: unknown = parsed.raw;
  const responseOrder = () => (json ? readResponseOrder(findNodeAtLocation(json.tree, ['paths']), jsonEntries) : readResponseOrder(syntaxTree().get('paths', true), yamlEntries));
  const tolerated = options.danglingRefs === 'warn' ? withoutDanglingRefs(raw) : { document: raw, dangling: [] };
  raw = tolerated.document;
  const warnings: SpecProblem[] = tolerated.dangling.map(({ at, ref }) => ({
    location,
    pointer: at,
    ...positionOf(syntaxTree(), lines, at),
    message: `$ref "${ref}" points to nothing in this file; read as ${ref.startsWith('#/components/responses/') ? 'a response with no content' : 'any value'}`,
  }));
  // A file whose `$ref`s fan out is never expanded whole (spec-parser.ts): it would take minutes and gigabytes.
  const { parser, fanOut } = specParserFor(raw);
  if (fanOut) warnings.push({ location, message: FAN_OUT_MESSAGE });
  const loaded = (document: unknown): SpecLoad => ({
    ok: true,
    spec: { location, document: document as OpenApiDocument, responseOrder: responseOrder(), ...(warnings.length > 0 ? { warnings } : {}) },
  });
  try {
    return loaded(await (options.validatedBefore ? parser.dereference(raw) : parser.validate(raw)));
  } catch (error) {
    const details = (error as { details?: AjvDetail[] }).details;
    if (Array.isArray(details) && details.length > 0) {
      const real = details.filter((detail) => !isLicenseFalsePositive(detail, raw));
      if (real.length === 0) {
        try {
          return loaded(await parser.dereference(raw));
        } catch (dereferenceError) {
          return fail({ message: (dereferenceError as Error).message });
        }
      }
      const problems = validationProblems(real, location, (pointer) => positionOf(syntaxTree(), lines, pointer));
      if (options.invalid === 'warn') {
        // Mintlify renders a file that parses and dereferences: so does Quire, saying what validation found.
        try {
          const document = await parser.dereference(raw);
          warnings.push(...problems.map((problem) => ({ ...problem, validation: true as const })));
          return loaded(document);
        } catch {
          // Not even dereferenceable: its operations are left out, for the reasons validation gives.
        }
      }
      return { ok: false, problems };
    }
    const message = (error as Error).message.replace(/^Swagger schema validation failed\.\s*/, '');
    const missing = error instanceof MissingRefError ? error.ref : /Missing \$ref pointer "([^"]+)"/.exec(message)?.[1];
    if (missing) return fail({ pointer: missing, message: `$ref "${missing}" points to nothing in this file` });
    return fail({ message });
  }
}

/** The file's text, or why it cannot be had: the same words for every failure to fetch (fetch-spec.ts), what the network said is not repeated. */
async function specText(location: string, siteDir: string, readRemote: LoadOptions['readRemote']): Promise<{ source: string } | { problem: Omit<SpecProblem, 'location'> }> {
  try {
    return { source: await readSource(location, siteDir, readRemote) };
  } catch (error) {
    const message = (error as Error).message;
    if (isHttpUrl(location)) return { problem: { message, remote: true } };
    const shown = isAbsolute(location) ? location : displayPath(resolve(siteDir, location));
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    return { problem: { message: `cannot read ${shown}: ${missing ? 'no such file' : message}`, ...(missing ? { missingFile: true as const } : {}) } };
  }
}

/**
 * The file read as JSON, else as YAML (whose syntax tree gives positions for messages; a JSON
 * file needs it only when there are any), as an object; or the load that failed, with where.
 */
function parsedSpec(source: string, location: string): { failed: SpecLoad } | { raw: object; json: ReturnType<typeof parseAsJson>; syntaxTree: () => Document; lines: LineCounter } {
  const fail = (message: string): { failed: SpecLoad } => ({ failed: { ok: false, problems: [{ location, message }] } });
  const lines = new LineCounter();
  let doc: Document | undefined;
  const syntaxTree = () => (doc ??= parseDocument(source, { lineCounter: lines, uniqueKeys: true, prettyErrors: false }));
  const json = parseAsJson(source);
  let raw = json?.raw;
  if (!json) {
    if (syntaxTree().errors.length > 0) {
      const problems = syntaxTree().errors.map((error) => {
        const { line, col } = lines.linePos(error.pos[0]);
        return { location, line, column: col, message: `not valid YAML/JSON: ${error.message.split('\n')[0]}` };
      });
      return { failed: { ok: false, problems } as SpecLoad };
    }
    try {
      raw = syntaxTree().toJS({ maxAliasCount: 1000 }) as unknown;
    } catch (error) {
      // The YAML reader refuses aliases that expand past its count (a "billion laughs" file).
      if (!/alias/i.test((error as Error).message)) return fail(`not valid YAML/JSON: ${(error as Error).message}`);
      return fail('its YAML aliases (*name) repeat their anchors more than Quire reads (a file that expands to millions of values); use $ref for the shared parts');
    }
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return fail('expected an OpenAPI document (an object with "openapi", "info" and "paths")');
  return { raw: raw as object, json, syntaxTree, lines };
}

/** What validation found, each with its place: Ajv reports the same place several times ("must match else schema"); the specific ones are kept. */
function validationProblems(details: readonly AjvDetail[], location: string, position: (pointer: string) => Partial<Pick<SpecProblem, 'line' | 'column'>>): SpecProblem[] {
  const useful = details.filter((detail) => !/must match "(then|else)" schema|must match exactly one schema/.test(detail.message ?? ''));
  return (useful.length > 0 ? useful : details).map((detail) => {
    const pointer = `#${detail.instancePath ?? ''}`;
    const extra = detail.params?.additionalProperty ? ` ("${String(detail.params.additionalProperty)}")` : '';
    return { location, pointer, ...position(pointer), message: `${detail.message ?? 'invalid'}${extra}` };
  });
}

export function formatSpecProblem(problem: SpecProblem): string {
  const where = [problem.pointer, problem.line !== undefined ? `line ${problem.line}, column ${problem.column}` : undefined].filter(Boolean).join(' at ');
  return where ? `${where}: ${problem.message}` : problem.message;
}

const VALIDATION_HEAD = 'does not pass validation';
/** Whether a warning formatSpecWarnings wrote is about a file's validation (the report files it as 'openapi-invalid'). */
export const isValidationWarning = (warning: string): boolean => warning.includes(VALIDATION_HEAD);

/** How many validation messages of one file are printed; the rest are counted (every one is in quire-report.json's message). */
const VALIDATION_SHOWN = 10;

/**
 * Tolerated problems of OpenAPI files as warnings: a dangling `$ref` one per line; validation
 * messages grouped per file (a real file has 115 of them), the first few with their lines.
 */
export function formatSpecWarnings(warnings: readonly SpecProblem[]): string[] {
  const lines = warnings.filter((warning) => !warning.validation).map((warning) => `OpenAPI file ${warning.location}: ${formatSpecProblem(warning)}`);
  const byFile = new Map<string, SpecProblem[]>();
  for (const warning of warnings) if (warning.validation) byFile.set(warning.location, [...(byFile.get(warning.location) ?? []), warning]);
  for (const [location, list] of byFile) {
    const count = list.length === 1 ? '1 problem' : `${list.length} problems`;
    const more = list.length > VALIDATION_SHOWN ? [`  … and ${list.length - VALIDATION_SHOWN} more`] : [];
    lines.push(
      [
        `OpenAPI file ${location} ${VALIDATION_HEAD} (${count}); its operations are built from the dereferenced document, as Mintlify builds them:`,
        ...list.slice(0, VALIDATION_SHOWN).map((p) => `  ⚠ ${formatSpecProblem(p)}`),
        ...more,
      ].join('\n'),
    );
  }
  return lines;
}

export function formatSpecProblems(problems: readonly SpecProblem[]): string {
  const byFile = new Map<string, SpecProblem[]>();
  for (const problem of problems) byFile.set(problem.location, [...(byFile.get(problem.location) ?? []), problem]);
  return [...byFile]
    .map(([location, list]) => {
      const count = list.length === 1 ? '1 problem' : `${list.length} problems`;
      return [`OpenAPI file ${location} has ${count}:`, ...list.map((p) => `  ✖ ${formatSpecProblem(p)}`)].join('\n');
    })
    .join('\n');
}
