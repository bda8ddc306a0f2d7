import type * as z from 'zod';
import { issuesToProblems } from '../issues-to-problems.ts';
import { formatJsonPath, type PathSegment } from '../json-path.ts';
import type { ConfigWarning } from '../problems.ts';
import { isJsonObject } from '../../utils/json.ts';
import { CHILD_SCHEMAS, DIVISIONS, isDivisionKey, ROOT_KEYS, type ChildKey, type DivisionKey } from './navigation.ts';
import { asyncapi, href, openapi } from './shared.ts';

/**
 * Mintlify reads each navigation node as a union of "one child" shapes tried in order, so a node
 * with several child keys keeps the first valid one and an invalid child is dropped with its node
 * still shown, all without a word. This pass does the same, bottom-up (a nested node drops its own
 * bad child first, as Mintlify's nearest union would), and says each time what was dropped and why.
 * What is left fails only where Mintlify fails: the navigation root and the root nodes' own keys.
 */

const HREF = href();
const OPENAPI = openapi();
const ASYNCAPI = asyncapi();

const schemaOf = (key: ChildKey): z.ZodType => (key === 'href' ? HREF : CHILD_SCHEMAS[key]);

/** The first reason `value` fails `schema`, as "path: expected …, found …" (and how many more). */
function firstProblem(schema: z.ZodType, value: unknown, path: PathSegment[]): string | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  const problems = issuesToProblems(result.error.issues, value, schema);
  const first = problems[0];
  if (!first) return undefined;
  const where = formatJsonPath([...path, ...first.path]);
  const said = first.missing ? `${where} is required (${first.expected})` : `${where}: expected ${first.expected}, found ${first.found}`;
  return problems.length > 1 ? `${said}, and ${problems.length - 1} more` : said;
}

const listOf = (keys: readonly string[]) => keys.map((key) => `"${key}"`).join(', ');

function pruneChild(key: ChildKey, value: unknown, path: PathSegment[], warnings: ConfigWarning[]): unknown {
  if (!Array.isArray(value)) return value;
  if (isDivisionKey(key)) return value.map((item, index) => pruneDivision(item, key, [...path, index], warnings));
  if (key === 'groups' || key === 'pages') return value.map((item, index) => (isJsonObject(item) ? pruneGroup(item, [...path, index], warnings) : item));
  return value;
}

/** A group's invalid `openapi`/`asyncapi` is dropped by Mintlify (the group stays), and `asyncapi` beside `openapi` is ignored. */
function pruneGroup(group: Record<string, unknown>, path: PathSegment[], warnings: ConfigWarning[]): Record<string, unknown> {
  const out = { ...group };
  for (const [key, schema] of [
    ['openapi', OPENAPI],
    ['asyncapi', ASYNCAPI],
  ] as const) {
    if (out[key] === undefined) continue;
    const problem = firstProblem(schema, out[key], [...path, key]);
    if (!problem) continue;
    warnings.push({
      path: [...path, key],
      message: `ignored, as Mintlify ignores an invalid ${key} on a group: ${problem}`,
      hint: `fix it to generate this group's ${key === 'openapi' ? 'API' : 'AsyncAPI'} pages`,
    });
    delete out[key];
  }
  if (out.openapi !== undefined && out.asyncapi !== undefined) {
    warnings.push({ path: [...path, 'asyncapi'], message: 'ignored, as Mintlify ignores "asyncapi" on a group that also has "openapi"', hint: 'put the AsyncAPI file in a group of its own' });
    delete out.asyncapi;
  }
  if (Array.isArray(out.pages)) out.pages = pruneChild('pages', out.pages, [...path, 'pages'], warnings);
  return out;
}

/** Keeps the first valid of the child keys present (in Mintlify's order); every other one is dropped and named. */
function keepOne(node: Record<string, unknown>, present: readonly ChildKey[], path: PathSegment[], what: string, warnings: ConfigWarning[], atRoot: boolean): void {
  const kept = present.find((key) => schemaOf(key).safeParse(node[key]).success);
  if (kept === undefined && atRoot) return; // Mintlify fails here too: validation reports it
  for (const key of present) {
    if (key === kept) continue;
    const problem = firstProblem(schemaOf(key), node[key], [...path, key]);
    const message = problem
      ? `dropped, as Mintlify drops an invalid ${key === 'href' ? 'link' : `"${key}"`}${kept ? ` (it keeps "${kept}")` : ` (the ${what} stays, with nothing in it)`}: ${problem}`
      : `dropped, as Mintlify does: ${atRoot ? 'navigation holds one division at its root' : `a ${what} holds one of ${listOf(present)}`}, and Mintlify keeps the first valid one, "${kept}"`;
    const hint = problem
      ? `fix it to show ${key === 'href' ? 'the link' : `these ${key}`}`
      : atRoot
        ? `nest the ${key} inside each of the ${kept}${key in DIVISIONS && key !== 'menu' ? `, or make them site-wide links in navigation.global.${key}` : ''}`
        : key === 'href'
          ? `remove "href", or make the link a ${what} of its own`
          : `move these ${key} into a ${what} of their own`;
    warnings.push({ path: [...path, key], message, hint });
    delete node[key];
  }
}

function pruneDivision(node: unknown, kind: DivisionKey, path: PathSegment[], warnings: ConfigWarning[]): unknown {
  if (!isJsonObject(node)) return node;
  const out = { ...node };
  const present = DIVISIONS[kind].children.filter((key) => out[key] !== undefined);
  for (const key of present) out[key] = pruneChild(key, out[key], [...path, key], warnings);
  keepOne(out, present, path, DIVISIONS[kind].name, warnings, false);
  return out;
}

/** The navigation as Mintlify reads it, with a warning for everything it would drop. */
export function selectNavigationChildren(navigation: unknown, path: PathSegment[] = ['navigation']): { navigation: unknown; warnings: ConfigWarning[] } {
  const warnings: ConfigWarning[] = [];
  if (!isJsonObject(navigation)) return { navigation, warnings };
  const out = { ...navigation };
  const present = ROOT_KEYS.filter((key) => out[key] !== undefined);
  for (const key of present) out[key] = pruneChild(key, out[key], [...path, key], warnings);
  keepOne(out, present, path, 'navigation', warnings, true);
  return { navigation: out, warnings };
}
