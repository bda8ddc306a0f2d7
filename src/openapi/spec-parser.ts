import type SwaggerParser from '@apidevtools/swagger-parser';
import { validateOpenApiSchema } from './schema-validation.ts';
import { dereferenceShared, expandedSize } from './shared-refs.ts';

/** Validates (then dereferences) or only dereferences one parsed OpenAPI document; never changes it. */
export interface SpecParser {
  validate: (raw: unknown) => Promise<unknown>;
  dereference: (raw: unknown) => Promise<unknown>;
}

/**
 * Values a file's `$ref`s may write out in place before swagger-parser is no longer given the
 * whole graph. The largest real file seen (939 kB, 236 schemas) writes out to 1.3 million and
 * loads in ~1 s; seven schemas of ten properties each naming the next (3 kB) write out to 100
 * million, which swagger-parser walks for minutes and gigabytes.
 */
export const EXPANDED_LIMIT = 3_000_000;

// Circular references stay `$ref` objects, so the result is plain JSON the build can serialise.
const PARSER_OPTIONS = { dereference: { circular: 'ignore' as const }, resolve: { external: false } };
/** swagger-parser's validation with its dereference left out: the file validated as written, `$ref`s and all. */
const AS_WRITTEN = { ...PARSER_OPTIONS, dereference: { circular: 'ignore' as const, excludedPathMatcher: () => true } };

/** swagger-parser (with ajv and the OpenAPI schemas, ~0.1 s to load), loaded by the first site that has an OpenAPI file. */
let loaded: Promise<typeof SwaggerParser> | undefined;
const swaggerParserModule = () => (loaded ??= import('@apidevtools/swagger-parser').then((module) => module.default));

/**
 * swagger-parser's validation: it dereferences (circular `$ref`s left in place), then checks the
 * result against the OpenAPI schema. An OpenAPI 3.x file's check is schema-validation.ts's, whose
 * schemas are compiled once; a Swagger 2.0 file, which swagger-parser also checks beyond its
 * schema, is validated by swagger-parser whole.
 */
async function validated(raw: unknown, options: typeof PARSER_OPTIONS): Promise<unknown> {
  const parser = await swaggerParserModule();
  // A copy each time: swagger-parser mutates what it is given (toolchain notes).
  if (typeof (raw as { openapi?: unknown } | null)?.openapi !== 'string') return parser.validate(structuredClone(raw) as never, options);
  const document = await parser.dereference(structuredClone(raw) as never, options);
  validateOpenApiSchema(document as { openapi: string });
  return document;
}

const swaggerParser: SpecParser = {
  validate: (raw) => validated(raw, PARSER_OPTIONS),
  dereference: async (raw) => (await swaggerParserModule()).dereference(structuredClone(raw) as never, PARSER_OPTIONS),
};

/**
 * For a file past EXPANDED_LIMIT: swagger-parser validates it as written (the OpenAPI schemas
 * accept a `$ref` wherever one may stand, so that is one walk of the file), and Quire's own
 * dereference shares each target among its uses (shared-refs.ts), so the page budgets apply.
 */
const sharedRefParser: SpecParser = {
  validate: async (raw) => {
    await validated(raw, AS_WRITTEN);
    return dereferenceShared(raw);
  },
  dereference: async (raw) => dereferenceShared(raw),
};

/** The parser for one document: swagger-parser's, or the shared-`$ref` one when its `$ref`s fan out (`fanOut` set). */
export function specParserFor(raw: unknown): { parser: SpecParser; fanOut: boolean } {
  const fanOut = expandedSize(raw, EXPANDED_LIMIT) >= EXPANDED_LIMIT;
  return { parser: fanOut ? sharedRefParser : swaggerParser, fanOut };
}

/** What a fan-out file's warning says: what it holds, what Quire did not do, and what the pages show. */
export const FAN_OUT_MESSAGE = `its $refs written out in place make more than ${EXPANDED_LIMIT.toLocaleString('en-US')} values (schemas that each name others many times): it is validated as written, not expanded, and each shared schema is shown once per page, linked where it is used again`;
