/**
 * The direction of flow as rules a lint enforces (`npm run lint`): folder → loadSite → route data →
 * components. Each rule names rooms (top-level folders of src/) and what they may not import; a
 * room is the first folder of a path under src/, and Node's modules are named `node:<name>`.
 */
export interface LayerRule {
  rooms: readonly string[];
  /** Rooms or Node modules (`node:fs`; `node:*` for all of them) these rooms may not import. */
  mayNotImport: readonly string[];
  why: string;
}

/** The edges: commands, the integration, the confined processes, servers and what draws pages. */
const OUTER = ['cli', 'confinement', 'integration', 'mcp', 'migrate', 'routes', 'components'];
const INNER = [
  'utils',
  'config',
  'icons',
  'navigation',
  'source',
  'site-code',
  'markdown',
  'links',
  'openapi',
  'asyncapi',
  'mcp-reference',
  'site',
  'seo',
  'search',
  'styles',
  'hosts',
  'forwarder',
  'sandbox',
];
/** What reaches the machine: files, processes, threads, the network, code evaluation. */
const MACHINE = ['node:fs', 'node:fs/promises', 'node:child_process', 'node:worker_threads', 'node:net', 'node:http', 'node:https', 'node:vm'];

export const LAYER_RULES: readonly LayerRule[] = [
  { rooms: INNER, mayNotImport: OUTER, why: 'the model and its readers know nothing of the commands, the integration or the pages that use them' },
  { rooms: ['utils'], mayNotImport: [...INNER.filter((room) => room !== 'utils'), ...OUTER], why: 'utilities stand alone' },
  { rooms: ['config'], mayNotImport: INNER.filter((room) => room !== 'config' && room !== 'utils'), why: 'the config schemas read nothing but the config' },
  {
    rooms: ['components', 'routes'],
    mayNotImport: [...MACHINE, 'cli', 'confinement', 'integration', 'mcp', 'migrate'],
    why: 'components never read files: the site reaches them as data (route data)',
  },
  { rooms: ['client'], mayNotImport: ['node:*', ...OUTER, 'site', 'source', 'markdown', 'links', 'integration'], why: 'browser code runs in the reader’s browser, with none of the build' },
  { rooms: INNER.concat(['components', 'routes', 'client', 'integration', 'mcp', 'migrate']), mayNotImport: ['cli'], why: 'the command line is an edge: only it and the processes it starts use it' },
];

export interface ModuleImports {
  /** The importing file, relative to src/ with `/`. */
  file: string;
  /** What it imports: other files relative to src/ (`config/model.ts`) or Node's modules (`node:fs`); packages are left out. */
  imports: readonly string[];
}

const roomOf = (path: string): string => (path.startsWith('node:') ? path : path.split('/')[0]);

const forbids = (rule: LayerRule, target: string): boolean =>
  rule.mayNotImport.some((name) => name === target || (name === 'node:*' && target.startsWith('node:')) || (target.startsWith('node:') && name === target.replace(/\/.*$/, '')));

/** Every import that breaks a rule, worded for the lint's output. */
export function layerViolations(modules: readonly ModuleImports[]): string[] {
  const found: string[] = [];
  for (const { file, imports } of modules) {
    const room = roomOf(file);
    for (const imported of imports) {
      const target = roomOf(imported);
      if (target === room) continue;
      const rule = LAYER_RULES.find((each) => each.rooms.includes(room) && forbids(each, target));
      if (rule)
        found.push(`src/${file} imports ${imported.startsWith('node:') ? imported : `src/${imported}`}: ${room}/ may not import ${target}${target.startsWith('node:') ? '' : '/'} (${rule.why})`);
    }
  }
  return found;
}
