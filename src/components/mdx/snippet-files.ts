/**
 * Files under docs/snippets/ and docs/_snippets/ (Mintlify's two snippet folders) are parts of
 * other pages, not pages: they get no route, no search entry and no place in llms.txt or the
 * sitemap. They stay in the content collection so <Snippet file="…"> can render them.
 */
export const isSnippetId = (id: string): boolean => /^_?snippets\//.test(id);
