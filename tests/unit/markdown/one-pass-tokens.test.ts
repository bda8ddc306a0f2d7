import assert from 'node:assert/strict';
import { test } from 'node:test';
import json from '@shikijs/langs/json';
import { createHighlighter, type LanguageRegistration, type ThemeRegistration } from 'shiki';
import { codeToHast } from 'shiki/core';
import { onePassPrimitive, readsGrammarInternals } from '../../../src/markdown/one-pass-tokens.ts';
import { quireShikiConfig } from '../../../src/markdown/shiki-config.ts';

// A block tokenized once for both themes (one-pass-tokens.ts) must come out as Shiki draws it
// tokenizing once per theme: the same spans, colours, font styles and token boundaries.

const SAMPLES: Record<string, string> = {
  ts: 'interface User { id: number; name?: string }\n\nexport async function load(id: number): Promise<User> {\n  const res = await fetch(`/api/user/` + id); // fetch it\n  return (await res.json()) as User;\n}',
  tsx: 'export const Card = ({ title }: { title: string }) => <div className="card">{title}</div>;',
  python: 'import os\n\n@cache\ndef greet(name: str) -> str:\n    """Say hello."""\n    return f"Hello, {name!r} from {os.getcwd()}"  # comment',
  bash: 'curl -X POST "https://api.example.com/v1/users" \\\n  -H "Authorization: Bearer $TOKEN" \\\n  -d \'{"name": "Ada"}\'\ncat <<EOF > out.txt\nline $HOME\nEOF',
  json: '{\n  "name": "Ada",\n  "tags": ["a", "b"],\n  "age": 36,\n  "ok": true,\n  "none": null\n}',
  yaml: 'name: Ada # who\nlist:\n  - one\n  - "two"\nblock: |\n  text here\nanchor: &a { x: 1 }',
  html: '<!doctype html>\n<html>\n<head><style>body { color: red; }</style>\n<script>const x = 1 < 2;</script></head>\n<body><a href="/x" onclick="go()">Go</a></body>\n</html>',
  css: '@media (max-width: 600px) {\n  .card:hover > a::after { content: "→"; color: #ff0000 !important; }\n}',
  markdown: '# Title\n\nSome *emphasis* and `code`.\n\n```js\nconst a = 1;\n```\n\n- [link](https://example.com)',
  rust: 'fn main() {\n    let v: Vec<i32> = (1..10).map(|x| x * 2).collect();\n    println!("{:?}", v);\n}',
  go: 'package main\n\nimport "fmt"\n\nfunc main() {\n\tch := make(chan int)\n\tgo func() { ch <- 1 }()\n\tfmt.Println(<-ch)\n}',
  sql: "SELECT u.id, COUNT(*) AS n FROM users u LEFT JOIN orders o ON o.user_id = u.id WHERE u.name LIKE 'A%' GROUP BY u.id;",
  diff: '--- a/file\n+++ b/file\n@@ -1,2 +1,2 @@\n-old line\n+new line\n context',
  php: '<?php\n$name = "Ada";\necho "<p>Hello {$name}</p>";\n?>\n<div><?= $name ?></div>',
  vue: '<template>\n  <p :class="{ on: active }">{{ message }}</p>\n</template>\n<script setup lang="ts">\nconst message = ref("hi")\n</script>\n<style scoped>p { color: red }</style>',
  graphql: 'query User($id: ID!) {\n  user(id: $id) { name ...Fields @include(if: true) }\n}',
  cpp: '#include <vector>\ntemplate <typename T>\nauto sum(const std::vector<T>& v) -> T { T s{}; for (auto x : v) s += x; return s; }',
};

/** Quire's own pair (made accessible), a named pair, and one theme in both modes. */
async function themePairs(): Promise<Record<string, { light: ThemeRegistration | string; dark: ThemeRegistration | string }>> {
  const { themes } = await quireShikiConfig();
  return { quire: themes, named: { light: 'min-light', dark: 'dracula' }, same: { light: 'nord', dark: 'nord' } };
}

// No bundled grammar limits which scopes hold balanced brackets; one that does splits tokens where the flag changes.
const bracketed: LanguageRegistration = { ...json[0], name: 'json-brackets', scopeName: 'source.json-brackets', balancedBracketSelectors: ['punctuation.definition.array'] };
SAMPLES['json-brackets'] = SAMPLES.json;

// Shiki cuts a line short after 500 ms by default, which a busy machine can pass while a grammar
// compiles: the comparison would then depend on the machine's load. Quire highlights without the
// limit (shiki-config.ts), and so do these comparisons.
const NO_TIME_LIMIT = 0;

// A highlighter is Shiki's primitive with its helpers: it is what onePassPrimitive is given, as in code-highlighter.ts.

test('each block comes out as Shiki draws it theme by theme, in every language and theme pair', async () => {
  const pairs = await themePairs();
  const langs = [...Object.keys(SAMPLES).filter((name) => name !== bracketed.name), bracketed];
  const highlighter = await createHighlighter({ langs, themes: Object.values(pairs).flatMap((pair) => [pair.light, pair.dark]) });
  for (const [pairName, themes] of Object.entries(pairs)) {
    for (const [lang, code] of Object.entries(SAMPLES)) {
      const options = { lang, themes, defaultColor: false as const, tokenizeTimeLimit: NO_TIME_LIMIT };
      const expected = highlighter.codeToHast(code, options);
      const actual = codeToHast(onePassPrimitive(highlighter), code, options);
      assert.deepEqual(actual, expected, `${lang} with the ${pairName} themes`);
    }
  }
  // What the comparison compares: both themes' colours are on the tokens.
  const html = JSON.stringify(codeToHast(onePassPrimitive(highlighter), SAMPLES.ts, { lang: 'ts', themes: pairs.named, defaultColor: false, tokenizeTimeLimit: NO_TIME_LIMIT }));
  assert.match(html, /--shiki-light:#[0-9A-Fa-f]{6}/);
  assert.match(html, /--shiki-dark:#[0-9A-Fa-f]{6}/);
});

test('the grammar runs over each line once, not once per theme, and a line after the same state once per build', async () => {
  const highlighter = await createHighlighter({ langs: ['ts'], themes: ['github-light', 'github-dark'] });
  const grammar = highlighter.getLanguage('ts');
  const calls = { scoped: 0, encoded: 0 };
  const { tokenizeLine, tokenizeLine2 } = grammar;
  grammar.tokenizeLine = (...args) => {
    calls.scoped++;
    return tokenizeLine.apply(grammar, args);
  };
  grammar.tokenizeLine2 = (...args) => {
    calls.encoded++;
    return tokenizeLine2.apply(grammar, args);
  };
  const lines = SAMPLES.ts.split('\n').filter((line) => line !== '').length;
  const options = { lang: 'ts', themes: { light: 'github-light', dark: 'github-dark' }, defaultColor: false as const, tokenizeTimeLimit: NO_TIME_LIMIT };

  highlighter.codeToHast(SAMPLES.ts, options);
  assert.deepEqual(calls, { scoped: 0, encoded: 2 * lines }, 'Shiki alone: once per line and theme');
  calls.encoded = 0;
  const first = codeToHast(onePassPrimitive(highlighter), SAMPLES.ts, options);
  assert.deepEqual(calls, { scoped: lines, encoded: 0 });

  // The same block on another page: its lines were kept, the grammar does not run again.
  const again = codeToHast(onePassPrimitive(highlighter), SAMPLES.ts, options);
  assert.equal(calls.scoped, lines);
  assert.deepEqual(again, first);
  // A block that begins as it did and then differs: the lines before the difference are not tokenized
  // again; the changed line is, and the last one too unless the grammar is back in a state it was in.
  const changed = SAMPLES.ts.replace('return (await res.json()) as User;', 'return { id, name: `user ` + id } satisfies User;');
  const afterChange = codeToHast(onePassPrimitive(highlighter), changed, options);
  assert.ok(calls.scoped === lines + 1 || calls.scoped === lines + 2, `${calls.scoped - lines} lines tokenized again`);
  assert.deepEqual(afterChange, highlighter.codeToHast(changed, options));
});

test('a grammar without the internals the one pass reads (a vscode-textmate that renamed them) is used as Shiki uses it: the same colours, once per theme', async () => {
  const highlighter = await createHighlighter({ langs: ['ts'], themes: ['github-light', 'github-dark'] });
  const grammar = highlighter.getLanguage('ts');
  assert.ok(readsGrammarInternals(grammar), 'this vscode-textmate has them');
  // Seen from outside: the public methods work (on the grammar itself), the internals read here are gone.
  const renamed = new Proxy(grammar, {
    get: (target, key) => {
      if (key === 'themeProvider' || key === 'getMetadataForScope') return undefined;
      const value = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  assert.equal(readsGrammarInternals(renamed), false);
  const primitive = Object.create(highlighter, { getLanguage: { value: () => renamed, writable: true } });
  const options = { lang: 'ts', themes: { light: 'github-light', dark: 'github-dark' }, defaultColor: false as const, tokenizeTimeLimit: NO_TIME_LIMIT };
  assert.equal(onePassPrimitive(primitive).getLanguage('ts'), renamed);
  assert.deepEqual(codeToHast(onePassPrimitive(primitive), SAMPLES.ts, options), highlighter.codeToHast(SAMPLES.ts, options));
});
