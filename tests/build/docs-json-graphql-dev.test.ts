import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { waitForPage } from '../support/child-server.ts';
import { startDevSite } from '../support/dev-site-process.ts';

// quire dev on a docs.json folder with a `graphql` tab: an edit of the schema shows on its pages
// without a restart (the schema is watched as the config is), and a query added to it gets its
// page and sidebar link.
const dev = startDevSite('docs-json-graphql', 'docs-json-graphql-dev');
after(() => dev.stop());

const page = async (path: string, accept: (status: number, html: string) => boolean, what: string) => waitForPage(`${await dev.origin}${path}`, accept, what, { output: dev.log });

test('quire dev: an edit of a GraphQL schema shows on its pages, and a query added to it gets its page and sidebar link, without a restart', { timeout: 120_000 }, async () => {
  await page('/graphql-reference/queries/organization', (status, html) => status === 200 && html.includes('One organization by its id.'), 'the query page');
  const schemaFile = join(dev.siteDir, 'schema.graphql');
  const schema = readFileSync(schemaFile, 'utf8')
    .replace('"One organization by its id."', '"The organization with this id."')
    .replace('type Mutation {', 'extend type Query {\n  "Every organization."\n  organizations: [Organization!]!\n}\n\ntype Mutation {');
  writeFileSync(schemaFile, schema);
  await page('/graphql-reference/queries/organization', (status, html) => status === 200 && html.includes('The organization with this id.'), 'the query page as the schema now has it');
  await page('/graphql-reference/queries/organizations', (status, html) => status === 200 && html.includes('Every organization.'), 'the new query page');
  await page('/graphql-reference/types/role', (status, html) => status === 200 && html.includes('href="/graphql-reference/queries/organizations"'), 'the sidebar with the new query');
});
