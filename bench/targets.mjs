// Writes one corpus as three projects: a Quire site folder, a bare Astro 7 project (content
// collection + one route, same Markdown processor and Shiki themes, no chrome) and an Astro
// Starlight project. Only callouts differ: each tool gets its own syntax for them.
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMdx } from './corpus.mjs';

const write = (path, text) => {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
};
const yamlString = (text) => JSON.stringify(text);
const frontmatter = (fields) =>
  `---\n${Object.entries(fields)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}: ${yamlString(v)}`)
    .join('\n')}\n---\n\n`;

const QUIRE_CALLOUT = { note: 'Note', warning: 'Warning', tip: 'Tip' };
const STARLIGHT_CALLOUT = { note: 'note', warning: 'caution', tip: 'tip' };

function body(page, callout) {
  return page.blocks.map((block) => (block.md !== undefined ? block.md : callout(block))).join('\n');
}

/** Quire: site.json (~20 groups + API group), docs/**, openapi.json. */
export function writeQuireSite(dir, corpus) {
  rmSync(dir, { recursive: true, force: true });
  write(
    join(dir, 'site.json'),
    JSON.stringify(
      {
        name: 'Acme',
        colors: { primary: '#0d9373' },
        navigation: corpus.groups.map((group) => ({ group: group.name, pages: group.pages })),
        openapi: 'openapi.json',
        api: { baseUrl: 'https://api.example.com' },
      },
      null,
      2,
    ),
  );
  write(join(dir, 'openapi.json'), JSON.stringify(corpus.openapi, null, 2));
  mkdirSync(join(dir, 'public'), { recursive: true });
  for (const page of corpus.pages) {
    const ext = isMdx(page) ? 'mdx' : 'md';
    const text =
      frontmatter({ title: page.title, description: page.description, openapi: page.operation }) + body(page, (b) => `<${QUIRE_CALLOUT[b.callout]}>\n${b.text}\n</${QUIRE_CALLOUT[b.callout]}>\n`);
    write(join(dir, 'docs', `${page.id}.${ext}`), text);
  }
}

const SHIKI = "{ themes: { light: 'github-light', dark: 'github-dark' }, defaultColor: false }";

/** Bare Astro: the floor. The same markdown, MDX and Shiki (both themes), one route, no chrome. */
export function writeBareProject(dir, corpus) {
  rmSync(dir, { recursive: true, force: true });
  write(
    join(dir, 'astro.config.mjs'),
    `import mdx from '@astrojs/mdx';
import { defineConfig } from 'astro/config';

export default defineConfig({
  integrations: [mdx()],
  markdown: { shikiConfig: ${SHIKI} },
  vite: { build: { rollupOptions: { onwarn(w, warn) { if (w.code !== 'MODULE_LEVEL_DIRECTIVE') warn(w); } } } },
});
`,
  );
  write(
    join(dir, 'src/content.config.ts'),
    `import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

export const collections = {
  docs: defineCollection({
    loader: glob({ pattern: '**/*.{md,mdx}', base: './docs', generateId: ({ entry }) => entry.replace(/\\.mdx?$/, '') }),
    schema: z.looseObject({ title: z.string(), description: z.string().optional() }),
  }),
};
`,
  );
  write(
    join(dir, 'src/pages/[...slug].astro'),
    `---
import { getCollection, render } from 'astro:content';

export async function getStaticPaths() {
  const entries = await getCollection('docs');
  return entries.map((entry) => ({ params: { slug: entry.id === 'index' ? undefined : entry.id }, props: { entry } }));
}
const { entry } = Astro.props;
const { Content } = await render(entry);
---
<html lang="en">
  <head><meta charset="utf-8" /><title>{entry.data.title}</title><meta name="description" content={entry.data.description} /></head>
  <body><main><article><h1>{entry.data.title}</h1><Content /></article></main></body>
</html>
`,
  );
  for (const page of corpus.pages) {
    const ext = isMdx(page) ? 'mdx' : 'md';
    const text = frontmatter({ title: page.title, description: page.description }) + body(page, (b) => `> **${QUIRE_CALLOUT[b.callout]}:** ${b.text}\n`);
    write(join(dir, 'docs', `${page.id}.${ext}`), text);
  }
}

/** Starlight: the same pages, sidebar with the same groups; callouts as <Aside>. */
export function writeStarlightProject(dir, corpus) {
  rmSync(dir, { recursive: true, force: true });
  const sidebar = corpus.groups.map((group) => ({
    label: group.name,
    items: group.pages.map((id) => (id === 'index' ? { label: 'Overview', link: '/' } : { slug: id })),
  }));
  write(
    join(dir, 'astro.config.mjs'),
    `import starlight from '@astrojs/starlight';
import { defineConfig } from 'astro/config';

export default defineConfig({
  integrations: [starlight({ title: 'Acme', sidebar: ${JSON.stringify(sidebar)} })],
  vite: { build: { rollupOptions: { onwarn(w, warn) { if (w.code !== 'MODULE_LEVEL_DIRECTIVE') warn(w); } } } },
});
`,
  );
  // This project shares the repository's node_modules, where the hoisted js-yaml is 5.x (from
  // swagger-parser) while Starlight needs its own 4.x; Astro's prerender chunks import bare 'js-yaml'
  // from dist/.prerender/, so give the project a node_modules/js-yaml of its own pointing at Starlight's.
  mkdirSync(join(dir, 'node_modules'), { recursive: true });
  const starlightYaml = fileURLToPath(new URL('../node_modules/@astrojs/starlight/node_modules/js-yaml', import.meta.url));
  if (existsSync(starlightYaml)) symlinkSync(starlightYaml, join(dir, 'node_modules/js-yaml'));
  write(
    join(dir, 'src/content.config.ts'),
    `import { defineCollection } from 'astro:content';
import { docsLoader } from '@astrojs/starlight/loaders';
import { docsSchema } from '@astrojs/starlight/schema';

export const collections = { docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }) };
`,
  );
  for (const page of corpus.pages) {
    const mdx = isMdx(page);
    const text =
      frontmatter({ title: page.title, description: page.description }) +
      (mdx ? "import { Aside } from '@astrojs/starlight/components';\n\n" : '') +
      body(page, (b) => `<Aside type="${STARLIGHT_CALLOUT[b.callout]}">\n${b.text}\n</Aside>\n`);
    write(join(dir, 'src/content/docs', `${page.id}.${mdx ? 'mdx' : 'md'}`), text);
  }
}
