import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseJavadocHtml } from '../../../src/sdk/javadoc/javadoc-html.ts';
import { KIND, type CodePart, type Comment, type Reflection } from '../../../src/sdk/typedoc-json.ts';
import { JAVADOC_FIXTURE, javadocFiles } from '../../support/javadoc-artifact.ts';

// `sdk` with format "javadoc": the standard doclet's HTML directory (or a -javadoc.jar's pages) read
// into the model the SDK pages draw. A package is a namespace with the package summary's groups; a
// class page a class, interface, enum, record, exception or annotation type whose declarations are
// written in Java; links between pages of the artifact name their reflections, links to the JDK's
// documentation stay on the web. The fixture is the HTML JDK 17's javadoc made of
// tests/support/javadoc-sample (tests/cli/javadoc-artifact.test.ts makes it again and compares).

const read = parseJavadocHtml(javadocFiles(JAVADOC_FIXTURE));
assert.ok(read.ok, read.ok ? '' : read.message);
const project = read.project;

/** The reflection at a path of names from the project: a package, then a type, then a member. */
function at(...names: string[]): Reflection {
  return names.reduce((reflection, name) => {
    const child = reflection.children?.find((candidate) => candidate.name === name);
    assert.ok(child, `${reflection.name} has no ${name}`);
    return child;
  }, project);
}
const PLANTS = 'com.example.plants';
const idOf = (...names: string[]) => at(...names).id;
const codeText = (code: CodePart[] | undefined) => (code ?? []).map((part) => part.text).join('');
const linked = (code: CodePart[] | undefined) => (code ?? []).filter((part) => part.target !== undefined).map((part) => `${part.text} → ${part.target}`);
const markdownOf = (comment: Comment | undefined) => (comment?.summary ?? []).map((part) => part.text).join('');
const tagText = (comment: Comment | undefined, tag: string) => comment?.blockTags?.filter((block) => block.tag === tag).map((block) => block.content.map((part) => part.text).join(''));
const groupsOf = (reflection: Reflection) => (reflection.groups ?? []).map((group) => [group.title, group.children.map((id) => reflection.children?.find((child) => child.id === id)?.name)]);

test('a package is a namespace, its types grouped as the package summary groups them', () => {
  assert.deepEqual(groupsOf(project), [['Packages', [PLANTS, `${PLANTS}.webhooks`]]]);
  assert.deepEqual(groupsOf(at(PLANTS)), [
    ['Interfaces', ['Plant']],
    ['Classes', ['Client', 'Page', 'Plants']],
    ['Enums', ['PlantKind']],
    ['Records', ['ClientOptions']],
    ['Exceptions', ['PlantNotFoundException']],
    ['Annotation Types', ['Beta']],
  ]);
  assert.equal(at(PLANTS).kind, KIND.Namespace);
  assert.deepEqual(
    ['Client', 'Plant', 'PlantKind', 'ClientOptions', 'PlantNotFoundException', 'Beta'].map((name) => at(PLANTS, name).kind),
    [KIND.Class, KIND.Interface, KIND.Enum, KIND.Class, KIND.Class, KIND.Interface],
  );
  assert.match(markdownOf(at(PLANTS).comment), /^A client for the Plants API: a \[`Client`\]\(sdk:\d+\) reads/);
  const ids = new Set<number>();
  const visit = (reflection: Reflection) => {
    assert.ok(!ids.has(reflection.id), `id ${reflection.id} is given twice`);
    ids.add(reflection.id);
    for (const child of [...(reflection.children ?? []), ...(reflection.signatures ?? []), ...(reflection.parameters ?? []), ...(reflection.typeParameters ?? [])]) visit(child);
  };
  visit(project);
});

test("a type's declaration is written in Java, names of the artifact linked, without the superclass Java gives it implicitly", () => {
  assert.equal(codeText(at(PLANTS, 'Client').code), 'public class Client');
  assert.equal(codeText(at(PLANTS, 'Page').code), 'public final class Page<T> implements Iterable<T>');
  assert.equal(codeText(at(PLANTS, 'PlantKind').code), 'public enum PlantKind');
  assert.equal(codeText(at(PLANTS, 'ClientOptions').code), 'public record ClientOptions(String token, String baseUrl, int retries)');
  assert.equal(codeText(at(PLANTS, 'PlantNotFoundException').code), 'public class PlantNotFoundException extends Exception');
  assert.equal(codeText(at(PLANTS, 'Beta').code), '@Documented @Retention(RUNTIME) @Target({TYPE,METHOD}) public @interface Beta');
  const webhooks = at(`${PLANTS}.webhooks`, 'Webhooks');
  assert.equal(codeText(webhooks.code), '@Beta(reason="the signature scheme is new") public final class Webhooks');
  assert.deepEqual(linked(webhooks.code), [`@Beta → ${idOf(PLANTS, 'Beta')}`, `reason → ${idOf(PLANTS, 'Beta', 'reason')}`], 'a link into another package resolves');
  assert.deepEqual(
    at(PLANTS, 'Page').typeParameters?.map((parameter) => [parameter.name, markdownOf(parameter.comment)]),
    [['T', 'What the page holds.']],
  );
});

test("a class's members in Javadoc's groups: fields with a constant's value, constructors and methods with their signatures, parameters and returns", () => {
  const client = at(PLANTS, 'Client');
  assert.deepEqual(groupsOf(client), [
    ['Fields', ['VERSION', 'baseUrl']],
    ['Constructors', ['Client']],
    ['Methods', ['getPlant', 'fetchPlant', 'listPlants']],
  ]);
  const version = at(PLANTS, 'Client', 'VERSION');
  assert.equal(version.kind, KIND.Property);
  assert.equal(codeText(version.code), 'public static final String VERSION = "1.2.0"');
  assert.deepEqual([version.defaultValue, version.flags], ['"1.2.0"', { isStatic: true, isReadonly: true }]);
  assert.deepEqual(at(PLANTS, 'Client', 'baseUrl').flags, { isProtected: true, isReadonly: true });

  const [construct] = at(PLANTS, 'Client', 'Client').signatures ?? [];
  assert.equal(codeText(construct.code), 'public Client(ClientOptions options)');
  assert.deepEqual(construct.type, { type: 'reference', name: 'Client', target: idOf(PLANTS, 'Client') });

  const [getPlant] = at(PLANTS, 'Client', 'getPlant').signatures ?? [];
  assert.equal(codeText(getPlant.code), 'public Optional<Plant> getPlant(String id) throws PlantNotFoundException');
  assert.deepEqual(linked(getPlant.code), [`Plant → ${idOf(PLANTS, 'Plant')}`, `PlantNotFoundException → ${idOf(PLANTS, 'PlantNotFoundException')}`]);
  assert.deepEqual(getPlant.type, { type: 'reference', name: 'Optional', typeArguments: [{ type: 'reference', name: 'Plant', target: idOf(PLANTS, 'Plant') }] }, 'the JDK type stays unlinked');
  assert.deepEqual(
    getPlant.parameters?.map((parameter) => [parameter.name, parameter.type, markdownOf(parameter.comment)]),
    [['id', { type: 'reference', name: 'String' }, "The plant's id."]],
  );
  assert.deepEqual(tagText(getPlant.comment, '@returns'), ['The plant, or empty when there is none.']);
  assert.deepEqual(tagText(getPlant.comment, '@throws'), [`[\`PlantNotFoundException\`](sdk:${idOf(PLANTS, 'PlantNotFoundException')}) - when the API has no plant of that kind.`]);

  const [listPlants] = at(PLANTS, 'Client', 'listPlants').signatures ?? [];
  assert.deepEqual(
    listPlants.parameters?.map((parameter) => [parameter.name, parameter.type]),
    [
      ['kind', { type: 'reference', name: 'PlantKind', target: idOf(PLANTS, 'PlantKind') }],
      ['limit', { type: 'intrinsic', name: 'int' }],
    ],
  );
  assert.equal(at(PLANTS, 'Plants', 'createClient').flags?.isStatic, true);
});

test('comments are Markdown whose links into the artifact name reflections, {@link} and @see too; the JDK links stay on the web; a <pre>{@code} example is a Java code block', () => {
  const client = at(PLANTS, 'Client');
  assert.equal(
    markdownOf(client.comment),
    [
      'A client for the Plants API.',
      '',
      `Make one with [\`Plants.createClient(java.util.Map)\`](sdk:${idOf(PLANTS, 'Plants', 'createClient')}) or from [\`ClientOptions\`](sdk:${idOf(PLANTS, 'ClientOptions')}):`,
      '',
      '```java',
      'Client client = new Client(new ClientOptions("abc", null, 3));',
      'Optional<Plant> fern = client.getPlant("fern");',
      '```',
    ].join('\n'),
  );
  assert.deepEqual(tagText(client.comment, '@see'), [`- [\`ClientOptions\`](sdk:${idOf(PLANTS, 'ClientOptions')})`]);
  const [verify] = at(`${PLANTS}.webhooks`, 'Webhooks', 'verify').signatures ?? [];
  assert.deepEqual(tagText(verify.comment, '@see'), [`- [\`Client.getPlant(String)\`](sdk:${idOf(PLANTS, 'Client', 'getPlant')})`]);
  assert.equal(tagText(at(PLANTS, 'Client', 'VERSION').comment, '@see'), undefined, "the doclet's own Constant Field Values link is left out");
  const [equals] = at(PLANTS, 'ClientOptions', 'equals').signatures ?? [];
  assert.match(markdownOf(equals.comment), /\[`Objects::equals\(Object,Object\)`\]\(https:\/\/docs\.oracle\.com\/en\/java\/javase\/17\/docs\/api\/java\.base\/java\/util\/Objects\.html#equals/);
});

test('a deprecated method keeps its reason, its {@link} to the method to use instead resolved', () => {
  const [fetchPlant] = at(PLANTS, 'Client', 'fetchPlant').signatures ?? [];
  assert.equal(codeText(fetchPlant.code), '@Deprecated public Plant fetchPlant(String id)');
  assert.deepEqual(tagText(fetchPlant.comment, '@deprecated'), [`Use [\`getPlant(String)\`](sdk:${idOf(PLANTS, 'Client', 'getPlant')}).`]);
  assert.equal(markdownOf(fetchPlant.comment), 'One plant by its id, or `null`.');
});

test("enum constants, a record's components and an annotation type's elements", () => {
  const kind = at(PLANTS, 'PlantKind');
  assert.deepEqual(groupsOf(kind), [
    ['Enum Constants', ['TREE', 'HERB']],
    ['Methods', ['values', 'valueOf', 'wireName']],
  ]);
  assert.equal(at(PLANTS, 'PlantKind', 'TREE').kind, KIND.EnumMember);
  assert.equal(markdownOf(at(PLANTS, 'PlantKind', 'TREE').comment), 'A tree.');
  assert.deepEqual(tagText(at(PLANTS, 'ClientOptions').comment, '@remarks'), [
    'Record components:\n\n- `token` - Your API token.\n- `baseUrl` - Where requests go; the public API when `null`.\n- `retries` - How often a failed request is tried again.',
  ]);
  const reason = at(PLANTS, 'Beta', 'reason');
  assert.deepEqual([reason.kind, codeText(reason.code), reason.defaultValue, reason.type], [KIND.Property, 'String reason', '""', { type: 'reference', name: 'String' }]);
  assert.deepEqual(groupsOf(at(PLANTS, 'Beta')), [['Elements', ['reason']]]);
});

// The shape of JDK 11's doclet (and JDK 9 to 15's): camelCase classes, `pre` signatures, an
// anchor before each member's `ul.blockList`, label spans in plain `dl`s; JDK 8's package-list.
const JDK11_CLIENT = `<!DOCTYPE HTML><html lang="en"><head><title>Client</title></head><body><main role="main">
<div class="header"><h2 title="Class Client" class="title">Class Client</h2></div>
<div class="contentContainer"><ul class="inheritance"><li>java.lang.Object</li><li><ul class="inheritance"><li>com.example.Client</li></ul></li></ul>
<div class="description"><ul class="blockList"><li class="blockList"><hr>
<pre>public class <span class="typeNameLabel">Client</span>
extends java.lang.Object</pre>
<div class="block">A client for <a href="Plant.html" title="interface in com.example"><code>Plant</code></a>s.</div></li></ul></div>
<div class="summary"><ul class="blockList"><li class="blockList"><a id="method.summary"><!--   --></a><h3>Method Summary</h3>
<table class="memberSummary"><tr><th class="colSecond"><code><a href="#getPlant(java.lang.String)">getPlant</a></code></th></tr></table></li></ul></div>
<div class="details"><ul class="blockList"><li class="blockList">
<section role="region"><ul class="blockList"><li class="blockList"><a id="constructor.detail"><!--   --></a><h3>Constructor Detail</h3>
<a id="&lt;init&gt;(java.lang.String)"><!--   --></a><ul class="blockListLast"><li class="blockList"><h4>Client</h4>
<pre>public&nbsp;Client&#8203;(java.lang.String&nbsp;token)</pre>
<dl><dt><span class="paramLabel">Parameters:</span></dt><dd><code>token</code> - Your API token.</dd></dl></li></ul></li></ul></section>
<section role="region"><ul class="blockList"><li class="blockList"><a id="method.detail"><!--   --></a><h3>Method Detail</h3>
<a id="getPlant(java.lang.String)"><!--   --></a><ul class="blockList"><li class="blockList"><h4>getPlant</h4>
<pre class="methodSignature">public&nbsp;<a href="Plant.html" title="interface in com.example">Plant</a>&nbsp;getPlant&#8203;(java.lang.String&nbsp;id)</pre>
<div class="block">One plant by its id.</div>
<dl><dt><span class="paramLabel">Parameters:</span></dt><dd><code>id</code> - The plant's id.</dd><dt><span class="returnLabel">Returns:</span></dt><dd>The plant.</dd></dl></li></ul>
<a id="fetchPlant(java.lang.String)"><!--   --></a><ul class="blockListLast"><li class="blockList"><h4>fetchPlant</h4>
<pre class="methodSignature">@Deprecated
public&nbsp;<a href="Plant.html" title="interface in com.example">Plant</a>&nbsp;fetchPlant&#8203;(java.lang.String&nbsp;id)</pre>
<div class="deprecationBlock"><span class="deprecatedLabel">Deprecated.</span>
<div class="deprecationComment">Use <a href="#getPlant(java.lang.String)"><code>getPlant(String)</code></a>.</div></div></li></ul>
</li></ul></section></li></ul></div></div></main></body></html>`;
const JDK11_PLANT = `<html><body><main><div class="header"><h2 title="Interface Plant" class="title">Interface Plant</h2></div>
<div class="description"><pre>public interface <span class="typeNameLabel">Plant</span></pre><div class="block">A plant.</div></div></main></body></html>`;

test("JDK 11's layout reads as JDK 17's: the declaration, members in their groups, parameters, returns and deprecation", () => {
  const old = parseJavadocHtml(
    new Map([
      ['package-list', 'com.example\n'],
      ['com/example/Client.html', JDK11_CLIENT],
      ['com/example/Plant.html', JDK11_PLANT],
    ]),
  );
  assert.ok(old.ok);
  const [example] = old.project.children ?? [];
  assert.deepEqual(groupsOf(example), [
    ['Interfaces', ['Plant']],
    ['Classes', ['Client']],
  ]);
  const client = example.children?.find((child) => child.name === 'Client');
  const plant = example.children?.find((child) => child.name === 'Plant');
  assert.ok(client && plant);
  assert.equal(codeText(client.code), 'public class Client');
  assert.equal(markdownOf(client.comment), `A client for [\`Plant\`](sdk:${plant.id})s.`);
  assert.deepEqual(groupsOf(client), [
    ['Constructors', ['Client']],
    ['Methods', ['getPlant', 'fetchPlant']],
  ]);
  const member = (name: string) => client.children?.find((child) => child.name === name)?.signatures?.[0];
  assert.equal(codeText(member('Client')?.code), 'public Client(java.lang.String token)');
  assert.equal(codeText(member('getPlant')?.code), 'public Plant getPlant(java.lang.String id)');
  assert.deepEqual(member('getPlant')?.type, { type: 'reference', name: 'Plant', target: plant.id });
  assert.deepEqual(
    member('getPlant')?.parameters?.map((parameter) => [parameter.name, markdownOf(parameter.comment)]),
    [['id', "The plant's id."]],
  );
  assert.deepEqual(tagText(member('getPlant')?.comment, '@returns'), ['The plant.']);
  const getPlantId = client.children?.find((child) => child.name === 'getPlant')?.id;
  assert.deepEqual(tagText(member('fetchPlant')?.comment, '@deprecated'), [`Use [\`getPlant(String)\`](sdk:${getPlantId}).`]);
});

test('an override without a comment has the description javadoc copies from the interface, not the label saying so', () => {
  const rose = `<main><h1 title="Class Rose" class="title">Class Rose</h1>
<section class="class-description"><div class="type-signature"><span class="modifiers">public class </span><span class="element-name">Rose</span></div></section>
<section class="details"><section class="method-details" id="method-detail"><h2>Method Details</h2><ul class="member-list"><li>
<section class="detail" id="name()"><h3>name</h3>
<div class="member-signature"><span class="modifiers">public</span>&nbsp;<span class="return-type">String</span>&nbsp;<span class="element-name">name</span>()</div>
<div class="block"><span class="descfrm-type-label">Description copied from interface:&nbsp;<code><a href="Named.html#name()">Named</a></code></span></div>
<div class="block">The name.</div>
</section></li></ul></section></section></main>`;
  const result = parseJavadocHtml(
    new Map([
      ['element-list', 'p'],
      ['p/Rose.html', rose],
    ]),
  );
  assert.ok(result.ok);
  const [name] = result.project.children?.[0].children?.[0].children ?? [];
  assert.equal(markdownOf(name.signatures?.[0].comment), 'The name.');
});

test('a directory that is not Javadoc HTML is refused, saying how to make it', () => {
  const refused = (files: Map<string, string>) => {
    const result = parseJavadocHtml(files);
    assert.ok(!result.ok);
    return result.message;
  };
  assert.match(refused(new Map()), /holds no files; make it with `javadoc -d javadoc-output/);
  assert.match(
    refused(
      new Map([
        ['typedoc.json', '{"schemaVersion": "2.0"}'],
        ['index.html', '<h1>Docs</h1>'],
      ]),
    ),
    /not Javadoc HTML: it has no element-list or package-list and no class page/,
  );
  assert.match(
    refused(
      new Map([
        ['element-list', 'com.example\n'],
        ['index.html', '<h1>Docs</h1>'],
      ]),
    ),
    /its package list names com\.example but no class page .*-javadoc\.jar/,
  );
});
