import { isAbsolute, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineHastPlugin, type PluginFactoryContext } from 'satteri';
import { rootRelativeHref } from '../utils/urls.ts';
import { pageHref, pageIdFromFile } from '../navigation/pages.ts';

interface LinkNode {
  properties?: Record<string, unknown>;
}

/**
 * Sätteri hast plugin: relative links in a page (`[Usage](usage)`, `<a href="../api">`) become
 * root-relative, resolved as the link check resolves them. A page is built as
 * /guides/install/index.html; a host that answers /guides/install with a redirect to
 * /guides/install/ would otherwise send `usage` to /guides/install/usage.
 */
export const rootRelativeLinksPlugin = (docsDir: string) => (context: PluginFactoryContext) => {
  const file = context.fileURL && fileURLToPath(context.fileURL);
  const inDocs = file && relative(docsDir, file);
  if (!inDocs || inDocs.startsWith('..') || isAbsolute(inDocs)) return null;
  const pagePath = pageHref(pageIdFromFile(inDocs));
  return defineHastPlugin({
    name: 'quire-root-relative-links',
    element: {
      filter: ['a'],
      visit(node: LinkNode, ctx) {
        const href = node.properties?.href;
        const rewritten = typeof href === 'string' ? rootRelativeHref(href.trim(), pagePath) : undefined;
        if (rewritten) ctx.setProperty(node as never, 'href', rewritten);
      },
    },
  });
};
