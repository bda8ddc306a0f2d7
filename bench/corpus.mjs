// The benchmark corpus: N documentation pages of realistic markdown (headings, code in several
// languages, tables, lists, callouts, links between pages) in about 20 navigation groups, plus an
// OpenAPI file with 50 operations and a few API pages. Deterministic: the same N gives the same
// pages, so every tool builds exactly the same text. Target-specific output lives in targets.mjs.

/** Mulberry32: a tiny seeded PRNG, so corpora are reproducible without a dependency. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const GROUPS = [
  'Getting started',
  'Concepts',
  'Installation',
  'Configuration',
  'Authentication',
  'Projects',
  'Teams',
  'Billing',
  'Webhooks',
  'Integrations',
  'Data import',
  'Data export',
  'Dashboards',
  'Embedding',
  'Security',
  'Deployment',
  'Monitoring',
  'Troubleshooting',
  'Migration guides',
];
export const API_GROUP = 'API reference';

const VERBS = ['Configure', 'Create', 'Rotate', 'Invite', 'Export', 'Import', 'Monitor', 'Secure', 'Deploy', 'Debug', 'Migrate', 'Embed', 'Filter', 'Schedule', 'Archive', 'Restore'];
const NOUNS = [
  'API keys',
  'webhooks',
  'projects',
  'team members',
  'dashboards',
  'invoices',
  'environments',
  'audit logs',
  'data sources',
  'user groups',
  'access tokens',
  'alerts',
  'reports',
  'domains',
  'workspaces',
  'roles',
];
const WORDS = (
  'the request returns a paginated list of resources each item carries an identifier and timestamps ' +
  'you can filter results by status and sort them by creation date when a field is missing the default ' +
  'value applies tokens expire after the configured period and must be rotated before that moment ' +
  'every change is recorded in the audit log so administrators can review who changed what and when ' +
  'limits apply per workspace and are shared between environments use separate keys for staging and production'
).split(' ');

const slugify = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const CODE = {
  ts: (n) =>
    `import { createClient } from '@acme/sdk';\n\nconst client = createClient({ apiKey: process.env.ACME_KEY });\n\nexport async function list${n}(status: 'active' | 'archived') {\n  const page = await client.projects.list({ status, limit: 50 });\n  return page.items.map((item) => ({ id: item.id, name: item.name }));\n}`,
  js: (n) =>
    `const response = await fetch('https://api.example.com/v1/projects?limit=${n}', {\n  headers: { Authorization: \`Bearer \${token}\` },\n});\nif (!response.ok) throw new Error(\`HTTP \${response.status}\`);\nconst { items } = await response.json();\nconsole.log(items.length);`,
  python: (n) =>
    `import os\nimport requests\n\ndef list_projects(limit=${n}):\n    response = requests.get(\n        "https://api.example.com/v1/projects",\n        headers={"Authorization": f"Bearer {os.environ['ACME_KEY']}"},\n        params={"limit": limit},\n    )\n    response.raise_for_status()\n    return response.json()["items"]`,
  bash: (n) => `curl -s https://api.example.com/v1/projects?limit=${n} \\\n  -H "Authorization: Bearer $ACME_KEY" \\\n  | jq '.items[] | {id, name}'`,
  json: (n) =>
    `{\n  "id": "prj_${n}",\n  "name": "Website",\n  "status": "active",\n  "members": ${n % 40},\n  "createdAt": "2026-01-${String((n % 28) + 1).padStart(2, '0')}T10:00:00Z",\n  "tags": ["docs", "production"]\n}`,
  yaml: (n) =>
    `service: acme\nenvironment: production\nreplicas: ${(n % 5) + 1}\nlimits:\n  requestsPerMinute: 600\n  burst: 100\nwebhooks:\n  - url: https://example.com/hooks/acme\n    events: [project.created, project.archived]`,
  go: (n) =>
    `package main\n\nimport (\n\t"fmt"\n\t"net/http"\n)\n\nfunc main() {\n\treq, _ := http.NewRequest("GET", "https://api.example.com/v1/projects?limit=${n}", nil)\n\treq.Header.Set("Authorization", "Bearer "+token)\n\tresp, err := http.DefaultClient.Do(req)\n\tif err != nil {\n\t\tpanic(err)\n\t}\n\tfmt.Println(resp.Status)\n}`,
  rust: (n) =>
    `use reqwest::Client;\n\n#[tokio::main]\nasync fn main() -> Result<(), reqwest::Error> {\n    let body = Client::new()\n        .get("https://api.example.com/v1/projects?limit=${n}")\n        .bearer_auth(std::env::var("ACME_KEY").unwrap())\n        .send()\n        .await?\n        .text()\n        .await?;\n    println!("{body}");\n    Ok(())\n}`,
  sql: (n) =>
    `SELECT p.id, p.name, count(m.user_id) AS members\nFROM projects p\nLEFT JOIN memberships m ON m.project_id = p.id\nWHERE p.status = 'active'\nGROUP BY p.id, p.name\nORDER BY members DESC\nLIMIT ${n};`,
};
const LANGS = Object.keys(CODE);

function sentence(rand, words = 14) {
  const out = [];
  for (let i = 0; i < words; i++) out.push(WORDS[Math.floor(rand() * WORDS.length)]);
  const text = out.join(' ');
  return text[0].toUpperCase() + text.slice(1) + '.';
}
const paragraph = (rand, sentences = 3) => Array.from({ length: sentences }, () => sentence(rand, 10 + Math.floor(rand() * 10))).join(' ');

const RESOURCES = ['users', 'projects', 'teams', 'invoices', 'webhooks', 'tokens', 'events', 'files', 'comments', 'sessions'];

/** 50 operations: list, create, get, update, delete on 10 resources, with shared schemas. */
export function openapiDocument() {
  const paths = {};
  const schemas = { Error: { type: 'object', properties: { code: { type: 'string', example: 'not_found' }, message: { type: 'string' } } } };
  for (const resource of RESOURCES) {
    const name = resource[0].toUpperCase() + resource.slice(1, -1);
    schemas[name] = {
      type: 'object',
      properties: {
        id: { type: 'string', example: `${resource.slice(0, 3)}_123` },
        name: { type: 'string', description: `Display name of the ${resource.slice(0, -1)}.` },
        status: { type: 'string', enum: ['active', 'archived'] },
        createdAt: { type: 'string', format: 'date-time' },
        metadata: { type: 'object', additionalProperties: { type: 'string' } },
      },
      required: ['id', 'name'],
    };
    const ref = { $ref: `#/components/schemas/${name}` };
    const error = { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
    const one = { description: 'OK', content: { 'application/json': { schema: ref } } };
    const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string' }, description: `The ${resource.slice(0, -1)} ID.` };
    paths[`/v1/${resource}`] = {
      get: {
        operationId: `list${name}s`,
        summary: `List ${resource}`,
        tags: [name],
        parameters: [
          { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
          { name: 'cursor', in: 'query', schema: { type: 'string' } },
        ],
        responses: {
          200: { description: 'OK', content: { 'application/json': { schema: { type: 'object', properties: { items: { type: 'array', items: ref }, nextCursor: { type: 'string' } } } } } },
          401: error,
        },
      },
      post: {
        operationId: `create${name}`,
        summary: `Create a ${resource.slice(0, -1)}`,
        tags: [name],
        requestBody: {
          required: true,
          content: {
            'application/json': { schema: { type: 'object', properties: { name: { type: 'string' }, metadata: { type: 'object', additionalProperties: { type: 'string' } } }, required: ['name'] } },
          },
        },
        responses: { 201: one, 400: error },
      },
    };
    paths[`/v1/${resource}/{id}`] = {
      get: { operationId: `get${name}`, summary: `Get a ${resource.slice(0, -1)}`, tags: [name], parameters: [idParam], responses: { 200: one, 404: error } },
      patch: {
        operationId: `update${name}`,
        summary: `Update a ${resource.slice(0, -1)}`,
        tags: [name],
        parameters: [idParam],
        requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { name: { type: 'string' }, status: { type: 'string', enum: ['active', 'archived'] } } } } } },
        responses: { 200: one, 404: error },
      },
      delete: { operationId: `delete${name}`, summary: `Delete a ${resource.slice(0, -1)}`, tags: [name], parameters: [idParam], responses: { 204: { description: 'Deleted' }, 404: error } },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Acme API', version: '1.0.0', description: 'The benchmark corpus API: 50 operations on 10 resources.' },
    servers: [{ url: 'https://api.example.com' }],
    security: [{ bearer: [] }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } }, schemas },
    paths,
  };
}

/** The API pages: a few operations get a page (the rest are listed by Quire as "no page"). */
const API_PAGES = [
  ['GET', '/v1/users', 'list-users'],
  ['POST', '/v1/users', 'create-user'],
  ['GET', '/v1/projects/{id}', 'get-project'],
  ['PATCH', '/v1/projects/{id}', 'update-project'],
  ['DELETE', '/v1/webhooks/{id}', 'delete-webhook'],
  ['GET', '/v1/invoices', 'list-invoices'],
];

/**
 * A page: { id, group, title, description, blocks }, where blocks are
 * { md } (plain markdown, identical for every tool) or { callout: 'note'|'warning'|'tip', text }
 * (each tool's own syntax). Pages with a callout are MDX for Quire and Starlight (their component
 * syntax) and for bare Astro (a blockquote in MDX), so all three compile the same .md/.mdx mix.
 * API pages also carry { operation: 'GET /v1/users' }.
 */
export function generateCorpus(pageCount = 1000, seed = 7) {
  if (pageCount < GROUPS.length + API_PAGES.length + 1) {
    // Small corpora (the smoke test) use fewer groups rather than empty ones.
  }
  const rand = random(seed);
  const apiCount = Math.min(API_PAGES.length, Math.max(1, Math.floor(pageCount / 10)));
  const contentCount = pageCount - apiCount - 1; // minus the home page
  const groupCount = Math.max(1, Math.min(GROUPS.length, Math.floor(contentCount / 2)));
  const pages = [];
  const groups = GROUPS.slice(0, groupCount).map((name) => ({ name, slug: slugify(name), pages: [] }));

  pages.push({ id: 'index', group: groups[0].name, title: 'Acme documentation', description: 'Everything about the Acme platform: guides, concepts and the API reference.', blocks: [] });
  groups[0].pages.push('index');
  for (let i = 0; i < contentCount; i++) {
    const group = groups[i % groupCount];
    const title = `${VERBS[Math.floor(rand() * VERBS.length)]} ${NOUNS[Math.floor(rand() * NOUNS.length)]}`;
    const id = `${group.slug}/${slugify(title)}-${i + 1}`;
    pages.push({ id, group: group.name, title, description: sentence(rand, 12), blocks: [] });
    group.pages.push(id);
  }
  const apiGroup = { name: API_GROUP, slug: 'api-reference', pages: [] };
  for (const [method, path, slug] of API_PAGES.slice(0, apiCount)) {
    const id = `api-reference/${slug}`;
    pages.push({ id, group: API_GROUP, title: `${method} ${path}`, description: `${method} ${path} in the Acme API.`, operation: `${method} ${path}`, blocks: [] });
    apiGroup.pages.push(id);
  }
  groups.push(apiGroup);

  const contentIds = pages.filter((page) => !page.operation).map((page) => page.id);
  for (const [index, page] of pages.entries()) fillPage(page, index, rand, contentIds, pages);
  return { pages, groups, openapi: openapiDocument() };
}

function fillPage(page, index, rand, contentIds, pages) {
  const titleOf = (id) => pages.find((p) => p.id === id)?.title ?? id;
  const link = (id) => `[${titleOf(id)}](${id === 'index' ? '/' : `/${id}`})`;
  const other = () => contentIds[Math.floor(rand() * contentIds.length)];
  const blocks = page.blocks;
  if (page.operation) {
    blocks.push({ md: `${paragraph(rand, 2)}\n\nSee ${link(other())} for the concepts behind this endpoint.\n` });
    return;
  }
  blocks.push({ md: `${paragraph(rand, 3)}\n\nBefore you start, read ${link(other())} and ${link(other())}.\n` });
  const sections = 3 + (index % 3);
  for (let s = 0; s < sections; s++) {
    const heading = `${VERBS[(index + s) % VERBS.length]} ${NOUNS[(index * 3 + s) % NOUNS.length]}`;
    let md = `## ${heading}\n\n${paragraph(rand, 2 + (s % 2))}\n`;
    const kind = (index + s) % 4;
    if (kind === 0) {
      const lang = LANGS[(index + s) % LANGS.length];
      md += `\n\`\`\`${lang}\n${CODE[lang](index + s)}\n\`\`\`\n`;
    } else if (kind === 1) {
      md +=
        `\n| Field | Type | Description |\n| --- | --- | --- |\n` +
        ['id', 'name', 'status', 'createdAt', 'limit'].map((f, k) => `| \`${f}\` | ${['string', 'string', 'enum', 'date-time', 'integer'][k]} | ${sentence(rand, 8)} |`).join('\n') +
        '\n';
    } else if (kind === 2) {
      md += `\n${Array.from({ length: 4 }, (_, k) => `${k + 1}. ${sentence(rand, 9)}`).join('\n')}\n\n- ${sentence(rand, 6)}\n- ${sentence(rand, 7)}\n  - ${sentence(rand, 5)}\n`;
    } else {
      const lang = LANGS[(index * 7 + s) % LANGS.length];
      md += `\n### Example\n\n${sentence(rand, 12)} Use \`--verbose\` for details.\n\n\`\`\`${lang}\n${CODE[lang](index * 2 + s)}\n\`\`\`\n`;
    }
    blocks.push({ md });
    if (s === 1 && index % 4 === 0) blocks.push({ callout: ['note', 'warning', 'tip'][index % 3], text: sentence(rand, 16) });
  }
  blocks.push({ md: `## Next steps\n\n- ${link(other())}\n- ${link(other())}\n` });
}

export const isMdx = (page) => page.blocks.some((block) => block.callout);
