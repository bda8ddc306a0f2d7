import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import { authPlaceholderHeader, curlSample, fetchSample, pythonLiteral, pythonSample, SAMPLE_LANGUAGES, sampleLanguages, shellQuote } from '../../../src/openapi/samples.ts';
import { anySample } from '../../../src/openapi/generated-samples.ts';
import { descriptionRenderer } from '../../../src/openapi/description.ts';
import { all, one, parseHtml, textOf } from '../../support/html-tree.ts';

const tricky = `It's "quoted" $HOME \`ls\` \\ back`;
const request = {
  method: 'get',
  url: 'https://api.example.com/api/user',
  headers: [
    ['Authorization', 'Token <API_TOKEN>'],
    ['Content-Type', 'application/json'],
  ] as Array<[string, string]>,
  body: JSON.stringify({ name: tricky, user_group_id: 'acme-42', properties: { vip: true, note: null } }),
};

test('shell quoting survives \' and " and $: the shell hands curl the exact text', () => {
  assert.equal(shellQuote("it's"), `'it'\\''s'`);
  // Let a real shell parse the quoted word and print it back.
  const echoed = execFileSync('sh', ['-c', `printf %s ${shellQuote(tricky)}`], { encoding: 'utf8' });
  assert.equal(echoed, tricky);
});

test('cURL sample: method, URL, headers and the body a shell passes through unchanged', () => {
  const sample = curlSample(request);
  assert.match(sample, /^curl --request GET \\\n  --url 'https:\/\/api\.example\.com\/api\/user' \\\n  --header 'Authorization: Token <API_TOKEN>' \\\n/);
  // Run the --data argument through sh and compare with the JSON the playground holds.
  const data = /--data ('[\s\S]*')$/.exec(sample)![1];
  const passed = execFileSync('sh', ['-c', `printf %s ${data}`], { encoding: 'utf8' });
  assert.deepEqual(JSON.parse(passed), JSON.parse(request.body));
});

test('JavaScript sample: fetch for PUT; node:https for a GET with a body (fetch refuses it)', () => {
  const put = fetchSample({ ...request, method: 'PUT' });
  assert.match(put, /^const response = await fetch\("https:\/\/api\.example\.com\/api\/user", \{\n  method: "PUT",/);
  assert.ok(put.includes(`"name": ${JSON.stringify(tricky)}`));
  const get = fetchSample(request);
  assert.match(get, /fetch\(\) cannot send a body with GET/);
  assert.match(get, /import \{ request \} from 'node:https';/);
  assert.doesNotMatch(get, /await fetch/);
  assert.match(fetchSample({ ...request, url: 'http://127.0.0.1:8787/api/user' }), /from 'node:http';/);
});

test('Python sample: requests with json=, Python literals for true/null, quotes escaped', () => {
  const sample = pythonSample(request);
  assert.match(sample, /response = requests\.request\("GET", url, headers=headers, json=payload\)/);
  assert.match(sample, /"vip": True,/);
  assert.match(sample, /"note": None,/);
  assert.ok(sample.includes(`"name": ${JSON.stringify(tricky)},`));
  assert.doesNotMatch(sample, /Content-Type/, 'requests sets Content-Type itself for json=');
  assert.equal(pythonLiteral([false, 1.5, 'a"b']), '[\n    False,\n    1.5,\n    "a\\"b",\n]');
});

test('invalid JSON in the editor is sent verbatim (and quoted) rather than dropped', () => {
  const broken = { ...request, method: 'PUT', body: `{"name": 'x'` };
  assert.match(curlSample(broken), /--data '\{"name": '\\''x'\\'''$/);
  assert.match(pythonSample(broken), /data=payload/);
});

test('auth placeholders: never a secret, shaped like the configured method', () => {
  assert.deepEqual(authPlaceholderHeader({ method: 'key', name: 'Authorization', inputPrefix: 'Token ' }), ['Authorization', 'Token <API_TOKEN>']);
  assert.deepEqual(authPlaceholderHeader({ method: 'bearer' }), ['Authorization', 'Bearer <TOKEN>']);
  assert.deepEqual(authPlaceholderHeader({ method: 'basic', name: 'client:secret' }), ['Authorization', 'Basic <base64 of client:secret>']);
  assert.equal(authPlaceholderHeader(undefined), undefined);
});

test('markdown: lists, links with safe targets only, everything else escaped', async () => {
  const render = async (markdown: string) => parseHtml((await descriptionRenderer()(markdown, 2)).html);
  assert.deepEqual(all('ul > li', await render('- one\n- two')).map(textOf), ['one', 'two']);
  const links = await render('[ok](https://a.test/?x=1&y=2) [bad](javascript:alert(1))');
  assert.deepEqual(
    all('a', links).map((a) => [a.properties.href, textOf(a)]),
    [['https://a.test/?x=1&y=2', 'ok']],
  );
  assert.equal(textOf(one('p', links)), 'ok bad');
  const image = await render('<img src=x onerror=alert(1)>');
  assert.equal(all('img', image).length, 0);
  assert.equal(textOf(one('p', image)), '<img src=x onerror=alert(1)>');
  const code = await render('`<b>` stays code');
  assert.equal(all('b', code).length, 0);
  assert.equal(textOf(one('p > code', code)), '<b>');
});

test('api.examples.languages: Mintlify names and aliases in the order listed, the unknown ones named; none known keeps the defaults', () => {
  const { languages, unknown } = sampleLanguages(['Python', 'golang', 'sh', 'node.js', 'curl', 'cobol']);
  assert.deepEqual(
    languages.map((language) => language.id),
    ['python', 'go', 'curl', 'node'],
  );
  assert.deepEqual(unknown, ['cobol']);
  assert.deepEqual(
    sampleLanguages(['cobol']).languages.map((language) => language.id),
    ['curl', 'javascript', 'python'],
  );
  assert.deepEqual(sampleLanguages(undefined), { languages: SAMPLE_LANGUAGES, unknown: [] });
});

test("every language of Mintlify's table, by key and by each alias, in the order listed", () => {
  const keys = ['bash', 'python', 'javascript', 'node', 'php', 'go', 'java', 'ruby', 'powershell', 'swift', 'csharp', 'dotnet', 'typescript', 'c', 'c++', 'kotlin', 'rust', 'dart'];
  const labels = ['cURL', 'Python', 'JavaScript', 'Node.js', 'PHP', 'Go', 'Java', 'Ruby', 'PowerShell', 'Swift', 'C#', '.NET', 'TypeScript', 'C', 'C++', 'Kotlin', 'Rust', 'Dart'];
  assert.deepEqual(
    sampleLanguages(keys).languages.map((language) => language.label),
    labels,
  );
  const aliases = ['curl', 'sh', 'shell', 'py', 'js', 'nodejs', 'node.js', 'golang', 'rb', 'c#', '.net', '.NET', 'dot-net', 'ts', 'cpp', 'kt', 'rs', 'flutter'];
  const found = sampleLanguages(aliases);
  assert.deepEqual(found.unknown, []);
  assert.equal(found.languages.length, 13);
});

test('each generated sample sends the request as given: method, URL, the placeholder header and the body; none throws', () => {
  const request = {
    method: 'PUT',
    url: 'https://api.example.com/api/user?dry=1',
    headers: [
      ['Authorization', 'Token <API_TOKEN>'],
      ['Content-Type', 'application/json'],
    ] as Array<[string, string]>,
    body: '{\n  "name": "Acme"\n}',
  };
  for (const { id, label } of sampleLanguages(['node', 'typescript', 'php', 'go', 'java', 'ruby', 'powershell', 'swift', 'csharp', 'dotnet', 'c', 'c++', 'kotlin', 'rust', 'dart']).languages) {
    const code = anySample(id, request);
    assert.match(code, /PUT|Put|put/, `${label}: ${code}`);
    assert.ok(code.includes('api.example.com/api/user'), `${label}: ${code}`);
    assert.ok(code.includes('<API_TOKEN>'), `${label}: ${code}`);
    assert.ok(code.includes('Acme'), `${label}: ${code}`);
  }
});

test('the Java and PHP samples are whole programs: Java in a class with main and its imports, PHP after its opening tag', () => {
  const request = { method: 'GET', url: 'https://api.example.com/api/user', headers: [['Authorization', 'Token <API_TOKEN>']] as Array<[string, string]> };
  const java = anySample('java', request);
  assert.match(java, /^import java\.net\.http\.HttpClient;\n[\s\S]*public class Main \{\n {2}public static void main\(String\[\] args\) throws Exception \{\n {4}HttpClient client/);
  assert.match(java, /\n {2}\}\n\}\n$/);
  assert.match(anySample('php', request), /^<\?php\n\n\$ch = curl_init\("https:\/\/api\.example\.com\/api\/user"\);/);
});

test('the Kotlin, Rust, C# and .NET samples are whole programs: an entry point with the imports their statements use, printing the answer', () => {
  const request = {
    method: 'POST',
    url: 'https://api.example.com/api/user',
    headers: [
      ['Authorization', 'Token <API_TOKEN>'],
      ['Content-Type', 'application/json'],
    ] as Array<[string, string]>,
    body: '{"name": "Acme"}',
  };
  const kotlin = anySample('kotlin', request);
  assert.match(kotlin, /^import okhttp3\.MediaType\nimport okhttp3\.OkHttpClient\nimport okhttp3\.Request\nimport okhttp3\.RequestBody\n\nfun main\(\) \{\n {2}val client = OkHttpClient\(\)/);
  assert.match(kotlin, /\n {2}println\(response\.body\(\)\?\.string\(\)\)\n\}\n$/);
  const rust = anySample('rust', request);
  assert.match(rust, /\n#\[tokio::main\]\nasync fn main\(\) -> Result<\(\), Box<dyn std::error::Error>> \{\n {4}let client = reqwest::Client::new\(\);/);
  assert.match(rust, /\n {4}println!\("\{\}", response\.text\(\)\.await\?\);\n {4}Ok\(\(\)\)\n\}\n$/);
  assert.match(rust, /^\/\/ Cargo\.toml: reqwest = .*"json".*tokio/);
  const csharp = anySample('csharp', request);
  assert.match(csharp, /^using RestSharp;\n\nvar client = new RestClient\(/);
  assert.match(csharp, /\nConsole\.WriteLine\(response\.Content\);\n$/);
  const dotnet = anySample('dotnet', request);
  assert.match(dotnet, /^using System\.Net\.Http;\nusing System\.Net\.Http\.Headers;\n\nusing var client = new HttpClient\(\);/);
  assert.match(dotnet, /\nConsole\.WriteLine\(await response\.Content\.ReadAsStringAsync\(\)\);\n$/);
});
