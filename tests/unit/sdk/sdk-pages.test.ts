import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { sdkMarkdown } from '../../../src/sdk/sdk-markdown.ts';
import { projectRoot } from '../../support/run-build.ts';
import { siteFoldersRemovedAfter } from '../../support/site-folders.ts';
import { docsJsonWith, linksIn, loadDocsJsonFolder, type Shown, sidebarShown, writtenText } from '../../support/reference-sites.ts';

// `sdk` with format "typedoc" on a docs.json tab or group, as Mintlify's SDK reference setup
// documents it: a page per class, interface, function, type alias, enum and variable of the
// export, in TypeDoc's groups (a namespace a group of its own) after the node's own pages, under
// `directory` (sdk-reference by default), names linked across pages. An export that cannot be read
// is a problem at its docs.json line; formats other than TypeDoc's are named in one warning.

const folder = siteFoldersRemovedAfter();
const EXPORT = readFileSync(join(projectRoot, 'tests/fixtures/docs-json-sdk/sdk-artifacts/typedoc.json'), 'utf8');
const docsJson = (navigation: unknown) => docsJsonWith(navigation, 'Plants SDK');
const load = (dir: string, strict = false) => loadDocsJsonFolder(dir, { strict });
const PAGES = { 'index.mdx': '---\ntitle: Home\n---\n\nHello.\n', 'sdk/typedoc.json': EXPORT };
const shown = sidebarShown;
const text = writtenText;
const links = linksIn;
const SECTIONS = (base: string): Shown[] => [
  ['Namespaces', [['Webhooks', [['Functions', [`${base}/webhooks/verify`]]]]]],
  ['Enumerations', [`${base}/plantkind`]],
  ['Classes', [`${base}/client`]],
  ['Interfaces', [`${base}/clientoptions`, `${base}/page`, `${base}/plant`]],
  ['Type Aliases', [`${base}/plantref`]],
  ['Variables', [`${base}/version`]],
  ['Functions', [`${base}/createclient`, `${base}/listplants`]],
];

test("sdk on a tab and on a group: TypeDoc's groups after the node's own pages, a namespace nested, pages under the directory (sdk-reference by default)", async () => {
  const dir = folder({
    ...PAGES,
    'docs.json': docsJson({
      tabs: [
        { tab: 'SDK', sdk: { format: 'typedoc', source: 'sdk/typedoc.json' } },
        { tab: 'Guides', groups: [{ group: 'Beta SDK', pages: ['index'], sdk: { format: 'typedoc', source: '/sdk/typedoc.json', directory: 'sdk/beta' } }] },
      ],
    }),
  });
  const site = await load(dir);
  assert.deepEqual(
    site.problems.filter((problem) => problem.kind === 'sdk' || problem.kind === 'config-warning'),
    [],
  );
  assert.deepEqual(shown(site, 0), SECTIONS('/sdk-reference'));
  assert.deepEqual(shown(site, 1), [['Beta SDK', ['/', ...SECTIONS('/sdk/beta')]]]);
  const titles = new Map(site.docsJson?.extraEntries.map((entry) => [entry.id, entry.data.title]));
  assert.equal(titles.get('sdk/beta/listplants'), 'listPlants');
  assert.ok(site.sdk?.files.includes(join(dir, 'sdk/typedoc.json')), 'the dev server watches the export');
});

test('an SDK page: the declaration as written with names linked, members by group with signatures, {@link} to a member, deprecation, parameters, returns, examples', async () => {
  const dir = folder({ ...PAGES, 'docs.json': docsJson({ tabs: [{ tab: 'SDK', sdk: { format: 'typedoc', source: 'sdk/typedoc.json', directory: 'ts' } }] }) });
  const { sdk } = await load(dir);
  const view = (name: string) => sdk?.pages[`ts/${name}`];
  const client = view('client')!;
  assert.equal(client.kind, 'class');
  assert.deepEqual(client.declaration.map(text), ['class Client']);
  assert.match(client.descriptionHtml, /A client for the Plants API\./);
  assert.match(client.examplesHtml[0], /<pre[^>]*data-language="ts"[\s\S]*new<\/span><span[^>]*> Client/, 'highlighted as a code block');
  assert.deepEqual(
    client.memberGroups.map((group) => [group.title, group.members.map((member) => member.name)]),
    [
      ['Constructors', ['constructor']],
      ['Properties', ['baseUrl']],
      ['Methods', ['fetchPlant', 'getPlant']],
    ],
  );
  const [construct] = client.memberGroups[0].members;
  assert.equal(text(construct.lines[0]), 'new Client(options: ClientOptions)');
  assert.deepEqual(links(construct.lines[0]), ['ClientOptions → /ts/clientoptions']);
  const [fetchPlant, getPlant] = client.memberGroups[2].members;
  assert.equal(text(getPlant.lines[0]), 'getPlant(id: string): Promise<Plant | undefined>');
  assert.match(getPlant.returnsHtml ?? '', /The plant, or undefined when there is none\./);
  assert.match(fetchPlant.deprecatedHtml ?? '', /Use <a href="\/ts\/client#getplant">Client\.getPlant<\/a>\./);
  assert.deepEqual(client.memberGroups[1].members[0].flags, ['readonly']);

  const listPlants = view('listplants')!;
  assert.deepEqual(listPlants.declaration.map(text), ['function listPlants(client: Client, options?: { kind?: PlantKind; limit?: number }): Promise<Page<Plant>>']);
  assert.deepEqual(
    listPlants.parameters.map((parameter) => [parameter.name, text(parameter.type), parameter.optional]),
    [
      ['client', 'Client', false],
      ['options', '{ kind?: PlantKind; limit?: number }', true],
    ],
  );
  assert.deepEqual(links(listPlants.returns!.type), ['Page → /ts/page', 'Plant → /ts/plant']);
  assert.deepEqual(
    view('createclient')!.parameters.map((parameter) => [parameter.name, parameter.defaultValue]),
    [['env', '{}']],
  );
  assert.deepEqual(view('plantref')!.declaration.map(text), ['type PlantRef = string | Plant']);
  assert.deepEqual(view('page')!.declaration.map(text), ['interface Page<T>']);
  assert.deepEqual(
    view('plantkind')!.memberGroups[0].members.map((member) => text(member.lines[0])),
    ['Herb = "herb"', 'Tree = "tree"'],
  );
  assert.deepEqual(view('version')!.declaration.map(text), ['const VERSION: "1.2.0"']);
  assert.match(
    sdkMarkdown(listPlants),
    /^```ts\nfunction listPlants\(client: Client, options\?: \{ kind\?: PlantKind; limit\?: number \}\): Promise<Page<Plant>>\n```\n\nLists plants, a page at a time\.\n\n## Parameters\n\n- `client` \(Client, required\)\n- `options` \(\{ kind\?: PlantKind; limit\?: number \}\)\n\n## Returns\n\n`Promise<Page<Plant>>`$/,
  );
});

test("an export TypeDoc makes now from the sample's source gives the same pages as the fixture's export", { timeout: 120_000 }, async () => {
  const out = mkdtempSync(join(tmpdir(), 'quire-typedoc-'));
  try {
    const sample = join(projectRoot, 'tests/support/typedoc-sample');
    const made = spawnSync(
      process.execPath,
      [
        join(projectRoot, 'node_modules/typedoc/bin/typedoc'),
        '--json',
        join(out, 'typedoc.json'),
        '--tsconfig',
        join(sample, 'tsconfig.json'),
        '--name',
        'plants-sdk',
        '--disableSources',
        '--excludeExternals',
        join(sample, 'index.ts'),
      ],
      { encoding: 'utf8' },
    );
    assert.equal(made.status, 0, `${made.stdout}${made.stderr}`);
    const navigation = { tabs: [{ tab: 'SDK', sdk: { format: 'typedoc', source: 'sdk/typedoc.json' } }] };
    const fresh = await load(folder({ ...PAGES, 'sdk/typedoc.json': readFileSync(join(out, 'typedoc.json'), 'utf8'), 'docs.json': docsJson(navigation) }));
    const kept = await load(folder({ ...PAGES, 'docs.json': docsJson(navigation) }));
    assert.deepEqual(shown(fresh, 0), shown(kept, 0));
    assert.deepEqual(fresh.sdk?.pages, kept.sdk?.pages);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test('an export that is missing or not TypeDoc JSON is a problem at its docs.json line and --strict makes it an error; a format Quire does not read is named in one warning', async () => {
  const dir = folder({
    ...PAGES,
    'not-typedoc.json': '{"openapi": "3.1.0"}',
    'docs.json': docsJson({
      tabs: [
        { tab: 'Gone', groups: [{ group: 'Start', pages: ['index'] }], sdk: { format: 'typedoc', source: 'gone.json' } },
        { tab: 'Other', groups: [{ group: 'Start', pages: ['index'] }], sdk: { format: 'typedoc', source: 'not-typedoc.json' } },
        { tab: 'C', groups: [{ group: 'Start', pages: ['index'] }], sdk: { format: 'doxygen', source: 'doxygen-xml' } },
      ],
    }),
  });
  const site = await load(dir);
  const [unread] = site.problems.filter((problem) => problem.kind === 'sdk');
  assert.equal(unread.severity, 'warning');
  assert.match(unread.message, /^docs\.json: 2 SDK exports of the navigation cannot be read; its pages are left out, the rest of the site builds:/);
  assert.match(unread.message, /navigation\.tabs\[0\]\.sdk\.source \(line \d+, column \d+\): expected a TypeDoc JSON export \(typedoc --json\), found "gone\.json": no such file in the site folder/);
  assert.match(unread.message, /found "not-typedoc\.json": not a TypeDoc JSON export/);
  assert.deepEqual(shown(site, 0), [['Start', ['/']]]);
  const warning = site.problems.find((problem) => problem.kind === 'config-warning');
  assert.match(warning?.message ?? '', /navigation\.tabs\[2\]\.sdk \(Quire makes SDK pages from typedoc, javadoc(, \w+)*, not from "doxygen"\)/);
  const strict = await load(dir, true);
  assert.equal(strict.problems.find((problem) => problem.kind === 'sdk')?.severity, 'error');
});

test('an export of several modules: a group per module, pages under its segment; names a URL cannot hold keep a readable segment', async () => {
  const fn = (id: number, name: string) => ({ id, name, kind: 64, signatures: [{ id: id + 100, name, kind: 4096, parameters: [], type: { type: 'intrinsic', name: 'void' } }] });
  const project = {
    schemaVersion: '2.0',
    id: 0,
    name: 'multi',
    kind: 1,
    children: [
      { id: 1, name: 'client', kind: 2, children: [fn(2, 'connect')], groups: [{ title: 'Functions', children: [2] }] },
      { id: 3, name: 'utils/strings', kind: 2, children: [fn(4, 'pad#left'), fn(5, 'trim')] },
    ],
    groups: [{ title: 'Modules', children: [1, 3] }],
  };
  const dir = folder({
    'index.mdx': '---\ntitle: Home\n---\n',
    'multi.json': JSON.stringify(project),
    'docs.json': docsJson({ tabs: [{ tab: 'SDK', sdk: { format: 'typedoc', source: 'multi.json' } }] }),
  });
  const site = await load(dir);
  assert.deepEqual(shown(site, 0), [
    [
      'Modules',
      [
        ['client', [['Functions', ['/sdk-reference/client/connect']]]],
        ['utils/strings', [['Reference', ['/sdk-reference/utilsstrings/pad-left', '/sdk-reference/utilsstrings/trim']]]],
      ],
    ],
  ]);
  assert.equal(site.sdk?.pages['sdk-reference/utilsstrings/pad-left']?.declaration.map(text)[0], 'function pad#left(): void');
});

test("a page's sdk frontmatter draws its symbol after its own text, inheriting the export from its group, which then lists only the pages written for it; the object form works anywhere; a target that is not there is a warning naming the closest", async () => {
  const page = (title: string, sdk: string) => `---\ntitle: ${title}\nsdk: ${sdk}\n---\n\nWritten by hand.\n`;
  const dir = folder({
    ...PAGES,
    'client.mdx': page('The client', '"class Client"'),
    'get-plant.mdx': page('Getting a plant', '"method Client.getPlant"'),
    'make.mdx': page('Making a client', '{ kind: function, name: createClient, format: typedoc, source: other/typedoc.json }'),
    'other/typedoc.json': EXPORT,
    'typo.mdx': page('Typo', '"class Clinet"'),
    'odd.mdx': page('Odd', '"widget Client"'),
    'docs.json': docsJson({
      tabs: [
        { tab: 'Guides', groups: [{ group: 'Client', pages: ['client', 'get-plant', 'typo'], sdk: { format: 'typedoc', source: 'sdk/typedoc.json' } }] },
        { tab: 'More', groups: [{ group: 'More', pages: ['index', 'make', 'odd'] }] },
        { tab: 'Reference', sdk: { format: 'typedoc', source: 'sdk/typedoc.json', directory: 'ref' } },
      ],
    }),
  });
  const site = await load(dir);
  assert.deepEqual(shown(site, 0), [['Client', ['/client', '/get-plant', '/typo']]], 'only the pages written for the group');
  assert.deepEqual(shown(site, 2), SECTIONS('/ref'), 'another node with the same export still generates');
  const client = site.sdk?.pages.client;
  assert.deepEqual(client?.declaration.map(text), ['class Client']);
  assert.equal(client?.memberGroups[2].members[0].name, 'fetchPlant');
  assert.match(client?.memberGroups[2].members[0].deprecatedHtml ?? '', /href="\/get-plant"/, 'a link to a symbol goes to the page written for it');
  const getPlant = site.sdk?.pages['get-plant'];
  assert.equal(getPlant?.kind, 'method');
  assert.equal(getPlant?.firstParagraph, 'One plant by its id.', "a page without a description takes its symbol's first sentence");
  assert.deepEqual(getPlant?.declaration.map(text), ['getPlant(id: string): Promise<Plant | undefined>']);
  assert.deepEqual(
    getPlant?.parameters.map((parameter) => parameter.name),
    ['id'],
  );
  assert.deepEqual(site.sdk?.pages.make?.declaration.map(text), ['function createClient(env?: Record<string, string>): Client']);
  assert.ok(site.sdk?.files.includes(join(dir, 'other/typedoc.json')), 'an export only a page names is watched in dev too');
  assert.equal(site.sdk?.pages.typo, undefined);
  const problem = site.problems.find((one) => one.kind === 'sdk');
  assert.equal(problem?.severity, 'warning');
  assert.match(problem?.message ?? '', /typo\.mdx: sdk: no class "Clinet" in sdk\/typedoc\.json\n {6}hint: did you mean "Client"/);
  assert.match(problem?.message ?? '', /odd\.mdx: sdk: expected "\[source\] kind name"/);
  assert.deepEqual(
    problem?.places.map((place) => `${place.file}:${place.line}`),
    ['odd.mdx:3', 'typo.mdx:3'],
  );
});
