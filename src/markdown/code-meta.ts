/**
 * What a code fence's info string says beyond the language. Mintlify writes the file name right
 * after the language (```js index.js), others write title="…"; `{1,3-5}` highlights lines.
 */
export interface CodeMeta {
  title?: string;
  highlightLines: Set<number>;
  /** `focus=2,4-5` / `focus={2,4-5}`: the lines shown sharp, the others blurred until the block is hovered or focused. */
  focusLines: Set<number>;
  /** `icon=java` / `icon="square-js"`: an icon before the title. */
  icon?: string;
  /** Mintlify's bare options: `lines` (line numbers), `wrap` (wrap long lines), `expandable`, `nocopy`. */
  flags: Set<string>;
}

/** "1,3-5" → {1,3,4,5}; malformed parts are ignored, huge ranges are capped. */
export function parseLineRanges(spec: string): Set<number> {
  const lines = new Set<number>();
  for (const part of spec.split(',')) {
    const match = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
    if (!match) continue;
    const from = Number(match[1]);
    const to = Math.min(match[2] ? Number(match[2]) : from, from + 10_000);
    for (let line = from; line <= to; line++) lines.add(line);
  }
  return lines;
}

const KEY_VALUE = /(\w[\w-]*)=(?:"([^"]*)"|'([^']*)'|(\S+))/g;
const RANGES = /\{([\d,\s-]+)\}/g;

export function parseCodeMeta(raw: string | undefined): CodeMeta {
  const meta: CodeMeta = { highlightLines: new Set(), focusLines: new Set(), flags: new Set() };
  if (!raw) return meta;
  let rest = raw;
  for (const match of raw.matchAll(KEY_VALUE)) {
    const [whole, key, double, single, bare] = match;
    const value = double ?? single ?? bare ?? '';
    if (key === 'title' || key === 'filename') meta.title = value;
    if (key === 'highlight' || key === 'lines' || key === 'mark') for (const n of parseLineRanges(value.replace(/[{}[\]]/g, ''))) meta.highlightLines.add(n);
    if (key === 'focus') for (const n of parseLineRanges(value.replace(/[{}[\]]/g, ''))) meta.focusLines.add(n);
    if (key === 'icon') meta.icon = value;
    // `nocopy="false"` shows the button, as Mintlify documents; `nocopy="true"` is the bare flag.
    if (key === 'nocopy' && value !== 'false') meta.flags.add('nocopy');
    if (key === 'expandable' && value !== 'false') meta.flags.add('expandable');
    rest = rest.replace(whole, ' ');
  }
  for (const match of rest.matchAll(RANGES)) for (const n of parseLineRanges(match[1])) meta.highlightLines.add(n);
  rest = rest.replace(RANGES, ' ');
  // Mintlify's bare flags (`wrap`, `lines`, `expandable`) are options, not part of the file name.
  const words = rest.split(/\s+/).filter((word) => word !== '');
  for (const word of words) if (BARE_FLAGS.has(word)) meta.flags.add(word);
  words.splice(0, words.length, ...words.filter((word) => !BARE_FLAGS.has(word)));
  if (!meta.title && words.length > 0) meta.title = words.join(' ');
  return meta;
}

const BARE_FLAGS = new Set(['wrap', 'lines', 'expandable', 'nocopy', 'showLineNumbers', 'twoslash']);
