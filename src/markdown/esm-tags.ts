import { fileURLToPath } from 'node:url';
import { UNKNOWN_COMPONENT_STAND_IN } from '../source/component-names.ts';
import { boundNames, freeJsxNames } from '../site-code/free-names.ts';
import { parseComponentCode } from '../site-code/react-code.ts';
import { ownModule } from '../utils/own-modules.ts';

/** One import/export block of an .mdx page, with the line it starts on in the page. */
export interface EsmBlock {
  value: string;
  line?: number;
}

/** A capitalised tag the page's own code draws, with where. */
export interface EsmTag {
  name: string;
  line?: number;
  column?: number;
}

const lineAndColumn = (text: string, offset: number): { line: number; column: number } => {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length - 1, column: before[before.length - 1].length + 1 };
};

/**
 * The capitalised tags the page's own code draws (the components it declares, `export const Box
 * = () => <Unknown>…</Unknown>`) that nothing in that code binds: whether each is one of Quire's,
 * a name the page body may also use, or nothing at all is the component check's to say.
 */
export function tagsDrawnByEsm(blocks: readonly EsmBlock[]): EsmTag[] {
  const programs = blocks.map((block) => parseComponentCode(block.value, 'page.jsx'));
  const bound = new Set(programs.flatMap((program) => (program ? [...boundNames(program)] : [])));
  return blocks.flatMap((block, index) => {
    const program = programs[index];
    if (!program) return [];
    return freeJsxNames(program, bound).map(({ name, start }) => {
      if (block.line === undefined) return { name };
      const at = lineAndColumn(block.value, start);
      return { name, line: block.line + at.line, column: at.line === 0 ? undefined : at.column };
    });
  });
}

const COMPONENTS_MODULE = fileURLToPath(ownModule('../components/mdx/index.ts', import.meta.url));

/**
 * The line that puts the stand-in (its content alone) in the place of names the page's own code draws and nothing
 * defines, in that code's scope (MDX hands Quire's components only to the page body). One line, put
 * before the page's first import/export line, so the author's line numbers stay as they are; an
 * export, as MDX allows only imports and exports there.
 */
export function standInBinding(names: readonly string[]): string {
  const bindings = names.map((name) => `${UNKNOWN_COMPONENT_STAND_IN}: ${name}`).join(', ');
  return `import { mdxComponents as __quireStandIns } from ${JSON.stringify(COMPONENTS_MODULE)}; export const { ${bindings} } = __quireStandIns; `;
}
