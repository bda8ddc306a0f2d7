import type { ShikiPrimitive } from 'shiki/core';
import { EncodedTokenMetadata } from 'shiki/textmate';

/**
 * Shiki colours a block once per theme: for a light and a dark theme it runs the grammar over the
 * code twice, and the grammar's regular expressions are most of the time a page takes to render.
 * Yet only the colours depend on the theme; where tokens begin and which scopes they carry do not.
 *
 * `onePassPrimitive` is Shiki's primitive with grammars that tokenize each line once, into scopes,
 * and give each theme the encoded tokens the grammar would have given it: the same metadata (the
 * theme's colour and font style, folded over the token's scopes as vscode-textmate folds them, the
 * token type and bracket flag), merged where neighbours are equal, as the grammar merges them. Shiki
 * asks the grammar for the first theme's lines, then for the second's with the very states it was
 * given back, so the second theme finds each line already tokenized. Measured on 13,518 blocks of
 * the corpus in 48 languages: the same HAST, byte for byte, in ~30 % less time; with the kept lines
 * below, the same HAST on 15,505 blocks (tests/unit/markdown/one-pass-tokens.test.ts checks the sameness).
 *
 * The lines a grammar tokenized are kept for the build (tokenizedLine below), so a block that
 * recurs on other pages, or begins as another did, is tokenized once.
 */

type Grammar = ReturnType<ShikiPrimitive['getLanguage']>;
type StateStack = Parameters<Grammar['tokenizeLine2']>[1];
type ScopedLine = ReturnType<Grammar['tokenizeLine']>;

/** What of vscode-textmate's Grammar this reads besides its public methods (see tokenizeLine2 below). */
interface GrammarInside {
  themeProvider: { getDefaults(): StyleAttributes; themeMatch(path: ScopePath): StyleAttributes | null };
  getMetadataForScope(scope: string): { languageId: number; tokenType: number };
  balancedBracketSelectors: { matchesAlways: boolean; matchesNever: boolean; match(scopes: string[]): boolean } | null;
  _tokenTypeMatchers?: unknown[];
}
interface StyleAttributes {
  fontStyle: number;
  foregroundId: number;
  backgroundId: number;
}
/** The theme matches a token's scopes from the innermost outwards, reading only these two fields. */
interface ScopePath {
  parent: ScopePath | null;
  scopeName: string;
}

const NOT_SET = { fontStyle: -1, tokenType: 8 } as const;

/** A token's metadata under the theme now set: its scopes folded from the outermost, as vscode-textmate pushes them. */
function metadataOf(grammar: GrammarInside, defaults: StyleAttributes, scopes: string[]): number {
  let metadata = EncodedTokenMetadata.set(0, 0, 0, null, defaults.fontStyle, defaults.foregroundId, defaults.backgroundId);
  let path: ScopePath | null = null;
  for (const scopeName of scopes) {
    path = { parent: path, scopeName };
    const basic = grammar.getMetadataForScope(scopeName);
    const style = grammar.themeProvider.themeMatch(path);
    metadata = EncodedTokenMetadata.set(metadata, basic.languageId, basic.tokenType, null, style?.fontStyle ?? NOT_SET.fontStyle, style?.foregroundId ?? 0, style?.backgroundId ?? 0);
  }
  const brackets = grammar.balancedBracketSelectors;
  if (brackets && (brackets.matchesAlways || (!brackets.matchesNever && brackets.match(scopes)))) {
    metadata = EncodedTokenMetadata.set(metadata, 0, NOT_SET.tokenType, true, NOT_SET.fontStyle, 0, 0);
  }
  return metadata;
}

/** Per grammar and per theme (its defaults object is the theme's own): scopes → metadata, for the whole build. */
const metadataByTheme = new WeakMap<object, WeakMap<StyleAttributes, Map<string, number>>>();

function metadataCache(grammar: object, defaults: StyleAttributes): Map<string, number> {
  let byTheme = metadataByTheme.get(grammar);
  if (!byTheme) metadataByTheme.set(grammar, (byTheme = new WeakMap()));
  let cache = byTheme.get(defaults);
  if (!cache) byTheme.set(defaults, (cache = new Map()));
  return cache;
}

/**
 * Per grammar: each line tokenized so far, by the state it was tokenized from. The grammar gives the
 * same tokens and the same next state for the same line after the same state, and a block starts
 * from the one initial state: a block, or the first lines of a block, seen before on any page is
 * not tokenized again (the next lines are looked up from the very state objects kept here). Only
 * the grammar's work is kept; every block is still drawn by Shiki and its transformers.
 */
let kept = { lines: 0, byGrammar: new Map<object, Map<StateStack, Map<string, ScopedLine>>>() };
/** Lines kept before they are all let go: ~1 kB each, so ~50 MB at most (a thousand-page site keeps ~25,000). */
const MAX_LINES_KEPT = 50_000;

function tokenizedLine(grammar: Grammar, line: string, state: StateStack, timeLimit: number | undefined): ScopedLine {
  if (kept.lines >= MAX_LINES_KEPT) kept = { lines: 0, byGrammar: new Map() };
  let afterState = kept.byGrammar.get(grammar);
  if (!afterState) kept.byGrammar.set(grammar, (afterState = new Map()));
  let lines = afterState.get(state);
  if (!lines) afterState.set(state, (lines = new Map()));
  let scoped = lines.get(line);
  if (scoped) return scoped;
  scoped = grammar.tokenizeLine(line, state, timeLimit);
  // A line cut short by a time limit is not what the grammar makes of it: not kept.
  if (!scoped.stoppedEarly) {
    lines.set(line, scoped);
    kept.lines++;
  }
  return scoped;
}

/**
 * Whether the grammar has the internals this reads. The switch: a vscode-textmate that renames them
 * leaves every grammar tokenizing per theme, as Shiki does (slower, the same colours); the test of
 * the one pass (tests/unit/markdown/one-pass-tokens.test.ts) then fails, so the upgrade is seen.
 */
export function readsGrammarInternals(grammar: Grammar): boolean {
  const inside = grammar as unknown as Partial<GrammarInside>;
  return (
    typeof inside.themeProvider?.getDefaults === 'function' &&
    typeof inside.themeProvider.themeMatch === 'function' &&
    typeof inside.getMetadataForScope === 'function' &&
    'balancedBracketSelectors' in inside
  );
}

function onePassGrammar(grammar: Grammar): Grammar {
  const inside = grammar as unknown as GrammarInside;
  // Token types a grammar's configuration overrides: Shiki configures none; if one ever does, that grammar tokenizes per theme.
  if (!readsGrammarInternals(grammar) || (inside._tokenTypeMatchers?.length ?? 0) > 0) return grammar;
  const once: Grammar = Object.create(grammar);
  once.tokenizeLine2 = (line, state, timeLimit) => {
    const scoped = tokenizedLine(grammar, line, state, timeLimit);
    const defaults = inside.themeProvider.getDefaults();
    const cache = metadataCache(grammar, defaults);
    const encoded: number[] = [];
    for (const token of scoped.tokens) {
      const key = token.scopes.join(' ');
      let metadata = cache.get(key);
      if (metadata === undefined) cache.set(key, (metadata = metadataOf(inside, defaults, token.scopes)));
      // Equal neighbours are one token, as the grammar emits them.
      if (encoded.length > 0 && encoded[encoded.length - 1] === metadata) continue;
      encoded.push(token.startIndex, metadata);
    }
    return { tokens: Uint32Array.from(encoded), ruleStack: scoped.ruleStack, stoppedEarly: scoped.stoppedEarly };
  };
  return once;
}

/** Each grammar's one-pass twin, made once (what it keeps lives in the caches above). */
const onePassTwins = new WeakMap<Grammar, Grammar>();

/** Shiki's primitive whose grammars tokenize each line once for all themes; made once per highlighter. */
export function onePassPrimitive(primitive: ShikiPrimitive): ShikiPrimitive {
  const once: ShikiPrimitive = Object.create(primitive);
  once.getLanguage = (name) => {
    const grammar = primitive.getLanguage(name);
    let twin = onePassTwins.get(grammar);
    if (!twin) onePassTwins.set(grammar, (twin = onePassGrammar(grammar)));
    return twin;
  };
  return once;
}
