import { FOOTER_SOCIAL_PLATFORMS } from './schema/footer.ts';
import type { PathSegment } from './json-path.ts';
import { isJsonObject } from '../utils/json.ts';

type HintRule = (path: PathSegment[], value: unknown, root: unknown) => string | undefined;

const last = (path: PathSegment[]) => path[path.length - 1];

/**
 * Fixes for the deviations measured in real mint.json files (tests/unit/config/corpus.test.ts runs them).
 * Each rule recognises one situation and returns the concrete fix.
 */
const RULES: HintRule[] = [
  (path) => (path[0] === 'footerSocials' && path.length === 2 && last(path) === 'x' ? 'use "twitter" for an X account' : undefined),
  (path) =>
    path[0] === 'footerSocials' && path.length === 2 && typeof last(path) === 'string'
      ? `the contract allows only ${FOOTER_SOCIAL_PLATFORMS.join(', ')}; link other platforms from "topbarLinks" or "anchors"`
      : undefined,
  (path, value) => {
    if (path.length !== 1 || path[0] !== 'footerSocials' || !Array.isArray(value)) return undefined;
    const entries = value.filter(isJsonObject).map((item) => `"${String(item.type)}": "${String(item.url)}"`);
    return `use the object form: { ${entries.slice(0, 3).join(', ')}${entries.length > 3 ? ', …' : ''} }`;
  },
  (path, value) =>
    path[0] === 'versions' && path.length === 2 && isJsonObject(value) && typeof value.name === 'string' ? `use its name: "${value.name}" (list the default version first)` : undefined,
  (path, value) =>
    path.length === 2 && path[0] === 'colors' && path[1] === 'background' && typeof value === 'string' ? `write { "light": "${value}", "dark": "#0b0d0e" } with a colour for each mode` : undefined,
  (path, value, root) => {
    if (path.join('.') !== 'colors.background.light' && path.join('.') !== 'colors.background.dark') return undefined;
    if (value !== undefined) return undefined;
    const background = isJsonObject(root) && isJsonObject(root.colors) && isJsonObject(root.colors.background) ? root.colors.background : {};
    const example = path[2] === 'light' ? '#ffffff' : '#0b0d0e';
    return `give both modes, e.g. "background": { "light": ${JSON.stringify(path[2] === 'light' ? example : (background.light ?? '#ffffff'))}, "dark": ${JSON.stringify(path[2] === 'dark' ? example : (background.dark ?? '#0b0d0e'))} }`;
  },
];

export function hintFor(path: PathSegment[], value: unknown, root: unknown): string | undefined {
  for (const rule of RULES) {
    const hint = rule(path, value, root);
    if (hint) return hint;
  }
  return undefined;
}
