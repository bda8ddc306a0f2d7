import { formatJsonPath, type PathSegment } from '../json-path.ts';
import type { ConfigWarning } from '../problems.ts';
import { isJsonObject } from '../../utils/json.ts';
import type { DocsJsonConfig } from './schema.ts';
import { NON_SCRIPT_INTEGRATIONS } from './integrations.ts';
import { SDK_FORMATS_READ } from '../../sdk/navigation-sdk.ts';

/**
 * Contextual options that need Mintlify's servers (its assistant, PDF export, Devin's MCP install)
 * or an app Mintlify hands the page to (Devin Desktop);
 * the others are links or clipboard actions. The MCP entries (`mcp`, `add-mcp`, `cursor`, `vscode`)
 * are kept: they point to the MCP server URL the build is given (`--mcp-url`), and are left out of
 * the menu when none is.
 */
export const SERVER_CONTEXTUAL_OPTIONS = ['assistant', 'download-pdf', 'download-spec', 'devin-mcp', 'devin-desktop'] as const;

interface Ignored {
  /** The key as the author finds it: `integrations.ga4`, `contextual.options "mcp"`. */
  label: string;
  why: string;
}

const at = (path: PathSegment[], why: string): Ignored => ({ label: formatJsonPath(path), why });

function publicGroups(value: unknown, path: PathSegment[], out: Ignored[]): void {
  if (Array.isArray(value)) value.forEach((item, index) => publicGroups(item, [...path, index], out));
  if (!isJsonObject(value)) return;
  if (typeof value.group === 'string' && value.public !== undefined) out.push(at([...path, 'public'], 'access control of a hosted site'));
  for (const [key, child] of Object.entries(value)) if (key !== 'global') publicGroups(child, [...path, key], out);
}

/** "a, b (why); c (other why)": one reason said once for all the keys it covers. */
function byReason(ignored: readonly Ignored[]): string {
  const reasons = new Map<string, string[]>();
  for (const { label, why } of ignored) reasons.set(why, [...(reasons.get(why) ?? []), label]);
  return [...reasons].map(([why, labels]) => `${labels.join(', ')} (${why})`).join('; ');
}

/**
 * What a docs.json may say that only Mintlify's hosting can do: its telemetry,
 * access control, generated social images, the playground's proxy, server-side contextual actions.
 * Quire keeps them in the config (nothing is dropped in silence) and names them all in one warning.
 */
export function staticSiteWarning(config: DocsJsonConfig): ConfigWarning | undefined {
  const ignored: Ignored[] = [];
  if (config.public !== undefined) ignored.push(at(['public'], 'access control of a hosted site'));
  for (const name of Object.keys(config.integrations ?? {})) if (NON_SCRIPT_INTEGRATIONS.includes(name)) ignored.push(at(['integrations', name], "Mintlify's own telemetry and consent cookie"));
  if (config.interaction !== undefined) ignored.push(at(['interaction'], "Mintlify's sidebar behaviour"));
  if (config.thumbnails !== undefined) ignored.push(at(['thumbnails'], 'social images Mintlify renders on its servers'));
  const playground = config.api?.playground;
  if (playground?.proxy !== undefined) ignored.push(at(['api', 'playground', 'proxy'], 'a static site has no proxy: the playground calls the API from the browser'));
  if (playground?.credentials !== undefined) ignored.push(at(['api', 'playground', 'credentials'], 'the browser sends cookies by its own rules'));
  if (playground?.display === 'auth') ignored.push(at(['api', 'playground', 'display'], '"auth" needs signed-in readers; the playground is shown to everyone'));
  (config.contextual?.options ?? []).forEach((option) => {
    if (typeof option === 'string' && (SERVER_CONTEXTUAL_OPTIONS as readonly string[]).includes(option)) {
      ignored.push({ label: `contextual.options "${option}"`, why: "Mintlify's servers do it" });
    }
  });
  publicGroups(config.navigation, ['navigation'], ignored);
  if (ignored.length === 0) return undefined;
  const count = ignored.length === 1 ? '1 setting has' : `${ignored.length} settings have`;
  return {
    path: [],
    message: `${count} no meaning on a static site and ${ignored.length === 1 ? 'is' : 'are'} ignored: ${byReason(ignored)}`,
    hint: 'they do no harm: keep them if Mintlify also builds the site',
  };
}

/** SDK artifacts of a format Quire does not read (Mintlify documents five; a typo or another tool's). */
function ungeneratedNodes(value: unknown, path: PathSegment[], out: Ignored[]): void {
  if (Array.isArray(value)) value.forEach((item, index) => ungeneratedNodes(item, [...path, index], out));
  if (!isJsonObject(value)) return;
  for (const [key, child] of Object.entries(value)) {
    if (key === 'sdk' && isJsonObject(child) && !SDK_FORMATS_READ.has(String(child.format)))
      out.push(at([...path, key], `Quire makes SDK pages from ${[...SDK_FORMATS_READ].join(', ')}, not from ${JSON.stringify(child.format)}`));
    else ungeneratedNodes(child, [...path, key], out);
  }
}

/**
 * What a docs.json may say that Quire does not do (yet), though a static site could: pages made
 * from SDK artifacts of a format it does not read, and example settings Quire does not follow. Kept in the
 * config and named in one warning, never dropped in silence.
 */
export function notYetHonouredWarning(config: DocsJsonConfig): ConfigWarning | undefined {
  const ignored: Ignored[] = [];
  ungeneratedNodes(config.navigation, ['navigation'], ignored);
  const examples = config.api?.examples;
  if (examples?.prefill !== undefined) ignored.push(at(['api', 'examples', 'prefill'], 'the playground starts empty; the samples show the examples'));
  if (config.api?.params?.post !== undefined) ignored.push(at(['api', 'params', 'post'], 'parameters are listed in the order the file gives'));
  if (ignored.length === 0) return undefined;
  const count = ignored.length === 1 ? '1 setting is' : `${ignored.length} settings are`;
  return { path: [], message: `${count} not followed by Quire and ignored: ${byReason(ignored)}`, hint: 'the rest of the site builds as written; these keep working on Mintlify' };
}
