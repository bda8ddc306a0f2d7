import { bundledThemesInfo } from 'shiki/themes';
import * as z from 'zod';
import { icon, imageValue, linkValue, nonEmpty, pathText, text, flag } from './shared.ts';
import { isScriptUrl, SCRIPT_URL_RULE } from '../../utils/url-safety.ts';
import { CSS_VARIABLES_THEME } from '../code-theme-names.ts';

/** Keys about the site as a whole: search, SEO, redirects, error page, page metadata, styling, icons. */

export const CONTEXTUAL_PRESETS = [
  'copy',
  'assistant',
  'view',
  'download-pdf',
  'download-spec',
  'chatgpt',
  'claude',
  'perplexity',
  'grok',
  'aistudio',
  'devin',
  'windsurf',
  'mcp',
  'add-mcp',
  'cursor',
  'vscode',
  'devin-mcp',
  'devin-desktop',
] as const;

const customOption = z.object(
  {
    title: text('the option title'),
    description: text('the option description'),
    icon: icon().optional(),
    href: z.union([linkValue('the option URL'), z.object({ base: linkValue('the option URL'), query: z.array(z.object({ key: text(), value: text() })).optional() })], {
      error: 'a URL, or { "base", "query" }',
    }),
  },
  { error: 'a custom option { "title", "description", "href" }' },
);

export const contextualSchema = z.object(
  {
    options: z
      .array(z.union([z.enum(CONTEXTUAL_PRESETS), customOption], { error: `one of ${CONTEXTUAL_PRESETS.map((p) => `"${p}"`).join(', ')}, or { "title", "description", "href" }` }))
      .refine((options) => new Set(options).size === options.length, { error: 'each option once (an option is listed twice)' }),
    display: z.enum(['header', 'toc']).default('header'),
  },
  { error: 'an object { "options": ["copy", "view", …] }' },
);

export const searchSchema = z.object({ prompt: text('the search placeholder text').optional() }, { error: 'an object { "prompt" }' });

/** Meta tags whose content is a URL a crawler or preview card follows (og:image, og:url, twitter:image, …). */
export const isUrlMetatag = (name: string) => /(^|:)(image|url|video|audio|logo|secure_url)(:|$)|image$/i.test(name);

const metatags = () =>
  z.record(z.string(), nonEmpty('a non-empty meta tag value'), { error: 'an object of meta tags { "name": "content" }' }).superRefine((tags, context) => {
    for (const [name, content] of Object.entries(tags)) {
      if (isUrlMetatag(name) && isScriptUrl(content, 'image')) context.addIssue({ code: 'custom', path: [name], input: content, message: `a URL (${SCRIPT_URL_RULE})` });
    }
  });

export const seoSchema = z.object(
  {
    metatags: metatags().optional(),
    paths: z
      .array(z.object({ path: nonEmpty('a folder path like "guides/v2"'), metatags: metatags() }))
      .refine((paths) => new Set(paths.map((entry) => entry.path)).size === paths.length, { error: 'each path once' })
      .optional(),
    organization: z
      .object({
        id: text().optional(),
        name: text().optional(),
        legalName: text().optional(),
        url: linkValue('the organisation URL').optional(),
        logo: imageValue('the organisation logo URL').optional(),
        sameAs: z.array(linkValue('a profile URL')).optional(),
      })
      .optional(),
    indexing: z.enum(['navigable', 'all']).optional(),
    trailingSlash: flag().optional(),
  },
  { error: 'an object { "metatags", "indexing" }' },
);

export const redirectsSchema = z
  .array(
    z.object(
      { source: pathText('the path to redirect from, like "/old" or "/old/:slug*"'), destination: linkValue('the path or URL to redirect to'), permanent: flag().optional() },
      { error: 'a redirect { "source", "destination" }' },
    ),
    { error: 'an array of redirects { "source", "destination" }' },
  )
  .refine((redirects) => new Set(redirects.map((r) => r.source)).size === redirects.length, { error: 'each source once (two redirects share a source)' });

export const errorsSchema = z.object(
  { '404': z.object({ redirect: flag().optional(), title: text().optional(), description: text().optional() }, { error: 'an object { "redirect", "title", "description" }' }) },
  { error: 'an object { "404": { … } }' },
);

export const metadataSchema = z.object({ timestamp: flag().default(false) }, { error: 'an object { "timestamp" }' });

export const iconsSchema = z.object({ library: z.enum(['fontawesome', 'lucide', 'tabler']) }, { error: 'an object { "library": "fontawesome" | "lucide" | "tabler" }' });

/** The names Mintlify accepts in `styling.codeblocks`: the themes Shiki bundles, and Shiki's "css-variables" theme. */
export const SHIKI_THEMES: [string, ...string[]] = [CSS_VARIABLES_THEME, ...bundledThemesInfo.map((theme): string => theme.id)];

const THEME_NAME = 'a Shiki theme name like "github-dark" (the themes listed at shiki.style/themes)';
// A string first, so that an object given where a name may be is reported by the object's branch of a union.
const shikiTheme = () => z.string({ error: THEME_NAME }).pipe(z.enum(SHIKI_THEMES, { error: THEME_NAME }));

export const stylingSchema = z.object(
  {
    eyebrows: z.enum(['section', 'breadcrumbs']).optional(),
    codeblocks: z
      .union(
        [
          // "system" (code follows the page's mode), "dark" (always dark), or a theme name: Mintlify's docs allow it bare.
          z.string().pipe(z.enum(['system', 'dark', ...SHIKI_THEMES], { error: '"system", "dark", a Shiki theme name like "github-dark", or { "theme" }' })),
          z.object({ theme: z.union([shikiTheme(), z.object({ light: shikiTheme(), dark: shikiTheme() })]).optional(), languages: z.object({ custom: z.array(text()).optional() }).optional() }),
        ],
        { error: '"system", "dark", a Shiki theme name, or { "theme" }' },
      )
      .optional(),
    latex: flag().optional(),
  },
  { error: 'an object { "eyebrows", "codeblocks" }' },
);
