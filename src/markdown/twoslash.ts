import { createRequire } from 'node:module';
import type { ShikiTransformer, ShikiTransformerContextCommon } from 'shiki';
import { TWOSLASH_CSS } from './twoslash-styles.ts';
import { makePopupsReachable, TWOSLASH_SCRIPT } from './twoslash-keyboard.ts';

/**
 * ```ts twoslash (Mintlify's create/code.mdx): types and errors shown on hover, as in an editor,
 * computed at build time by the TypeScript compiler (Shiki's @shikijs/twoslash; no network: the
 * standard library's types ship with TypeScript). Only JavaScript and TypeScript blocks that ask
 * for it; TypeScript (~2 s to load, seconds for a first block) is loaded by the first such block,
 * so a site without one never loads it.
 */
const LANGUAGES = new Set(['ts', 'tsx', 'typescript', 'js', 'jsx', 'javascript', 'cts', 'mts', 'cjs', 'mjs']);
const asksForTwoslash = (meta: string | undefined, lang: string) => LANGUAGES.has(lang.toLowerCase()) && /(?:^|\s)twoslash(?:\s|$)/.test(meta ?? '');

type Hook = 'preprocess' | 'tokens' | 'pre' | 'code' | 'root';

/** Whether a block is drawn with twoslash (read by token-colours.ts, which then keeps every token a span twoslash can wrap). */
export const isTwoslashBlock = (context: { meta: object }): boolean => (context.meta as { twoslash?: unknown }).twoslash !== undefined;

export function twoslashTransformer(): ShikiTransformer {
  // Loaded on the first block that asks (synchronously: Shiki's hooks are), once per config.
  let inner: ShikiTransformer | undefined;
  const load = (): ShikiTransformer => {
    if (inner) return inner;
    let twoslash: typeof import('@shikijs/twoslash');
    try {
      twoslash = createRequire(import.meta.url)('@shikijs/twoslash') as typeof import('@shikijs/twoslash');
    } catch {
      // TypeScript (its peer) missing from the project: the blocks are drawn as plain code, as before twoslash.
      inner = { name: 'quire:twoslash-unavailable' };
      return inner;
    }
    inner = twoslash.transformerTwoslash({
      explicitTrigger: true,
      // An error is shown in the block, under its line, as an editor shows it; never a failed build.
      throws: false,
      twoslashOptions: { handbookOptions: { noErrorValidation: true } },
    });
    return inner;
  };
  const delegate = (hook: Hook) =>
    function (this: ShikiTransformerContextCommon, ...args: unknown[]) {
      if (hook !== 'preprocess' && !isTwoslashBlock(this)) return undefined;
      const run = load()[hook] as ((...hookArgs: unknown[]) => unknown) | undefined;
      return run?.apply(this, args);
    };
  /** Blocks drawn so far by code hash, for ids unique on a page that shows one code twice (twoslash-keyboard.ts). */
  const seen = new Map<string, number>();
  return {
    name: 'quire:twoslash',
    preprocess(code, options) {
      if (!asksForTwoslash(options.meta?.__raw, options.lang)) return undefined;
      return delegate('preprocess').call(this, code, options) as string | undefined;
    },
    tokens: delegate('tokens') as ShikiTransformer['tokens'],
    pre: delegate('pre') as ShikiTransformer['pre'],
    code: delegate('code') as ShikiTransformer['code'],
    root(root) {
      if (!isTwoslashBlock(this)) return;
      makePopupsReachable(root, this.source, seen);
      // The popups' rules and Escape key, inside the block's frame (code-block-transformer.ts, which
      // runs first): only pages with a twoslash block carry them, and a code group still sees one block.
      const frame = root.children.find((child) => child.type === 'element');
      if (frame?.type === 'element')
        frame.children.push(
          { type: 'element', tagName: 'style', properties: {}, children: [{ type: 'text', value: TWOSLASH_CSS }] },
          { type: 'element', tagName: 'script', properties: {}, children: [{ type: 'text', value: TWOSLASH_SCRIPT }] },
        );
    },
  };
}
