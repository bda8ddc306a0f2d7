// Page weight of a built page: HTML, CSS and JS bytes, raw and gzip (zlib level 6, what static
// hosts typically serve), and what the browser fetches to show it (first paint) versus later.
// Inline <script>/<style> are counted as JS/CSS too (they are also inside the HTML bytes).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const gz = (buffer) => gzipSync(buffer, { level: 6 }).length;
const attribute = (tag, name) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined);

/** The built file for a page id: 'index' → index.html, 'a/b' → a/b/index.html (or a/b.html). */
export function pageFile(outDir, id) {
  if (id === 'index') return join(outDir, 'index.html');
  const candidates = [join(outDir, id, 'index.html'), join(outDir, `${id}.html`)];
  return candidates.find((path) => existsSync(path)) ?? candidates[0];
}

/** Static `import … from "x"` / `import "x"` in a module (not `import("x")`, which is lazy). */
function moduleImports(code) {
  const staticImports = [...code.matchAll(/\bimport\s*(?:[\w*{}\s,$]+\s*from\s*)?["']([^"']+)["']/g)].map((m) => m[1]);
  // A lazy import names its file first, in any quote (the build writes backticks), and may add a
  // computed tail (search's `?retry=` query): the file is what counts.
  const lazyImports = [...code.matchAll(/\bimport\s*\(\s*(["'`])([^"'`?#]+)[^"'`]*\1/g)].map((m) => m[2]);
  return { staticImports, lazyImports };
}

function resolveAsset(from, specifier) {
  if (/^(https?:)?\/\//.test(specifier)) return undefined;
  const url = new URL(specifier, `http://site${from}`);
  return url.pathname;
}

/**
 * → { html: {raw, gz}, css: {raw, gz}, js: {raw, gz}, lazyJs: {raw, gz}, firstPaint: [{ url, kind, raw, gz, blocking }] }
 * `firstPaint` lists what loads with the page (HTML, stylesheets, scripts and their static imports);
 * `blocking` marks what holds back the first paint (stylesheets, classic scripts in <head>).
 */
export function pageWeight(outDir, pagePath, pageUrl) {
  const html = readFileSync(pagePath);
  const text = html.toString('utf8');
  const head = text.slice(0, Math.max(0, text.indexOf('</head>')));
  const loads = [{ url: pageUrl, kind: 'html', raw: html.length, gz: gz(html), blocking: true }];
  const css = { raw: 0, gz: 0 };
  const js = { raw: 0, gz: 0 };
  const lazyJs = { raw: 0, gz: 0 };
  const inline = { raw: 0, gz: 0 };
  const seen = new Set();
  const add = (total, buffer) => {
    total.raw += buffer.length;
    total.gz += gz(buffer);
  };

  const followModule = (code, from, into) => {
    const { staticImports, lazyImports } = moduleImports(code);
    for (const specifier of staticImports) loadScript(resolveAsset(from, specifier), into, false);
    for (const specifier of lazyImports) loadScript(resolveAsset(from, specifier), lazyJs, false, true);
  };
  const loadScript = (path, into, blocking, lazy = false) => {
    if (!path || seen.has(path)) return;
    const file = join(outDir, path);
    if (!existsSync(file)) return;
    seen.add(path);
    const buffer = readFileSync(file);
    add(into, buffer);
    if (!lazy) loads.push({ url: path, kind: 'js', raw: buffer.length, gz: gz(buffer), blocking });
    followModule(buffer.toString('utf8'), path, lazy ? lazyJs : into);
  };

  for (const [tag] of text.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attribute(tag, 'rel') ?? '').toLowerCase();
    const href = attribute(tag, 'href');
    if (!href) continue;
    if (rel === 'stylesheet') {
      const path = resolveAsset(pageUrl, href);
      const file = path && join(outDir, path);
      if (!file || !existsSync(file) || seen.has(path)) continue;
      seen.add(path);
      const buffer = readFileSync(file);
      add(css, buffer);
      loads.push({ url: path, kind: 'css', raw: buffer.length, gz: gz(buffer), blocking: true });
    } else if (rel === 'modulepreload') {
      loadScript(resolveAsset(pageUrl, href), js, false);
    }
  }
  for (const match of text.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) add(css, Buffer.from(match[1]));
  for (const match of text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const tag = `<script ${match[1]}>`;
    const type = (attribute(tag, 'type') ?? '').toLowerCase();
    if (type && type !== 'module' && !type.includes('javascript')) continue; // JSON-LD, templates
    const src = attribute(tag, 'src');
    const isModule = type === 'module';
    const inHead = match.index < head.length;
    const blocking = !isModule && inHead && !/\s(async|defer)\b/i.test(match[1]);
    if (src) loadScript(resolveAsset(pageUrl, src), js, blocking);
    else if (match[2].trim()) {
      add(js, Buffer.from(match[2]));
      inline.raw += match[2].length;
      inline.gz += gz(Buffer.from(match[2]));
      if (isModule) followModule(match[2], pageUrl, js);
    }
  }
  if (inline.raw > 0) loads.push({ url: '(inline scripts, inside the HTML)', kind: 'js', ...inline, blocking: false });
  return { html: { raw: html.length, gz: gz(html) }, css, js, lazyJs, firstPaint: loads };
}
