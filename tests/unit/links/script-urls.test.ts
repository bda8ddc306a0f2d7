import assert from 'node:assert/strict';
import { test } from 'node:test';
import { htmlToHast, markdownToHtml, mdxToJs } from 'satteri';
import { collectPageUrls } from '../../../src/links/collect-links.ts';
import { htmlAttributes, unfinishedTagCloser, withoutAttributes } from '../../../src/markdown/html-attributes.ts';
import { scriptUrlsPlugin } from '../../../src/markdown/script-urls.ts';

const found = (source: string, format: 'md' | 'mdx') => collectPageUrls(source, format).scriptUrls.map((use) => `${use.line}:${use.column} ${use.where}: ${use.url}`);

test('raw HTML attributes are read as the browser reads them: entities decoded, comments and end tags skipped', () => {
  const html =
    '<a href="&#106;avascript:x" title=\'t\'>a</a> <img src=java&Tab;script:y alt>\n<!-- <a href="/in-comment"> --><!--><a\nHREF = "&#x2f;after">b</a></a href="/end-tag"><script>"<a href=/in-script>"</script><b data-x="1">';
  assert.deepEqual(
    htmlAttributes(html).map(({ tag, name, value }) => `${tag} ${name}=${value}`),
    ['a href=javascript:x', 'a title=t', 'img src=java\tscript:y', 'img alt=', 'a HREF=/after', 'b data-x=1'],
  );
  const link = '<a href="&#106;avascript:x" title=\'t\'>a</a>';
  assert.equal(withoutAttributes(link, htmlAttributes(link).slice(0, 1)), "<a  title='t'>a</a>");
});

test('raw HTML is read by the HTML tokenizer: text of a script that only looks like tags is left as it is', () => {
  // `</scripts>` does not end a script (only `</script` followed by a space, / or > does): the
  // browser runs `"<a href=javascript:x>"` as a string of the script, so nothing in it is an attribute to drop.
  const html = '<script>const s = "</scripts><a href=javascript:x>";</script><a href="javascript:y">z</a>';
  assert.deepEqual(
    htmlAttributes(html).map(({ tag, name, value }) => `${tag} ${name}=${value}`),
    ['a href=javascript:y'],
  );
});

test('every form of script URL in a Markdown page is found at its line and column; data:image/… images are not', () => {
  const page = [
    '---',
    'title: T',
    'url: "JavaScript:alert(0)"',
    '---',
    '',
    '[a](javascript:alert(1)) [b](JAVASCRIPT:x) [c](<java\tscript:x>) [d](vbscript:msgbox(1)) [e](data:text/html;base64,PHNjcmlwdD4=)',
    '',
    '![f](javascript:x) ![ok](data:image/png;base64,AAAA) [ok](https://example.com) [g](&#106;avascript:x) [h][ref] ![i][img]',
    '',
    '[ref]: javascript:alert(2)',
    '[img]: data:image/png;base64,AA',
    '',
    '<a href="&#106;avascript:x">j</a> <a href=javascript&colon;x>k</a>',
    '',
    '<div>',
    '<img src="javascript:x">',
    '<iframe src="data:text/html,x"></iframe>',
    '<img srcset="/a.png 1x, javascript:x 2x">',
    '<form action="javascript:x"><button formaction="vbscript:x">s</button></form>',
    '<video poster="javascript:x"></video>',
    '<object data="javascript:x"></object>',
    '<!-- <a href="javascript:comment"> -->',
    '</div>',
    '',
  ].join('\n');
  assert.deepEqual(found(page, 'md'), [
    '3:6 frontmatter url: JavaScript:alert(0)',
    '6:1 markdown link: javascript:alert(1)',
    '6:26 markdown link: JAVASCRIPT:x',
    '6:44 markdown link: java\tscript:x',
    '6:65 markdown link: vbscript:msgbox(1)',
    '6:89 markdown link: data:text/html;base64,PHNjcmlwdD4=',
    '8:1 markdown image: javascript:x',
    '8:80 markdown link: javascript:x',
    '10:1 link definition: javascript:alert(2)',
    '13:1 href of <a>: javascript:x',
    '13:35 href of <a>: javascript:x',
    '16:1 src of <img>: javascript:x',
    '17:1 src of <iframe>: data:text/html,x',
    '18:1 srcset of <img>: javascript:x',
    '19:1 action of <form>: javascript:x',
    '19:29 formaction of <button>: vbscript:x',
    '20:1 poster of <video>: javascript:x',
    '21:1 data of <object>: javascript:x',
  ]);
});

test('MDX: JSX attributes and component props, written as text or as one string literal', () => {
  const page = [
    '<a href="javascript:x">a</a>',
    '',
    '<Card title="t" href="javascript:x" />',
    '',
    '<Card href={"\\x6Aavascript:x"} img="data:image/png;base64,A" />',
    '',
    '<Card img="javascript:y" />',
    '',
    'Text <img src={`vbscript:q`} /> and <a href={someVariable}>v</a> <Badge data="data: plain text">b</Badge>',
    '',
  ].join('\n');
  assert.deepEqual(found(page, 'mdx'), [
    '1:1 href of <a>: javascript:x',
    '3:1 href of <Card>: javascript:x',
    '5:1 href of <Card>: javascript:x',
    '7:1 img of <Card>: javascript:y',
    '9:6 src of <img>: vbscript:q',
  ]);
});

test('rendering drops a script URL that got past the check: markdown links and images, raw HTML, JSX and props', async () => {
  const plugins = { hastPlugins: [scriptUrlsPlugin()] };
  const md = (await markdownToHtml('[a](javascript:x) ![b](data:text/html,x) ![c](data:image/png;base64,AA) [d](/ok)\n\n<a href="&#106;avascript:x" title="t">e</a>\n', plugins)).html;
  assert.doesNotMatch(md, /javascript|&#106;|data:text/i);
  assert.match(md, /<a>a<\/a> <img alt="b"> <img src="data:image\/png;base64,AA" alt="c"> <a href="\/ok">d<\/a>/);
  assert.match(md, /<a  title="t">e<\/a>/);
  const mdx = (await mdxToJs('<a href="javascript:x" title="t">a</a>\n\n<Card href={"javascript:y"} title="c" />\n\n<a href="/ok">ok</a>\n', plugins)).code;
  assert.doesNotMatch(mdx, /javascript:/);
  assert.match(mdx, /href: "\/ok"/);
  assert.match(mdx, /title: "c"/);
});

test('a tag that a blank line leaves open is closed: what follows is text, never more attributes of that tag', async () => {
  const plugins = { hastPlugins: [scriptUrlsPlugin()] };
  // Markdown ends the HTML block at the blank line; the next paragraph would be read by the
  // browser as attributes of the open <form> (`action=javascript:…`), out of the check's sight.
  for (const page of ['<form title=x\n\naction=javascript:alert(1)//><button>go</button></form>\n', '<form title="x\n\n" action="javascript:alert(1)"><button>go</button></form>\n']) {
    const html = (await markdownToHtml(page, plugins)).html;
    const actions: unknown[] = [];
    const visit = (node: { type: string; tagName?: string; properties?: Record<string, unknown>; children?: unknown[] }) => {
      if (node.type === 'element' && node.tagName === 'form') actions.push(node.properties?.action);
      for (const child of node.children ?? []) visit(child as never);
    };
    visit(htmlToHast(html) as never);
    assert.deepEqual(actions, [undefined], html);
  }
  // Tags that are finished are left as they are.
  assert.equal(unfinishedTagCloser('<div class="a">'), '');
  assert.equal(unfinishedTagCloser('<div class="a'), '">');
  assert.equal(unfinishedTagCloser("<div class='a"), "'>");
  assert.equal(unfinishedTagCloser('<div class=a'), '>');
  assert.equal(unfinishedTagCloser('<div class'), '>');
});
