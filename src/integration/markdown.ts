import { satteri } from '@astrojs/markdown-satteri';
import { mintlifyHeadingIdsPlugin } from '../markdown/mintlify-heading-ids.ts';
import { rootRelativeLinksPlugin } from '../markdown/root-relative-links.ts';
import { scriptUrlsPlugin } from '../markdown/script-urls.ts';
import { scrollableTablesPlugin } from '../markdown/scrollable-tables.ts';
import { missingRelativeImagesPlugin } from '../markdown/missing-relative-images.ts';
import { quireShikiConfig } from '../markdown/shiki-config.ts';
import { unknownComponentsPlugin, type ComponentUsesOfBuild } from '../markdown/unknown-components.ts';
import { iconNoticesPlugin, type IconNoticesOfBuild } from '../markdown/icon-notices.ts';
import type { IconLibrary } from '../config/icon-value.ts';
import { pageVariablesPlugin, type Variables } from '../markdown/variables.ts';
import { latexFeatures, latexPlugin } from '../markdown/latex.ts';
import { reactIslandsPlugin } from '../markdown/react-islands.ts';
import { undefinedNamesPlugin } from '../markdown/undefined-names.ts';
import type { PageCodeOfBuild } from '../markdown/page-code.ts';
import { diagramsPlugin } from '../markdown/diagrams.ts';
import { codeOptionsPlugin } from '../markdown/code-options.ts';
import type { CodeBlockStyle } from '../config/model.ts';

/**
 * Astro's `markdown` settings for Quire pages (.md and .mdx): Sätteri (Astro 7's default, twice
 * as fast as unified here) with the unknown-component check, no script URLs, focusable wide tables,
 * Mintlify's heading ids and root-relative links, and Quire's Shiki settings (markdown/shiki-config.ts).
 * `componentUses` is this build's record of components shown as placeholders or plain blocks,
 * `icons` the record of its components' icons not drawn as asked (in the site's `iconLibrary`),
 * `onNewIconNotice` hears each as it is found (dev); `site`: docs.json's `{{name}}` substitutions
 * (markdown/variables.ts, read per page) and code themes (`styling.codeblocks`) and math
 * (`styling.latex`), both fixed when the server starts.
 */
export async function quireMarkdownConfig(
  docsDir: string,
  {
    componentUses,
    icons,
    iconLibrary,
    onNewIconNotice,
    unknownComponents,
    missingMediaTolerated = () => false,
    pageCode,
    pageCodeProblems = () => 'error',
  }: {
    componentUses: ComponentUsesOfBuild;
    icons: IconNoticesOfBuild;
    iconLibrary: () => IconLibrary;
    onNewIconNotice?: (notice: string, where: string) => void;
    /** How badly a name nothing defines stops the page (the policy's answer): a warning draws its content alone. */
    unknownComponents?: () => 'error' | 'warning';
    /** Whether missing media are warnings (the policy's answer): a missing relative markdown image then no longer stops Astro. */
    missingMediaTolerated?: () => boolean;
    /** This build's record of the site's code that cannot run as written (markdown/page-code.ts). */
    pageCode?: PageCodeOfBuild;
    /** How badly such code stops the page (the policy's answer): a warning draws it as nothing. */
    pageCodeProblems?: () => 'error' | 'warning';
  },
  site: { variables: () => Variables | undefined; codeblocks?: CodeBlockStyle; latex?: boolean; siteDir?: string } = { variables: () => undefined },
) {
  return {
    processor: satteri({
      features: latexFeatures(site.latex),
      mdastPlugins: [
        // The component check reads the page's code as the author wrote it, and binds the names
        // nothing defines to the stand-in (their content alone) before the React plan reads that code.
        unknownComponentsPlugin(componentUses, unknownComponents, docsDir),
        reactIslandsPlugin({ docsDir, siteDir: site.siteDir ?? docsDir }),
        // After both: the names the page's code binds, stand-ins and imports included, are known.
        undefinedNamesPlugin({ docsDir, record: pageCode, severity: pageCodeProblems }),
        missingRelativeImagesPlugin(docsDir, missingMediaTolerated),
        iconNoticesPlugin(icons, iconLibrary, onNewIconNotice),
        pageVariablesPlugin(site.variables),
      ],
      // Script URLs go first: the root-relative rewrite would otherwise read `java\tscript:x` as a path.
      hastPlugins: [
        scriptUrlsPlugin(),
        scrollableTablesPlugin(),
        mintlifyHeadingIdsPlugin(),
        rootRelativeLinksPlugin(docsDir),
        diagramsPlugin(),
        codeOptionsPlugin(),
        ...(site.latex ? [latexPlugin()] : []),
      ],
    }),
    shikiConfig: await quireShikiConfig(site.codeblocks),
    // ```mermaid is a diagram (markdown/diagrams.ts), not code to colour.
    syntaxHighlight: { type: 'shiki' as const, excludeLangs: ['mermaid'] },
  };
}
