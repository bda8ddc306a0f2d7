// `npm run lint`: the rooms of src/ import in the direction of flow (scripts/layer-rules.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { layerViolations, type ModuleImports } from './layer-rules.ts';

const SRC = fileURLToPath(new URL('../src', import.meta.url));
const BUILTINS = new Set(builtinModules);

/** The code of a file as TypeScript reads it: an .astro file's frontmatter and its scripts. */
function codeOf(file: string): string {
  const text = readFileSync(file, 'utf8');
  if (!file.endsWith('.astro')) return text;
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  return [frontmatter, ...scripts].join('\n');
}

function importsOf(file: string): string[] {
  return ts.preProcessFile(codeOf(file), true, true).importedFiles.flatMap(({ fileName }) => {
    if (fileName.startsWith('.'))
      return [
        relative(SRC, resolve(dirname(file), fileName))
          .split('\\')
          .join('/'),
      ];
    const bare = fileName.replace(/^node:/, '');
    return fileName.startsWith('node:') || BUILTINS.has(bare) ? [`node:${bare}`] : [];
  });
}

const modules: ModuleImports[] = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((path) => /\.(ts|astro)$/.test(path) && !path.endsWith('.d.ts'))
  .map((path) => ({ file: path.split('\\').join('/'), imports: importsOf(join(SRC, path)) }));
const violations = layerViolations(modules);
for (const violation of violations) console.error(`✖ ${violation}`);
console.log(violations.length === 0 ? `layers: ${modules.length} modules import in the direction of flow` : `layers: ${violations.length} imports against the direction of flow`);
process.exitCode = violations.length === 0 ? 0 : 1;
