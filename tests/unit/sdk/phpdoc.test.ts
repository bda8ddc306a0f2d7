import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { findTarget, parseSdkTarget } from '../../../src/sdk/sdk-frontmatter.ts';
import { parsePhpdocXml } from '../../../src/sdk/phpdoc/phpdoc-xml.ts';
import { KIND, type Reflection } from '../../../src/sdk/typedoc-json.ts';
import { projectRoot } from '../../support/run-build.ts';
import { docsJsonWith, linksIn, loadDocsJsonFolder, sidebarShown, writtenText } from '../../support/reference-sites.ts';
import { siteFoldersRemovedAfter } from '../../support/site-folders.ts';

// `sdk` with format "phpdoc": phpDocumentor 3's structure.xml (`phpdoc -d src -t out --template=xml`)
// read into the reflections the SDK pages draw, each declaration written as PHP. No PHP runs here,
// so the fixture (tests/fixtures/docs-json-sdk/sdk-artifacts/phpdoc/structure.xml, the sample
// library written in PHP) is written by hand after the templates that write the file, read in
// phpDocumentor/phpDocumentor at 2bee6c82e0922ba98bb08d46bb4ca502c11578fd:
// data/templates/xml/structure.xml.twig (files, `<namespace-alias>`, class `final`/`abstract`,
// `<extends>`/`<implements>`, interface `package`, `<enum>` with `<case>`, the namespace tree at the end),
// method.xml.twig (attributes, `<value>`, `<inherited_from>`, arguments before the docblock),
// argument.xml.twig (`line`, `by_reference`, `<name>`, `<default>`, `<type>`: no `variadic`),
// property.xml.twig (`namespace`, `line`, `visibility`: no `static`, no type but the `@var` tag's),
// constant.xml.twig, enum-case.xml.twig, docblock.xml.twig (`<tag name description link version
// variable method_name type>`, newlines as `&#10;`), namespace_tree.xml.twig; with what fills them:
// src/phpDocumentor/Descriptor/DocBlock/DescriptionDescriptor.php (a description's inline tags written
// back as `{@see \Plants\Client::getPlant()}`, the summary left as written),
// src/phpDocumentor/Descriptor/Builder/Reflector/*Assembler.php (names without `$`, defaults as PHP,
// `@param` types over native ones), Compiler/ApiDocumentation/Pass/NamespaceTreeBuilder.php, and
// tests/functional/phpDocumentor/issues/Issue2466FunctionalTest.php (`<default>&#039;default&#039;</default>`).
// phpDocumentor 2's file (real one: alinclaudiu/cakephp-thumber structure.xml, `$` before names,
// `static` on properties) is read too.

const FIXTURE = readFileSync(join(projectRoot, 'tests/fixtures/docs-json-sdk/sdk-artifacts/phpdoc/structure.xml'), 'utf8');

function read(text = FIXTURE): Reflection {
  const result = parsePhpdocXml(text);
  assert.ok(result.ok, result.ok ? '' : result.message);
  return result.project;
}

/** Every reflection of the tree by name path: `Plants`, `Plants/Client`, `Plants/Client/getPlant`. */
function byPath(project: Reflection): Map<string, Reflection> {
  const found = new Map<string, Reflection>();
  const visit = (reflection: Reflection, prefix: string) => {
    for (const child of reflection.children ?? []) {
      found.set(`${prefix}${child.name}`, child);
      visit(child, `${prefix}${child.name}/`);
    }
  };
  visit(project, '');
  return found;
}

const groupsOf = (reflection: Reflection | undefined) => {
  const names = new Map((reflection?.children ?? []).map((child) => [child.id, child.name]));
  return (reflection?.groups ?? []).map((group) => [group.title, group.children.map((id) => names.get(id))]);
};
const codeText = (reflection: Reflection | undefined) => (reflection?.code ?? []).map((part) => part.text).join('');
const codeLinks = (reflection: Reflection | undefined, ids: Map<number, string>) =>
  (reflection?.code ?? []).filter((part) => part.target !== undefined).map((part) => `${part.text} → ${ids.get(part.target!)}`);
const markdownOf = (parts: ReadonlyArray<{ kind: string; text: string }> | undefined) => (parts ?? []).map((part) => `${part.kind}: ${part.text}`).join('');
const block = (reflection: Reflection | undefined, tag: string) => markdownOf(reflection?.comment?.blockTags?.find((one) => one.tag === tag)?.content);

const sample = read();
const symbols = byPath(sample);
const at = (path: string) => symbols.get(path);
const idNames = new Map([...symbols].map(([path, reflection]) => [reflection.id, path]));

test('the sample library: its namespace with groups Classes, Interfaces, Enums, Functions, Constants, by name', () => {
  assert.equal(sample.kind, KIND.Project);
  assert.equal(sample.name, 'Plants SDK');
  assert.deepEqual(groupsOf(sample), [['Namespaces', ['Plants']]]);
  assert.equal(at('Plants')?.kind, KIND.Namespace);
  assert.deepEqual(groupsOf(at('Plants')), [
    ['Classes', ['Base', 'Client', 'ClientOptions', 'Plant']],
    ['Interfaces', ['PlantStore']],
    ['Enums', ['PlantKind']],
    ['Functions', ['create_client']],
    ['Constants', ['VERSION']],
  ]);
  assert.deepEqual(
    ['Client', 'PlantStore', 'PlantKind', 'create_client', 'VERSION'].map((name) => at(`Plants/${name}`)?.kind),
    [KIND.Class, KIND.Interface, KIND.Enum, KIND.Function, KIND.Variable],
  );
  const ids = [...symbols.values()].flatMap((reflection) => [
    reflection.id,
    ...(reflection.signatures ?? []).flatMap((signature) => [signature.id, ...(signature.parameters ?? []).map((parameter) => parameter.id)]),
  ]);
  assert.equal(new Set(ids).size, ids.length, 'ids are unique');
  assert.ok(ids.every((id) => Number.isInteger(id) && id > 0));
});

test('a class as PHP writes it: `final class Client extends Base implements PlantStore`, members in Constructors, Constants, Properties, Methods', () => {
  const client = at('Plants/Client');
  assert.equal(codeText(client), 'final class Client extends Base implements PlantStore');
  assert.deepEqual(codeLinks(client, idNames), ['Base → Plants/Base', 'PlantStore → Plants/PlantStore']);
  assert.deepEqual(groupsOf(client), [
    ['Constructors', ['__construct']],
    ['Constants', ['VERSION']],
    ['Properties', ['baseUrl']],
    ['Methods', ['fromEnvironment', 'getPlant', 'fetchPlant', 'request']],
  ]);
  assert.equal(at('Plants/Client/__construct')?.kind, KIND.Constructor);
  assert.equal(codeText(at('Plants/Client/__construct')?.signatures?.[0]), 'public function __construct(ClientOptions $options)');
  assert.equal(codeText(at('Plants/Client/getPlant')?.signatures?.[0]), 'public function getPlant(string $id): ?Plant');
  assert.equal(codeText(at('Plants/Client/fromEnvironment')), 'public static function fromEnvironment(): self');
  assert.deepEqual(at('Plants/Client/fromEnvironment')?.flags, { isStatic: true });
  assert.equal(codeText(at('Plants/Client/VERSION')), "public const VERSION = '1.2.0'", 'character references decoded');
  assert.equal(codeText(at('Plants/Client/baseUrl')), 'public string $baseUrl');
  assert.equal(codeText(at('Plants/Client/request')), 'protected function request(string $method, string $path): array<string,mixed>');
  assert.deepEqual(at('Plants/Client/request')?.flags, { isProtected: true });
  assert.equal(codeText(at('Plants/Base')), 'abstract class Base');
  assert.equal(codeText(at('Plants/PlantStore')), 'interface PlantStore');
  assert.equal(codeText(at('Plants/PlantKind')), 'enum PlantKind: string');
  assert.deepEqual(groupsOf(at('Plants/PlantKind')), [['Cases', ['Tree', 'Herb']]]);
  assert.equal(codeText(at('Plants/PlantKind/Tree')), "case Tree = 'tree'");
  assert.equal(codeText(at('Plants/create_client')), 'function create_client(array<string,string> $env = []): Client');
  assert.equal(codeText(at('Plants/VERSION')), "const VERSION = '1.2.0'");
  assert.equal(codeText(at('Plants/ClientOptions/baseUrl')), 'public ?string $baseUrl = null');
  assert.equal(codeText(at('Plants/Plant/tags')), 'public string[] $tags = []');
});

test('types naming classes of the artifact link to them: ?\\Plants\\Plant, \\Plants\\PlantKind, \\Plants\\Plant[], unions', () => {
  const getPlant = at('Plants/Client/getPlant')?.signatures?.[0];
  assert.deepEqual(getPlant?.type, {
    type: 'union',
    types: [
      { type: 'reference', name: 'Plant', target: at('Plants/Plant')?.id },
      { type: 'intrinsic', name: 'null' },
    ],
  });
  assert.deepEqual(codeLinks(getPlant, idNames), ['Plant → Plants/Plant']);
  assert.deepEqual(at('Plants/Plant/kind')?.type, { type: 'reference', name: 'PlantKind', target: at('Plants/PlantKind')?.id });
  assert.deepEqual(at('Plants/create_client')?.signatures?.[0].type, { type: 'reference', name: 'Client', target: at('Plants/Client')?.id });

  const project = read(`<?xml version="1.0"?>
<project name="Garden">
  <file path="src/Garden.php" hash="0">
    <class final="false" abstract="false" namespace="\\Plants" line="5"><name>Plant</name><full_name>\\Plants\\Plant</full_name></class>
    <class final="false" abstract="false" namespace="\\Plants" line="9"><name>Garden</name><full_name>\\Plants\\Garden</full_name>
      <method final="false" abstract="false" static="false" namespace="\\Plants" line="12" visibility="public" returnByReference="false">
        <name>all</name><full_name>\\Plants\\Garden::all()</full_name><value></value>
        <argument line="12" by_reference="false"><name>near</name><default>null</default><type>?\\Plants\\Plant</type></argument>
        <argument line="12" by_reference="false"><name>more</name><default></default><type>\\Plants\\Plant</type></argument>
        <docblock line="12"><description></description><long-description></long-description>
          <tag name="return" description="" type="\\Plants\\Plant[]|array&lt;string,\\Plants\\Plant&gt;|\\DateTimeInterface"/></docblock>
      </method>
    </class>
  </file>
</project>`);
  const paths = byPath(project);
  const all = paths.get('Plants/Garden/all')?.signatures?.[0];
  const plant = paths.get('Plants/Plant')?.id;
  assert.equal(codeText(all), 'public function all(?Plant $near = null, Plant $more): Plant[]|array<string,Plant>|\\DateTimeInterface');
  assert.equal(all?.code?.filter((part) => part.target === plant).length, 4);
  assert.deepEqual(all?.type, {
    type: 'union',
    types: [
      { type: 'array', elementType: { type: 'reference', name: 'Plant', target: plant } },
      {
        type: 'reference',
        name: 'array',
        typeArguments: [
          { type: 'intrinsic', name: 'string' },
          { type: 'reference', name: 'Plant', target: plant },
        ],
      },
      { type: 'reference', name: '\\DateTimeInterface' },
    ],
  });
  assert.deepEqual(
    all?.parameters?.map((parameter) => [parameter.name, parameter.defaultValue]),
    [
      ['$near', 'null'],
      ['$more', undefined],
    ],
  );
});

test('comments as Markdown: summary and description joined, {@see} and {@link} made links, @deprecated, @returns, @example, parameters', () => {
  const summary = markdownOf(at('Plants/Client')?.comment?.summary);
  assert.match(
    summary,
    /^markdown: A client for the Plants API\.\n\nReads plants with your token\. Make one from \[ClientOptions\]\(sdk:(\d+)\), or let\n\[create_client\(\)\]\(sdk:(\d+)\) read the environment:/,
  );
  assert.match(summary, /```php\n\$client = new Client\(new ClientOptions\('abc'\)\);\n\$fern = \$client->getPlant\('fern'\);\n```$/, 'code blocks kept as written');
  assert.ok(summary.includes(`(sdk:${at('Plants/ClientOptions')?.id})`) && summary.includes(`(sdk:${at('Plants/create_client')?.id})`));
  assert.equal(block(at('Plants/Client'), '@example'), 'markdown: Listing every plant of a kind.');

  const getPlantId = at('Plants/Client/getPlant')?.id;
  const fetchPlant = at('Plants/Client/fetchPlant')?.signatures?.[0];
  assert.equal(block(fetchPlant, '@deprecated'), `markdown: Since 1.1.0. Use [Client::getPlant()](sdk:${getPlantId}), which answers null instead of throwing.`);
  assert.equal(block(fetchPlant, '@see'), `markdown: [Client::getPlant()](sdk:${getPlantId})`);
  assert.equal(
    markdownOf(at('Plants/ClientOptions')?.comment?.summary),
    `markdown: How a [Client](sdk:${at('Plants/Client')?.id}) reaches the API.`,
    "a summary's {@see Client}, which phpDocumentor leaves as written, is found in its namespace",
  );
  assert.match(markdownOf(at('Plants/create_client')?.signatures?.[0].comment?.summary), /see <https:\/\/plants\.example\.com\/docs\/tokens>\.$/);

  const getPlant = at('Plants/Client/getPlant')?.signatures?.[0];
  assert.equal(markdownOf(getPlant?.comment?.summary), 'markdown: One plant by its id.\n\nAnswers `null` when the API has no plant with that id.');
  assert.equal(block(getPlant, '@returns'), 'markdown: The plant, or null when there is none.');
  assert.deepEqual(
    getPlant?.parameters?.map((parameter) => [parameter.name, parameter.kind, parameter.type?.name, markdownOf(parameter.comment?.summary)]),
    [['$id', 32768, 'string', "markdown: The plant's id."]],
  );
  const [env] = at('Plants/create_client')?.signatures?.[0].parameters ?? [];
  assert.equal(env.defaultValue, '[]');
  assert.equal(markdownOf(at('Plants/ClientOptions/token')?.comment?.summary), 'markdown: Your API token.', 'a property described by its @var tag');
});

test('a page targets `class Client` and `method Client.getPlant` as a PHP user names them', () => {
  assert.equal(findTarget(sample, parseSdkTarget('class Client')!)?.id, at('Plants/Client')?.id);
  assert.equal(findTarget(sample, parseSdkTarget('method Client.getPlant')!)?.id, at('Plants/Client/getPlant')?.id);
  assert.equal(findTarget(sample, parseSdkTarget('property Client.baseUrl')!)?.id, at('Plants/Client/baseUrl')?.id);
  assert.equal(findTarget(sample, parseSdkTarget('function create_client')!)?.id, at('Plants/create_client')?.id);
  assert.equal(findTarget(sample, parseSdkTarget('enum PlantKind')!)?.id, at('Plants/PlantKind')?.id);
});

const folder = siteFoldersRemovedAfter();

test('the tree makes the SDK pages and sidebar: the namespace a group, a page per class, interface, enum, function and constant', async () => {
  const dir = folder({
    'index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
    'sdk/structure.xml': FIXTURE,
    'docs.json': docsJsonWith({ tabs: [{ tab: 'PHP', sdk: { format: 'phpdoc', source: 'sdk/structure.xml', directory: 'php' } }] }, 'Plants SDK'),
  });
  const site = await loadDocsJsonFolder(dir);
  assert.deepEqual(sidebarShown(site, 0), [
    [
      'Namespaces',
      [
        [
          'Plants',
          [
            ['Classes', ['/php/plants/base', '/php/plants/client', '/php/plants/clientoptions', '/php/plants/plant']],
            ['Interfaces', ['/php/plants/plantstore']],
            ['Enums', ['/php/plants/plantkind']],
            ['Functions', ['/php/plants/create_client']],
            ['Constants', ['/php/plants/version']],
          ],
        ],
      ],
    ],
  ]);
  const client = site.sdk?.pages['php/plants/client'];
  assert.deepEqual(
    client?.memberGroups.map((group) => [group.title, group.members.map((member) => member.name)]),
    [
      ['Constructors', ['__construct']],
      ['Constants', ['VERSION']],
      ['Properties', ['baseUrl']],
      ['Methods', ['fromEnvironment', 'getPlant', 'fetchPlant', 'request']],
    ],
  );
  assert.match(client?.descriptionHtml ?? '', /Make one from <a href="\/php\/plants\/clientoptions">ClientOptions<\/a>/);
  assert.deepEqual(client?.declaration.map(writtenText), ['final class Client extends Base implements PlantStore']);
  const [, getPlant, fetchPlant] = client?.memberGroups[3].members ?? [];
  assert.deepEqual(getPlant.lines.map(writtenText), ['public function getPlant(string $id): ?Plant']);
  assert.deepEqual(linksIn(getPlant.lines[0]), ['Plant → /php/plants/plant']);
  assert.match(fetchPlant.deprecatedHtml ?? '', /Since 1\.1\.0\. Use <a href="\/php\/plants\/client#getplant">Client::getPlant\(\)<\/a>/);
  assert.deepEqual(site.sdk?.pages['php/plants/create_client']?.declaration.map(writtenText), ['function create_client(array<string,string> $env = []): Client']);
});

test('inline tags find what they name however it is spelled; a function and a constant of one name stay apart; what is not documented stays code', () => {
  const project = read(`<?xml version="1.0"?>
<project name="x">
  <file path="src/a.php" hash="0">
    <constant namespace="\\Plants" line="3" visibility="public"><name>VERSION</name><full_name>\\Plants\\VERSION</full_name><value>&#039;1&#039;</value></constant>
    <function namespace="\\Plants" line="5" package="\\Application" returnByReference="false"><name>version</name><full_name>\\Plants\\version()</full_name>
      <docblock line="5"><description>Same as {@see VERSION}, {@see version()}.</description><long-description>{@inheritDoc} See {@see \\Plants\\Client::$baseUrl the base URL}, {@see \\Plants\\Client::getPlant}, {@see \\Other\\Thing::run()} and {@link https://example.com/a_b}. \`{@see VERSION}\` stays.</long-description></docblock>
    </function>
    <class final="false" abstract="false" namespace="\\Plants" line="9"><name>Client</name><full_name>\\Plants\\Client</full_name>
      <docblock line="9"><description>Start with {@see self::getPlant()} or {@see \\Plants\\getPlant()}.</description><long-description></long-description></docblock>
      <property namespace="\\Plants\\Client" line="10" visibility="public"><name>baseUrl</name><full_name>\\Plants\\Client::$baseUrl</full_name><default></default></property>
      <method final="false" abstract="false" static="false" namespace="\\Plants" line="12" visibility="public" returnByReference="false"><name>getPlant</name><full_name>\\Plants\\Client::getPlant()</full_name><value></value></method>
    </class>
  </file>
</project>`);
  const paths = byPath(project);
  const id = (path: string) => paths.get(path)?.id;
  assert.notEqual(id('Plants/VERSION'), id('Plants/version'));
  assert.equal(
    markdownOf(paths.get('Plants/version')?.signatures?.[0].comment?.summary),
    `markdown: Same as [VERSION](sdk:${id('Plants/VERSION')}), [version()](sdk:${id('Plants/version')}).\n\nSee [the base URL](sdk:${id('Plants/Client/baseUrl')}), [Client::getPlant](sdk:${id('Plants/Client/getPlant')}), \`Thing::run()\` and <https://example.com/a_b>. \`{@see VERSION}\` stays.`,
  );
  assert.equal(
    markdownOf(paths.get('Plants/Client')?.comment?.summary),
    `markdown: Start with [self::getPlant()](sdk:${id('Plants/Client/getPlant')}) or [getPlant()](sdk:${id('Plants/Client/getPlant')}).`,
  );
});

test('nested namespaces, traits and the global namespace: a namespace declaring nothing is skipped, one inside another nested under it', () => {
  const project = read(`<?xml version="1.0"?>
<project name="Acme">
  <file path="src/a.php" hash="0">
    <class final="false" abstract="false" namespace="\\Acme\\Plants" line="3"><name>Client</name><full_name>\\Acme\\Plants\\Client</full_name></class>
    <trait namespace="\\Acme\\Plants\\Http" line="5"><name>Retries</name><full_name>\\Acme\\Plants\\Http\\Retries</full_name>
      <method final="false" abstract="false" static="false" namespace="\\Acme\\Plants\\Http" line="6" visibility="public" returnByReference="true">
        <name>sent</name><full_name>\\Acme\\Plants\\Http\\Retries::sent()</full_name><value></value>
        <argument line="6" by_reference="true"><name>log</name><default></default><type>array</type></argument>
      </method>
    </trait>
    <function namespace="\\" line="9" package="\\Application" returnByReference="false"><name>plants</name><full_name>\\plants()</full_name></function>
  </file>
  <namespace name="\\" full_name="\\"><namespace name="Acme" full_name="\\Acme"/></namespace>
</project>`);
  const paths = byPath(project);
  assert.deepEqual(groupsOf(project), [
    ['Namespaces', ['Acme\\Plants']],
    ['Functions', ['plants']],
  ]);
  assert.deepEqual(groupsOf(paths.get('Acme\\Plants')), [
    ['Namespaces', ['Http']],
    ['Classes', ['Client']],
  ]);
  assert.deepEqual(groupsOf(paths.get('Acme\\Plants/Http')), [['Traits', ['Retries']]]);
  assert.equal(codeText(paths.get('Acme\\Plants/Http/Retries')), 'trait Retries');
  assert.equal(codeText(paths.get('Acme\\Plants/Http/Retries/sent')), 'public function &sent(array &$log)');
  assert.equal(codeText(paths.get('plants')), 'function plants()', 'no @return tag: no return type, as the XML has none');
});

test("phpDocumentor 2's structure.xml reads too: names with $, static properties, a namespace-alias with text", () => {
  const project = read(`<?xml version="1.0" encoding="utf-8"?>
<project title="thumber" version="2.9.1">
  <file path="View/Helper/ThumbHelper.php" hash="d" package="Default">
    <namespace-alias name="Helper">\\Cake\\View\\Helper</namespace-alias>
    <class final="false" abstract="false" namespace="Thumber\\Cake\\View\\Helper" line="34" package="Default">
      <extends>\\Cake\\View\\Helper</extends>
      <name>ThumbHelper</name>
      <full_name>\\Thumber\\Cake\\View\\Helper\\ThumbHelper</full_name>
      <property static="true" visibility="public" namespace="Thumber\\Cake\\View\\Helper" line="40" package="Default">
        <name>$helpers</name>
        <default>array('Html')</default>
        <docblock line="40"><description>Helpers</description><long-description></long-description>
          <tag name="var" line="40" description="" type="array" variable=""><type>array</type></tag></docblock>
      </property>
      <method final="false" abstract="false" static="false" visibility="public" namespace="Thumber\\Cake\\View\\Helper" line="59" package="Default">
        <name>__call</name>
        <docblock line="59"><description>Magic method.</description><long-description></long-description>
          <tag name="param" line="59" description="Method to invoke" type="string" variable="$name"><type>string</type></tag></docblock>
        <argument line="0" by_reference="false"><name>$name</name><default></default><type>string</type></argument>
      </method>
    </class>
  </file>
</project>`);
  assert.equal(project.name, 'thumber');
  const helper = byPath(project).get('Thumber\\Cake\\View\\Helper/ThumbHelper');
  assert.equal(codeText(helper), 'class ThumbHelper extends \\Cake\\View\\Helper');
  assert.deepEqual(groupsOf(helper), [
    ['Properties', ['helpers']],
    ['Methods', ['__call']],
  ]);
  assert.equal(codeText(helper?.children?.[0]), "public static array $helpers = array('Html')");
  assert.deepEqual(helper?.children?.[0].flags, { isStatic: true });
  const [name] = helper?.children?.[1].signatures?.[0].parameters ?? [];
  assert.deepEqual([name.name, markdownOf(name.comment?.summary)], ['$name', 'markdown: Method to invoke']);
});

test('what is not a structure.xml is refused, saying how to make one', () => {
  const refused = (text: string) => {
    const result = parsePhpdocXml(text);
    assert.equal(result.ok, false, text.slice(0, 40));
    return result.ok ? '' : result.message;
  };
  assert.match(refused('{"kind": 1}'), /^not readable as XML \(.+\); make it with `phpdoc -d src -t <folder> --template=xml`/);
  assert.match(refused(''), /not readable as XML/);
  assert.match(refused('<project><file path="a.php"><class>'), /not readable as XML/, 'a file cut short');
  assert.match(refused('<?xml version="1.0"?><doxygen><compound/></doxygen>'), /^not phpDocumentor's structure\.xml \(no <project> of <file> elements\); make it with `phpdoc/);
  assert.match(
    refused('<project name="x"><file path="a.php" hash="0"><parse_markers/></file></project>'),
    /documents no class, interface, trait, enum, function or constant; check that phpdoc's -d names your source folder/,
  );
});

test('entities a DOCTYPE declares are never expanded far: billion laughs stays unexpanded, a quadratic blow-up and an external entity are refused, a large file of character references reads', () => {
  const laughs = `<?xml version="1.0"?>
<!DOCTYPE project [
  <!ENTITY lol "lol">
  <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
]>
<project name="x"><file path="a.php" hash="0"><constant namespace="\\" line="1" visibility="public"><name>A</name><full_name>\\A</full_name><value>1</value>
<docblock line="1"><description>&lol3;</description><long-description></long-description></docblock></constant></file></project>`;
  const read = parsePhpdocXml(laughs);
  assert.ok(read.ok, read.ok ? '' : read.message);
  assert.equal(markdownOf(read.project.children?.[0].comment?.summary), 'markdown: &lol3;', 'read without expansion');

  const declaring = (entity: string, value: string) =>
    `<?xml version="1.0"?><!DOCTYPE project [${entity}]><project name="x"><file path="a.php" hash="0"><constant namespace="\\" line="1" visibility="public"><name>A</name><full_name>\\A</full_name><value>${value}</value></constant></file></project>`;
  const quadratic = declaring(`<!ENTITY a "${'x'.repeat(900)}">`, '&a;'.repeat(5000));
  const blown = parsePhpdocXml(quadratic);
  assert.equal(blown.ok, false);
  assert.match(blown.ok ? '' : blown.message, /^not readable as XML \(.*(expan|limit).*\)/i);

  const external = parsePhpdocXml(declaring('<!ENTITY a SYSTEM "file:///etc/passwd">', '&a;'));
  assert.match(external.ok ? '' : external.message, /^not readable as XML \(External entities are not supported\)/);

  const value = '&#039;&lt;a&gt; &amp; &quot;b&quot;&#039; . '.repeat(10_000);
  const large = parsePhpdocXml(
    `<?xml version="1.0"?><project name="x"><file path="a.php" hash="0"><constant namespace="\\" line="1" visibility="public"><name>A</name><full_name>\\A</full_name><value>${value}</value></constant></file></project>`,
  );
  assert.ok(large.ok, large.ok ? '' : large.message);
  assert.ok(large.project.children?.[0].defaultValue?.startsWith(`'<a> & "b"' . '<a>`), '70 000 XML entities and character references decoded, far past the limits on declared entities');
});
