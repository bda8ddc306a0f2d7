import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import type { GraphQlOperationView, GraphQlTypeView } from '../../../src/graphql/graphql-view.ts';
import { graphQlMarkdown } from '../../../src/graphql/graphql-markdown.ts';
import type { RemoteSpecText } from '../../../src/openapi/fetch-spec.ts';
import { siteRoutes } from '../../../src/site/site-routes.ts';
import { projectRoot } from '../../support/run-build.ts';
import { siteFoldersRemovedAfter } from '../../support/site-folders.ts';
import { docsJsonWith, linksIn, loadDocsJsonFolder, sidebarShown, writtenText } from '../../support/reference-sites.ts';

// `graphql` on a docs.json tab, as Mintlify's GraphQL setup page documents it: a page per field of
// Query and Mutation and per named type, under `directory` (graphql-reference by default), in
// Queries, Mutations and Types sections after the tab's groups; operation pages with arguments,
// the return type linked, an example operation, its variables and response; type pages with the
// definition as written and linked. A schema that cannot be read is a problem at its docs.json line.

const folder = siteFoldersRemovedAfter();
const FIXTURE = join(projectRoot, 'tests/fixtures/docs-json-graphql');
const SCHEMA = readFileSync(join(FIXTURE, 'schema.graphql'), 'utf8');
const docsJson = (navigation: unknown) => docsJsonWith(navigation, 'Orgs');
const load = (dir: string, strict = false) => loadDocsJsonFolder(dir, { strict });
const PAGES = { 'index.mdx': '---\ntitle: Home\n---\n\nHello.\n', 'schema.graphql': SCHEMA };
const shown = sidebarShown;
const text = writtenText;
const links = linksIn;

test("a tab's graphql: Queries, Mutations and Types sections after the tab's groups, each page at its URL; { source, directory } puts them under the directory", async () => {
  const dir = folder({
    ...PAGES,
    'docs.json': docsJson({
      tabs: [
        { tab: 'GraphQL API', groups: [{ group: 'Overview', pages: ['index'] }], graphql: 'schema.graphql' },
        { tab: 'Admin', graphql: { source: '/schema.graphql', directory: 'admin/gql' } },
      ],
    }),
  });
  const site = await load(dir);
  assert.deepEqual(
    site.problems.filter((problem) => problem.kind === 'graphql').map((problem) => problem.message),
    [
      'docs.json: 1 type of the navigation\'s GraphQL schemas used and never defined; shown as scalars:\n  ⚠ navigation.tabs[0].graphql (line 20, column 20): expected a schema defining every type it uses, found "schema.graphql": Money is used and never defined; it is shown as a scalar',
    ],
  );
  const types = ['/createuserinput', '/datetime', '/money', '/node', '/organization', '/role', '/searchresult', '/user'];
  assert.deepEqual(shown(site, 0), [
    ['Overview', ['/']],
    ['Queries', ['/graphql-reference/queries/organization', '/graphql-reference/queries/search', '/graphql-reference/queries/viewer']],
    ['Mutations', ['/graphql-reference/mutations/createuser']],
    ['Types', types.map((type) => `/graphql-reference/types${type}`)],
  ]);
  assert.deepEqual(shown(site, 1)[2], ['Types', types.map((type) => `/admin/gql/types${type}`)]);
  const titles = new Map(site.docsJson?.extraEntries.map((entry) => [entry.id, entry.data.title]));
  assert.equal(titles.get('graphql-reference/mutations/createuser'), 'createUser');
  assert.equal(titles.get('admin/gql/types/searchresult'), 'SearchResult');
  assert.ok(siteRoutes(site).pages.includes('/admin/gql/queries/search'));
  assert.ok(site.graphql?.files.includes(join(dir, 'schema.graphql')), 'the dev server watches the schema');
  // A type under the directory links to the type pages of that directory.
  const search = site.graphql?.pages['admin/gql/queries/search'] as GraphQlOperationView;
  assert.deepEqual(links(search.returns), ['SearchResult → /admin/gql/types/searchresult']);
});

test('an operation page: arguments (required first, defaults as written), the return type linked, deprecation, and an example with its variables and a response of its shape', async () => {
  const dir = folder({ ...PAGES, 'docs.json': docsJson({ tabs: [{ tab: 'API', graphql: 'schema.graphql' }] }) });
  const { graphql } = await load(dir);
  const organization = graphql?.pages['graphql-reference/queries/organization'] as GraphQlOperationView;
  assert.equal(organization.keyword, 'query');
  assert.match(organization.descriptionHtml, /One organization by its id\./);
  assert.deepEqual(
    organization.arguments.map((argument) => [argument.name, text(argument.type), argument.required]),
    [['id', 'ID!', true]],
  );
  assert.deepEqual(links(organization.returns), ['Organization → /graphql-reference/types/organization']);
  assert.equal(
    organization.example.operation,
    'query Organization($id: ID!) {\n  organization(id: $id) {\n    id\n    name\n    createdAt\n    revenue\n    members {\n      id\n      email\n      role\n      isAdmin\n    }\n  }\n}',
  );
  assert.deepEqual(JSON.parse(organization.example.variables ?? ''), { id: 'abc123' });
  assert.deepEqual(JSON.parse(organization.example.response), {
    data: { organization: { id: 'abc123', name: 'example', createdAt: 'example', revenue: 'example', members: [{ id: 'abc123', email: 'example', role: 'OWNER', isAdmin: true }] } },
  });
  // The example is highlighted as the site's code blocks are.
  assert.match(organization.exampleHtml.operation, /<pre[^>]*>[\s\S]*organization/);

  const search = graphql?.pages['graphql-reference/queries/search'] as GraphQlOperationView;
  assert.deepEqual(
    search.arguments.map((argument) => [argument.name, argument.required, argument.defaultValue]),
    [
      ['term', true, undefined],
      ['first', false, '10'],
    ],
  );
  assert.match(search.example.operation, /search\(term: \$term\) \{\n {4}__typename\n {4}\.\.\. on Organization \{/);
  assert.equal(JSON.parse(search.example.response).data.search[0].__typename, 'Organization');

  const createUser = graphql?.pages['graphql-reference/mutations/createuser'] as GraphQlOperationView;
  assert.match(createUser.example.operation, /^mutation CreateUser\(\$input: CreateUserInput!\) \{/);
  // An input object's required fields.
  assert.deepEqual(JSON.parse(createUser.example.variables ?? ''), { input: { email: 'example', organizationId: 'abc123' } });

  const viewer = graphql?.pages['graphql-reference/queries/viewer'] as GraphQlOperationView;
  assert.deepEqual(viewer.deprecated, { reason: 'Use organization.members.' });
  assert.equal(viewer.example.variables, undefined, 'no arguments, no variables');
  assert.match(graphQlMarkdown(viewer), /^Deprecated: Use organization\.members\.\n\n## Returns\n\n`User`\n\n## Example\n\n```graphql\nquery Viewer \{/);
});

test('type pages: the definition as written with its types linked, fields with their arguments, enum values, union members, input defaults, scalars', async () => {
  const dir = folder({ ...PAGES, 'docs.json': docsJson({ tabs: [{ tab: 'API', graphql: 'schema.graphql' }] }) });
  const { graphql } = await load(dir);
  const type = (name: string) => graphql?.pages[`graphql-reference/types/${name}`] as GraphQlTypeView;
  const organization = type('organization');
  assert.equal(organization.typeKind, 'object');
  assert.deepEqual(organization.definition.map(text), [
    'type Organization implements Node {',
    '  id: ID!',
    '  name: String!',
    '  members(first: Int = 10, role: Role): [User!]!',
    '  createdAt: DateTime',
    '  revenue: Money',
    '}',
  ]);
  assert.deepEqual(links(organization.definition[3]), ['Role → /graphql-reference/types/role', 'User → /graphql-reference/types/user']);
  assert.deepEqual(organization.related.map(links), [['Node → /graphql-reference/types/node']]);
  const members = organization.members.find((member) => member.name === 'members');
  assert.deepEqual(
    members?.arguments.map((argument) => [argument.name, argument.defaultValue]),
    [
      ['first', '10'],
      ['role', undefined],
    ],
  );
  assert.equal(members?.required, false, "an object's non-null field is not something a request gives");
  // The description's markup is drawn; a tag in it stays text.
  assert.match(organization.descriptionHtml, /<strong>Markdown<\/strong>/);
  assert.doesNotMatch(organization.descriptionHtml, /<script/);

  const user = type('user');
  assert.deepEqual(user.members.find((member) => member.name === 'isAdmin')?.deprecated, { reason: 'Use role.' });
  const role = type('role');
  assert.equal(role.typeKind, 'enum');
  assert.deepEqual(role.definition.map(text), ['enum Role {', '  OWNER', '  MEMBER', '  GUEST @deprecated', '}']);
  assert.deepEqual(role.members.find((member) => member.name === 'GUEST')?.deprecated, {});
  assert.deepEqual(type('searchresult').definition.map(text), ['union SearchResult = Organization | User']);
  const input = type('createuserinput');
  assert.deepEqual(
    input.members.map((member) => [member.name, member.required, member.defaultValue]),
    [
      ['email', true, undefined],
      ['role', false, 'MEMBER'],
      ['organizationId', true, undefined],
    ],
  );
  assert.deepEqual(type('datetime').definition.map(text), ['scalar DateTime']);
  assert.deepEqual(type('money').definition.map(text), ['scalar Money'], 'a type used and never defined is shown as a scalar');
  assert.match(graphQlMarkdown(role), /## Values\n\n- `OWNER`\n- `MEMBER`\n- `GUEST` \(deprecated\)/);
});

test("a schema that cannot be read is a problem at its docs.json line, the tab's other pages load, and --strict makes it an error; a page file at a generated URL keeps its own text", async () => {
  const dir = folder({
    ...PAGES,
    'graphql-reference/queries/organization.mdx': '---\ntitle: Our own page\n---\n\nWritten by hand.\n',
    'broken.graphql': 'type Query {\n  broken(: Int\n}\n',
    'docs.json': docsJson({
      tabs: [
        { tab: 'API', graphql: './schema.graphql' },
        { tab: 'Broken', groups: [{ group: 'Start', pages: ['index'] }], graphql: 'broken.graphql' },
        { tab: 'Gone', groups: [{ group: 'Start', pages: ['index'] }], graphql: { source: 'gone.graphql' } },
      ],
    }),
  });
  const site = await load(dir);
  const [unread] = site.problems.filter((problem) => problem.kind === 'graphql' && /cannot be read/.test(problem.message));
  assert.equal(unread.severity, 'warning');
  assert.match(unread.message, /^docs\.json: 2 GraphQL schemas of the navigation cannot be read; its pages are left out, the rest of the site builds:/);
  assert.match(
    unread.message,
    /navigation\.tabs\[1\]\.graphql \(line 24, column \d+\): expected a GraphQL schema \(SDL\) file, found "broken\.graphql": syntax error: Expected Name, found ":"\. \(line 2, column 10\)/,
  );
  assert.match(unread.message, /navigation\.tabs\[2\]\.graphql\.source \(line 37, column \d+\): expected a GraphQL schema \(SDL\) file, found "gone\.graphql": no such file in the site folder/);
  assert.deepEqual(
    unread.places.map((place) => place.line),
    [24, 37],
  );
  assert.deepEqual(shown(site, 1), [['Start', ['/']]]);
  assert.equal(site.graphql?.pages['graphql-reference/queries/organization'], undefined, 'the page file wins');
  assert.ok(site.graphql?.pages['graphql-reference/queries/search']);
  const strict = await load(dir, true);
  assert.deepEqual([...new Set(strict.problems.filter((problem) => problem.kind === 'graphql').map((problem) => problem.severity))], ['error']);
});

test("a schema at an https URL is read through the build's remote reader (its cache), once however often it is named; one that cannot be fetched is a warning naming why", async () => {
  const asked: string[] = [];
  const readRemote = async (url: string): Promise<RemoteSpecText> => {
    asked.push(url);
    return url.endsWith('/schema.graphql') ? { ok: true, text: SCHEMA, bytes: Buffer.from(SCHEMA), from: 'network' } : { ok: false, message: 'the server answered 404 Not Found' };
  };
  const dir = folder({
    ...PAGES,
    'docs.json': docsJson({
      tabs: [
        { tab: 'API', graphql: 'https://schemas.example.com/schema.graphql' },
        { tab: 'Again', graphql: { source: 'https://schemas.example.com/schema.graphql', directory: 'again' } },
        { tab: 'Gone', groups: [{ group: 'Start', pages: ['index'] }], graphql: 'https://schemas.example.com/gone.graphql' },
      ],
    }),
  });
  const site = await loadDocsJsonFolder(dir, { readRemote });
  assert.deepEqual(asked, ['https://schemas.example.com/schema.graphql', 'https://schemas.example.com/gone.graphql']);
  assert.ok(site.graphql?.pages['graphql-reference/queries/organization']);
  assert.ok(site.graphql?.pages['again/types/user']);
  assert.deepEqual(site.graphql?.files, [], 'nothing local to watch');
  const unread = site.problems.find((problem) => problem.kind === 'graphql' && /cannot be read/.test(problem.message));
  assert.match(unread?.message ?? '', /found "https:\/\/schemas\.example\.com\/gone\.graphql": the server answered 404 Not Found/);
});

test('a schema with a Subscription root gets a Subscriptions section after Mutations, each page with a subscription example', async () => {
  const schema = `${SCHEMA}\ntype Subscription {\n  "Each user added, as it is added."\n  userAdded(organizationId: ID!): User!\n}\n`;
  const dir = folder({ ...PAGES, 'schema.graphql': schema, 'docs.json': docsJson({ tabs: [{ tab: 'API', graphql: 'schema.graphql' }] }) });
  const site = await load(dir);
  assert.deepEqual(
    shown(site, 0).map((entry) => (Array.isArray(entry) ? entry[0] : entry)),
    ['Queries', 'Mutations', 'Subscriptions', 'Types'],
  );
  const userAdded = site.graphql?.pages['graphql-reference/subscriptions/useradded'] as GraphQlOperationView;
  assert.equal(userAdded.keyword, 'subscription');
  assert.match(userAdded.example.operation, /^subscription UserAdded\(\$organizationId: ID!\) \{\n {2}userAdded\(organizationId: \$organizationId\) \{\n {4}id\n/);
  assert.deepEqual(JSON.parse(userAdded.example.variables ?? ''), { organizationId: 'abc123' });
});
