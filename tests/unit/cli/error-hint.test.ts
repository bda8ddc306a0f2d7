import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AstroError } from 'astro/errors';
import { explain } from '../../../src/cli/main.ts';

test('a build error that carries a hint (Astro errors do) is printed with it: the user sees what to change', () => {
  const shown = explain(new AstroError('Could not import `./missing.astro`.', 'Check the path: the file must exist beside the page.'));
  assert.equal(shown.code, 1);
  assert.equal(shown.message, 'Could not import `./missing.astro`.\n  Hint: Check the path: the file must exist beside the page.');
});

test('an error without a hint, or whose message already holds it, is printed as its message alone', () => {
  assert.equal(explain(new Error('site.json: "name" is missing')).message, 'site.json: "name" is missing');
  const repeated = Object.assign(new Error('Bad thing. Fix: do the other thing.'), { hint: 'do the other thing.' });
  assert.equal(explain(repeated).message, 'Bad thing. Fix: do the other thing.');
  assert.equal(explain(Object.assign(new Error('Bad'), { hint: '  ' })).message, 'Bad');
});

test("a failed bundle (Rolldown's error with its `errors`) is one line per file in Quire's words, with no stack frame", () => {
  // As Rolldown throws it when @astrojs/mdx refuses a page: the message carries every plugin's stack.
  const refusal = Object.assign(new Error('5:1: Expected a closing tag for `<Note>` (5:1) (mdx-jsx:unexpected-character)'), {
    name: 'MDXError',
    id: '/site/docs/broken.mdx',
    plugin: '@mdx-js/rolldown',
    loc: { file: '/site/docs/broken.mdx', line: 5, column: 1 },
  });
  const other = Object.assign(new Error('"A" is not exported by "snippets/s.jsx"\n    at somewhere (x.js:1:1)'), { id: '/site/docs/page.mdx', plugin: 'rolldown' });
  const failed = Object.assign(new Error('Build failed with 2 errors:\n\nMDXError: …\n    at TransformPluginContextImpl.handler (vite-plugin-mdx.js:64:17)'), { errors: [refusal, other] });
  const { message, code } = explain(failed);
  assert.equal(code, 1);
  assert.match(message, /^The build stopped: 2 files could not be compiled:$/m);
  assert.match(message, /^ {2}✖ \/site\/docs\/broken\.mdx:5:1: not valid MDX: Expected a closing tag for `<Note>` \(5:1\) \(mdx-jsx:unexpected-character\)$/m);
  assert.match(message, /^ {2}✖ \/site\/docs\/page\.mdx: "A" is not exported by "snippets\/s\.jsx" \(rolldown\)$/m);
  assert.match(message, /Hint: .*`quire check` lists every page the parser refuses/);
  assert.doesNotMatch(message, /\bat \S+ \(|MDXError|Build failed with/);
});

test("a refusal of one of Quire's own plugins is said whole, as Quire worded it, without its stack", () => {
  const refusal = Object.assign(
    new Error('guide.mdx uses an undefined variable:\n  ✖ guide.mdx:5:5: {{verison}} is no variable of docs.json; did you mean "version"?\n    at transform (variable-tokens.ts:40:11)'),
    {
      plugin: 'quire:variable-tokens',
      id: '/site/guide.mdx',
    },
  );
  const { message } = explain(Object.assign(new Error('Build failed with 1 error'), { errors: [refusal] }));
  assert.match(message, /^ {2}✖ guide\.mdx uses an undefined variable:\n {4}✖ guide\.mdx:5:5: \{\{verison\}\} is no variable of docs\.json; did you mean "version"\?$/m);
  assert.doesNotMatch(message, /variable-tokens\.ts|\bat transform/);
});
