/**
 * Props as Mintlify's components take them: whatever a page writes (missing, `null`, a number, an
 * object, an array, JSX), a component draws what makes sense and never throws. Each component
 * reads the props it treats as text or lists through these.
 */

/** A prop drawn as text: a string as written, a finite number as its digits; anything else is absent. */
export function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'bigint') return String(value);
  return undefined;
}

/** A prop drawn as a list of texts (`tags`): an array's text items, one text as a list of one, else none. */
export function textsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => textOf(item) ?? []);
  const text = textOf(value);
  return text === undefined ? [] : [text];
}

/** Astro's mark on a JSX element a page passes as a prop (`description={<b>new</b>}`), astro/jsx-runtime's `AstroJSX`. */
const ASTRO_JSX = 'astro:jsx';

/**
 * A prop drawn as content: text (a string or number), JSX a page wrote, or a list of them; a
 * plain object, `null` or a function draws nothing (never "[object Object]").
 */
export function contentOf(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(contentOf).filter((item) => item !== undefined);
    return items.length > 0 ? items : undefined;
  }
  if (value instanceof String || (typeof value === 'object' && value !== null && (value as Record<string, unknown>)[ASTRO_JSX] === true)) return value;
  return textOf(value);
}

/** A `repo` prop (<GitHub.Repo>) as a plain `owner/name`, from that or a github.com URL; anything else is none, so only a plain slug reaches a link or an API call. */
export function githubRepoOf(value: unknown): string | undefined {
  const slug = /^(?:https?:\/\/(?:www\.)?github\.com\/)?([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec((textOf(value) ?? '').trim());
  return slug ? `${slug[1]}/${slug[2]}` : undefined;
}
