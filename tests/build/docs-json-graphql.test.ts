import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { all, one, parseHtml, textOf } from '../support/html-tree.ts';
import { buildFixture, projectRoot } from '../support/run-build.ts';

// A docs.json with `graphql` tabs built as a reader gets it: Queries, Mutations and Types in the
// tab's sidebar, operation pages with their example highlighted and their types linked, type pages
// with the definition linked, `.md` copies and llms.txt lines; a schema that cannot be read and a
// type never defined are warnings at their docs.json lines, and the rest builds.
const out = join(projectRoot, 'tests/.builds/docs-json-graphql');
const page = (path: string) => readFileSync(join(out, path), 'utf8');

test('graphql tabs: sections in the sidebar, an operation page with its arguments, linked return type and highlighted example, type pages linked to each other, .md copies and llms.txt', {
  timeout: 300_000,
}, () => {
  const { status, output } = buildFixture('tests/fixtures/docs-json-graphql');
  assert.equal(status, 0, output);
  assert.match(
    output,
    /docs\.json: 1 GraphQL schema of the navigation cannot be read; its pages are left out, the rest of the site builds:\n {2}⚠ navigation\.tabs\[3\]\.graphql \(line 11, column \d+\): expected a GraphQL schema \(SDL\) file, found "legacy\.graphql": syntax error: Expected Name, found ":"\. \(line 3, column 10\)/,
  );
  assert.match(
    output,
    /⚠ navigation\.tabs\[1\]\.graphql \(line 9, column \d+\): expected a schema defining every type it uses, found "schema\.graphql": Money is used and never defined; it is shown as a scalar/,
  );

  const query = parseHtml(page('graphql-reference/queries/organization/index.html'), 'page');
  assert.deepEqual(all('#sidebar .sidebar-heading', query).map(textOf), ['Overview', 'Queries', 'Mutations', 'Types']);
  assert.equal(textOf(one('.graphql-kind', query)), 'QUERY');
  assert.deepEqual(
    all('.graphql [data-field]', query).map((node) => node.properties.dataField),
    ['id'],
  );
  const returns = one('.graphql-returns a', query);
  assert.deepEqual([textOf(returns), returns.properties.href], ['Organization', '/graphql-reference/types/organization']);
  // The example, the variables and the response, each a highlighted code block with the site's copy button.
  assert.deepEqual(
    all('.graphql-example .code-block', query).map((node) => node.properties.dataLanguage),
    ['graphql', 'json', 'json'],
  );
  assert.match(textOf(one('.graphql-example .code-block', query)), /query Organization\(\$id: ID!\) \{/);
  assert.deepEqual(all('.toc a', query).map(textOf), ['Arguments', 'Returns', 'Example']);

  const type = page('graphql-reference/types/organization/index.html');
  const tree = parseHtml(type, 'page');
  assert.deepEqual(
    all('.graphql-definition a', tree).map((node) => `${textOf(node)} ${node.properties.href}`),
    [
      'Node /graphql-reference/types/node',
      'Role /graphql-reference/types/role',
      'User /graphql-reference/types/user',
      'DateTime /graphql-reference/types/datetime',
      'Money /graphql-reference/types/money',
    ],
  );
  // The description's Markdown is drawn; its <script> is text, never a script.
  assert.match(textOf(one('.graphql-description', tree)), /Descriptions are Markdown; a tag is text: <script>alert\('not run'\)<\/script>/);
  assert.doesNotMatch(type, /<script>alert/);
  // The admin tab's pages live under its directory and link there.
  assert.match(page('admin/graphql/queries/auditlog/index.html'), /href="\/admin\/graphql\/types\/auditentry"/);
  // The legacy tab keeps its own page.
  assert.match(page('legacy/index.html'), /this page still builds/);

  assert.match(
    page('graphql-reference/queries/organization.md'),
    /^# organization\n\nOne organization by its id\.\n\n## Arguments\n\n- `id` \(ID!, required\)\n\n## Returns\n\n`Organization`\n\n## Example\n\n```graphql\nquery Organization/,
  );
  assert.match(page('graphql-reference/types/user.md'), /## Fields\n\n- `id` \(ID!\)\n- `email` \(String!\)\n- `role` \(Role!\)\n- `isAdmin` \(Boolean\) \(deprecated: Use role\.\)/);
  const llms = page('llms.txt');
  assert.match(llms, /- \[createUser\]\(\/graphql-reference\/mutations\/createuser\.md\)/);
  assert.match(llms, /- \[AuditEntry\]\(\/admin\/graphql\/types\/auditentry\.md\)/);
  assert.match(page('llms-full.txt'), /union SearchResult = Organization \| User/);
  // Every page, generated ones included, is in the search index.
  const pages = readdirSync(out, { recursive: true }).filter((file) => String(file).endsWith('index.html')).length;
  assert.equal(JSON.parse(page('pagefind/pagefind-entry.json')).languages.en.page_count, pages);
});
