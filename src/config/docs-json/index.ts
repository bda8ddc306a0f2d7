/** Mintlify's docs.json, read as it is: the loader, its schema and types, and its mapping to the site model. */
export { loadDocsJson, validateDocsJson, DOCS_JSON_WARNINGS_HEADING, type DocsJsonResult, type LoadedDocsJson, type Locate } from './load.ts';
export { docsJsonSchema, type DocsJsonConfig } from './schema.ts';
export { docsJsonSiteFields, openapiSources } from './to-model.ts';
export { normaliseDocsPath } from './shared.ts';
export { DIVISIONS, ROOT_KEYS, LOCALES } from './navigation.ts';
export type * from './navigation-types.ts';
