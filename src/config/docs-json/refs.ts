import { hasUrlScheme } from '../../utils/urls.ts';
import { realpathSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { readJsonFile, type ReadResult } from '../load.ts';
import type { PathSegment } from '../json-path.ts';
import type { ConfigProblem, ConfigWarning } from '../problems.ts';
import { isJsonObject } from '../../utils/json.ts';
import { leavesFolder } from '../../utils/paths.ts';

interface RefContext {
  siteDir: string;
  /** The files being read, outermost first: a file already in it would be a cycle. */
  chain: string[];
  problems: ConfigProblem[];
  warnings: ConfigWarning[];
  /** Every file read through a `$ref` (absolute): never published, and watched in dev. */
  files: Set<string>;
  /** Shared by every level of one load (the context is copied per level, these are not). */
  budget: RefBudget;
}

/**
 * What one load of docs.json may cost. Ten `$ref`s per file over seven levels is ten million
 * expansions: each file is read once (by real path) and the expansions are counted, so a fan-out
 * stops with a message instead of running for minutes.
 */
interface RefBudget {
  read: (file: string, expected: string) => ReadResult;
  /** Parsed files by real path: the same file named by many `$ref`s is read once. */
  cache: Map<string, ReadResult>;
  expansions: number;
  limit: number;
  /** Set once the limit is passed, so the problem is reported once. */
  exhausted: boolean;
}

/** The most `$ref`s one docs.json may expand, all files together (real configs use a few dozen). */
export const MAX_REF_EXPANSIONS = 10_000;

export interface ResolveRefsOptions {
  /** Reads and parses one JSON file (tests count the reads). */
  readJson?: (file: string, expected: string) => ReadResult;
  maxExpansions?: number;
}

function realPath(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return file; // a missing file: the read reports it
  }
}

function readOnce(context: RefContext, target: string, expected: string): ReadResult {
  const key = realPath(target);
  const cached = context.budget.cache.get(key);
  if (cached) return cached;
  const read = context.budget.read(target, expected);
  context.budget.cache.set(key, read);
  return read;
}

const shown = (context: RefContext, file: string) => relative(context.siteDir, file) || file;
const chainText = (context: RefContext, next?: string) => [...context.chain, ...(next ? [next] : [])].map((file) => shown(context, file)).join(' → ');

/** The problem names the file holding the `$ref` (when it is not docs.json itself) and the chain that led there. */
function refProblem(context: RefContext, path: PathSegment[], expected: string, found: string, hint?: string): void {
  const inner = context.chain.length > 1 ? shown(context, context.chain[context.chain.length - 1]) : undefined;
  context.problems.push({ path: [...path, '$ref'], expected, found, hint, file: inner });
}

function follow(reference: unknown, path: PathSegment[], context: RefContext): { ok: true; value: unknown } | { ok: false } {
  if (typeof reference !== 'string' || reference.trim() === '') {
    refProblem(context, path, 'a path to a JSON file, relative to the file holding it', typeof reference === 'string' ? 'an empty string' : JSON.stringify(reference));
    return { ok: false };
  }
  const from = context.chain[context.chain.length - 1];
  const target = resolve(dirname(from), reference);
  if (hasUrlScheme(reference) || leavesFolder(target, context.siteDir)) {
    refProblem(context, path, 'a JSON file inside the site folder', JSON.stringify(reference), `$ref reads files of the site only; copy the file into ${context.siteDir}`);
    return { ok: false };
  }
  if (context.chain.includes(target)) {
    refProblem(context, path, 'a $ref that does not lead back to a file being read', `a cycle: ${chainText(context, target)}`, 'break the cycle: one of these files must not refer back');
    return { ok: false };
  }
  const { budget } = context;
  if (budget.exhausted) return { ok: false };
  if (++budget.expansions > budget.limit) {
    budget.exhausted = true;
    refProblem(
      context,
      path,
      `at most ${budget.limit.toLocaleString('en-US')} $ref expansions in all`,
      `more, while expanding ${shown(context, target)} (read through ${chainText(context, target)})`,
      'a file named by many $refs, each naming more, multiplies: name a shared file once, or merge the files',
    );
    return { ok: false };
  }
  context.files.add(target);
  const read = readOnce(context, target, `a JSON file for "$ref": ${JSON.stringify(reference)}`);
  if (!read.ok) {
    const located = read.problem.line !== undefined;
    context.problems.push({
      ...read.problem,
      path: located ? read.problem.path : [...path, '$ref'],
      file: located ? shown(context, target) : context.chain.length > 1 ? shown(context, from) : undefined,
      hint: read.problem.hint ?? `read through ${chainText(context, target)}`,
    });
    return { ok: false };
  }
  return { ok: true, value: resolveIn(read.value, [], { ...context, chain: [...context.chain, target] }) };
}

function resolveIn(value: unknown, path: PathSegment[], context: RefContext): unknown {
  if (Array.isArray(value)) return value.map((item, index) => resolveIn(item, [...path, index], context));
  if (!isJsonObject(value)) return value;
  const { $ref: reference, ...siblings } = value;
  const resolvedSiblings = Object.fromEntries(Object.entries(siblings).map(([key, child]) => [key, resolveIn(child, [...path, key], context)]));
  if (!('$ref' in value)) return resolvedSiblings;
  const followed = follow(reference, path, context);
  if (!followed.ok) return resolvedSiblings;
  if (isJsonObject(followed.value)) return { ...followed.value, ...resolvedSiblings };
  if (Object.keys(siblings).length > 0) {
    context.warnings.push({
      path: [...path, '$ref'],
      message: `keys beside a $ref to ${Array.isArray(followed.value) ? 'an array' : 'a value that is not an object'} are ignored, as Mintlify ignores them: ${Object.keys(siblings)
        .map((key) => `"${key}"`)
        .join(', ')}`,
      hint: 'only an object can take keys beside its $ref',
    });
  }
  return followed.value;
}

/**
 * Replaces every `{ "$ref": "file.json" }` by that file's JSON, as Mintlify does before it validates:
 * paths relative to the file holding them and confined to the site folder; an object takes the
 * keys beside its `$ref` on top (they win); cycles and missing or broken files are problems.
 */
export function resolveRefs(
  value: unknown,
  file: string,
  siteDir: string,
  options: ResolveRefsOptions = {},
): { value: unknown; problems: ConfigProblem[]; warnings: ConfigWarning[]; files: string[] } {
  // Every $ref file through the site-file reader: confined to the site folder, size-limited, read once.
  const budget: RefBudget = {
    read: options.readJson ?? ((target, expected) => readJsonFile(target, expected, undefined, siteDir)),
    cache: new Map(),
    expansions: 0,
    limit: options.maxExpansions ?? MAX_REF_EXPANSIONS,
    exhausted: false,
  };
  const context: RefContext = { siteDir: resolve(siteDir), chain: [resolve(file)], problems: [], warnings: [], files: new Set(), budget };
  const resolved = resolveIn(value, [], context);
  return { value: resolved, problems: context.problems, warnings: context.warnings, files: [...context.files] };
}
