import { satteri, satteriHighlightPlugin } from '@astrojs/markdown-satteri';
import type { Element, ElementContent } from 'hast';
import { createCssVariablesTheme, createHighlighter, isSpecialLang, type ShikiTransformer } from 'shiki';
import { codeToHast } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { onePassPrimitive } from './one-pass-tokens.ts';

type Processor = ReturnType<typeof satteri>;
type SharedOptions = Parameters<Processor['createRenderer']>[0];
type ShikiConfig = NonNullable<SharedOptions['shikiConfig']>;
type Highlight = Parameters<typeof satteriHighlightPlugin>[0];

/**
 * Quire's pages highlighted as Astro highlights them (its Sätteri plugin finds the blocks and
 * their languages; the same classes, attributes and transformers), except that each block is
 * tokenized once for both themes (one-pass-tokens.ts) instead of once per theme. `processor`'s
 * renderers, for .md and .mdx, run Astro's highlighting plugin with this highlighter first, then
 * the processor's own plugins; settings other than Shiki's (Prism, none) render as Astro renders them.
 */
export function highlightedOnce(processor: Processor): Processor {
  const twinFor = async (shared: SharedOptions) => {
    const { syntaxHighlight, shikiConfig = {} } = shared;
    const type = typeof syntaxHighlight === 'object' ? syntaxHighlight.type : syntaxHighlight;
    if (type !== 'shiki') return undefined;
    const excluded = typeof syntaxHighlight === 'object' ? syntaxHighlight.excludeLangs : undefined;
    const { mdastPlugins, hastPlugins, features } = processor.options;
    const highlight = satteriHighlightPlugin(await quireHighlightFn(shikiConfig), excluded);
    return { processor: satteri({ mdastPlugins, hastPlugins: [highlight, ...hastPlugins], features }), shared: { ...shared, syntaxHighlight: false as const } };
  };
  return {
    name: processor.name,
    options: processor.options,
    async createRenderer(shared) {
      const twin = await twinFor(shared);
      return twin ? twin.processor.createRenderer(twin.shared) : processor.createRenderer(shared);
    },
    async createMdxRenderer(shared, mdx) {
      const twin = await twinFor(shared);
      return twin ? twin.processor.createMdxRenderer!(twin.shared, mdx) : processor.createMdxRenderer!(shared, mdx);
    },
  };
}

/** What Astro's own Shiki step gives every block: its class names, its language, its overflow, diff signs kept out of a selection. */
function astroCodeBlock(language: string, resolved: string, wrap: boolean | null | undefined): ShikiTransformer {
  const overflow = wrap === true ? '; overflow-x: auto; white-space: pre-wrap; word-wrap: break-word;' : wrap === null ? '' : '; overflow-x: auto;';
  return {
    name: 'quire:astro-code-block',
    pre(node) {
      const className = node.properties.class;
      node.properties.class = (Array.isArray(className) ? className.join(' ') : String(className ?? '')).replace(/shiki/g, 'astro-code');
      node.properties.dataLanguage = language;
      node.properties.style = `${node.properties.style ?? ''}${overflow}`;
    },
    line(node) {
      if (resolved !== 'diff') return;
      const first = node.children[0];
      const text = first?.type === 'element' ? first.children[0] : undefined;
      if (text?.type !== 'text' || (text.value[0] !== '+' && text.value[0] !== '-')) return;
      const sign = text.value[0];
      text.value = text.value.slice(1);
      (first as Element).children.unshift({ type: 'element', tagName: 'span', properties: { style: 'user-select: none;' }, children: [{ type: 'text', value: sign }] });
    },
  };
}

const themeOf = (shikiConfig: ShikiConfig) => (shikiConfig.theme === 'css-variables' ? createCssVariablesTheme({ variablePrefix: '--astro-code-' }) : (shikiConfig.theme ?? 'github-dark'));
const hasThemes = (shikiConfig: ShikiConfig) => Object.values(shikiConfig.themes ?? {}).length > 0;

function shikiHighlighter(shikiConfig: ShikiConfig) {
  return createHighlighter({
    langs: ['plaintext', ...(shikiConfig.langs ?? [])],
    // A copy: Shiki adds its own aliases to the object it is given.
    langAlias: { ...shikiConfig.langAlias },
    themes: hasThemes(shikiConfig) ? Object.values(shikiConfig.themes!) : [themeOf(shikiConfig)],
    engine: createOnigurumaEngine(import('shiki/wasm')),
  });
}
type Highlighter = Awaited<ReturnType<typeof shikiHighlighter>>;

// Pages (.md, .mdx), the <CodeBlock> component and OpenAPI descriptions share a highlighter per
// settings, so each grammar compiles once per thread (Astro keeps its highlighters the same way).
const highlighters = new Map<string, Promise<Highlighter>>();

/**
 * A block's highlighting with Astro's `markdown.shikiConfig` settings (code, language, meta → its
 * `<pre>`), as Astro's Sätteri step makes it, tokenizing once for both themes.
 */
export async function quireHighlightFn(shikiConfig: ShikiConfig): Promise<Highlight> {
  const key = JSON.stringify([shikiConfig.theme, shikiConfig.themes, shikiConfig.langAlias, shikiConfig.langs]);
  let highlighter = highlighters.get(key);
  if (!highlighter) highlighters.set(key, (highlighter = shikiHighlighter(shikiConfig)));
  return highlightWith(await highlighter, shikiConfig);
}

/** Astro's `markdown.shikiConfig` applied by `highlighter`: code, language and meta → the block's `<pre>`. */
function highlightWith(highlighter: Highlighter, shikiConfig: ShikiConfig): Highlight {
  const { langAlias = {}, themes = {}, wrap, defaultColor, transformers = [] } = shikiConfig;
  const themeOptions = hasThemes(shikiConfig) ? { themes } : { theme: themeOf(shikiConfig) };
  const onePass = onePassPrimitive(highlighter);
  return async (code, lang = 'plaintext', meta) => {
    let language = lang;
    const resolved = langAlias[lang] ?? lang;
    if (!isSpecialLang(lang) && !highlighter.getLoadedLanguages().includes(resolved)) {
      try {
        await highlighter.loadLanguage(resolved as Parameters<Highlighter['loadLanguage']>[0]);
      } catch {
        const named = lang === resolved ? `"${lang}"` : `"${lang}" (aliased to "${resolved}")`;
        console.warn(`[Shiki] The language ${named} doesn't exist, falling back to "plaintext".`);
        language = 'plaintext';
      }
    }
    const root = codeToHast(onePass, code.replace(/(?:\r\n|\r|\n)$/, ''), {
      ...themeOptions,
      defaultColor,
      lang: language,
      meta: meta ? { __raw: meta } : undefined,
      transformers: [astroCodeBlock(language, resolved, wrap), ...transformers],
    });
    return root.children[0] as ElementContent as Awaited<ReturnType<Highlight>>;
  };
}
