import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { stringify } from 'yaml';
import { parseDocfxYaml } from '../../../src/sdk/docfx/docfx-yaml.ts';
import { findTarget, parseSdkTarget } from '../../../src/sdk/sdk-frontmatter.ts';
import { buildSdkView } from '../../../src/sdk/sdk-view.ts';
import { type CodePart, KIND, type Reflection, type TypeDocType } from '../../../src/sdk/typedoc-json.ts';
import { projectRoot } from '../../support/run-build.ts';

// `sdk` with format "docfx": the output directory of `docfx metadata docfx.json`, one
// ManagedReference YAML file per namespace and per type (`### YamlMime:ManagedReference`, `items`
// then `references`) beside `toc.yml` and `.manifest`. Namespaces group DocFX's Classes, Structs,
// Interfaces, Enums and Delegates; a type's members come in DocFX's groups; each declaration is the
// C# DocFX wrote, the artifact's types linked; comments are Markdown with `<xref>` links resolved.
//
// There is no docfx on the machine that wrote the fixture (tests/fixtures/docs-json-sdk/sdk-artifacts/docfx/,
// the Plants sample written in C#), so it was written by hand in the shape of these real files:
// - dotnet/docfx test/docfx.Tests/SerializationTests/TestData/ManagedReference/BuildFromCSharpSourceCode.CSharp.yml
//   (a class and a method, `inheritedMembers`, references with `spec.csharp`/`spec.vb`, overload references);
// - dotnet/docfx test/Docfx.Build.ManagedReference.Tests/TestData/mref/CatLibrary.Cat-2.yml (older DocFX:
//   a property's `parameters: []` and `return`, an event, a field with `attributes`, `{T}` parameter types,
//   `exceptions`, `<p>`-wrapped comments);
// - dotnet/docfx test/docfx.Snapshot.Tests/SamplesTest.Seed/api/BuildFromProject.Class1.Issue9260.html.view.verified.json
//   (`[Obsolete("Use Value")]` in the declaration and its `attributes` entry: type, ctor, arguments);
// - dotnet/docfx src/Docfx.Dotnet/Parsers/XmlComment.cs and Resources/XmlCommentTransform.xsl (how `<see cref>`,
//   `<c>`, `<code>`, `<see langword>`, `<paramref>` are written), src/Docfx.Dotnet/DotnetApiCatalog.ManagedReference.cs
//   and YamlViewModelExtensions.cs (`toc.yml` with item `type` and `memberLayout`, file names, `.manifest`);
// - DouglasDwyer/CasCore api/DouglasDwyer.CasCore.yml (a namespace), api/DouglasDwyer.CasCore.CasPolicyBuilder.yml
//   (a class with a constructor, overloaded methods, the `IEnumerable{MemberInfo}` generic reference),
//   api/DouglasDwyer.CasCore.Accessibility.yml (an enum: fields `None = 0` returning the enum), api/toc.yml;
// - Chris-Wolfgang/DbContextBuilder api/toc.yml (items with `type:`), api/Wolfgang.DbContextBuilderCore.IGenerateRandomEntities.yml
//   (an interface; `IEnumerable{{TEntity}}`), api/Wolfgang.DbContextBuilderCore.DbContextBuilder-1.yml (an xref href
//   URL-encoded: `DbContextBuilder%601`).

const FIXTURE = join(projectRoot, 'tests/fixtures/docs-json-sdk/sdk-artifacts/docfx');
const fixtureFiles = () => new Map(readdirSync(FIXTURE).map((name) => [name, readFileSync(join(FIXTURE, name), 'utf8')]));

function read(files: ReadonlyMap<string, string>): Reflection {
  const result = parseDocfxYaml(files);
  assert.ok(result.ok, result.ok ? '' : result.message);
  return result.project;
}

const child = (parent: Reflection, name: string): Reflection => {
  const found = parent.children?.find((reflection) => reflection.name === name);
  assert.ok(found, `${parent.name} has no ${name}`);
  return found;
};
const groupsOf = (reflection: Reflection) => (reflection.groups ?? []).map((group) => [group.title, group.children.map((id) => reflection.children?.find((entry) => entry.id === id)?.name)]);
const codeText = (code: readonly CodePart[] | undefined) => (code ?? []).map((part) => part.text).join('');
const codeLinks = (code: readonly CodePart[] | undefined) => (code ?? []).flatMap((part) => (part.target === undefined ? [] : [`${part.text} → ${part.target}`]));
const summary = (reflection: Reflection | undefined) => (reflection?.comment?.summary ?? []).map((part) => part.text).join('');
const tag = (reflection: Reflection | undefined, name: string) => reflection?.comment?.blockTags?.filter((block) => block.tag === name).map((block) => block.content.map((part) => part.text).join(''));

/** A ManagedReference file as DocFX writes one: the YamlMime line, then `items` and `references`. */
const managedReference = (items: unknown[], references: unknown[] = []) => `### YamlMime:ManagedReference\n${stringify({ items, references })}`;

test("the sample's metadata: one namespace, its types in DocFX's groups, each type's members in DocFX's groups and order", () => {
  const project = read(fixtureFiles());
  assert.deepEqual(groupsOf(project), [['Namespaces', ['Plants']]]);
  const plants = child(project, 'Plants');
  assert.equal(plants.kind, KIND.Namespace);
  assert.deepEqual(groupsOf(plants), [
    ['Classes', ['Client', 'ClientOptions', 'Plant', 'PlantsSdk']],
    ['Interfaces', ['IPlantStore']],
    ['Enums', ['PlantKind']],
    ['Delegates', ['PlantChangedHandler']],
  ]);
  assert.deepEqual(groupsOf(child(plants, 'Client')), [
    ['Constructors', ['Client']],
    ['Properties', ['BaseUrl']],
    ['Methods', ['FetchPlant', 'GetPlantAsync']],
    ['Events', ['PlantChanged']],
  ]);
  assert.deepEqual(groupsOf(child(plants, 'PlantsSdk')), [
    ['Fields', ['Version']],
    ['Methods', ['CreateClient']],
  ]);
  const ids = new Set<number>();
  const visit = (reflection: Reflection) => {
    assert.ok(!ids.has(reflection.id), `id ${reflection.id} is used twice`);
    ids.add(reflection.id);
    for (const inner of [...(reflection.children ?? []), ...(reflection.signatures ?? []), ...(reflection.parameters ?? [])]) visit(inner);
  };
  visit(project);
});

test("a declaration is the C# DocFX wrote, with the names of the artifact's types linked where they are written", () => {
  const plants = child(read(fixtureFiles()), 'Plants');
  const client = child(plants, 'Client');
  const [plant, store, options] = ['Plant', 'IPlantStore', 'ClientOptions'].map((name) => child(plants, name).id);
  assert.equal(codeText(client.code), 'public class Client : IPlantStore');
  assert.deepEqual(codeLinks(client.code), [`IPlantStore → ${store}`]);
  assert.deepEqual(client.implementedTypes, [{ type: 'reference', name: 'IPlantStore', target: store }]);

  const [construct] = child(client, 'Client').signatures ?? [];
  assert.equal(codeText(construct.code), 'public Client(ClientOptions options)');
  assert.deepEqual(codeLinks(construct.code), [`ClientOptions → ${options}`]);

  const [getPlant] = child(client, 'GetPlantAsync').signatures ?? [];
  assert.equal(codeText(getPlant.code), 'public Task<Plant> GetPlantAsync(string id)');
  assert.deepEqual(codeLinks(getPlant.code), [`Plant → ${plant}`]);
  assert.deepEqual(
    getPlant.parameters?.map((parameter) => [parameter.name, parameter.type]),
    [['id', { type: 'intrinsic', name: 'string' }]],
  );
  assert.deepEqual(getPlant.type, { type: 'reference', name: 'Task', typeArguments: [{ type: 'reference', name: 'Plant', target: plant }] } satisfies TypeDocType);

  const baseUrl = child(client, 'BaseUrl');
  assert.equal(codeText(baseUrl.code), 'public string BaseUrl { get; }');
  assert.deepEqual(baseUrl.flags, { isReadonly: true });
  const tags = child(child(plants, 'Plant'), 'Tags');
  assert.deepEqual(tags.type, { type: 'reference', name: 'IReadOnlyList', typeArguments: [{ type: 'intrinsic', name: 'string' }] });
  assert.deepEqual(codeLinks(child(child(plants, 'Plant'), 'Kind').code), [`PlantKind → ${child(plants, 'PlantKind').id}`]);
});

test('comments become Markdown: an <xref> is a link to its reflection, a keyword keeps its web link, an example is a C# code block', () => {
  const plants = child(read(fixtureFiles()), 'Plants');
  const client = child(plants, 'Client');
  const getPlant = child(client, 'GetPlantAsync');
  const [fetchPlant] = child(client, 'FetchPlant').signatures ?? [];
  assert.equal(summary(fetchPlant), `Fetches a plant. Use [GetPlantAsync(string)](sdk:${getPlant.id}) instead.`);
  assert.deepEqual(tag(getPlant.signatures?.[0], '@returns'), ['The plant, or [null](https://learn.microsoft.com/dotnet/csharp/language-reference/keywords/null) when there is none.']);
  assert.deepEqual(tag(client, '@example'), ['```csharp\nvar client = new Client(new ClientOptions { Token = "abc" });\nvar plant = await client.GetPlantAsync("fern");\n```']);
  assert.deepEqual(tag(client, '@remarks'), [`Make one with [CreateClient(string)](sdk:${child(child(plants, 'PlantsSdk'), 'CreateClient').id}), or with the constructor.`]);
  // The constructor's uid is URL-encoded in the href (`%23ctor`), as DocFX writes it.
  assert.equal(summary(child(plants, 'ClientOptions')), `How a [Client](sdk:${client.id}) reaches the API; pass it to [Client(ClientOptions)](sdk:${child(client, 'Client').id}).`);
  assert.equal(summary(child(child(plants, 'PlantsSdk'), 'Version')), "The SDK's version, as `major.minor.patch`.");
  assert.deepEqual(tag(getPlant.signatures?.[0], '@throws'), ['[ArgumentException](https://learn.microsoft.com/dotnet/api/system.argumentexception) `id` is empty.']);
  assert.deepEqual(tag(getPlant.signatures?.[0], '@see'), [`[Plant](sdk:${child(plants, 'Plant').id})`]);
  assert.equal(summary(getPlant.signatures?.[0].parameters?.[0]), "The plant's id.");
});

test('a member marked [Obsolete] is deprecated with its message; others are not', () => {
  const client = child(child(read(fixtureFiles()), 'Plants'), 'Client');
  assert.deepEqual(tag(child(client, 'FetchPlant').signatures?.[0], '@deprecated'), ['Use GetPlantAsync instead.']);
  assert.deepEqual(tag(child(client, 'GetPlantAsync').signatures?.[0], '@deprecated'), []);
});

test("an enum's fields are its members with their values; a constant is a static read-only field; an event is typed by its delegate", () => {
  const plants = child(read(fixtureFiles()), 'Plants');
  const kind = child(plants, 'PlantKind');
  assert.equal(codeText(kind.code), 'public enum PlantKind');
  assert.deepEqual(
    kind.children?.map((member) => [member.name, member.kind, member.type, codeText(member.code)]),
    [
      ['Herb', KIND.EnumMember, { type: 'literal', value: 1 }, 'Herb = 1'],
      ['Tree', KIND.EnumMember, { type: 'literal', value: 0 }, 'Tree = 0'],
    ],
  );
  const version = child(child(plants, 'PlantsSdk'), 'Version');
  assert.deepEqual(
    [version.kind, version.flags, version.defaultValue, codeText(version.code)],
    [KIND.Property, { isStatic: true, isReadonly: true }, '"1.2.0"', 'public const string Version = "1.2.0"'],
  );
  assert.deepEqual(child(plants, 'PlantsSdk').flags, { isStatic: true });
  const handler = child(plants, 'PlantChangedHandler');
  assert.equal(handler.kind, KIND.TypeAlias);
  assert.equal(codeText(handler.code), 'public delegate void PlantChangedHandler(Plant plant)');
  assert.deepEqual(codeLinks(handler.code), [`Plant → ${child(plants, 'Plant').id}`], 'the parameter named plant is not linked, its type is');
  assert.deepEqual(
    handler.type?.declaration?.signatures?.[0].parameters?.map((parameter) => parameter.type?.target),
    [child(plants, 'Plant').id],
  );
  assert.deepEqual(child(child(plants, 'Client'), 'PlantChanged').type, { type: 'reference', name: 'PlantChangedHandler', target: handler.id });
});

test('a page targets a C# name in its sdk frontmatter, as a C# user writes it', () => {
  const project = read(fixtureFiles());
  const target = (written: string) => findTarget(project, parseSdkTarget(written)!)?.name;
  assert.equal(target('class Client'), 'Client');
  assert.equal(target('interface IPlantStore'), 'IPlantStore');
  assert.equal(target('enum PlantKind'), 'PlantKind');
  assert.equal(target('method Client.GetPlantAsync'), 'GetPlantAsync');
  assert.equal(target('property Client.BaseUrl'), 'BaseUrl');
});

test('the page of a class draws the C# declaration, its members by group and the deprecation', async () => {
  const plants = child(read(fixtureFiles()), 'Plants');
  const describe = async (markdown: string | undefined) => ({ html: markdown ?? '', firstParagraph: '' });
  const view = await buildSdkView(child(plants, 'Client'), { file: 'sdk/docfx', language: 'csharp' }, (target) => (typeof target === 'number' ? `/sdk/${target}` : undefined), describe);
  assert.ok(view);
  assert.deepEqual(
    view.declaration.map((line) => line.map((part) => part.text).join('')),
    ['public class Client : IPlantStore'],
  );
  assert.deepEqual(
    view.memberGroups.map((group) => group.title),
    ['Constructors', 'Properties', 'Methods', 'Events'],
  );
  const [fetchPlant, getPlant] = view.memberGroups[2].members;
  assert.match(fetchPlant.deprecatedHtml ?? '', /Use GetPlantAsync instead\./);
  assert.equal(getPlant.deprecatedHtml, undefined);
  assert.deepEqual(
    getPlant.lines.map((line) => line.map((part) => part.text).join('')),
    ['public Task<Plant> GetPlantAsync(string id)'],
  );
});

const NAMESPACE = { uid: 'Garden', commentId: 'N:Garden', id: 'Garden', name: 'Garden', type: 'Namespace', children: ['Garden.Bed', 'Garden.Seed', 'Garden.Page`1'] };
const type = (uid: string, kind: string, content: string, children: string[] = []) => ({
  uid,
  id: uid.split('.').pop(),
  parent: 'Garden',
  children,
  name: uid.split('.').pop()!.replace('`1', '<T>'),
  type: kind,
  namespace: 'Garden',
  syntax: { content },
});
const member = (uid: string, parent: string, kind: string, name: string, syntax: Record<string, unknown>, more: Record<string, unknown> = {}) => ({
  uid,
  id: name,
  parent,
  name,
  type: kind,
  namespace: 'Garden',
  syntax,
  ...more,
});

test('names are linked by whole C# tokens: not inside a string literal, not a parameter or member of the same name, generic arguments and dotted names too', () => {
  const files = new Map([
    [
      'Garden.yml',
      managedReference([
        NAMESPACE,
        type('Garden.Seed', 'Class', 'public class Seed'),
        type('Garden.Page`1', 'Class', 'public class Page<T>'),
        type('Garden.Bed', 'Class', 'public class Bed', ['Garden.Bed.Seed', 'Garden.Bed.Sow(Garden.Page{Garden.Seed},System.Nullable{System.Int32})', 'Garden.Bed.Sow(Garden.Seed[])']),
        member('Garden.Bed.Seed', 'Garden.Bed', 'Property', 'Seed', { content: 'public Seed Seed { get; set; }', parameters: [], return: { type: 'Garden.Seed' } }),
        member(
          'Garden.Bed.Sow(Garden.Page{Garden.Seed},System.Nullable{System.Int32})',
          'Garden.Bed',
          'Method',
          'Sow(Page<Seed>, int?)',
          {
            content: '[Description("Seed")]\npublic void Sow(Page<Seed> seed, int? rows)',
            parameters: [
              { id: 'seed', type: 'Garden.Page{Garden.Seed}' },
              { id: 'rows', type: 'System.Nullable{System.Int32}' },
            ],
          },
          { overload: 'Garden.Bed.Sow*' },
        ),
        member(
          'Garden.Bed.Sow(Garden.Seed[])',
          'Garden.Bed',
          'Method',
          'Sow(params Seed[])',
          { content: 'public void Sow(params Seed[] seeds)', parameters: [{ id: 'seeds', type: 'Garden.Seed[]' }] },
          { overload: 'Garden.Bed.Sow*' },
        ),
      ]),
    ],
  ]);
  const garden = child(read(files), 'Garden');
  const [seed, page] = ['Seed', 'Page'].map((name) => child(garden, name).id);
  const bed = child(garden, 'Bed');
  assert.deepEqual(codeLinks(child(bed, 'Seed').code), [`Seed → ${seed}`], 'the property named Seed is not linked, its type is');
  const sow = child(bed, 'Sow');
  assert.equal(sow.signatures?.length, 2, 'overloads are the signatures of one method');
  const [first, second] = sow.signatures ?? [];
  assert.equal(codeText(first.code), '[Description("Seed")]\npublic void Sow(Page<Seed> seed, int? rows)');
  assert.deepEqual(codeLinks(first.code), [`Page → ${page}`, `Seed → ${seed}`]);
  assert.deepEqual(
    first.parameters?.map((parameter) => parameter.type),
    [
      { type: 'reference', name: 'Page', target: page, typeArguments: [{ type: 'reference', name: 'Seed', target: seed }] },
      { type: 'optional', elementType: { type: 'intrinsic', name: 'int' } },
    ],
  );
  assert.deepEqual(second.parameters?.[0].type, { type: 'array', elementType: { type: 'reference', name: 'Seed', target: seed } });
  assert.deepEqual(first.type, { type: 'intrinsic', name: 'void' });
});

test('comments of older DocFX (HTML in <p>, paramref spans, modifiers.csharp, no attributes) and of DocFX 2.70+ (Markdown, xref: links) both read', () => {
  const files = new Map([
    [
      'api/Garden.yml',
      managedReference([
        NAMESPACE,
        {
          ...type('Garden.Seed', 'Class', 'public class Seed', ['Garden.Seed.Plant']),
          summary: 'Plant it with [the method](xref:Garden.Seed.Plant) or <xref:Garden.Seed.Plant>.\n\nSee `Seed` **twice**.',
        },
        member(
          'Garden.Seed.Plant',
          'Garden.Seed',
          'Method',
          'Plant()',
          { content: '[Obsolete]\npublic static void Plant()' },
          {
            summary:
              '\n<p>Plants <span class="paramref">nothing</span>; see <xref href="Garden.Seed" data-throw-if-not-resolved="false"></xref> and <xref href="System.String" data-throw-if-not-resolved="false"></xref>.</p>\n',
            'modifiers.csharp': ['public', 'static'],
          },
        ),
      ]),
    ],
  ]);
  const seed = child(child(read(files), 'Garden'), 'Seed');
  const plant = child(seed, 'Plant');
  assert.equal(summary(seed), `Plant it with [the method](sdk:${plant.id}) or [Plant()](sdk:${plant.id}).\n\nSee \`Seed\` **twice**.`);
  const [signature] = plant.signatures ?? [];
  assert.equal(summary(signature), `Plants \`nothing\`; see [Seed](sdk:${seed.id}) and \`String\`.`);
  assert.deepEqual(tag(signature, '@deprecated'), [''], '[Obsolete] without a message, read from the declaration');
  assert.deepEqual(plant.flags, { isStatic: true });
});

test('namespaces nested (DocFX namespaceLayout: nested) nest; a type whose namespace has no file still has its namespace', () => {
  const files = new Map([
    ['Garden.yml', managedReference([{ ...NAMESPACE, children: ['Garden.Beds'] }])],
    ['Garden.Beds.yml', managedReference([{ uid: 'Garden.Beds', id: 'Garden.Beds', parent: 'Garden', name: 'Beds', type: 'Namespace', children: ['Garden.Beds.Raised'] }])],
    ['Garden.Beds.Raised.yml', managedReference([{ ...type('Garden.Beds.Raised', 'Struct', 'public struct Raised'), parent: 'Garden.Beds' }])],
    ['Orchard.Tree.yml', managedReference([{ uid: 'Orchard.Tree', id: 'Tree', parent: 'Orchard', name: 'Tree', type: 'Class', namespace: 'Orchard', syntax: { content: 'public class Tree' } }])],
  ]);
  const project = read(files);
  assert.deepEqual(groupsOf(project), [['Namespaces', ['Garden', 'Orchard']]]);
  const garden = child(project, 'Garden');
  assert.deepEqual(groupsOf(garden), [['Namespaces', ['Beds']]]);
  assert.deepEqual(groupsOf(child(garden, 'Beds')), [['Structs', ['Raised']]]);
  assert.deepEqual(groupsOf(child(project, 'Orchard')), [['Classes', ['Tree']]]);
});

test('a directory that is not DocFX metadata says so and how to make it; other files beside the YAML are read past', () => {
  const message = (files: Record<string, string>) => {
    const result = parseDocfxYaml(new Map(Object.entries(files)));
    return result.ok ? 'ok' : result.message;
  };
  assert.match(message({}), /^no ManagedReference YAML \(### YamlMime:ManagedReference\) in the directory; make it with `docfx metadata docfx\.json`/);
  assert.match(message({ 'toc.yml': '### YamlMime:TableOfContent\nitems: []\n', 'index.html': '<html></html>' }), /^no ManagedReference YAML/);
  assert.match(message({ 'Garden.yml': '### YamlMime:ApiPage\ntitle: Garden\n' }), /holds DocFX's ApiPage YAML, not ManagedReference YAML.*"outputFormat": "mref"/);
  assert.match(
    message({ 'api/Garden.yml': '### YamlMime:ManagedReference\nitems:\n- uid: [unclosed\n' }),
    /^api\/Garden\.yml is not valid YAML \(.+ at line 4, column 1\); make the metadata again with `docfx metadata docfx\.json`/,
  );
  assert.match(message({ 'Garden.yml': '### YamlMime:ManagedReference\nitems: []\n' }), /documents no namespace or type/);
  assert.equal(
    message({
      'Garden.yml': managedReference([NAMESPACE, type('Garden.Seed', 'Class', 'public class Seed'), { uid: 'Garden.Seed.Odd', parent: 'Garden.Seed', type: 'Extension' }, 'not an item']),
      'toc.yml': '### YamlMime:TableOfContent\nitems: []\n',
    }),
    'ok',
  );
});
