import { closestMatches } from '../config/did-you-mean.ts';
import { FOOTER_SOCIAL_PLATFORMS } from '../config/schema/footer.ts';
import { ICON_TYPES, type IconType } from '../config/schema/shared.ts';
import { allFontAwesomeNames } from '../icons/font-awesome-names.ts';
import { DEFAULT_BACKGROUND } from '../styles/theme.ts';
import type { ConfigChange, UnconvertedValue } from './report-types.ts';
import { isJsonObject } from '../utils/json.ts';

/** What one conversion step found: the changes it made and the values it had to leave out. */
export interface StepResult {
  changes: ConfigChange[];
  unconverted: UnconvertedValue[];
}

type Json = Record<string, unknown>;

/** Mintlify platform names that mean an allowed key under another name. */
const PLATFORM_ALIASES: Record<string, string> = { x: 'twitter', 'x-twitter': 'twitter', web: 'website', hackernews: 'hacker-news' };

/**
 * footerSocials: the legacy array `[{ type, url }]` becomes the object form; `x` becomes
 * `twitter`; platforms the contract has no key for (youtube, bluesky, …) are left out and named.
 */
export function convertFooterSocials(config: Json): StepResult {
  const result: StepResult = { changes: [], unconverted: [] };
  const value = config.footerSocials;
  if (value === undefined) return result;
  let entries: Array<[string, unknown, Array<string | number>]>;
  if (Array.isArray(value)) {
    entries = value.map((item, index) => [String(isJsonObject(item) ? item.type : ''), isJsonObject(item) ? item.url : item, ['footerSocials', index]]);
  } else if (isJsonObject(value)) {
    entries = Object.entries(value).map(([key, url]) => [key, url, ['footerSocials', key]]);
  } else {
    result.unconverted.push({ path: ['footerSocials'], value, why: 'footerSocials must be an object { platform: url }' });
    delete config.footerSocials;
    return result;
  }
  const converted: Json = {};
  for (const [platform, url, path] of entries) {
    const key = PLATFORM_ALIASES[platform] ?? platform;
    if (!(FOOTER_SOCIAL_PLATFORMS as readonly string[]).includes(key)) {
      result.unconverted.push({ path, value: Array.isArray(value) ? { type: platform, url } : url, why: `Quire's footer has no "${platform}" link; allowed: ${FOOTER_SOCIAL_PLATFORMS.join(', ')}` });
      continue;
    }
    if (converted[key] !== undefined) {
      result.unconverted.push({ path, value: url, why: `"${key}" is already given; only one link per platform` });
      continue;
    }
    if (key !== platform) result.changes.push({ path, old: platform, new: key, why: `the contract names this platform "${key}"` });
    converted[key] = url;
  }
  if (Array.isArray(value)) {
    result.changes.unshift({ path: ['footerSocials'], old: value, new: converted, why: 'the legacy array form [{ type, url }] is written as an object { platform: url }' });
  }
  if (Object.keys(converted).length > 0) config.footerSocials = converted;
  else delete config.footerSocials;
  return result;
}

/** versions: objects `{ name, default }` become their names, the default version first. */
export function convertVersions(config: Json): StepResult {
  const result: StepResult = { changes: [], unconverted: [] };
  const value = config.versions;
  if (!Array.isArray(value) || value.every((item) => typeof item === 'string')) return result;
  const names: string[] = [];
  let defaultName: string | undefined;
  value.forEach((item, index) => {
    if (typeof item === 'string') names.push(item);
    else if (isJsonObject(item) && typeof item.name === 'string') {
      names.push(item.name);
      if (item.default === true && defaultName === undefined) defaultName = item.name;
      const dropped = Object.keys(item).filter((key) => key !== 'name' && key !== 'default');
      if (dropped.length > 0) result.unconverted.push({ path: ['versions', index], value: item, why: `only the name is kept; ${dropped.map((k) => `"${k}"`).join(', ')} has no place in site.json` });
    } else result.unconverted.push({ path: ['versions', index], value: item, why: 'a version must be a name (a string)' });
  });
  const ordered = defaultName ? [defaultName, ...names.filter((name) => name !== defaultName)] : names;
  config.versions = ordered;
  result.changes.push({ path: ['versions'], old: value, new: ordered, why: 'versions are names; the default version comes first (Quire shows the first one by default)' });
  return result;
}

/** colors.background with one mode only: the other mode gets the theme's default background. */
export function convertBackground(config: Json): StepResult {
  const result: StepResult = { changes: [], unconverted: [] };
  const colors = config.colors;
  if (!isJsonObject(colors) || colors.background === undefined) return result;
  const background = colors.background;
  if (!isJsonObject(background)) {
    result.unconverted.push({ path: ['colors', 'background'], value: background, why: 'colors.background must be an object { "light", "dark" }; a single value does not say which mode it is for' });
    delete colors.background;
    return result;
  }
  for (const mode of ['light', 'dark'] as const) {
    if (background[mode] === undefined) {
      background[mode] = DEFAULT_BACKGROUND[mode];
      result.changes.push({
        path: ['colors', 'background', mode],
        new: DEFAULT_BACKGROUND[mode],
        why: `both modes are required when colors.background is given; this is Quire's default ${mode} background`,
      });
    }
  }
  return result;
}

/**
 * Mintlify's `primaryTab.name` labels the first tab (the pages no tab claims); in site.json that
 * label is `topAnchor.name`, which names the same first section. A topAnchor name of its own wins.
 */
export function convertPrimaryTab(config: Json): StepResult {
  const result: StepResult = { changes: [], unconverted: [] };
  const name = isJsonObject(config.primaryTab) ? config.primaryTab.name : undefined;
  if (typeof name !== 'string' || name.trim() === '') return result;
  const topAnchor = isJsonObject(config.topAnchor) ? config.topAnchor : {};
  if (typeof topAnchor.name === 'string') return result;
  config.topAnchor = { ...topAnchor, name };
  result.changes.push({ path: ['topAnchor', 'name'], new: name, why: 'primaryTab.name labels the first tab on Mintlify; in site.json topAnchor.name does' });
  return result;
}

/** Mintlify styles that the contract does not list, and the allowed one that draws the same free icons. */
const ICON_TYPE_EQUIVALENTS: Record<string, IconType> = { regular: 'light', 'sharp-regular': 'light', 'sharp-light': 'light', 'sharp-thin': 'thin', 'duotone-solid': 'duotone' };

/** The allowed iconType nearest to a Mintlify one: "regular" → "light", "sharp-duotone-solid" → "sharp-solid". */
export function nearestIconType(value: string): IconType {
  if (ICON_TYPE_EQUIVALENTS[value]) return ICON_TYPE_EQUIVALENTS[value];
  if (value.startsWith('sharp-') && value.endsWith('-solid')) return 'sharp-solid';
  return (closestMatches(value, ICON_TYPES, 1, true)[0] as IconType | undefined) ?? 'duotone';
}

/** Every place the contract allows `icon` / `iconType`: anchors, topAnchor, navigation groups. */
function iconHolders(config: Json): Array<{ holder: Json; path: Array<string | number> }> {
  const holders: Array<{ holder: Json; path: Array<string | number> }> = [];
  if (isJsonObject(config.topAnchor)) holders.push({ holder: config.topAnchor, path: ['topAnchor'] });
  if (Array.isArray(config.anchors)) config.anchors.forEach((anchor, index) => isJsonObject(anchor) && holders.push({ holder: anchor, path: ['anchors', index] }));
  const walk = (group: unknown, path: Array<string | number>) => {
    if (!isJsonObject(group)) return;
    holders.push({ holder: group, path });
    if (Array.isArray(group.pages)) group.pages.forEach((page, index) => walk(page, [...path, 'pages', index]));
  };
  if (Array.isArray(config.navigation)) config.navigation.forEach((group, index) => walk(group, ['navigation', index]));
  return holders;
}

/**
 * iconType outside the contract → the nearest allowed one. An icon name Font Awesome does not
 * have at all (a build error in Quire) → the closest name, or left out when nothing is close.
 * Pro-only names stay: Quire draws them with a free stand-in and says so at build time.
 */
export function convertIcons(config: Json): StepResult {
  const result: StepResult = { changes: [], unconverted: [] };
  const names = allFontAwesomeNames();
  for (const { holder, path } of iconHolders(config)) {
    const type = holder.iconType;
    // Navigation groups have no iconType in the contract: the unknown-key step removes it there.
    if (typeof type === 'string' && !(ICON_TYPES as readonly string[]).includes(type) && path[0] !== 'navigation') {
      const nearest = nearestIconType(type);
      holder.iconType = nearest;
      result.changes.push({ path: [...path, 'iconType'], old: type, new: nearest, why: `iconType must be one of ${ICON_TYPES.join(', ')}; "${nearest}" is the nearest` });
    }
    const icon = holder.icon;
    if (typeof icon === 'string' && !names.has(icon)) {
      const closest = closestMatches(icon, [...names], 1)[0];
      if (closest) {
        holder.icon = closest;
        result.changes.push({ path: [...path, 'icon'], old: icon, new: closest, why: 'not a Font Awesome icon name; this is the closest one' });
      } else {
        delete holder.icon;
        result.unconverted.push({ path: [...path, 'icon'], value: icon, why: 'not a Font Awesome icon name, and none is close; the icon is left out' });
      }
    }
  }
  return result;
}

/**
 * redirects: Quire has none, and pages still link to old paths that only a redirect made work
 * (embedchain links /changelog/command-line). Each one is named, to be set up on the host.
 */
export function listRedirects(config: Json): StepResult {
  const result: StepResult = { changes: [], unconverted: [] };
  if (!Array.isArray(config.redirects)) return result;
  config.redirects.forEach((redirect, index) => {
    const shown = isJsonObject(redirect) ? `${String(redirect.source)} → ${String(redirect.destination)}` : redirect;
    result.unconverted.push({ path: ['redirects', index], value: shown, why: 'Quire has no redirects: set this one up on your host' });
  });
  return result;
}
