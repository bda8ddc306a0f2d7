/**
 * Files under docs/snippets/ and docs/_snippets/ (Mintlify's two snippet folders) are parts of
 * other pages, not pages: they get no route, no search entry and no place in llms.txt or the
 * sitemap. They stay in the content collection so <Snippet file="…"> can render them.
 */
export const isSnippetId = (id: string): boolean => /^_?snippets\//.test(id);

/**
 * The content entries `<Snippet file="…">` looks for, in order (Mintlify's legacy form names a
 * file under _snippets/ or snippets/). Shared by the component and the include-cycle check.
 */
export function snippetEntryIds(file: string): string[] {
  const id = file.replace(/^\/+/, '').replace(/\.mdx?$/i, '');
  return [`_snippets/${id}`, `snippets/${id}`, id];
}
