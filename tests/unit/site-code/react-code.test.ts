import assert from 'node:assert/strict';
import { test } from 'node:test';
import { interactiveExports, withProvidedHooks } from '../../../src/site-code/react-code.ts';
import { INLINE_MODULE_SUFFIX, inlineComponentsModule, planPageReact, STATIC_HOOKS_MODULE } from '../../../src/site-code/react-plan.ts';

test('a component file: the exports that hold state, run effects, handle events or draw one that does are live; the rest are drawn once', () => {
  const code = [
    'export const Counter = () => { const [n, setN] = useState(0); return <button>{n}</button>; };',
    'export const Clicker = () => <button onClick={() => alert(1)}>Go</button>;',
    'export const Wrapper = () => <section><Counter /></section>;',
    'export const Badge = ({ label }) => <span>{label}</span>;',
    'const Hidden = () => { useEffect(() => {}); return null; };',
    'export default Hidden;',
  ].join('\n');
  const { all, interactive } = interactiveExports(code, 'x.jsx');
  assert.deepEqual(all.sort(), ['Badge', 'Clicker', 'Counter', 'Wrapper', 'default']);
  assert.deepEqual([...interactive].sort(), ['Clicker', 'Counter', 'Wrapper', 'default']);
});

test('TypeScript component files are read too', () => {
  const { interactive } = interactiveExports('type P = { a: number };\nexport default function T({ a }: P) { const s = useMemo(() => a * 2, [a]); return <b>{s}</b>; }', 'x.tsx');
  assert.deepEqual([...interactive], ['default']);
});

test('hooks used without an import get one, on the first line; imported or declared ones are left alone', () => {
  const provided = withProvidedHooks('export const A = () => { const [a] = useState(1); useEffect(() => {}); return <i>{a}</i>; };\n', 'a.jsx');
  assert.match(provided, /^import \{ useState, useEffect \} from 'react';export const A/);
  assert.equal(provided.split('\n').length, 2, 'the author’s line numbers are kept');
  const imported = "import { useState } from 'react';\nexport const A = () => { const [a] = useState(1); return a; };\n";
  assert.equal(withProvidedHooks(imported, 'a.jsx'), imported);
  const declared = 'const useRef = () => ({});\nexport const A = () => useRef();\n';
  assert.equal(withProvidedHooks(declared, 'a.jsx'), declared);
  assert.equal(withProvidedHooks('export const Plain = () => <p>hi</p>;', 'a.jsx'), 'export const Plain = () => <p>hi</p>;');
});

const files = new Map([
  ['/site/snippets/picker.jsx', 'export const Picker = () => { const [c, s] = useState(0); return <b onClick={() => s(c + 1)}>{c}</b>; };\nexport const Label = () => <i>x</i>;'],
  ['/site/snippets/counter.mdx', 'export const Live = () => { const [n] = useState(0); return <b>{n}</b>; }\n\nText.'],
]);
const read = (file: string) => files.get(file);

test('a page: component-file imports by absolute path, their live components hydrated; live inline components move to the page’s module', () => {
  const blocks = [
    "import { Picker, Label } from '/snippets/picker.jsx';",
    'export const Counter = () => {\n  const [n, setN] = useState(0)\n  return <button onClick={() => setN(n + 1)}>{n}</button>\n}',
    'export const Greeting = ({ who }) => <p>Hi {who}</p>',
    'export const Boxed = () => { const [open] = useState(true); return <Note>{String(open)}</Note>; }',
    'export const Listing = () => { const [open] = useState(true); return <Snippet file="/snippets/a.mdx" />; }',
  ];
  const plan = planPageReact(blocks, '/site/page.mdx', '/site', '/site', read);
  assert.deepEqual([...plan.live].sort(), ['Boxed', 'Counter', 'Picker']);
  assert.deepEqual(plan.equivalentsDrawn, ['Note'], 'the live Boxed draws Quire’s Note by its React equivalent');
  assert.equal(plan.inlineModule, `/site/page.mdx${INLINE_MODULE_SUFFIX}`);
  assert.match(plan.esm[0], /from "\/site\/page\.mdx\.inline-components\.jsx"/);
  assert.match(plan.esm[0], new RegExp(`import \\{ useState \\} from ${JSON.stringify(STATIC_HOOKS_MODULE).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`), 'the component drawn once gets stand-in hooks');
  assert.match(plan.esm[0], /export const \{ Snippet \} = __quireComponents/, 'Quire’s Snippet is in scope for the inline component that draws it');
  assert.match(plan.esm[0], /import \{ Picker, Label \} from '\/site\/snippets\/picker\.jsx'/);
  assert.equal(plan.esm[1], '', 'Counter moved out of the page');
  // The components that stay are drawn once, each guarded: one that throws becomes the neutral block, named by page and line.
  assert.equal(plan.esm[2], 'export const Greeting = __quireGuard(({ who }) => <p>Hi {who}</p>, "Greeting", "/site/page.mdx", 1)', 'Greeting stays: it is drawn once');
  assert.equal(plan.esm[3], '', 'Boxed moved out of the page: its Note has a React equivalent');
  assert.match(plan.esm[4], /^export const Listing = __quireGuard\(\(\) => \{ const \[open\][\s\S]*, "Listing", "\/site\/page\.mdx", 1\)$/, 'Listing stays: <Snippet> has no React equivalent');
  assert.match(plan.esm[0], /import \{ guardStatic as __quireGuard \} from /);
  const module = inlineComponentsModule(blocks.join('\n\n'), '/site/page.mdx', '/site', '/site', read);
  assert.match(
    module,
    /^import \{ guardLive as __quireGuard \} from "[^"]+render-guard\.ts";import \{ Picker, Label \} from '\/site\/snippets\/picker\.jsx';\nexport const Counter = __quireGuard\(\(\) => \{/,
  );
  assert.match(module, /export const Boxed = __quireGuard/);
  assert.doesNotMatch(module, /Greeting|Listing/);
});

test('a page importing a live inline component of a snippet page imports it from that page’s module, so it can be hydrated', () => {
  const plan = planPageReact(["import { Live } from '/snippets/counter.mdx';"], '/site/page.mdx', '/site', '/site', read);
  assert.deepEqual([...plan.live], ['Live']);
  assert.equal(plan.esm[0], `import { Live } from "/site/snippets/counter.mdx${INLINE_MODULE_SUFFIX}";`);
});

test('a page without React keeps its ESM as written', () => {
  const blocks = ["import Intro from '/snippets/intro.mdx';", "export const version = '1.0';"];
  const plan = planPageReact(blocks, '/site/page.mdx', '/site', '/site', read);
  assert.deepEqual(plan.esm, blocks);
  assert.equal(plan.live.size, 0);
  assert.equal(plan.inlineModule, undefined);
});
