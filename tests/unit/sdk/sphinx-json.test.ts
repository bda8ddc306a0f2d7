import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { findTarget, parseSdkTarget } from '../../../src/sdk/sdk-frontmatter.ts';
import { parseSphinxJson } from '../../../src/sdk/sphinx/sphinx-json.ts';
import { KIND, type CodePart, type Reflection } from '../../../src/sdk/typedoc-json.ts';
import { projectRoot } from '../../support/run-build.ts';

// `sdk` with format "sphinx": the output directory of Sphinx's JSON builder for the sample library
// (tests/support/sphinx-sample, built into tests/fixtures/docs-json-sdk/sdk-artifacts/sphinx) read
// as the reflection tree the SDK pages draw: Python modules holding Classes, Exceptions, Functions
// and Variables, a class's Constructors, Properties, Attributes and Methods, each declaration
// written as Python's documentation writes it with the documented names linked.

const FIXTURE = join(projectRoot, 'tests/fixtures/docs-json-sdk/sdk-artifacts/sphinx');
const FILES = new Map(readdirSync(FIXTURE).map((name) => [name, readFileSync(join(FIXTURE, name), 'utf8')]));

function project(files: ReadonlyMap<string, string> = FILES): Reflection {
  const read = parseSphinxJson(files);
  assert.ok(read.ok, read.ok ? '' : read.message);
  return read.project;
}

const written = (code: readonly CodePart[] | undefined) => (code ?? []).map((part) => part.text).join('');
const linked = (code: readonly CodePart[] | undefined, tree: Reflection) => (code ?? []).filter((part) => part.target !== undefined).map((part) => `${part.text} → ${nameOf(tree, part.target!)}`);
const groups = (reflection: Reflection | undefined) =>
  (reflection?.groups ?? []).map((group) => [group.title, group.children.map((id) => reflection?.children?.find((child) => child.id === id)?.name)]);
const child = (parent: Reflection | undefined, name: string) => parent?.children?.find((reflection) => reflection.name === name);

function nameOf(tree: Reflection, id: number): string | undefined {
  const visit = (reflection: Reflection): string | undefined =>
    reflection.id === id ? reflection.name : (reflection.children ?? []).reduce<string | undefined>((found, next) => found ?? visit(next), undefined);
  return visit(tree);
}

/** A `.fjson` page whose `body` is the given HTML, as Sphinx's JSON builder writes one. */
const page = (body: string, name = 'extra') => JSON.stringify({ body, title: name, current_page_name: name, parents: [] });

test("the sample's modules and groups: plants holds Classes, Exceptions, Functions and Variables; the project is named as conf.py names it", () => {
  const tree = project();
  assert.equal(tree.kind, KIND.Project);
  assert.equal(tree.name, 'Plants');
  assert.deepEqual(groups(tree), [['Modules', ['plants']]]);
  const plants = child(tree, 'plants');
  assert.equal(plants?.kind, KIND.Module);
  assert.deepEqual(groups(plants), [
    ['Classes', ['Client', 'ClientOptions', 'Plant', 'PlantKind']],
    ['Exceptions', ['PlantNotFound']],
    ['Functions', ['create_client']],
    ['Variables', ['VERSION']],
  ]);
  assert.deepEqual(
    plants?.children?.map((reflection) => [reflection.name, reflection.kind]),
    [
      ['Client', KIND.Class],
      ['ClientOptions', KIND.Class],
      ['Plant', KIND.Class],
      ['PlantKind', KIND.Class],
      ['PlantNotFound', KIND.Class],
      ['create_client', KIND.Function],
      ['VERSION', KIND.Variable],
    ],
  );
  const ids = new Set<number>();
  const visit = (reflection: Reflection) => {
    assert.ok(!ids.has(reflection.id), `id ${reflection.id} given twice`);
    ids.add(reflection.id);
    [...(reflection.children ?? []), ...(reflection.signatures ?? []), ...(reflection.parameters ?? [])].forEach(visit);
  };
  visit(tree);
});

test("a class's members: __init__ a constructor, @property a property, dataclass fields and enum members attributes, methods", () => {
  const plants = child(project(), 'plants');
  assert.deepEqual(groups(child(plants, 'Client')), [
    ['Constructors', ['__init__']],
    ['Properties', ['base_url']],
    ['Methods', ['fetch_plant', 'get_plant', 'with_token']],
  ]);
  assert.deepEqual(groups(child(plants, 'ClientOptions')), [
    ['Constructors', ['__init__']],
    ['Attributes', ['base_url', 'retries', 'token']],
  ]);
  assert.deepEqual(groups(child(plants, 'PlantKind')), [['Attributes', ['HERB', 'TREE']]]);
  assert.equal(child(child(plants, 'Client'), '__init__')?.kind, KIND.Constructor);
  assert.equal(child(child(plants, 'Client'), 'base_url')?.kind, KIND.Property);
  assert.deepEqual(child(child(plants, 'Client'), 'with_token')?.flags, { isStatic: true });
});

test('declarations written as Python documents them, without the module, each documented name linked to its reflection', () => {
  const tree = project();
  const plants = child(tree, 'plants');
  const client = child(plants, 'Client');
  assert.equal(written(client?.code), 'class Client(options: ClientOptions)');
  assert.deepEqual(linked(client?.code, tree), ['ClientOptions → ClientOptions']);
  const [getPlant] = child(client, 'get_plant')?.signatures ?? [];
  assert.equal(written(getPlant?.code), 'get_plant(plant_id: str) -> Plant | None', 'plants.Plant as Sphinx 5 writes it is Plant');
  assert.deepEqual(linked(getPlant?.code, tree), ['Plant → Plant']);
  assert.deepEqual(getPlant?.type, {
    type: 'union',
    types: [
      { type: 'reference', name: 'Plant', target: child(plants, 'Plant')?.id },
      { type: 'intrinsic', name: 'None' },
    ],
  });
  assert.deepEqual(
    getPlant?.parameters?.map((parameter) => [parameter.name, parameter.type]),
    [['plant_id', { type: 'intrinsic', name: 'str' }]],
  );
  assert.equal(written(child(client, '__init__')?.signatures?.[0]?.code), '__init__(options: ClientOptions) -> None');
  assert.equal(written(child(client, 'with_token')?.signatures?.[0]?.code), 'static with_token(token: str) -> Client');
  assert.equal(written(child(client, 'base_url')?.code), 'property base_url: str');
  assert.equal(written(child(plants, 'ClientOptions')?.code), 'class ClientOptions(token: str, base_url: str | None = None, retries: int = 3)');
  assert.equal(written(child(child(plants, 'ClientOptions'), 'retries')?.code), 'retries: int = 3');
  assert.equal(written(child(child(plants, 'PlantKind'), 'TREE')?.code), "TREE = 'tree'");
  assert.equal(written(child(plants, 'PlantNotFound')?.code), 'exception PlantNotFound');
  assert.deepEqual(child(plants, 'PlantNotFound')?.extendedTypes, [{ type: 'intrinsic', name: 'Exception' }]);
  assert.equal(child(plants, 'Client')?.extendedTypes, undefined, 'Bases: object is left out');
  const version = child(plants, 'VERSION');
  assert.equal(written(version?.code), "VERSION = '1.2.0'");
  assert.equal(version?.defaultValue, "'1.2.0'");
  const [createClient] = child(plants, 'create_client')?.signatures ?? [];
  assert.match(written(createClient?.code), /^create_client\(env: .*Mapping\[str, str\].* = None\) -> Client$/);
  assert.equal(createClient?.parameters?.[0]?.defaultValue, 'None');
});

test('comments as Markdown: references to objects become sdk:<id> links, :param: on the parameters, :returns:, :raises:, the examples (a doctest too), the deprecation with its reason', () => {
  const tree = project();
  const plants = child(tree, 'plants');
  const client = child(plants, 'Client');
  const sdk = (name: string, parent = plants) => `sdk:${child(parent, name)?.id}`;
  assert.deepEqual(client?.comment?.summary, [{ kind: 'markdown', text: 'A client for the Plants API.' }]);
  assert.deepEqual(client?.comment?.blockTags, [
    { tag: '@example', content: [{ kind: 'markdown', text: '```python\nclient = Client(ClientOptions(token="abc"))\nfern = client.get_plant("fern")\n```' }] },
  ]);
  assert.deepEqual(child(plants, 'ClientOptions')?.comment?.summary, [{ kind: 'markdown', text: `How a [\`Client\`](${sdk('Client')}) reaches the API.` }]);
  const [getPlant] = child(client, 'get_plant')?.signatures ?? [];
  assert.deepEqual(getPlant?.comment, {
    summary: [{ kind: 'markdown', text: 'One plant by its id.' }],
    blockTags: [
      { tag: '@returns', content: [{ kind: 'markdown', text: 'The plant, or `None` when there is none.' }] },
      { tag: '@throws', content: [{ kind: 'markdown', text: `[**PlantNotFound**](${sdk('PlantNotFound')}) – When the API refuses the id.` }] },
    ],
  });
  assert.deepEqual(getPlant?.parameters?.[0]?.comment, { summary: [{ kind: 'markdown', text: 'The plant’s id.' }] });
  const [fetchPlant] = child(client, 'fetch_plant')?.signatures ?? [];
  assert.deepEqual(fetchPlant?.comment?.blockTags, [
    { tag: '@deprecated', content: [{ kind: 'markdown', text: `Deprecated since version 1.1: Use [\`get_plant()\`](${sdk('get_plant', client)}).` }] },
  ]);
  const [createClient] = child(plants, 'create_client')?.signatures ?? [];
  assert.deepEqual(
    createClient?.comment?.blockTags?.find((block) => block.tag === '@example')?.content,
    [{ kind: 'markdown', text: '```python\n>>> create_client({"PLANTS_TOKEN": "abc"}).base_url\n\'https://api.example.com\'\n```' }],
    'a doctest block is an example',
  );
  assert.deepEqual(child(child(plants, 'Plant'), 'kind')?.comment?.summary, [{ kind: 'markdown', text: 'What kind of plant it is.' }]);
});

test("a page targets a symbol by Python's names: class Client, method Client.get_plant, property Client.base_url, function create_client, variable VERSION", () => {
  const tree = project();
  const found = (target: string) => {
    const parsed = parseSdkTarget(target);
    assert.ok(parsed, target);
    return findTarget(tree, parsed)?.name;
  };
  assert.equal(found('class Client'), 'Client');
  assert.equal(found('class PlantNotFound'), 'PlantNotFound');
  assert.equal(found('method Client.get_plant'), 'get_plant');
  assert.equal(found('property Client.base_url'), 'base_url');
  assert.equal(found('property ClientOptions.token'), 'token');
  assert.equal(found('function create_client'), 'create_client');
  assert.equal(found('variable VERSION'), 'VERSION');
  assert.equal(found('method Client.getPlant'), undefined);
});

// Sphinx 7 on writes the words before a name and an attribute's annotation in `<span class="property">`
// (the word in `span.k`) where Sphinx 5 and 6 write `<em class="property">`; this is Sphinx 9.0's output for the sample.
const SPHINX_9_BODY = `<section id="module-plants">
<dl class="py exception">
<dt class="sig sig-object py" id="plants.PlantNotFound">
<span class="property"><span class="k"><span class="pre">exception</span></span><span class="w"> </span></span><span class="sig-prename descclassname"><span class="pre">plants.</span></span><span class="sig-name descname"><span class="pre">PlantNotFound</span></span><a class="headerlink" href="#plants.PlantNotFound" title="Link to this definition">¶</a></dt>
<dd><p>Bases: <code class="xref py py-class docutils literal notranslate"><span class="pre">Exception</span></code></p>
<p>No plant has the id asked for.</p>
<dl class="py property">
<dt class="sig sig-object py" id="plants.PlantNotFound.base_url">
<span class="property"><span class="k"><span class="pre">property</span></span><span class="w"> </span></span><span class="sig-name descname"><span class="pre">base_url</span></span><span class="property"><span class="p"><span class="pre">:</span></span><span class="w"> </span><span class="pre">str</span></span><a class="headerlink" href="#plants.PlantNotFound.base_url" title="Link to this definition">¶</a></dt>
<dd><p>Where requests go.</p>
</dd></dl>
</dd></dl>
<dl class="py data">
<dt class="sig sig-object py" id="plants.VERSION">
<span class="sig-prename descclassname"><span class="pre">plants.</span></span><span class="sig-name descname"><span class="pre">VERSION</span></span><span class="property"><span class="w"> </span><span class="p"><span class="pre">=</span></span><span class="w"> </span><span class="pre">'1.2.0'</span></span><a class="headerlink" href="#plants.VERSION" title="Link to this definition">¶</a></dt>
<dd><p>The API’s version.</p>
</dd></dl>
</section>`;

test("Sphinx 7 to 9's markup (span.property, the keyword in span.k) is read as Sphinx 5's", () => {
  const plants = child(project(new Map([['api.fjson', page(SPHINX_9_BODY, 'api')]])), 'plants');
  const error = child(plants, 'PlantNotFound');
  assert.equal(written(error?.code), 'exception PlantNotFound');
  assert.deepEqual(error?.extendedTypes, [{ type: 'intrinsic', name: 'Exception' }]);
  assert.equal(written(child(error, 'base_url')?.code), 'property base_url: str');
  assert.deepEqual(child(error, 'base_url')?.type, { type: 'intrinsic', name: 'str' });
  assert.equal(written(child(plants, 'VERSION')?.code), "VERSION = '1.2.0'");
});

const HELPERS_BODY = `<section id="module-plants.helpers"><h1>Helpers</h1>
<dl class="py function">
<dt class="sig sig-object py" id="plants.helpers.find">
<span class="sig-prename descclassname"><span class="pre">plants.helpers.</span></span><span class="sig-name descname"><span class="pre">find</span></span><span class="sig-paren">(</span><em class="sig-param"><span class="n"><span class="pre">client</span></span></em>, <em class="sig-param"><span class="o"><span class="pre">*</span></span><span class="n"><span class="pre">ids</span></span></em>, <em class="sig-param"><span class="o"><span class="pre">*</span></span></em>, <em class="sig-param"><span class="n"><span class="pre">limit</span></span><span class="o"><span class="pre">=</span></span><span class="default_value"><span class="pre">20</span></span></em><span class="sig-paren">)</span></dt>
<dd><p>Plants by id, through a <a class="reference internal" href="../api/#plants.Client" title="plants.Client"><code class="xref py py-class docutils literal notranslate"><span class="pre">Client</span></code></a> (see <a class="reference internal" href="api.html#plants.Plant">Plant</a>, <a class="reference external" href="https://docs.python.org/3/">Python</a>).</p>
<dl class="field-list simple">
<dt class="field-odd">Parameters<span class="colon">:</span></dt>
<dd class="field-odd"><ul class="simple">
<li><p><strong>client</strong> (<a class="reference internal" href="../api/#plants.Client" title="plants.Client"><em>plants.Client</em></a>) – The client to ask – any will do.</p></li>
<li><p><strong>ids</strong> (<em>str</em>) – The plants’ ids.</p></li>
<li><p><strong>limit</strong> (<em>int</em><em>, </em><em>optional</em>) – At most this many.</p></li>
</ul>
</dd>
<dt class="field-even">Return type<span class="colon">:</span></dt>
<dd class="field-even"><p>list[<a class="reference internal" href="../api/#plants.Plant" title="plants.Plant">plants.Plant</a>]</p>
</dd>
</dl>
</dd></dl>
<dl class="py function"><dt class="sig sig-object py" id="plants.helpers.find"><span class="sig-name descname"><span class="pre">find</span></span></dt><dd><p>Documented twice.</p></dd></dl>
<dl class="py someday"><dt class="sig sig-object py" id="plants.helpers.odd"><span class="sig-name descname"><span class="pre">odd</span></span></dt><dd></dd></dl>
</section>`;

test('links across pages (api/#…, api.html#…) name the objects of another page; a second module; types from the field list where the signature writes none', () => {
  const files = new Map([...FILES, ['helpers.fjson', page(HELPERS_BODY, 'helpers')], ['broken.fjson', '{ not JSON']]);
  const tree = project(files);
  const plants = child(tree, 'plants');
  assert.deepEqual(groups(tree), [['Modules', ['plants', 'plants.helpers']]]);
  const helpers = child(tree, 'plants.helpers');
  assert.deepEqual(groups(helpers), [['Functions', ['find']]], 'documented twice, read once; an unknown object type read past');
  const [find] = child(helpers, 'find')?.signatures ?? [];
  assert.equal(written(find?.code), 'find(client: Client, *ids: str, *, limit: int = 20) -> list[Plant]');
  assert.deepEqual(linked(find?.code, tree), ['Client → Client', 'Plant → Plant']);
  assert.deepEqual(
    find?.parameters?.map((parameter) => [parameter.name, parameter.type?.name, parameter.defaultValue]),
    [
      ['client', 'Client', undefined],
      ['*ids', 'str', undefined],
      ['limit', 'int', '20'],
    ],
  );
  assert.deepEqual(find?.parameters?.[0]?.comment, { summary: [{ kind: 'markdown', text: 'The client to ask – any will do.' }] });
  assert.equal(
    find?.comment?.summary[0]?.text,
    `Plants by id, through a [\`Client\`](sdk:${child(plants, 'Client')?.id}) (see [Plant](sdk:${child(plants, 'Plant')?.id}), [Python](https://docs.python.org/3/)).`,
  );
});

test('an artifact that is not Sphinx JSON output says what it is and how to make it', () => {
  const message = (files: Map<string, string>) => {
    const read = parseSphinxJson(files);
    assert.equal(read.ok, false);
    return read.ok ? '' : read.message;
  };
  assert.match(message(new Map()), /no Sphinx JSON pages \(\.fjson files\).*python -m sphinx -b json/);
  assert.match(message(new Map([['index.html', '<html></html>']])), /only HTML \(Sphinx's html builder\)/);
  assert.match(
    message(
      new Map([
        ['index.fjson', 'not JSON'],
        ['api.fjson', '[1, 2]'],
      ]),
    ),
    /none of the 2 \.fjson files is a Sphinx JSON page/,
  );
  assert.match(message(new Map([['index.fjson', page('<p>Hello.</p>', 'index')]])), /document no Python objects.*automodule/);
});
