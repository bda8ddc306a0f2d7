import { DEFAULT_ICON_LIBRARY } from '../icon-value.ts';
import type { ChromeOverride, SiteFont, SiteModel, SiteSettings } from '../model.ts';
import type { DocsLanguage } from './navigation-types.ts';
import type { DocsAsyncApi, DocsOpenApi } from './navigation-types.ts';
import type { DocsJsonConfig } from './schema.ts';
import { SERVER_CONTEXTUAL_OPTIONS } from './static-keys.ts';
import { PLAYGROUND_MODES } from '../playground-modes.ts';

/** Every spec location in an `openapi` value (string, array, or `{ source }`). */
export function openapiSources(value: DocsOpenApi | undefined): string[] {
  if (value === undefined) return [];
  const entries = Array.isArray(value) ? value : [value];
  return entries.map((entry) => (typeof entry === 'string' ? entry : entry.source));
}

/** Every file of an `asyncapi` value (a location, a list of them, or `{ source }`). */
export function asyncapiSources(value: DocsAsyncApi): string[] {
  return typeof value === 'string' ? [value] : Array.isArray(value) ? [...value] : [value.source];
}

/** A navbar link with no label names its kind ("github" → "GitHub"), as Mintlify shows it. */
const KIND_LABELS: Record<string, string> = { github: 'GitHub', discord: 'Discord' };
const labelFor = (label: string | undefined, type: string | undefined) => label ?? KIND_LABELS[type ?? ''] ?? type ?? '';

function fonts(config: DocsJsonConfig): { heading?: SiteFont; body?: SiteFont } | undefined {
  const value = config.fonts;
  if (value === undefined) return undefined;
  return 'family' in value ? { heading: value, body: value } : { heading: value.heading, body: value.body };
}

function topbarCtaButton(navbar: DocsJsonConfig['navbar']): SiteModel['topbarCtaButton'] {
  const primary = navbar?.primary;
  if (!primary) return undefined;
  if (primary.type === 'github') return { type: 'github', url: primary.href, name: primary.label };
  return { type: 'link', url: primary.href, name: labelFor(primary.label, primary.type) };
}

const navbarFields = (navbar: DocsJsonConfig['navbar']) => ({
  topbarLinks: (navbar?.links ?? []).map((link) => ({ name: labelFor(link.label, link.type), url: link.href, icon: link.icon })),
  topbarCtaButton: topbarCtaButton(navbar),
});

const footerFields = (footer: DocsJsonConfig['footer']) => ({
  footerSocials: Object.entries(footer?.socials ?? {}).flatMap(([platform, url]) => (url === undefined ? [] : [{ platform: platform as SiteSettings['footerSocials'][number]['platform'], url }])),
  footerLinks: footer?.links,
});

const bannerField = (banner: DocsJsonConfig['banner']): SiteModel['banner'] =>
  banner && { content: banner.content, dismissible: banner.dismissible ?? false, type: banner.type ?? 'info', color: banner.color };

/** A language's own `banner`, `footer` and `navbar` (validated with the config, same shapes as the top-level keys), as the model's fields. */
export function languageChrome(language: Pick<DocsLanguage, 'banner' | 'footer' | 'navbar'>): ChromeOverride | undefined {
  const override: ChromeOverride = {
    ...(language.banner === undefined ? {} : { banner: bannerField(language.banner as DocsJsonConfig['banner']) }),
    ...(language.footer === undefined ? {} : footerFields(language.footer as DocsJsonConfig['footer'])),
    ...(language.navbar === undefined ? {} : navbarFields(language.navbar as DocsJsonConfig['navbar'])),
  };
  return Object.keys(override).length === 0 ? undefined : override;
}

function contextual(config: DocsJsonConfig): SiteModel['contextual'] {
  if (!config.contextual) return undefined;
  const options = config.contextual.options.filter((option) => typeof option !== 'string' || !(SERVER_CONTEXTUAL_OPTIONS as readonly string[]).includes(option));
  return { options: options as NonNullable<SiteModel['contextual']>['options'], display: config.contextual.display };
}

/** docs.json's chrome in the site model every component reads (validated config in, nothing read from disk; the navigation tree is built elsewhere). */
export function docsJsonSiteFields(config: DocsJsonConfig): SiteSettings {
  const primary = config.colors.primary;
  const logo =
    config.logo === undefined
      ? undefined
      : typeof config.logo === 'string'
        ? { light: config.logo, dark: config.logo, href: '/' }
        : { light: config.logo.light, dark: config.logo.dark, href: config.logo.href ?? '/' };
  const favicon = config.favicon === undefined ? {} : typeof config.favicon === 'string' ? { favicon: config.favicon } : { favicon: config.favicon.light, faviconDark: config.favicon.dark };
  const background = config.background;
  const image = background?.image === undefined ? undefined : typeof background.image === 'string' ? { light: background.image, dark: background.image } : background.image;
  const colour = background?.color;
  const api = config.api;
  const auth = api?.mdx?.auth;
  const servers = api?.mdx?.server;
  return {
    name: config.name,
    description: config.description,
    logo,
    ...favicon,
    colors: {
      primary,
      light: config.colors.light ?? primary,
      dark: config.colors.dark ?? primary,
      background: colour?.light !== undefined && colour.dark !== undefined ? { light: colour.light, dark: colour.dark } : undefined,
    },
    modeToggle: { default: config.appearance?.default === 'system' ? undefined : config.appearance?.default, isHidden: config.appearance?.strict ?? false },
    backgroundImage: image?.light,
    background: background && { image, decoration: background.decoration, color: colour },
    ...navbarFields(config.navbar),
    ...footerFields(config.footer),
    api: {
      // api.mdx is for endpoints MDX pages define (frontmatter `api`); OpenAPI pages use their file's servers, as on Mintlify.
      baseUrls: [],
      mdx: {
        baseUrls: servers === undefined ? [] : Array.isArray(servers) ? servers : [servers],
        auth: auth && { method: auth.method === 'cobo' ? undefined : auth.method, name: auth.name },
      },
      playground: { mode: PLAYGROUND_MODES[api?.playground?.display ?? 'interactive'] },
      maintainOrder: true,
      examples: api?.examples,
      params: api?.params,
      url: api?.url,
    },
    openapi: openapiSources(api?.openapi),
    ...(api?.asyncapi === undefined ? {} : { asyncapi: asyncapiSources(api.asyncapi) }),
    feedback: { suggestEdit: false, raiseIssue: false },
    banner: bannerField(config.banner),
    fonts: fonts(config),
    styling: config.styling,
    icons: { library: config.icons?.library ?? DEFAULT_ICON_LIBRARY },
    redirects: config.redirects?.map((redirect) => ({ source: redirect.source, destination: redirect.destination, permanent: redirect.permanent ?? true })),
    // Mintlify's default indexing ("navigable": hidden pages get noindex) holds for every docs.json site, with or without `seo`.
    seo: { metatags: config.seo?.metatags ?? {}, indexing: config.seo?.indexing ?? 'navigable', paths: config.seo?.paths },
    searchPrompt: config.search?.prompt,
    contextual: contextual(config),
    notFound: config.errors?.['404'],
    lastModified: config.metadata?.timestamp,
    variables: config.variables,
    integrations: config.integrations as SiteModel['integrations'],
  };
}
