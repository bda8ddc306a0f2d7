import type { PathSegment } from '../json-path.ts';

/**
 * Keys real docs.json files carry that docs.json does not define: mint.json keys left behind by
 * an upgrade, and keys authors invented. Mintlify drops each without a word; Quire names what
 * replaces it. Keyed by the parent key (the array a node sits in, "" for the top level) and the key.
 */
const REPLACEMENTS: Record<string, string> = {
  '.openapi': 'mint.json\'s key: write "api": { "openapi": … }, or put "openapi" on a navigation node',
  '.modeToggle': 'mint.json\'s key: write "appearance": { "default": "light" | "dark" | "system", "strict": true to hide the toggle }',
  '.topbarLinks': 'mint.json\'s key: write "navbar": { "links": [{ "label", "href" }] }',
  '.topbarCtaButton': 'mint.json\'s key: write "navbar": { "primary": { "type": "button", "label", "href" } } (or { "type": "github", "href" })',
  '.footerSocials': 'mint.json\'s key: write "footer": { "socials": { "github": "https://…" } }',
  '.anchors': 'mint.json\'s key: write the anchors inside "navigation" (links in "navigation": { "global": { "anchors": [{ "anchor", "href" }] } })',
  '.tabs': 'mint.json\'s key: write the tabs inside "navigation": { "tabs": [{ "tab", "groups" }] }',
  '.versions': 'mint.json\'s key: write "navigation": { "versions": [{ "version", "groups" }] }',
  '.feedback': 'docs.json has no feedback setting',
  '.backgroundImage': 'mint.json\'s key: write "background": { "image": … }',
  '.font': 'mint.json\'s key: write "fonts": { "family", "weight", "source" }',
  '.analytics': 'mint.json\'s key: write "integrations", which Mintlify and Quire load',
  '.css': 'Mintlify and Quire load every .css file of the docs folder on every page by themselves; the key can go',
  '.scripts': 'Mintlify and Quire load every .js file of the docs folder on every page by themselves; the key can go',
  '.exclude': 'list files to leave out in a .mintignore file',
  '.isWhiteLabeled': "mint.json's key; docs.json has none",
  'api.baseUrl': 'mint.json\'s key: write "api": { "mdx": { "server": … } }',
  'api.auth': 'mint.json\'s key: write "api": { "mdx": { "auth": { "method", "name" } } }',
  'api.request': 'mint.json\'s key: write "api": { "examples": { "languages": […] } }',
  'api.maintainOrder': "mint.json's key; docs.json keeps the spec's order",
  'api.paramFields': 'mint.json\'s key: write "api": { "params": { "expanded": "all" | "closed" } }',
  'playground.mode': 'mint.json\'s key: write "display": "interactive" | "simple" | "none" (show → interactive, hide → none)',
  'playground.disableProxy': 'mint.json\'s key: write "proxy": false',
  'background.style': 'mint.json\'s key: write "decoration": "gradient" | "grid" | "windows"',
  'colors.background': 'mint.json\'s key: write "background": { "color": { "light", "dark" } }',
  'colors.anchors': 'mint.json\'s key: give each anchor its own "color": { "light", "dark" }',
  'colors.ultraLight': 'mint.json\'s key; docs.json has "primary", "light" and "dark" only',
  'colors.ultraDark': 'mint.json\'s key; docs.json has "primary", "light" and "dark" only',
  'appearance.layout': 'the theme sets the layout',
  'styling.css': 'Mintlify and Quire load every .css file of the docs folder on every page by themselves; the key can go',
  'navigation.default': 'mark the default version or language with "default": true on it',
  'groups.collapsed': 'nested groups start closed unless "expanded": true',
  'pages.collapsed': 'nested groups start closed unless "expanded": true',
  'groups.expandable': 'nested groups can always be opened; "expanded": true opens one by default',
  'pages.expandable': 'nested groups can always be opened; "expanded": true opens one by default',
  'groups.version': 'mint.json\'s key: put the group inside its version in "navigation": { "versions": [{ "version", "groups" }] }',
  'pages.version': 'mint.json\'s key: put the group inside its version in "navigation": { "versions": [{ "version", "groups" }] }',
  'menu.root': 'only groups have "root": put a group with "root" inside the menu item',
  'languages.name': "the language's name comes from its code",
  'navbar.links.name': 'mint.json\'s key: write "label"',
  'navbar.links.url': 'mint.json\'s key: write "href"',
  'primary.url': 'mint.json\'s key: write "href"',
  'primary.name': 'mint.json\'s key: write "label"',
  'footer.links.title': 'mint.json\'s key: write "header"',
  'items.url': 'mint.json\'s key: write "href"',
};

/** Keys of any navigation node that mint.json used. */
const NODE_KEYS: Record<string, string> = {
  iconType: 'write "icon": { "name": "…", "style": "…" }',
  url: 'mint.json\'s key: write "href" for a link, or list the node\'s pages',
  name: 'mint.json\'s key: docs.json names a node by its kind ("tab", "anchor", "group", …)',
  isDefaultHidden: 'mint.json\'s key: write "hidden": true',
};

const NODE_ARRAYS = new Set(['tabs', 'anchors', 'dropdowns', 'versions', 'languages', 'products', 'menu', 'groups', 'pages']);

/** The fix for a docs.json key Mintlify ignores, when one is known. */
export function legacyKeyHint(path: readonly PathSegment[], key: string): string | undefined {
  const names = path.filter((segment): segment is string => typeof segment === 'string');
  const parent = names[names.length - 1] ?? '';
  const grandparent = names[names.length - 2] ?? '';
  const nested = path.length > 0 && typeof path[path.length - 1] === 'number';
  return (
    REPLACEMENTS[`${grandparent}.${parent}.${key}`] ??
    (path.length === 0 ? REPLACEMENTS[`.${key}`] : REPLACEMENTS[`${parent}.${key}`]) ??
    (nested && NODE_ARRAYS.has(parent) && !(parent === 'products' && key === 'name') ? NODE_KEYS[key] : undefined)
  );
}

/** Hints for problems in strict objects (`colors.background` is an error there, not a warning). */
export function docsJsonHint(path: PathSegment[]): string | undefined {
  const key = path[path.length - 1];
  return typeof key === 'string' ? legacyKeyHint(path.slice(0, -1), key) : undefined;
}
