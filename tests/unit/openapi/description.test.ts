import assert from 'node:assert/strict';
import { test } from 'node:test';
import { descriptionRenderer } from '../../../src/openapi/description.ts';
import { all, one, parseHtml, textOf } from '../../support/html-tree.ts';

/** A description with every construct an OpenAPI author writes, and the attacks a fetched file may hold. */
const EVERY_CONSTRUCT = [
  'Returns `inline code`, *emphasis* and **strong**; see [the guide](https://x.dev/a_(b)).',
  '',
  '# Errors',
  '',
  'Errors come as JSON:',
  '',
  '```json title="Error body"',
  '{ "error": "not_found", "status": 404 }',
  '```',
  '',
  '## Codes',
  '',
  '| Code | Meaning |',
  '| ---- | ------- |',
  '| 404  | Not found |',
  '',
  '- outer',
  '  - inner one',
  '  - inner two',
  '- second',
  '',
  '<script>alert(1)</script>',
  '',
  'An <img src=x onerror="alert(2)"> image and a [bad link](javascript:alert(3)).',
].join('\n');

test('an OpenAPI description renders every markdown construct as pages do, safely', async () => {
  const rendered = await descriptionRenderer()(EVERY_CONSTRUCT, 1);
  const tree = parseHtml(rendered.html);

  // ATX headings are headings, moved below the page title: `#` is an h2, `##` an h3, no h1.
  assert.deepEqual(
    all('h1, h2, h3, h4, h5, h6', tree).map((h) => [h.tagName, textOf(h)]),
    [
      ['h2', 'Errors'],
      ['h3', 'Codes'],
    ],
  );

  // Fenced JSON is one highlighted block, framed like page code: title bar, copy button, both themes.
  const block = one('div.code-block', tree);
  assert.equal(block.properties.dataLanguage, 'json');
  assert.equal(textOf(one('.code-block-title', block)), 'Error body');
  assert.ok(one('button.copy-code', block));
  const pre = one('pre.astro-code', block);
  assert.equal(textOf(pre), '{ "error": "not_found", "status": 404 }');
  // Coloured by class for each theme (markdown/token-colours.ts): l<n> light, d<n> dark.
  assert.ok(all('.line > span', pre).filter((span) => /^l\d+ d\d+$/.test([span.properties.className].flat().join(' '))).length > 3, 'tokens coloured for the light and dark themes');

  // A table stays a table, focusable like page tables.
  const table = one('table', tree);
  assert.deepEqual(all('th', table).map(textOf), ['Code', 'Meaning']);
  assert.deepEqual(all('td', table).map(textOf), ['404', 'Not found']);
  assert.equal(table.properties.tabIndex, 0);

  // A nested list stays nested.
  const outer = one('ul', tree);
  assert.deepEqual(all(':scope > li > ul > li', outer).map(textOf), ['inner one', 'inner two']);

  // A link with parentheses keeps them; inline code, emphasis and strong are elements.
  const paragraph = one('p', tree);
  assert.equal(one('a', paragraph).properties.href, 'https://x.dev/a_(b)');
  assert.equal(textOf(one('a', paragraph)), 'the guide');
  assert.equal(textOf(one('code', paragraph)), 'inline code');
  assert.equal(textOf(one('em', paragraph)), 'emphasis');
  assert.equal(textOf(one('strong', paragraph)), 'strong');

  // Raw HTML is shown as the text it is, never made into elements or handlers.
  assert.equal(all('script, img', tree).length, 0);
  assert.ok(textOf(tree).includes('<script>alert(1)</script>'));
  assert.ok(textOf(tree).includes('<img src=x onerror="alert(2)">'));
  // A javascript: link is refused: its words stay, as text.
  assert.deepEqual(
    all('a', tree).map((a) => a.properties.href),
    ['https://x.dev/a_(b)'],
  );
  assert.ok(textOf(tree).includes('image and a bad link.'));

  // The meta description comes from the same tree: the first paragraph, as plain text.
  assert.equal(rendered.firstParagraph, 'Returns inline code, emphasis and strong; see the guide.');
});

test('description headings keep their relative levels below the heading they sit under, up to h6', async () => {
  const render = descriptionRenderer();
  const levels = async (markdown: string, under: 1 | 2 | 3 | 4 | 5) => all('h1, h2, h3, h4, h5, h6', parseHtml((await render(markdown, under)).html)).map((h) => h.tagName);
  assert.deepEqual(await levels('### Only\n\n#### Deeper', 1), ['h2', 'h3']);
  assert.deepEqual(await levels('# A\n\n### C', 3), ['h4', 'h6']);
  assert.deepEqual(await levels('# A\n\n## B\n\n### C', 5), ['h6', 'h6', 'h6']);
});

test('descriptions: plain text is one paragraph, empty is nothing, a repeated one is rendered once', async () => {
  const render = descriptionRenderer();
  assert.equal((await render('The user\'s id & "name" <3', 2)).html, '<p>The user\'s id &amp; "name" &lt;3</p>');
  assert.deepEqual(await render('  \n', 2), { html: '', firstParagraph: '' });
  assert.deepEqual(await render(undefined, 2), { html: '', firstParagraph: '' });
  assert.equal(render('Shared **schema** text', 2), render('Shared **schema** text', 2));
  // `---` first is a rule, not frontmatter that would swallow the text.
  assert.match((await render('---\ntitle: x\n---\nText', 2)).html, /title: x/);
});
