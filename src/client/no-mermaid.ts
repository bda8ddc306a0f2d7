/**
 * What `import('mermaid')` resolves to in the build of a site with no diagram (integration/index.ts):
 * no page carries the diagram script then, and the build need not bundle Mermaid (~3.5 MB of
 * chunks, ~2.5 s of bundling).
 */
export default undefined;
