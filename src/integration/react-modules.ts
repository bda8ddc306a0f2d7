import { existsSync, readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { autoImportedSnippets, snippetExports } from '../markdown/snippet-auto-imports.ts';
import { sourcePageComponents } from '../markdown/unknown-components.ts';
import { MDX_COMPONENT_NAMES } from '../source/component-names.ts';
import { ownModule } from '../utils/own-modules.ts';
import { importKind, PAGE_PACKAGES } from '../site-code/allowed-imports.ts';
import { parseComponentCode, programImports, withProvidedHooks } from '../site-code/react-code.ts';
import { freeJsxNames } from '../site-code/free-names.ts';
import { displayPath } from '../utils/display-path.ts';
import { placeAt, type ProblemPlace } from '../utils/problem-place.ts';
import { guardReactCode, INLINE_MODULE_SUFFIX, inlineComponentsModule, MDX_EXPORTS_SUFFIX, mdxExportsModule } from '../site-code/react-plan.ts';
import type { AstroIntegration } from 'astro';
import type { SiteSource } from '../source/site-source.ts';
import { leavesFolder } from '../utils/paths.ts';
import { importTarget } from '../source/site-includes.ts';
import { CALLOUT_ICONS, type CalloutKind } from '../components/mdx/callout-kinds.ts';
import { calloutIconKey } from '../components/react/icon-table.ts';
import { drawsHandedIcons, iconNamesIn, stringLiteralsIn } from '../site-code/react-icons.ts';
import { MINTLIFY_COMPONENTS } from '../site-code/react-drawn.ts';
import type { IconLibrary } from '../config/icon-value.ts';
import { iconSvg } from '../icons/icon-lookup.ts';
import { QUIRE_REACT_LATEX_MODULE, QUIRE_REACT_MODULE, REACT_EQUIVALENTS } from '../site-code/react-handed.ts';
import { idsAround } from './hook-filters.ts';

const COMPONENT_FILE = /\.[jt]sx$/;

/** The stand-in as a React component (its content alone), for names React code draws that nothing defines. */
const PLAIN_CONTENT_MODULE = fileURLToPath(ownModule('../components/react/plain-content.ts', import.meta.url));

/** Vite's convention for ids no file backs: the \0 keeps other plugins off them. */
const MISSING_PACKAGE_PREFIX = '\0quire-missing-package:';

function refusedPackage(message: string): Error {
  const error = new Error(message);
  error.name = 'QuireImportRefused';
  error.stack = '';
  return error;
}

/** The names a module imports from `source` (`default` for a default import), as names a module may export. */
const importedNamesOf = (program: unknown, source: string): string[] => [
  ...new Set(
    programImports(program)
      .filter((entry) => entry.source === source)
      .flatMap((entry) => entry.names)
      .filter((name) => /^[A-Za-z_$][\w$]*$/.test(name)),
  ),
];

/** The callout kinds, as the names React code draws them by (`Note` → note). */
const CALLOUT_NAMES: ReadonlyMap<string, CalloutKind> = new Map((Object.keys(CALLOUT_ICONS) as CalloutKind[]).map((kind) => [`${kind[0].toUpperCase()}${kind.slice(1)}`, kind] as const));

/** What a module's React equivalents need drawn: the icon names its code writes, and the callout kinds it may show. */
export interface EquivalentIcons {
  names: string[];
  kinds: CalloutKind[];
}

/** The icons React code that draws `drawn` needs (site-code/react-icons.ts): a card may be handed a callout's `type` as a string. */
export function equivalentIconsOf(program: unknown, drawn: readonly string[], handed: () => readonly string[] = () => []): EquivalentIcons {
  const literals = drawn.includes('Card') ? stringLiteralsIn(program) : new Set<string>();
  const kinds = (Object.keys(CALLOUT_ICONS) as CalloutKind[]).filter((kind) => drawn.some((name) => CALLOUT_NAMES.get(name) === kind) || literals.has(kind));
  // An icon the code is handed (`icon={props.icon}`) is one the pages write: those are drawn for it too.
  const names = drawn.length > 0 && drawsHandedIcons(program) ? [...new Set([...iconNamesIn(program), ...handed()])].sort() : iconNamesIn(program);
  return { names, kinds };
}

/**
 * The one line that binds `names` to Quire's React equivalents (components/react/equivalents.ts),
 * with the icons they draw as SVG from the site's icon library (a callout's own from Font Awesome,
 * as Callout.astro draws it); a name the library lacks is left out, and draws no icon.
 */
function equivalentsLine(names: readonly string[], icons: EquivalentIcons, library: IconLibrary, bind: (name: string) => string): string {
  const table: Record<string, string> = {};
  for (const name of icons.names) {
    const svg = iconSvg(name, { library });
    if (svg !== undefined) table[name] = svg;
  }
  for (const kind of icons.kinds) table[calloutIconKey(kind)] = iconSvg({ name: CALLOUT_ICONS[kind], library: 'fontawesome' }) ?? '';
  // Latex's equivalent is bound from its own module: only code drawing a formula takes the TeX engine.
  const latex = names.includes('Latex') ? `import { Latex as __quireLatex } from ${JSON.stringify(QUIRE_REACT_LATEX_MODULE)}; ` : '';
  return `${latex}import { equivalents as __quireEquivalents } from ${JSON.stringify(QUIRE_REACT_MODULE)}; const __quireDrawn = { ...__quireEquivalents(${JSON.stringify(table)})${latex ? ', Latex: __quireLatex' : ''} }; ${names.map(bind).join(' ')}`;
}

/**
 * What a package the site's React code imports and Quire does not provide becomes, as on Mintlify
 * (which drops the import and answers the names with its own components): a name of Quire's
 * components (`Card`, `Tabs`, `Note`… from `@mintlify/components`) is its React equivalent; any
 * other name (an icon set's icon) draws its content alone, so the rest of the component still
 * draws. The package is never loaded; the build says which packages and files.
 */
export function missingPackageModule(names: string[], icons: EquivalentIcons = { names: [], kinds: [] }, library: IconLibrary = 'fontawesome'): string {
  const lines = [`import { PlainContent } from ${JSON.stringify(PLAIN_CONTENT_MODULE)};`, 'export default PlainContent;'];
  const quire = names.filter((name) => REACT_EQUIVALENTS.has(name));
  if (quire.length > 0) lines.push(equivalentsLine(quire, icons, library, (name) => `export const ${name} = __quireDrawn.${name};`));
  for (const name of names) if (name !== 'default' && !REACT_EQUIVALENTS.has(name)) lines.push(`export const ${name} = PlainContent;`);
  return `${lines.join('\n')}\n`;
}

/**
 * The site's React modules as Mintlify runs them: hooks used without an import get one (Mintlify
 * provides them), and a page's live inline components are served as the module
 * `<page>.mdx${INLINE_MODULE_SUFFIX}`, made from the page's text (site-code/react-plan.ts). Only
 * files of the site folder are touched.
 */
export function reactModulesPlugin({
  siteDir,
  docsDir,
  missingPackages,
  unknownTags,
  iconLibrary = () => 'fontawesome',
  handedIcons = () => [],
}: {
  siteDir: string;
  docsDir: string;
  /** The icon names the site's pages write (site-code/react-icons.ts iconsWrittenByPages), for React code drawing the icons it is handed. */
  handedIcons?: () => readonly string[];
  /** The site's icon library, in which the icons React code writes are drawn. */
  iconLibrary?: () => IconLibrary;
  missingPackages?: (specifier: string, file: string) => void;
  /** Hears the capitalised tags a React module draws that nothing defines (drawn as their content alone). */
  unknownTags?: (file: string, tags: Array<{ name: string; line: number }>) => void;
}) {
  const pageOf = (id: string) => id.slice(0, -INLINE_MODULE_SUFFIX.length);
  const snippetOf = (id: string) => id.slice(0, -MDX_EXPORTS_SUFFIX.length);
  const isMdxExports = (id: string) => id.endsWith(MDX_EXPORTS_SUFFIX) && !leavesFolder(id, siteDir) && existsSync(snippetOf(id));
  /** A site file React code names: `/snippets/x` from the docs root (as pages write it), `./x` beside the importer. */
  const siteFileOf = (source: string, importer: string): string | undefined => {
    const file = importTarget(source, importer, docsDir);
    return file !== undefined && !leavesFolder(file, siteDir) && existsSync(file) ? file : undefined;
  };
  const isInlineModule = (id: string) => id.endsWith(INLINE_MODULE_SUFFIX) && !leavesFolder(id, siteDir) && existsSync(pageOf(id));
  const isSiteCode = (id: string | undefined): id is string => id !== undefined && COMPONENT_FILE.test(id.split('?')[0]) && !id.includes('/node_modules/') && !leavesFolder(id.split('?')[0], siteDir);
  return {
    name: 'quire:react-modules',
    enforce: 'pre' as const,
    resolveId(source: string, importer: string | undefined) {
      if (isInlineModule(source) || isMdxExports(source)) return source;
      // Mintlify's component package, imported by a page: Quire's own components by the same names.
      if (source === MINTLIFY_COMPONENTS && importer?.split('?')[0].endsWith('.mdx') && !leavesFolder(importer.split('?')[0], siteDir)) return MINTLIFY_COMPONENTS_ID;
      if (!isSiteCode(importer)) return undefined;
      const kind = importKind(source);
      if (kind === 'site-file') {
        // Root-absolute paths start at the docs root, as in pages; an .mdx snippet is read for its exports.
        const file = siteFileOf(source, importer.split('?')[0]);
        if (file?.endsWith('.mdx')) return `${file}${MDX_EXPORTS_SUFFIX}`;
        if (file && source.startsWith('/')) return file;
        return undefined;
      }
      // React code gets React; Mintlify's component package is Quire's (Astro) components, which React cannot draw.
      if (kind === 'scheme' || (kind === 'allowed-package' && source !== MINTLIFY_COMPONENTS)) return undefined;
      const file = importer.split('?')[0];
      // The importer's own text, for the names it imports (a module made here has none from packages).
      const code = isInlineModule(file) || isMdxExports(file) ? undefined : readFileSync(file, 'utf8');
      return unprovidedPackageId(source, file, code, kind === 'node-builtin', missingPackages, handedIcons);
    },
    load: {
      filter: idsAround({ exact: [MINTLIFY_COMPONENTS_ID], prefixes: [MISSING_PACKAGE_PREFIX], suffixes: [MDX_EXPORTS_SUFFIX, INLINE_MODULE_SUFFIX] }),
      handler(id: string) {
        if (id === MINTLIFY_COMPONENTS_ID) return mintlifyComponentsModule();
        if (id.startsWith(MISSING_PACKAGE_PREFIX)) {
          const { names, icons } = JSON.parse(id.slice(MISSING_PACKAGE_PREFIX.length));
          return missingPackageModule(names, icons, iconLibrary());
        }
        if (isMdxExports(id)) return { code: mdxExportsModule(readFileSync(snippetOf(id), 'utf8')), map: null };
        if (!isInlineModule(id)) return undefined;
        const page = pageOf(id);
        return { code: inlineComponentsModule(readFileSync(page, 'utf8'), page, docsDir, siteDir), map: null };
      },
    },
    transform: {
      // COMPONENT_FILE, before any query.
      filter: { id: /\.[jt]sx(\?.*)?$/ },
      handler(code: string, id: string) {
        if (!isSiteCode(id)) return undefined;
        const file = id.split('?')[0];
        const written = siteReactModule(code, file, { guarded: isInlineModule(file), library: iconLibrary(), unknownTags, handedIcons });
        return written === undefined ? undefined : { code: written, map: null };
      },
    },
  };
}

/**
 * A React module of the site as it runs: Quire's components it draws without an import are their
 * React equivalents (as Mintlify provides its components to snippets), other names nothing defines
 * draw their content alone (`unknownTags` hears them), both bound on the module's first line so
 * the author's line numbers stay; its components guarded (unless `guarded` already, a page's live
 * components: site-code/react-plan.ts) and given the hooks Mintlify provides. Undefined when nothing changes.
 */
export function siteReactModule(
  code: string,
  file: string,
  {
    guarded,
    library,
    unknownTags,
    handedIcons,
  }: { guarded: boolean; library: IconLibrary; unknownTags?: (file: string, tags: Array<{ name: string; line: number }>) => void; handedIcons?: () => readonly string[] },
): string | undefined {
  const program = parseComponentCode(code, file);
  const free = program ? freeJsxNames(program) : [];
  const unknownFree = free.filter(({ name }) => !REACT_EQUIVALENTS.has(name));
  if (unknownFree.length > 0)
    unknownTags?.(
      file,
      unknownFree.map(({ name, start }) => ({ name, line: code.slice(0, start).split('\n').length })),
    );
  const quire = [...new Set(free.map(({ name }) => name).filter((name) => REACT_EQUIVALENTS.has(name)))];
  const unknown = [...new Set(unknownFree.map(({ name }) => name))];
  const equivalentsPrelude = quire.length === 0 ? '' : `${equivalentsLine(quire, equivalentIconsOf(program, quire, handedIcons), library, (name) => `const ${name} = __quireDrawn.${name};`)} `;
  const standIns =
    equivalentsPrelude +
    (unknown.length === 0 ? '' : `import { PlainContent as __quirePlain } from ${JSON.stringify(PLAIN_CONTENT_MODULE)}; const ${unknown.map((name) => `${name} = __quirePlain`).join(', ')}; `);
  const provided = withProvidedHooks(guarded ? code : guardReactCode(code, file, file), file);
  return provided === code && standIns === '' ? undefined : `${standIns}${provided}`;
}

/**
 * The module a package import of the site's React code resolves to: refused for a Node.js module;
 * else the stand-in module of the names `code` imports from it (missingPackageModule), the build
 * told of the package unless it is Mintlify's and every name has a React equivalent.
 */
function unprovidedPackageId(
  source: string,
  file: string,
  code: string | undefined,
  nodeBuiltin: boolean,
  missingPackages?: (specifier: string, file: string) => void,
  handedIcons?: () => readonly string[],
): string {
  if (nodeBuiltin)
    throw refusedPackage(
      `${displayPath(file)}: import "${source}": a Node.js module; site code runs in the reader's browser and may import only ${PAGE_PACKAGES.filter((name) => !name.includes('/')).join(', ')}`,
    );
  const program = code === undefined ? undefined : parseComponentCode(code, file);
  const names = program === undefined ? [] : importedNamesOf(program, source);
  if (source !== MINTLIFY_COMPONENTS || names.some((name) => !REACT_EQUIVALENTS.has(name))) missingPackages?.(source, file);
  return `${MISSING_PACKAGE_PREFIX}${JSON.stringify({
    source,
    names,
    icons: equivalentIconsOf(
      program,
      names.filter((name) => REACT_EQUIVALENTS.has(name)),
      handedIcons,
    ),
  })}`;
}

/** A page that may hold React: it imports a component file, or declares a component of its own. */
const REACT_HINT = /\.[jt]sx['"]|^export\s+(?:const|function)\s+[A-Z]/m;

/** Whether a page uses a `.jsx`/`.tsx` snippet without importing it (Mintlify imports it for the page, snippet-auto-imports.ts). */
function usesReactSnippetUnimported(source: SiteSource): boolean {
  const exports = snippetExports(source.layout.pagesDir, source.textAt);
  if (![...exports.values()].some((files) => files.some((file) => /\.[jt]sx$/.test(file)))) return false;
  return source.files.some(
    (file) =>
      file.path.endsWith('.mdx') &&
      autoImportedSnippets(source.read(file).text, exports, relative(source.layout.pagesDir, file.path).split(sep).join('/'), () => sourcePageComponents(source, file)).some((use) =>
        /\.[jt]sx$/.test(use.file),
      ),
  );
}

/** Whether a page of the site may run React code: it imports a component file, declares a component, or uses a `.jsx` snippet Mintlify imports for it. */
export function siteHasReactCode(source: SiteSource): boolean {
  return source.files.some((file) => file.path.endsWith('.mdx') && REACT_HINT.test(source.read(file).text)) || usesReactSnippetUnimported(source);
}

/**
 * Astro's React integration, for a site that has React code (a build of a site without any loads
 * no React at all; the dev server always has it, as a page may gain a component at any save). It
 * is imported here, when Astro has set NODE_ENV: React picks its development or production build
 * when first loaded, and the two must not mix in one build.
 */
export async function reactIntegration(dev: boolean, source: SiteSource): Promise<AstroIntegration[]> {
  if (!dev && !siteHasReactCode(source)) return [];
  const { default: react } = await import('@astrojs/react');
  return [react({ include: [/\.[jt]sx$/] })];
}

const MINTLIFY_COMPONENTS_ID = '\0quire-mintlify-components';
const COMPONENTS_MODULE = fileURLToPath(ownModule('../components/mdx/index.ts', import.meta.url));

/** `import { Card } from '@mintlify/components'` in a page: the same component the page has without the import. */
function mintlifyComponentsModule(): string {
  return `import { mdxComponents } from ${JSON.stringify(COMPONENTS_MODULE)};\nexport const { ${MDX_COMPONENT_NAMES.join(', ')} } = mdxComponents;\n`;
}

/**
 * One build's record of the packages site code imports that Quire does not provide, for the
 * warning after it: the imports in files the site's check did not already name (`named`, files as
 * messages show them), each package with its first few files.
 */
export function newMissingPackages() {
  const seen = new Map<string, Set<string>>();
  return {
    note: (specifier: string, file: string) => void seen.set(specifier, (seen.get(specifier) ?? new Set()).add(displayPath(file))),
    report: (named: ReadonlySet<string>): { message: string; places: ProblemPlace[] } | undefined => {
      const unnamed = [...seen]
        .map(([name, files]) => [name, [...files].filter((file) => !named.has(file)).sort()] as const)
        .filter(([, files]) => files.length > 0)
        .sort(([a], [b]) => a.localeCompare(b));
      if (unnamed.length === 0) return undefined;
      const lines = unnamed.map(([name, files]) => `  ⚠ ${name} (${files.slice(0, 3).join(', ')}${files.length > 3 ? `, and ${files.length - 3} more` : ''})`);
      return {
        message: `Packages the site's React code imports that Quire does not provide (their code never runs): the names of Quire's components (Card, Tabs, Steps, Note…) are drawn as Quire's, any other name as its content alone:\n${lines.join('\n')}`,
        places: [...new Set(unnamed.flatMap(([, files]) => files))].map((file) => placeAt(file)),
      };
    },
  };
}
