import type * as z from 'zod';
import { didYouMean, formatSuggestions } from './did-you-mean.ts';
import { describeValue, valueAt, type PathSegment } from './json-path.ts';
import type { ConfigProblem } from './problems.ts';
import { hintFor } from './hints.ts';
import { arrayElement, objectShape, optionForValue } from './zod-walk.ts';

type Issue = z.core.$ZodIssue;

const DEFAULT_MESSAGE = /^(Invalid input|Invalid option|Too small|Too big|Invalid string|Unrecognized key)/;

function article(type: string): string {
  if (type === 'array' || type === 'object') return `an ${type}`;
  return type === 'boolean' ? 'true or false' : `a ${type}`;
}

function expectedFor(issue: Issue): string {
  if (!DEFAULT_MESSAGE.test(issue.message)) return issue.message;
  if (issue.code === 'invalid_type') return article(issue.expected);
  if (issue.code === 'invalid_value') return `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
  return issue.message;
}

/**
 * For a failed union, the branch whose type matched the value (a string branch for strings,
 * the object branch for objects) tells the real problem; otherwise the union's own message does.
 */
function matchingBranch(issue: Extract<Issue, { code: 'invalid_union' }>): Issue[] | undefined {
  const branches = issue.errors.filter((branch) => !branch.some((inner) => inner.code === 'invalid_type' && inner.path.length === 0));
  return branches.length === 1 ? branches[0] : undefined;
}

/** Keys in the parent object that look like a misspelling of the missing key. */
function misspeltSibling(root: unknown, path: PathSegment[], schema: z.ZodType | undefined): string | undefined {
  const parent = valueAt(root, path.slice(0, -1));
  const missingKey = String(path[path.length - 1]);
  if (parent === null || typeof parent !== 'object' || Array.isArray(parent)) return undefined;
  const known = schema && objectShape(schema) ? Object.keys(objectShape(schema) ?? {}) : [];
  const strays = Object.keys(parent).filter((key) => !known.includes(key));
  const close = strays.find((stray) => didYouMean(stray, [missingKey]));
  return close ? `found "${close}": ${formatSuggestions([missingKey])}` : undefined;
}

function foundForMissing(root: unknown, path: PathSegment[]): string {
  const parent = valueAt(root, path.slice(0, -1));
  if (path.length > 1 && parent && typeof parent === 'object' && !Array.isArray(parent)) {
    const keys = Object.keys(parent);
    if (keys.length > 0) return `only ${keys.map((k) => JSON.stringify(k)).join(', ')}`;
  }
  return 'nothing';
}

/** Where a hint for a path comes from: site.json's rules unless a front door gives its own. */
export type HintLookup = (path: PathSegment[], value: unknown, root: unknown) => string | undefined;

/** The schema that describes the value at `path`: a best-effort walk through objects, arrays and unions (to list known sibling keys). */
function schemaAt(schema: z.ZodType, path: PathSegment[], root: unknown): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  for (let depth = 0; depth < path.length && current; depth++) {
    const option: z.ZodType | undefined = optionForValue(current, valueAt(root, path.slice(0, depth)));
    const segment = path[depth];
    current = option && (typeof segment === 'number' ? arrayElement(option) : objectShape(option)?.[segment]);
  }
  return current && optionForValue(current, valueAt(root, path));
}

export function issuesToProblems(issues: readonly Issue[], root: unknown, schema: z.ZodType, base: PathSegment[] = [], hints: HintLookup = hintFor): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  for (const issue of issues) {
    const path = [...base, ...(issue.path as PathSegment[])];
    if (issue.code === 'invalid_union') {
      const branch = matchingBranch(issue);
      if (branch) {
        problems.push(...issuesToProblems(branch, root, schema, path, hints));
        continue;
      }
    }
    if (issue.code === 'unrecognized_keys') {
      const allowed = Object.keys(objectShape(schemaAt(schema, path, root) ?? schema) ?? {});
      for (const key of issue.keys) {
        const keyPath = [...path, key];
        problems.push({
          path: keyPath,
          expected: `one of the allowed keys ${allowed.map((k) => JSON.stringify(k)).join(', ')}`,
          found: `the key ${JSON.stringify(key)}`,
          hint: hints(keyPath, valueAt(root, keyPath), root) ?? didYouMean(key, allowed),
        });
      }
      continue;
    }
    const value = valueAt(root, path);
    // A required enum reports a missing key as a wrong value; either way the key is absent.
    const missing = value === undefined && (issue.code === 'invalid_type' || issue.code === 'invalid_value');
    const expected = expectedFor(issue);
    let hint = hints(path, value, root);
    if (!hint && missing) hint = misspeltSibling(root, path, schemaAt(schema, path.slice(0, -1), root));
    if (!hint && typeof value === 'string' && issue.code === 'invalid_value') {
      hint = didYouMean(value, issue.values.map(String));
    }
    problems.push({ path, expected, found: missing ? foundForMissing(root, path) : describeValue(value), hint, missing: missing || undefined });
  }
  return problems;
}
