import * as z from 'zod';
import { bannerSchema } from './banner.ts';
import { footerSchema } from './footer.ts';
import { navbarSchema } from './navbar.ts';
import type { DocsGlobal, DocsGroup, DocsNavigation, DocsPageEntry } from './navigation-types.ts';
import { asyncapi, colourPair, flag, href, icon, linkValue, nonEmpty, openapi, pageEntry, text } from './shared.ts';

/** Language codes Mintlify accepts for `language`. */
export const LOCALES = [
  'en',
  'cn',
  'zh',
  'zh-Hans',
  'zh-Hant',
  'zh-CN',
  'zh-TW',
  'es',
  'fr',
  'fr-CA',
  'fr-ca',
  'ja',
  'jp',
  'ja-jp',
  'ja-JP',
  'pt',
  'pt-BR',
  'de',
  'ko',
  'it',
  'ru',
  'ro',
  'cs',
  'id',
  'ar',
  'tr',
  'hi',
  'sv',
  'no',
  'da',
  'lv',
  'nl',
  'uk',
  'vi',
  'pl',
  'uz',
  'he',
  'ca',
  'fi',
  'hu',
] as const;

/**
 * Every division, its name key, and the child keys it may hold in the order Mintlify tries them:
 * a node holding several keeps the first one that is valid (its schema is a union tried in order).
 */
export const DIVISIONS = {
  tabs: { name: 'tab', children: ['href', 'languages', 'versions', 'dropdowns', 'anchors', 'products', 'groups', 'pages', 'menu'] },
  anchors: { name: 'anchor', children: ['href', 'languages', 'versions', 'dropdowns', 'tabs', 'products', 'groups', 'pages'] },
  dropdowns: { name: 'dropdown', children: ['href', 'languages', 'versions', 'tabs', 'anchors', 'products', 'groups', 'pages'] },
  versions: { name: 'version', children: ['href', 'languages', 'tabs', 'dropdowns', 'anchors', 'products', 'groups', 'pages'] },
  languages: { name: 'language', children: ['href', 'versions', 'tabs', 'dropdowns', 'anchors', 'products', 'groups', 'pages'] },
  products: { name: 'product', children: ['href', 'languages', 'versions', 'tabs', 'anchors', 'dropdowns', 'groups', 'pages', 'menu'] },
  menu: { name: 'item', children: ['href', 'languages', 'versions', 'dropdowns', 'anchors', 'products', 'tabs', 'groups', 'pages'] },
} as const;
export type DivisionKey = keyof typeof DIVISIONS;
export type ChildKey = (typeof DIVISIONS)[DivisionKey]['children'][number];

/** The navigation root's primary keys, in the order Mintlify tries them; the first valid one is kept. */
export const ROOT_KEYS = ['products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'groups', 'pages'] as const;

export const isDivisionKey = (key: string): key is DivisionKey => Object.hasOwn(DIVISIONS, key);

const directory = () => z.enum(['none', 'accordion', 'card']).optional();
const hidden = () => flag().optional();

/** The keys a node has besides its name, children, specs and `global`. */
function ownKeys(key: DivisionKey): Record<string, z.ZodType> {
  const common = { hidden: hidden(), directory: directory() };
  switch (key) {
    case 'tabs':
      return { ...common, icon: icon().optional(), searchable: flag().optional(), align: z.enum(['start', 'end']).optional() };
    case 'anchors':
      return { ...common, icon: icon().optional(), color: colourPair().optional() };
    case 'dropdowns':
      return { ...common, icon: icon().optional(), color: colourPair().optional(), description: text().optional() };
    case 'versions':
      return { ...common, default: flag().optional(), tag: text().optional() };
    case 'languages':
      return { ...common, default: flag().optional(), banner: bannerSchema.optional(), footer: footerSchema.optional(), navbar: navbarSchema.optional() };
    case 'products':
      return { ...common, name: text().optional(), icon: icon().optional(), color: colourPair().optional(), description: text().optional() };
    case 'menu':
      return { ...common, icon: icon().optional(), description: text().optional() };
  }
}

function nameKey(key: DivisionKey): z.ZodType {
  const name = DIVISIONS[key].name;
  return key === 'languages' ? z.enum(LOCALES, { error: 'a language code like "en" or "pt-BR"' }) : nonEmpty(`the ${name} name (a non-empty string)`);
}

const sdk = () => z.strictObject({ format: text('the generator format'), source: linkValue('a path or https URL of the generator output'), directory: text().optional() });

/** One division node: name, own keys, specs, `global` and every child key it may hold (the pruning pass keeps one). */
function divisionNode(key: DivisionKey) {
  const { name, children } = DIVISIONS[key];
  const shape: Record<string, z.ZodType> = {
    [name]: nameKey(key),
    ...ownKeys(key),
    openapi: openapi().optional(),
    asyncapi: asyncapi().optional(),
    global: z.lazy(() => globalSchema).optional(),
  };
  if (key === 'tabs') {
    shape.graphql = z.union([linkValue('a GraphQL schema path or https URL'), z.strictObject({ source: linkValue('a GraphQL schema path or URL'), directory: text().optional() })]).optional();
    shape.sdk = sdk().optional();
  }
  for (const child of children) shape[child] = child === 'href' ? href().optional() : z.lazy(() => CHILD_SCHEMAS[child]).optional();
  return z.object(shape, { error: `a ${name} object like { "${name}": "…", "groups": […] }` });
}

const GROUP_ERROR = 'a group object like { "group": "Guides", "pages": ["guides/intro"] }';

export const groupSchema: z.ZodType<DocsGroup> = z.object(
  {
    group: nonEmpty('the group name (a non-empty string)'),
    get pages() {
      return pagesSchema.default([]);
    },
    icon: icon().optional(),
    tag: text().optional(),
    root: pageEntry().optional(),
    expanded: flag().optional(),
    hidden: hidden(),
    searchable: flag().optional(),
    public: flag().optional(),
    boost: z.number({ error: 'a number (search rank multiplier)' }).optional(),
    directory: directory(),
    openapi: openapi().optional(),
    asyncapi: asyncapi().optional(),
    sdk: sdk().optional(),
  },
  { error: GROUP_ERROR },
) as unknown as z.ZodType<DocsGroup>;

export const pagesSchema: z.ZodType<DocsPageEntry[]> = z.array(
  z.union([pageEntry(), z.lazy(() => groupSchema)], { error: 'a page path like "guides/intro", an operation like "GET /users", or a group { "group", "pages" }' }),
  { error: 'an array of page paths and groups' },
) as unknown as z.ZodType<DocsPageEntry[]>;

const atLeastOne = <T extends z.ZodType>(item: T, what: string, required: boolean) => {
  const array = z.array(item, { error: `an array of ${what}` });
  return required ? array.min(1, { error: `at least one ${what.replace(/s$/, '')} (Mintlify refuses an empty list)` }) : array;
};

/** The schema of each child key: division arrays (tabs, anchors, dropdowns, …), groups and pages. */
export const CHILD_SCHEMAS: Record<Exclude<ChildKey, 'href'>, z.ZodType> = {
  tabs: atLeastOne(divisionNode('tabs'), 'tabs', true),
  anchors: atLeastOne(divisionNode('anchors'), 'anchors', true),
  dropdowns: atLeastOne(divisionNode('dropdowns'), 'dropdowns', false),
  versions: atLeastOne(divisionNode('versions'), 'versions', true),
  languages: atLeastOne(divisionNode('languages'), 'languages', true),
  products: atLeastOne(divisionNode('products'), 'products', false),
  menu: atLeastOne(divisionNode('menu'), 'menu items', false),
  groups: z.array(groupSchema, { error: 'an array of groups' }).min(1, { error: 'at least one group (Mintlify refuses an empty list)' }),
  pages: pagesSchema,
};

/** A `global` entry: the node's name and own keys plus a required `href`, no children. */
const globalNode = (key: DivisionKey) =>
  z.object({ [DIVISIONS[key].name]: nameKey(key), ...ownKeys(key), icon: icon().optional(), href: href() }, { error: `a link { "${DIVISIONS[key].name}", "href" }` });

export const globalSchema: z.ZodType<DocsGlobal> = z.strictObject(
  {
    languages: z.array(globalNode('languages')).optional(),
    versions: z.array(globalNode('versions')).optional(),
    tabs: z.array(globalNode('tabs')).optional(),
    dropdowns: z.array(globalNode('dropdowns')).optional(),
    anchors: z.array(globalNode('anchors')).optional(),
    products: z.array(globalNode('products')).optional(),
  },
  { error: 'an object of site-wide links { "anchors": [{ "anchor", "href" }] }' },
) as unknown as z.ZodType<DocsGlobal>;

export const navigationSchema: z.ZodType<DocsNavigation> = z
  .object(
    {
      global: globalSchema.optional(),
      directory: directory(),
      ...Object.fromEntries(ROOT_KEYS.map((key) => [key, z.lazy(() => CHILD_SCHEMAS[key]).optional()])),
    },
    { error: 'an object like { "tabs": […] } or { "groups": […] } (docs.json navigation is an object, not mint.json\'s array)' },
  )
  .superRefine((navigation, context) => {
    if (ROOT_KEYS.some((key) => (navigation as Record<string, unknown>)[key] !== undefined)) return;
    context.addIssue({ code: 'custom', path: [], input: navigation, message: `one of ${ROOT_KEYS.map((key) => `"${key}"`).join(', ')} (navigation holds one division at its root)` });
  }) as unknown as z.ZodType<DocsNavigation>;
