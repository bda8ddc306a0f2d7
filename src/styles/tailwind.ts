import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { mayInclude, type PageIncludes, readPageIncludes } from '../source/page-includes.ts';
import { importTarget, sourcePageReading } from '../source/site-includes.ts';
import type { SiteSource } from '../source/site-source.ts';

/** The Tailwind stylesheet a site's pages link: its URL path, the CSS, and the pages that use a class (by id). */
export interface SiteTailwind {
  href: string;
  css: string;
  pages: string[];
}

const require = createRequire(import.meta.url);

/**
 * Tailwind's theme and utilities, never its preflight (the reset would change Quire's own look).
 * The utilities are unlayered, so they stand beside Quire's rules as Mintlify's do, and `dark:`
 * follows Quire's mode toggle (`<html data-theme="dark">`), not only the system's. `primary`,
 * `primary-light` and `primary-dark` are docs.json's colours, as on Mintlify.
 */
function inputCss(colors: { primary: string; light: string; dark: string }): string {
  const value = (colour: string) => colour.replace(/[^#A-Za-z0-9(),.% -]/g, '');
  return [
    '@import "tailwindcss/theme.css" layer(theme);',
    '@custom-variant dark (&:where([data-theme=dark], [data-theme=dark] *));',
    `@theme { --color-primary: ${value(colors.primary)}; --color-primary-light: ${value(colors.light)}; --color-primary-dark: ${value(colors.dark)}; }`,
    '@tailwind utilities;',
  ].join('\n');
}

const CLASS_ATTRIBUTE = /\bclass(?:Name)?\s*=\s*(?:"([^"]*)"|'([^']*)'|\{)/g;
/** A string literal, or a template literal whole (its `${…}` parts are taken out after): no nested quantifier, so linear. */
const STRING_LITERAL = /"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g;
/** How far past `className={` an expression is read: a bound, so a page of unclosed braces stays linear. */
const EXPRESSION_WINDOW = 4000;
/** A word that can be a Tailwind class: what Tailwind's own scanner would take as a candidate, without quotes, braces or `;`. */
const CANDIDATE = /^[!-]?[A-Za-z@[*][\w\-:[\]/.%#()!@&*,'=>+~]*$/;

/** The class-like words of string literals (template literals without their `${…}` parts). */
function literalWords(code: string, add: (value: string) => void) {
  for (const literal of code.matchAll(STRING_LITERAL)) {
    const template = literal[3];
    if (template === undefined) {
      add(literal[1] ?? literal[2]);
      continue;
    }
    // A template literal: its text, and the strings inside its `${…}` parts (`${on ? 'a' : 'b'}`).
    add(template.replace(/\$\{[^}]*\}/g, ' '));
    for (const part of template.matchAll(/\$\{([^}]*)\}/g)) literalWords(part[1], add);
  }
}

function collector() {
  const found = new Set<string>();
  const add = (value: string) => {
    for (const name of value.split(/\s+/)) if (name.length > 0 && name.length <= 120 && CANDIDATE.test(name)) found.add(name);
  };
  return { found, add };
}

/**
 * The class names written in a page: `className="…"`, `class="…"`, and the string literals inside
 * `className={…}` (`cn('a', on && 'b')`, a template literal). Only class attributes are read, so a
 * word of prose ("a hidden table") never becomes a rule.
 */
export function classCandidates(text: string): string[] {
  const { found, add } = collector();
  for (const match of text.matchAll(CLASS_ATTRIBUTE)) {
    if (match[1] !== undefined || match[2] !== undefined) {
      add(match[1] ?? match[2]);
      continue;
    }
    // className={…}: the string literals up to the matching brace, read within a window.
    const start = match.index + match[0].length;
    const stop = Math.min(text.length, start + EXPRESSION_WINDOW);
    let depth = 1;
    let end = start;
    while (end < stop && depth > 0) {
      if (text[end] === '{') depth++;
      else if (text[end] === '}') depth--;
      end++;
    }
    literalWords(text.slice(start, end), add);
  }
  return [...found];
}

/**
 * The class names a JavaScript file (a `.jsx`/`.tsx`/`.js` snippet) may use: every word of its string
 * and template literals, as Tailwind's own scanner reads source files. A class is often built away
 * from `className` (`const card = \`rounded-2xl ${dark ? 'dark:bg-zinc-900' : ''}\``); words that
 * are no class make no rule and cost nothing.
 */
export function codeClassCandidates(code: string): string[] {
  const { found, add } = collector();
  literalWords(code, add);
  return [...found];
}

const CODE_FILE = /\.(?:jsx|tsx|js|ts)$/i;

/**
 * A page's class names with those of the files it imports (snippets, components), followed once
 * each. Imported files come from the site's one reading (SiteSource.textAt), confined as every site
 * file is: inside the site folder, regular files only, within the page limit; anything else adds nothing.
 */
function pageCandidates(
  file: string,
  text: string,
  where: { docsDir: string; siteDir: string; textAt: (path: string) => string | undefined },
  seen: Set<string>,
  includes: (text: string) => PageIncludes = readPageIncludes,
): string[] {
  if (CODE_FILE.test(file)) return codeClassCandidates(text);
  const names = classCandidates(text);
  let imports: string[] = [];
  try {
    imports = includes(text).imports.map((use) => use.specifier);
  } catch {
    // A page MDX cannot parse is reported by the build itself; its own classes still count.
  }
  for (const specifier of imports) {
    const target = importTarget(specifier, file, where.docsDir);
    if (!target || seen.has(target) || !/\.(?:mdx?|jsx|tsx|js|ts)$/i.test(target)) continue;
    seen.add(target);
    const imported = where.textAt(target);
    if (imported !== undefined) names.push(...pageCandidates(target, imported, where, seen));
  }
  return names;
}

/**
 * The site's Tailwind CSS, made at build time from the classes its pages (and what they import)
 * use: one file the browser caches, linked only by the pages whose classes produce a rule. None
 * when no page does, so a site without Tailwind classes ships nothing for it.
 */
export async function siteTailwind(source: SiteSource, docsDir: string, colors: { primary: string; light: string; dark: string }): Promise<SiteTailwind | undefined> {
  const byPage = new Map<string, string[]>();
  for (const file of source.pages) {
    // A page's own imports come from the reading the include checks made of it (one parse per page).
    const includes = (text: string) => (mayInclude(text) ? sourcePageReading(source, file) : { imports: [], snippets: [] });
    const names = pageCandidates(file.path, source.read(file).text, { docsDir, siteDir: source.layout.siteDir ?? docsDir, textAt: source.textAt }, new Set([file.path]), includes);
    if (names.length > 0) byPage.set(file.id, names);
  }
  if (byPage.size === 0) return undefined;
  // Loaded only for a site with classes: a site without any pays nothing for Tailwind.
  const { compile } = await import('tailwindcss');
  const compiler = await compile(inputCss(colors), {
    base: docsDir,
    loadStylesheet: async (id, base) => {
      const path = require.resolve(id, { paths: [base, dirname(require.resolve('tailwindcss/package.json'))] });
      return { path, base: dirname(path), content: readFileSync(path, 'utf8') };
    },
  });
  // Tailwind's build() adds to what it built before: a class that changes the output is one it has
  // a rule for. Pages whose classes make none (Quire's own names, unknown words) link nothing.
  let css = compiler.build([]);
  const known = new Set<string>();
  for (const name of new Set([...byPage.values()].flat())) {
    const next = compiler.build([name]);
    if (next !== css) known.add(name);
    css = next;
  }
  const pages = [...byPage].filter(([, names]) => names.some((name) => known.has(name))).map(([id]) => id);
  if (pages.length === 0) return undefined;
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 10);
  return { href: `/_quire/tailwind.${hash}.css`, css, pages };
}
