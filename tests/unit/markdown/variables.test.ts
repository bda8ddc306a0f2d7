import assert from 'node:assert/strict';
import { test } from 'node:test';
import { markdownToHtml, mdxToJs } from 'satteri';
import { pageVariablesPlugin } from '../../../src/markdown/variables.ts';
import { maskVariableReferences } from '../../../src/source/parseable-source.ts';
import { all, one, parseHtml, textOf } from '../../support/html-tree.ts';

const variables = { version: '2.0.0', 'api-url': 'https://api.example.com', risky: '<b>bold</b> & "quoted"' };

const html = (source: string) => markdownToHtml(source, { mdastPlugins: [pageVariablesPlugin(() => variables)] }).html;
const mdx = (source: string) => mdxToJs(maskVariableReferences(source), { mdastPlugins: [pageVariablesPlugin(() => variables)] }).code;

test('a markdown page: references in text, link URLs and raw HTML become the values, as text; code keeps the braces', () => {
  const tree = parseHtml(html('Version {{version}}: {{risky}}.\n\n[API]({{api-url}}/v2)\n\n`{{version}}`\n\n```sh\ncurl {{api-url}}\n```\n\n<span title="{{risky}}">x</span>\n'));
  const [text] = all('p', tree);
  assert.equal(textOf(text), 'Version 2.0.0: <b>bold</b> & "quoted".');
  assert.equal(all('b', tree).length, 0, 'a value is never markup');
  assert.equal(one('a', tree).properties.href, 'https://api.example.com/v2');
  assert.equal(textOf(one('p > code', tree)), '{{version}}');
  assert.equal(textOf(one('pre code', tree)), 'curl {{api-url}}\n');
  assert.equal(one('span', tree).properties.title, '<b>bold</b> & "quoted"');
});

test('an MDX page: hyphenated names, component attributes and text inside components; JSX objects are left alone', () => {
  const code = mdx(
    '---\ntitle: "{{version}}"\n---\n\nUse {{api-url}}.\n\n<Card title="v{{version}}" href="{{api-url}}">\n  Inside {{risky}}\n\n  ```js\n  const v = "{{version}}";\n  ```\n</Card>\n\n<div style={{color: "red"}}>x</div>\n',
  );
  assert.match(code, /"Use https:\/\/api.example.com."/);
  assert.match(code, /title: "v2.0.0"/);
  assert.match(code, /href: "https:\/\/api.example.com"/);
  assert.match(code, /"Inside <b>bold<\/b> & \\"quoted\\""/);
  assert.match(code, /const v = \\"\{\{version\}\}\\";/);
  assert.match(code, /color: "red"/);
});

test('an undefined name outside code stops the page with file, line and the closest defined name', () => {
  assert.throws(
    () => mdx('# Title\n\nNow at {{verison}}.\n\n`{{unknown}}` is fine in code.\n'),
    (error: Error) => {
      assert.match(error.message, /:3:8: \{\{verison\}\} is no variable of docs.json; did you mean "version"\?/);
      assert.doesNotMatch(error.message, /unknown/);
      assert.match(error.message, /Defined: \{\{version\}\}, \{\{api-url\}\}, \{\{risky\}\}/);
      return true;
    },
  );
});

test('without `variables` in the config, pages are untouched', () => {
  assert.equal(maskVariableReferences('a {{b}}'), 'a \uE000\uE000b\uE001\uE001');
  const untouched = markdownToHtml('Hello {{name}}', { mdastPlugins: [pageVariablesPlugin(() => undefined)] }).html;
  assert.equal(textOf(parseHtml(untouched)).trim(), 'Hello {{name}}');
});

test('the link check reads links as the build writes them: {{api-url}} in a link is its value', async () => {
  const { collectPageUrls } = await import('../../../src/links/collect-links.ts');
  const urls = collectPageUrls('[API]({{api-url}}/v2) and <Card href="{{api-url}}/cards">x</Card>\n', 'mdx', variables);
  assert.deepEqual(
    urls.links.map((link) => link.url),
    ['https://api.example.com/v2', 'https://api.example.com/cards'],
  );
  assert.deepEqual(
    collectPageUrls('[Local](/{{missing}})\n', 'mdx', variables).links.map((link) => link.url),
    ['/{{missing}}'],
  );
});

test('quire check finds the same undefined references as the build, in .md and .mdx, and none in code', async () => {
  const { undefinedVariablesOfPage } = await import('../../../src/markdown/variables.ts');
  assert.deepEqual(undefinedVariablesOfPage('---\ntitle: T\n---\n\nAt {{verison}}, `{{fine}}`.\n', 'mdx', variables), [{ name: 'verison', line: 5, column: 4, suggestions: ['version'] }]);
  assert.deepEqual(
    undefinedVariablesOfPage('At {{api-ulr}}.\n', 'md', variables).map((use) => use.suggestions),
    [['api-url']],
  );
  assert.deepEqual(undefinedVariablesOfPage('At {{version}}.\n', 'md', variables), []);
});

test('the build step before MDX: references masked; an undefined name in text stops the page there, one only in code does not', async () => {
  const { variableTokensPlugin } = await import('../../../src/markdown/variables.ts');
  const handler = (code: string) => variableTokensPlugin('/site', () => variables).transform.handler(code, '/site/page.mdx');
  assert.deepEqual(handler('At {{version}} on {{api-url}}.\n'), { code: maskVariableReferences('At {{version}} on {{api-url}}.\n'), map: null });
  const inCode = 'At {{version}}; `{{unknown}}` and\n\n```sh\necho {{other-unknown}}\n```\n';
  assert.deepEqual(handler(inCode), { code: maskVariableReferences(inCode), map: null });
  assert.throws(
    () => handler('---\ntitle: T\n---\n\nAt {{verison}}, `{{fine}}`.\n'),
    (error: Error & { line?: number; column?: number }) => {
      assert.equal(error.name, 'QuireUnknownVariable');
      assert.deepEqual([error.line, error.column], [5, 4]);
      assert.match(error.message, /page\.mdx:5:4: \{\{verison\}\} is no variable of docs\.json; did you mean "version"\?/);
      return true;
    },
  );
  assert.equal(variableTokensPlugin('/site', () => undefined).transform.handler('At {{version}}.\n', '/site/page.mdx'), undefined, 'without `variables` the page is left to MDX as written');
  assert.equal(variableTokensPlugin('/site', () => variables).transform.handler('At {{version}}.\n', '/elsewhere/page.mdx'), undefined);
});

test('a page whose references are all defined is compiled once, by MDX: the step before it substitutes nothing', async () => {
  const { variableTokensPlugin } = await import('../../../src/markdown/variables.ts');
  // Reading a value is what compiling the page with the variables plugin does; masking and naming the references need none.
  const valuesRead: string[] = [];
  const watched = new Proxy(variables, {
    get(target, name: string) {
      valuesRead.push(name);
      return target[name as keyof typeof variables];
    },
  });
  const page = '# At {{version}}\n\n<Card title="{{api-url}}">x</Card>\n\n`{{version}}`\n';
  assert.ok(variableTokensPlugin('/site', () => watched).transform.handler(page, '/site/page.mdx'));
  assert.deepEqual(valuesRead, []);
});
