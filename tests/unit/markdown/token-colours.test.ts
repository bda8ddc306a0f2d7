import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Element, Root, RootContent } from 'hast';
import { satteriCreateHighlightFn } from '@astrojs/markdown-satteri';
import { toHtml } from 'hast-util-to-html';
import { quireShikiConfig } from '../../../src/markdown/shiki-config.ts';
import { tokenColoursCss, tokenPalette, type TokenPalette } from '../../../src/markdown/token-colours.ts';

const SAMPLES: Record<string, string> = {
  ts: "import { createClient } from '@acme/sdk';\n// a comment\nexport async function list(status: 'active' | 'archived') {\n  return client.projects.list({ status, limit: 50 });\n}",
  python: 'def list_projects(limit=5):\n    """Docstring."""\n    return requests.get(f"{base}/projects", params={"limit": limit})',
  json: '{\n  "id": "prj_1",\n  "members": 4,\n  "tags": ["docs"]\n}',
  markdown: '# Title\n\n*emphasis* and **strong** and `code`',
  // Inserted and deleted lines: tokens with a background of their own keep Shiki's inline style.
  diff: '--- a.txt\n+++ b.txt\n@@ -1 +1 @@\n-old line\n+new line',
};

function styleVars(style: unknown): Map<string, string> {
  const vars = new Map<string, string>();
  for (const declaration of typeof style === 'string' ? style.split(';') : []) {
    const colon = declaration.indexOf(':');
    if (colon > 0)
      vars.set(
        declaration.slice(0, colon).trim(),
        declaration
          .slice(colon + 1)
          .trim()
          .toUpperCase(),
      );
  }
  return vars;
}

/** What each character of the code is painted with in each mode, as the browser resolves it (classes through the stylesheet's palette). */
function paintedCharacters(root: Root, palette: TokenPalette): string[] {
  const painted: string[] = [];
  const walk = (node: RootContent | Root, inherited: Map<string, string>, inCode: boolean) => {
    if (node.type === 'text') {
      if (!inCode) return;
      for (const char of node.value) painted.push(`${char} ${inherited.get('--shiki-light')} ${inherited.get('--shiki-dark')} ${inherited.get('--shiki-light-font-style') ?? ''}`);
      return;
    }
    if (node.type !== 'element' && node.type !== 'root') return;
    const own = new Map(inherited);
    if (node.type === 'element') {
      // Astro's highlighter sets the block's classes as a `class` string, Shiki's tokens as `className`.
      const { className, class: classAttribute } = (node as Element).properties;
      const classes = [className ?? [], String(classAttribute ?? '').split(' ')].flat().map(String);
      // The stylesheet's .astro-code rule, then the element's own style, as the cascade orders them.
      if (classes.includes('astro-code')) for (const [name, value] of Object.entries(palette.defaults)) own.set(name, value);
      for (const [name, value] of styleVars((node as Element).properties.style)) own.set(name, value);
      for (const name of classes) {
        const match = /^([ld])(\d+)$/.exec(name);
        if (match) own.set(match[1] === 'l' ? '--shiki-light' : '--shiki-dark', (match[1] === 'l' ? palette.light : palette.dark)[Number(match[2])]);
      }
    }
    const code = inCode || (node.type === 'element' && node.tagName === 'code');
    for (const child of node.children) walk(child, own, code);
  };
  walk(root, new Map(), false);
  return painted;
}

test('code tokens coloured by class paint every character exactly as Shiki’s inline styles do, in both modes', async () => {
  const config = await quireShikiConfig();
  const palette = tokenPalette(config.themes.light, config.themes.dark);
  const withoutClasses = config.transformers.filter((transformer) => transformer.name !== 'quire:token-colours');
  assert.equal(withoutClasses.length, config.transformers.length - 1);
  // Astro's own highlighting (what pages and API descriptions get), with and without the classes.
  type Highlight = (code: string, lang: string, meta: string | undefined) => Promise<Element>;
  const classed = (await satteriCreateHighlightFn('shiki', config)) as Highlight;
  const inline = (await satteriCreateHighlightFn('shiki', { ...config, transformers: withoutClasses })) as Highlight;
  const tree = async (highlight: Highlight, code: string, lang: string): Promise<Root> => ({ type: 'root', children: [await highlight(code, lang, undefined)] });
  const sizes = { classed: 0, inline: 0 };
  for (const [lang, code] of Object.entries(SAMPLES)) {
    const classedTree = await tree(classed, code, lang);
    const inlineTree = await tree(inline, code, lang);
    assert.deepEqual(paintedCharacters(classedTree, palette), paintedCharacters(inlineTree, palette), lang);
    const html = toHtml(classedTree);
    const inlineHtml = toHtml(inlineTree);
    assert.ok(html.length < inlineHtml.length, `${lang}: ${html.length} bytes with classes against ${inlineHtml.length} inline`);
    sizes.classed += html.length;
    sizes.inline += inlineHtml.length;
    assert.doesNotMatch(html, /style="--shiki-light:#[0-9A-F]+;--shiki-dark:#[0-9A-F]+[;"]/i, `${lang}: neither the block nor a token keeps a plain colour style`);
  }
  // The frame and copy button are the same in both; the tokens' markup is what shrinks.
  assert.ok(sizes.classed < sizes.inline * 0.8, `${sizes.classed} bytes with classes against ${sizes.inline} inline`);
});

test('the stylesheet gives each class the colour the palette numbers it with', async () => {
  const { themes } = await quireShikiConfig();
  const palette = tokenPalette(themes.light, themes.dark);
  const css = tokenColoursCss(palette);
  assert.ok(palette.light.includes('#C23442') && palette.dark.includes('#F97583'), 'the themes’ keyword colours are in the palette');
  assert.ok(css.includes(`.l${palette.light.indexOf('#C23442')}{--shiki-light:#C23442}`));
  assert.ok(css.includes(`.d${palette.dark.indexOf('#F97583')}{--shiki-dark:#F97583}`));
  assert.deepEqual(tokenPalette(themes.light, themes.dark), palette, 'the same numbering every time');
  assert.ok(css.startsWith('.astro-code{--shiki-light:#24292E;--shiki-dark:#E1E4E8;--shiki-light-bg:#FFF;--shiki-dark-bg:#24292E}'), css.slice(0, 200));
});

test('highlighting has no time limit, so a busy machine builds the same colours as an idle one', async () => {
  const { transformers } = await quireShikiConfig();
  const options: { tokenizeTimeLimit?: number } = {};
  const noTimeLimit = transformers.find((transformer) => transformer.name === 'quire:no-time-limit');
  noTimeLimit?.preprocess?.call({} as never, 'const a = 1;', options as never);
  assert.equal(options.tokenizeTimeLimit, 0, 'Shiki’s default 500 ms per line cuts a line short under load');
});
