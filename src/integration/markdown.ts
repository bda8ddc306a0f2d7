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
import { reactIslandsPlugin } from '../markdown/react-islands.ts';
import { undefinedNamesPlugin } from '../markdown/undefined-names.ts';
import type { PageCodeOfBuild } from '../markdown/page-code.ts';
import { diagramsPlugin } from '../markdown/diagrams.ts';
import { codeOptionsPlugin } from '../markdown/code-options.ts';
import { highlightedOnce } from '../markdown/code-highlighter.ts';
import type { CodeBlockStyle } from '../config/model.ts';
import type { SiteTextReader } from '../utils/read-site-file.ts';

/** What Quire's Markdown pipeline reads of the site: a build's stay as they were when it started; the dev server reads them again per page. */
export interface RenderSettings {
  docsDir: string;
  siteDir?: string;
  /** The site's icon library, in which components' icons are looked up. */
  iconLibrary: IconLibrary;
  /** How badly a name nothing defines stops the page (the policy's answer): a warning draws its content alone. */
  unknownComponents: 'error' | 'warning';
  /** How badly the site's code that cannot run stops the page (the policy's answer): a warning draws it as nothing. */
  pageCodeProblems: 'error' | 'warning';
  /** Whether missing media are warnings (the policy's answer): a missing relative markdown image then no longer stops Astro. */
  missingMediaTolerated: boolean;
  /** docs.json's `{{name}}` substitutions (markdown/variables.ts). */
  variables?: Variables;
  /** Code themes (`styling.codeblocks`) and math (`styling.latex`): fixed when the pipeline is made. */
  codeblocks?: CodeBlockStyle;
  latex?: boolean;
}

/** Where the pipeline notes what pages use, for the build's report: the same records whichever thread draws a page. */
export interface BuildRecords {
  /** Components shown as placeholders or plain blocks, and names nothing defines. */
  componentUses: ComponentUsesOfBuild;
  /** Components' icons not drawn as asked. */
  icons: IconNoticesOfBuild;
  /** The site's code that cannot run as written (markdown/page-code.ts). */
  pageCode: PageCodeOfBuild;
}

/**
 * Astro's `markdown` settings for Quire pages (.md and .mdx): Sätteri (Astro 7's default, twice
 * as fast as unified here) with the unknown-component check, no script URLs, focusable wide tables,
 * Mintlify's heading ids and root-relative links, and Quire's Shiki settings (markdown/shiki-config.ts),
 * each code block tokenized once for both themes (markdown/code-highlighter.ts).
 * `settings` is read as pages are drawn (docsDir, siteDir, code themes and math once, when made);
 * `onNewIconNotice` hears each icon notice as it is found (dev).
 */
export async function quireMarkdownConfig(
  settings: () => RenderSettings,
  records: BuildRecords,
  onNewIconNotice?: (notice: string, where: string) => void,
  /** A build's reading of the site's files (SiteSource.textAt), where the pipeline runs beside it; else the files are read from the disk. */
  readText?: SiteTextReader,
) {
  const { docsDir, siteDir, codeblocks, latex } = settings();
  // Math (temml) is loaded only for a site that asks for it (docs.json `styling.latex`).
  const math = latex ? await import('../markdown/latex.ts') : undefined;
  return {
    processor: highlightedOnce(
      satteri({
        features: math?.latexFeatures(true) ?? {},
        mdastPlugins: [
          // The component check reads the page's code as the author wrote it, and binds the names
          // nothing defines to the stand-in (their content alone) before the React plan reads that code.
          unknownComponentsPlugin(records.componentUses, () => settings().unknownComponents, docsDir),
          reactIslandsPlugin({ docsDir, siteDir: siteDir ?? docsDir, readText }),
          // After both: the names the page's code binds, stand-ins and imports included, are known.
          undefinedNamesPlugin({ docsDir, record: records.pageCode, severity: () => settings().pageCodeProblems }),
          missingRelativeImagesPlugin(docsDir, () => settings().missingMediaTolerated),
          iconNoticesPlugin(records.icons, () => settings().iconLibrary, onNewIconNotice),
          pageVariablesPlugin(() => settings().variables),
        ],
        // Script URLs go first: the root-relative rewrite would otherwise read `java\tscript:x` as a path.
        hastPlugins: [
          scriptUrlsPlugin(),
          scrollableTablesPlugin(),
          mintlifyHeadingIdsPlugin(),
          rootRelativeLinksPlugin(docsDir),
          diagramsPlugin(),
          codeOptionsPlugin(),
          ...(math ? [math.latexPlugin()] : []),
        ],
      }),
    ),
    shikiConfig: await quireShikiConfig(codeblocks),
    // ```mermaid is a diagram (markdown/diagrams.ts), not code to colour.
    syntaxHighlight: { type: 'shiki' as const, excludeLangs: ['mermaid'] },
  };
}
