import { existsSync, readFileSync } from 'node:fs';
import { mdxToJs } from 'satteri';
import { MDX_COMPONENT_NAMES } from '../source/component-names.ts';
import { parseableSource } from '../source/parseable-source.ts';
import { fileURLToPath } from 'node:url';
import { ownModule } from '../utils/own-modules.ts';
import { leavesFolder } from '../utils/paths.ts';
import { esmStatements, interactiveExports, PROVIDED_HOOKS, type EsmStatement } from './react-code.ts';
import { importTarget } from '../source/site-includes.ts';
import { guardComponents } from './guard-components.ts';
import { handedToReact, handedUsesOf, REACT_EQUIVALENTS, wrapperLine, wrapperName, type HandedUse } from './react-handed.ts';
import { displayPath } from '../utils/display-path.ts';

/**
 * How one MDX page's React runs, as Mintlify runs it: components imported from `.jsx`/`.tsx` files
 * and components the page declares inline (`export const Counter = () => { useState… }`) are drawn
 * at build time, and the ones that hold state, run effects or handle events come alive in the
 * reader's browser (an Astro island, `client:load`). Inline components that do so move into a
 * module of their own beside the page (`<page>.mdx${INLINE_MODULE_SUFFIX}`), because only a module
 * can be sent to the browser; Quire's components they draw are their React equivalents there
 * (components/react/equivalents.ts). One that draws a component with no React equivalent (a
 * snippet page, `<Snippet>`) stays in the page, drawn once with its first state.
 */

/** The module holding a page's live inline components: the page's path with this appended (no such file exists). */
export const INLINE_MODULE_SUFFIX = '.inline-components.jsx';

const COMPONENT_FILE = /\.[jt]sx$/;

export interface PageReactPlan {
  /** The page's ESM blocks, in order, as the page should have them. */
  esm: string[];
  /** Components to hydrate where the page draws them. */
  live: Set<string>;
  /** The inline components' module, when the page has live ones. */
  inlineModule?: string;
  /** The page's components handed to React components, moved to the module (site-code/react-handed.ts). */
  forced: Set<string>;
  /** Live uses that get a handed component by the module's wrapper. */
  wrapped: HandedUse[];
  /** The site's `.jsx`/`.tsx` files the page imports. */
  reactFiles: string[];
  /** Quire's components the live inline components draw, by their React equivalents (the route links their stylesheets and scripts). */
  equivalentsDrawn: string[];
}

/** The ESM blocks (import/export lines) of an MDX page's text, in order, and the components its body hands to others. */
export function pageCodeOf(source: string): { blocks: string[]; handed: HandedUse[] } {
  const blocks: string[] = [];
  let handed: HandedUse[] = [];
  mdxToJs(parseableSource(source, 'mdx'), {
    mdastPlugins: [{ name: 'quire:esm-blocks', mdxjsEsm: (node: { value: string }) => void blocks.push(node.value), after: (root: unknown) => void (handed = handedUsesOf(root)) }],
  });
  return { blocks, handed };
}

export const esmBlocksOf = (source: string): string[] => pageCodeOf(source).blocks;

type ReadText = (file: string) => string | undefined;
const readIfThere: ReadText = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);

interface ImportedName {
  local: string;
  imported: string;
  specifier: string;
  /** The file it reads; undefined for a package. */
  file?: string;
}

/** The names an import binds, with the file it reads. */
function importedNames(statement: EsmStatement, page: string, docsDir: string): { specifier: string; names: ImportedName[] } | undefined {
  if (!statement.imports) return undefined;
  const { specifier } = statement.imports;
  const file = importTarget(specifier, page, docsDir);
  return { specifier, names: statement.imports.names.map((name) => ({ ...name, specifier, file })) };
}

/** Every name the page's imports bind, with the file or package each reads. */
function importsOf(statements: readonly EsmStatement[], page: string, docsDir: string): Map<string, ImportedName> {
  const importsByName = new Map<string, ImportedName>();
  for (const statement of statements) for (const name of importedNames(statement, page, docsDir)?.names ?? []) importsByName.set(name.local, name);
  return importsByName;
}

const isReact = (name: ImportedName) => /^react(\/|$)/.test(name.specifier);

/**
 * The inline components of a page that can live in a module of their own: the live ones and what
 * they read of the page, as long as all of that is React (Quire's components by their React
 * equivalents; no snippet `.mdx`, no component without an equivalent); the page keeps the rest.
 */
function movableStatements(statements: EsmStatement[], importsByName: Map<string, ImportedName>, forced: ReadonlySet<string> = new Set()): Set<EsmStatement> {
  const declaring = new Map<string, EsmStatement>();
  for (const statement of statements) if (!statement.isImport) for (const name of statement.declares) declaring.set(name, statement);
  const moved = new Set<EsmStatement>();
  for (const start of statements) {
    const handed = start.declares.some((name) => forced.has(name));
    if (start.isImport || !(start.interactive || handed) || !start.declares.some((name) => /^[A-Z]/.test(name))) continue;
    const closure = new Set<EsmStatement>();
    const queue = [start];
    let movable = true;
    while (queue.length > 0 && movable) {
      const statement = queue.pop()!;
      if (closure.has(statement)) continue;
      closure.add(statement);
      for (const name of [...statement.reads, ...statement.draws]) {
        if (statement.declares.includes(name)) continue;
        const declared = declaring.get(name);
        if (declared) queue.push(declared);
        const imported = importsByName.get(name);
        // React code can use other React code (and react itself); not Quire's components or a snippet page.
        if (imported && !(imported.file && COMPONENT_FILE.test(imported.file)) && !isReact(imported)) movable = false;
        // Moved, Quire's components are drawn by their React equivalents; a name without one keeps the statement in the page.
        if (!declared && !imported && statement.draws.has(name) && !REACT_EQUIVALENTS.has(name)) movable = false;
      }
    }
    if (movable) for (const statement of closure) moved.add(statement);
  }
  return moved;
}

/**
 * The page's imports as its plan writes them: a component file's by absolute path (Astro finds a
 * live component's module by the import as written), a snippet page's live components from its
 * module. The names that come alive are added to `live`; the site's React files the page imports are listed.
 */
function rewrittenImports(
  statements: readonly EsmStatement[],
  { page, docsDir, siteDir, read, live }: { page: string; docsDir: string; siteDir: string; read: ReadText; live: Set<string> },
): { rewrittenImport: Map<EsmStatement, string>; reactFiles: string[] } {
  const rewrittenImport = new Map<EsmStatement, string>();
  const reactFiles: string[] = [];
  for (const statement of statements) {
    const found = importedNames(statement, page, docsDir);
    if (!found) continue;
    const file = found.names[0]?.file;
    if (!file || leavesFolder(file, siteDir)) continue;
    const text = read(file);
    if (text === undefined) continue;
    if (COMPONENT_FILE.test(file)) {
      // Astro finds a live component's module by the import as written: an absolute path always resolves.
      reactFiles.push(file);
      const { interactive } = interactiveExports(text, file);
      for (const name of found.names) if (interactive.has(name.imported)) live.add(name.local);
      rewrittenImport.set(statement, statement.code.replace(found.specifier, file));
    } else if (file.endsWith('.mdx')) {
      // A snippet page's live inline components are imported from its module, so they can be hydrated here.
      const snippet = planPageReact(esmBlocksOf(text), file, docsDir, siteDir, read);
      const fromModule = found.names.filter((name) => snippet.live.has(name.imported) && snippet.inlineModule);
      if (fromModule.length === 0) continue;
      for (const name of fromModule) live.add(name.local);
      const rest = found.names.filter((name) => !fromModule.includes(name));
      const list = (names: ImportedName[]) => names.map((name) => (name.imported === name.local ? name.local : `${name.imported} as ${name.local}`)).join(', ');
      const restLine = rest.length === 0 ? '' : `import { ${list(rest)} } from ${JSON.stringify(found.specifier)};`;
      rewrittenImport.set(statement, `import { ${list(fromModule)} } from ${JSON.stringify(snippet.inlineModule)};${restLine}`);
    }
  }
  return { rewrittenImport, reactFiles };
}

/** `export const X` as a module line: exported, whatever the page wrote. */
const exported = (code: string) => (/^export\s/.test(code) ? code : `export ${code}`);

/**
 * The page's React plan. `page` is its absolute path, `docsDir` where `/` imports start, `siteDir`
 * the folder no import may leave (imports that do are the confinement check's to refuse).
 */
export function planPageReact(
  blocks: readonly string[],
  page: string,
  docsDir: string,
  siteDir: string,
  read: ReadText = readIfThere,
  blockLines: ReadonlyArray<number | undefined> = [],
  handedUses: readonly HandedUse[] | (() => readonly HandedUse[]) = [],
): PageReactPlan {
  const live = new Set<string>();
  const perBlock = blocks.map((block) => esmStatements(block));
  const statements = perBlock.flat();
  // A handed component is a capitalised name the page's own (non-import) code declares: without
  // one, the uses are never looked for (finding them walks the page's whole tree).
  const declaresComponent = statements.some((statement) => !statement.isImport && statement.declares.some((name) => /^[A-Z]/.test(name)));
  const handed = !declaresComponent ? [] : typeof handedUses === 'function' ? handedUses() : handedUses;
  const importsByName = importsOf(statements, page, docsDir);
  const { rewrittenImport, reactFiles } = rewrittenImports(statements, { page, docsDir, siteDir, read, live });
  const isReactElement = (name: string) => COMPONENT_FILE.test(importsByName.get(name)?.file ?? '') || statements.some((statement) => statement.interactive && statement.declares.includes(name));
  const forced = handedToReact(handed, statements, isReactElement);
  const moved = movableStatements(statements, importsByName, forced);
  for (const statement of moved) if (statement.interactive) for (const name of statement.declares) if (/^[A-Z]/.test(name)) live.add(name);
  const movedDeclared = new Set([...moved].flatMap((statement) => statement.declares));
  // A live component handed one of the page's (moved) components comes alive as the module's wrapper.
  const wrapped = handed.filter((use) => live.has(use.element) && movedDeclared.has(use.value));
  for (const use of wrapped) live.add(wrapperName(use));
  const movedNames = [...movedDeclared, ...new Set(wrapped.map(wrapperName))];
  const inlineModule = moved.size > 0 ? `${page}${INLINE_MODULE_SUFFIX}` : undefined;
  const bound = new Set([...importsByName.keys(), ...statements.flatMap((statement) => statement.declares)]);
  // Hooks the page's own (static) components call: drawn once, with their first state.
  const staticHooks = PROVIDED_HOOKS.filter((hook) => !bound.has(hook) && statements.some((statement) => !moved.has(statement) && statement.reads.has(hook)));
  // Quire's components drawn by the page's own declarations: MDX gives them only to the page's body.
  const quireDrawn = [...new Set(statements.filter((statement) => !moved.has(statement)).flatMap((statement) => [...statement.draws]))].filter(
    (name) => !bound.has(name) && (MDX_COMPONENT_NAMES as readonly string[]).includes(name),
  );
  // The components that stay in the page are drawn by Astro: each is guarded (site-code/guard-components.ts).
  let guardedAny = false;
  const shownPage = displayPath(page);
  const staying = (statement: EsmStatement, index: number): string => {
    if (statement.isImport) return rewrittenImport.get(statement) ?? statement.code;
    const line = blockLines[index] === undefined ? 1 : blockLines[index] + blocks[index].slice(0, Math.max(0, blocks[index].indexOf(statement.code))).split('\n').length - 1;
    const { code, guarded } = guardComponents(statement.code, shownPage, GUARD, 'page.jsx', line);
    if (guarded.length > 0) guardedAny = true;
    return code;
  };
  const kept = perBlock.map((block, index) => block.map((statement) => (moved.has(statement) ? '' : staying(statement, index))));
  const esm = perBlock.map((_block, index) => {
    const lines = kept[index];
    if (index === 0 && inlineModule)
      lines.unshift(
        `import { ${movedNames.join(', ')} } from ${JSON.stringify(inlineModule)};\nexport { ${movedNames.filter((name) => [...moved].some((s) => s.declares.includes(name) && /^export\s/.test(s.code))).join(', ')} };`,
      );
    if (index === 0 && quireDrawn.length > 0)
      lines.unshift(`import { mdxComponents as __quireComponents } from ${JSON.stringify(COMPONENTS_MODULE)};\nexport const { ${quireDrawn.join(', ')} } = __quireComponents;`);
    if (index === 0 && staticHooks.length > 0) lines.unshift(`import { ${staticHooks.join(', ')} } from ${JSON.stringify(STATIC_HOOKS_MODULE)};`);
    if (index === 0 && guardedAny) lines.unshift(`import { guardStatic as ${GUARD} } from ${JSON.stringify(STATIC_GUARD_MODULE)};`);
    return lines.filter((line) => line !== '').join('\n');
  });
  const equivalentsDrawn = [...new Set([...moved].flatMap((statement) => [...statement.draws]))].filter((name) => !bound.has(name) && REACT_EQUIVALENTS.has(name)).sort();
  return { esm, live, inlineModule, forced, wrapped, reactFiles, equivalentsDrawn };
}

/** Quire's components, which a page's own (static) components draw. */
const COMPONENTS_MODULE = fileURLToPath(ownModule('../components/mdx/index.ts', import.meta.url));

/** Where the stand-ins of hooks for components drawn once at build time live. */
export const STATIC_HOOKS_MODULE = fileURLToPath(ownModule('../components/mdx/static-hooks.ts', import.meta.url));

/** The wrapper of the site's components that keeps one failing from stopping the build, as the page's code names it. */
const GUARD = '__quireGuard';
const STATIC_GUARD_MODULE = fileURLToPath(ownModule('../components/mdx/render-guard.ts', import.meta.url));
/** Its React twin, for React code (a page's live components, snippets' .jsx and .tsx files). */
export const LIVE_GUARD_MODULE = fileURLToPath(ownModule('../components/react/render-guard.ts', import.meta.url));

/** `code` with its components guarded as React code, and the import of the guard when it needs one (first, on the same line). */
export function guardReactCode(code: string, file: string, lang: string): string {
  const { code: guarded, guarded: names } = guardComponents(code, displayPath(file), GUARD, lang);
  return names.length === 0 ? code : `import { guardLive as ${GUARD} } from ${JSON.stringify(LIVE_GUARD_MODULE)};${guarded}`;
}

/** The module of a page's live inline components: the statements the page gives up, and the imports they need. */
export function inlineComponentsModule(pageSource: string, page: string, docsDir: string, siteDir: string, read: ReadText = readIfThere): string {
  const { blocks, handed } = pageCodeOf(pageSource);
  const plan = planPageReact(blocks, page, docsDir, siteDir, read, [], handed);
  const statements = blocks.flatMap((block) => esmStatements(block));
  const importsByName = importsOf(statements, page, docsDir);
  const importLines: string[] = [];
  for (const statement of statements) {
    const found = importedNames(statement, page, docsDir);
    if (!found) continue;
    const file = found.names[0]?.file;
    if (file && COMPONENT_FILE.test(file) && !leavesFolder(file, siteDir) && read(file) !== undefined) importLines.push(statement.code.replace(found.specifier, file));
    else if (found.names.some(isReact)) importLines.push(statement.code);
  }
  const moved = movableStatements(statements, importsByName, plan.forced);
  // Quire's components the moved statements draw are free names here, which the module's transform binds to their React equivalents (integration/react-modules.ts).
  const wrappers = [...new Set(plan.wrapped.map(wrapperLine))];
  const code = [...importLines, ...statements.filter((statement) => moved.has(statement)).map((statement) => exported(statement.code)), ...wrappers].join('\n');
  return guardReactCode(code, page, 'page.jsx');
}

/** The id under which React code reads an `.mdx` snippet's exports: a path ending in `.jsx`, so Astro's React integration compiles it. */
export const MDX_EXPORTS_SUFFIX = '.react-exports.jsx';

/**
 * An `.mdx` snippet as React code reads it (`import { CosmosIcon } from '/snippets/icons.mdx'` in a
 * `.jsx`, as Mintlify runs it): the snippet's own ESM (its `export const` components and the
 * imports they need) as a module of its own. The snippet's prose is for pages, not for React.
 */
export function mdxExportsModule(snippetSource: string): string {
  const statements = pageCodeOf(snippetSource).blocks.flatMap((block) => esmStatements(block));
  // Guarded, given hooks and stand-ins like any React file of the site (integration/react-modules.ts).
  return `${statements.map((statement) => statement.code).join('\n')}\n`;
}
