import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { quireMarkdownConfig, type RenderSettings } from '../../src/integration/markdown.ts';
import { newIconNotices } from '../../src/markdown/icon-notices.ts';
import { newPageCode } from '../../src/markdown/page-code.ts';
import { newComponentUses } from '../../src/markdown/unknown-components.ts';

/** Quire's Markdown pipeline as config-setup.ts makes it, with its own records, and the options Astro hands its renderers. */
export async function quirePipeline(settings: RenderSettings) {
  const records = { componentUses: newComponentUses(), icons: newIconNotices(), pageCode: newPageCode() };
  const markdown = await quireMarkdownConfig(() => settings, records);
  const shared = { syntaxHighlight: markdown.syntaxHighlight, shikiConfig: markdown.shikiConfig, gfm: true, smartypants: true };
  return { markdown, records, shared };
}

type Processor = Awaited<ReturnType<typeof quirePipeline>>['markdown']['processor'];
export type SharedOptions = Parameters<Processor['createRenderer']>[0];

/** One .md page and one .mdx page of `docsDir` through `processor`'s renderers, as Astro asks for them. */
export async function renderMdAndMdx(
  processor: Processor,
  shared: SharedOptions,
  docsDir: string,
  pages: { md: [name: string, text: string]; mdx: [name: string, text: string, frontmatter?: Record<string, unknown>] },
) {
  const md = await (await processor.createRenderer(shared)).render(pages.md[1], { fileURL: pathToFileURL(join(docsDir, pages.md[0])), frontmatter: {} });
  const mdxRenderer = await processor.createMdxRenderer!(shared, { optimize: false, srcDir: pathToFileURL(`${docsDir}/`), sourcemap: false });
  const mdx = await mdxRenderer.process(pages.mdx[1], join(docsDir, pages.mdx[0]), pages.mdx[2] ?? {});
  return { md, mdx };
}
