// `npm run lint`: no function of src/ longer than a screen (scripts/function-length.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { longFunctions, MAX_FUNCTION_LINES } from './function-length.ts';

const SRC = fileURLToPath(new URL('../src', import.meta.url));
const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith('.ts') && !path.endsWith('.d.ts'));
const long = files.flatMap((path) => longFunctions(path, readFileSync(join(SRC, path), 'utf8')).map((found) => ({ path: path.split('\\').join('/'), ...found })));
for (const { path, name, line, lines } of long) console.error(`✖ src/${path}:${line}: ${name} is ${lines} lines; split it into named steps of at most ${MAX_FUNCTION_LINES}`);
console.log(long.length === 0 ? `functions: none of ${files.length} files has one over ${MAX_FUNCTION_LINES} lines` : `functions: ${long.length} over ${MAX_FUNCTION_LINES} lines`);
process.exitCode = long.length === 0 ? 0 : 1;
