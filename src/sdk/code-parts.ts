import type { CodePart, CommentPart } from './typedoc-json.ts';

/*
 * Small pieces every SDK format's reader builds its declarations and comments from.
 */

/** Adjacent plain pieces joined and empty ones dropped, so a page draws few nodes. */
export function mergedCode(parts: readonly CodePart[]): CodePart[] {
  const out: CodePart[] = [];
  for (const part of parts) {
    if (part.text === '') continue;
    const last = out.at(-1);
    if (last && last.target === undefined && part.target === undefined) last.text += part.text;
    else out.push({ ...part });
  }
  return out;
}

/** A comment's Markdown (its `sdk:` links resolved when drawn) as its parts; nothing for no text. */
export const markdownComment = (markdown: string): CommentPart[] => (markdown ? [{ kind: 'markdown', text: markdown }] : []);
