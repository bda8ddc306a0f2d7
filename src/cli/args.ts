import { parseArgs as parseTokens } from 'node:util';
import { closestMatches, formatSuggestions } from '../config/did-you-mean.ts';
import { REPORTERS } from '../site/problem-records.ts';
import { isHttpUrl } from '../utils/urls.ts';
import { INIT_FORMATS } from './init.ts';
import { HOSTS } from '../hosts/host-files.ts';

export const COMMANDS = {
  init: 'create a starter site in DIR (site.json, docs/, an OpenAPI file; or docs.json with --format); never overwrites a file',
  dev: 'serve the site with live reload while you edit',
  build: 'build the static site into DIR/dist',
  preview: 'serve the built site (run `quire build` first)',
  check: 'everything the build would refuse, in a second, without building',
  migrate: 'turn a Mintlify folder (mint.json) into a Quire site: quire migrate SRC DEST',
  mcp: "serve the site's pages and API to AI assistants (Model Context Protocol, on stdio)",
} as const;

export type Command = keyof typeof COMMANDS;

interface FlagSpec {
  /** Placeholder shown in help; absent for switches. */
  value?: string;
  /** What the flag means: one text, or one per command where it means something else for each. */
  help: string | Partial<Record<Command, string>>;
  commands: readonly Command[];
  /** Returns an error message when the value is not acceptable. */
  validate?: (value: string) => string | undefined;
}

/** An address a browser can open: the http(s) prefix and a host. */
const isWebAddress = (value: string) => isHttpUrl(value) && URL.canParse(value);

export const FLAGS: Record<string, FlagSpec> = {
  out: {
    value: 'DIR',
    help: { build: 'where the built site goes (default: DIR/dist)', preview: 'the built site to serve, if `quire build --out` put it elsewhere (default: DIR/dist)' },
    commands: ['build', 'preview'],
  },
  links: {
    value: 'error|warn',
    help: 'broken internal links and images fail (error; the default for site.json) or are only reported (warn; the default for docs.json)',
    commands: ['build', 'check'],
    validate: (v) => (v === 'error' || v === 'warn' ? undefined : `expected "error" or "warn", found "${v}"`),
  },
  strict: { help: 'every warning is an error: the build fails, check exits 1, if anything is reported (as `mint validate`)', commands: ['build', 'check'] },
  reporter: {
    value: 'text|json|github',
    help: 'how problems are printed: text (the default), json (one document on standard output: every problem with its kind, file, line and column) or github (workflow commands GitHub Actions shows beside the lines of a pull request)',
    commands: ['build', 'check'],
    validate: (v) => ((REPORTERS as readonly string[]).includes(v) ? undefined : `expected "text", "json" or "github", found "${v}"`),
  },
  repo: {
    value: 'URL',
    help: 'the repository "Suggest edits" and "Raise issue" lead to, e.g. https://github.com/acme/docs',
    commands: ['dev', 'build'],
    validate: (v) => (isWebAddress(v) ? undefined : `expected an http(s) URL, found "${v}"`),
  },
  branch: { value: 'NAME', help: 'the repository branch for "Suggest edits" (default: main)', commands: ['dev', 'build'] },
  'docs-path': { value: 'PATH', help: 'the docs folder inside the repository (default: docs)', commands: ['dev', 'build'] },
  site: {
    value: 'URL',
    help: 'the address the site is published at: canonical URLs, og:url and sitemap.xml',
    commands: ['dev', 'build'],
    validate: (v) => (isWebAddress(v) ? undefined : `expected an absolute http(s) URL, found "${v}"`),
  },
  'mcp-url': {
    value: 'URL',
    help: "where the site's MCP server answers (e.g. https://docs.acme.dev/mcp): the contextual menu's MCP entries point to it",
    commands: ['dev', 'build'],
    validate: (v) => (isWebAddress(v) ? undefined : `expected an absolute http(s) URL, found "${v}"`),
  },
  port: {
    value: 'N',
    help: 'the port to serve on (default: 4321)',
    commands: ['dev', 'preview'],
    validate: (v) => (/^\d{1,5}$/.test(v) && Number(v) <= 65535 ? undefined : `expected a port number 0–65535, found "${v}"`),
  },
  host: {
    value: 'HOST',
    help: {
      dev: 'the address to listen on (default: localhost; 0.0.0.0 for every interface)',
      preview: 'the address to listen on (default: localhost; 0.0.0.0 for every interface)',
      build: 'netlify, cloudflare or vercel: add what that host reads (real redirects, agent headers, the playground proxy); default: plain static files',
    },
    commands: ['dev', 'preview', 'build'],
  },
  offline: {
    help: 'never fetch an OpenAPI file given by URL: use the copy cached by an earlier run, else leave its pages out with a warning',
    commands: ['dev', 'build', 'check'],
  },
  force: {
    help: {
      build: 'replace a non-empty --out folder Quire did not write (never the site, home or current folder)',
      migrate: "replace DEST's docs/ and public/ and the files the migration writes; never SRC",
    },
    commands: ['build', 'migrate'],
  },
  format: {
    value: 'site.json|docs.json',
    help: "the starter's config: site.json (pages in docs/, the default) or docs.json (Mintlify's layout, pages beside it)",
    commands: ['init'],
    validate: (v) => {
      if ((INIT_FORMATS as readonly string[]).includes(v)) return undefined;
      const hint = formatSuggestions(closestMatches(v, INIT_FORMATS, 1, true), (format) => `--format ${format}`);
      return `expected "site.json" or "docs.json", found "${v}"${hint ? `: ${hint}` : ''}`;
    },
  },
  help: { help: 'show this help', commands: ['init', 'dev', 'build', 'preview', 'check', 'migrate', 'mcp'] },
  version: { help: 'print the version of Quire and of the Node.js and Astro it runs on', commands: ['init', 'dev', 'build', 'preview', 'check', 'migrate', 'mcp'] },
};

/** The one-letter names: `-h` for --help, `-v` for --version. */
const SHORT_NAMES: Record<string, string> = { help: 'h', version: 'v' };

export interface Invocation {
  command: Command | undefined;
  /** The site folder as written (default "."); for migrate, the Mintlify folder. */
  dir: string;
  /** migrate only: the Quire site folder to create. */
  dest?: string;
  flags: Record<string, string | true>;
}

/** A mistake on the command line; `command` when one was named, so its own help is offered. */
export class UsageError extends Error {
  readonly command?: Command;
  constructor(message: string, command?: Command) {
    super(message);
    this.command = command;
  }
}

/** What node:util's parser needs to know: which flags take a value, and the one-letter names. */
const PARSER_OPTIONS = Object.fromEntries(
  Object.entries(FLAGS).map(([name, spec]) => [name, { type: spec.value ? 'string' : 'boolean', ...(SHORT_NAMES[name] ? { short: SHORT_NAMES[name] } : {}) }] as const),
);

/**
 * `quire <command> [DIR] [--flag value | --flag=value]…`, read by node:util's parseArgs; its
 * tokens are checked here so each mistake gets Quire's message (did-you-mean, the value expected).
 */
export function parseArgs(argv: readonly string[]): Invocation {
  // Not strict: node's own errors would name neither the closest flag nor the value expected.
  const { tokens } = parseTokens({ args: [...argv], options: PARSER_OPTIONS, strict: false, allowPositionals: true, tokens: true });
  const positional = tokens.flatMap((token) => (token.kind === 'positional' ? [token.value] : []));
  const [first, dir, ...rest] = positional;
  const command = first === undefined ? undefined : commandNamed(first);
  const flags: Record<string, string | true> = {};
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    const spec = Object.hasOwn(FLAGS, token.name) ? FLAGS[token.name] : undefined;
    if (!spec) {
      // The closest flag of this command (all flags when none is named yet).
      const candidates = Object.keys(FLAGS).filter((name) => command === undefined || FLAGS[name].commands.includes(command));
      const hint = formatSuggestions(closestMatches(token.name, candidates, 1), (flag) => `--${flag}`);
      throw new UsageError(`unknown flag ${token.rawName}${command ? ` for quire ${command}` : ''}${hint ? `: ${hint}` : ''}`, command);
    }
    if (!spec.value) {
      if (token.value !== undefined) throw new UsageError(`--${token.name} takes no value`, command);
      flags[token.name] = true;
      continue;
    }
    // The parser takes the next argument as the value even when it is the next flag.
    if (token.value === undefined || (!token.inlineValue && token.value.startsWith('--'))) {
      throw new UsageError(`--${token.name} needs a value (${spec.value})`, command);
    }
    const problem = spec.validate?.(token.value);
    if (problem) throw new UsageError(`--${token.name}: ${problem}`, command);
    flags[token.name] = token.value;
  }
  if (command === undefined) return { command: undefined, dir: '.', flags };
  const [dest, ...extra] = command === 'migrate' ? rest : [undefined, ...rest];
  if (extra.length > 0) throw new UsageError(`quire ${command} takes one folder, found also ${extra.map((e) => `"${e}"`).join(', ')}`, command);
  if (command === 'build' && typeof flags.host === 'string' && !(HOSTS as readonly string[]).includes(flags.host)) {
    const hint = formatSuggestions(closestMatches(flags.host, HOSTS, 1, true), (host) => `--host ${host}`);
    throw new UsageError(`--host: quire build writes for netlify, cloudflare or vercel, found "${flags.host}"${hint ? `: ${hint}` : ''}`, command);
  }
  for (const name of Object.keys(flags)) {
    if (!FLAGS[name].commands.includes(command)) {
      throw new UsageError(`--${name} is not a flag of quire ${command} (it belongs to ${FLAGS[name].commands.map((c) => `quire ${c}`).join(', ')})`, command);
    }
  }
  return { command, dir: dir ?? '.', ...(dest !== undefined ? { dest } : {}), flags };
}

/** Other tools' words for Quire's commands: `quire serve` is answered with what it most likely means. */
const OTHER_NAMES: Record<string, readonly Command[]> = {
  serve: ['dev', 'preview'],
  start: ['dev'],
  watch: ['dev'],
  develop: ['dev'],
  generate: ['build'],
  export: ['build'],
  validate: ['check'],
  lint: ['check'],
  new: ['init'],
  create: ['init'],
  import: ['migrate'],
};

/** The command a word names, or a UsageError with the closest ones. */
function commandNamed(word: string): Command {
  if (Object.hasOwn(COMMANDS, word)) return word as Command;
  const likely = Object.hasOwn(OTHER_NAMES, word) ? OTHER_NAMES[word] : closestMatches(word, Object.keys(COMMANDS), 1);
  const hint = formatSuggestions(likely, (command) => `"quire ${command}" (${COMMANDS[command as Command].split(/[:(]/)[0].trim()})`);
  throw new UsageError(`unknown command "${word}"${hint ? `: ${hint}` : ''} (commands: ${Object.keys(COMMANDS).join(', ')})`);
}

const flagLeft = (name: string) => `--${name}${FLAGS[name].value ? ` ${FLAGS[name].value}` : ''}${SHORT_NAMES[name] ? `, -${SHORT_NAMES[name]}` : ''}`;
/** The description column starts two spaces after the longest flag, so no flag runs into its text. */
const FLAG_COLUMN = Math.max(...Object.keys(FLAGS).map((name) => flagLeft(name).length)) + 2;
/** A flag's meaning for one command, or for all of them (each command's own meaning named). */
function flagHelp(name: string, command?: Command): string {
  const { help } = FLAGS[name];
  if (typeof help === 'string') return help;
  if (command) return help[command] ?? '';
  return Object.entries(help)
    .map(([each, text]) => `${each}: ${text}`)
    .join('; ');
}
const flagLine = (name: string, command?: Command) => `  ${flagLeft(name).padEnd(FLAG_COLUMN)}${flagHelp(name, command)}`;

export function mainHelp(): string {
  const commands = Object.entries(COMMANDS).map(([name, summary]) => `  ${name.padEnd(10)}${summary}`);
  const flags = Object.keys(FLAGS).map((name) => `${flagLine(name)}  [${FLAGS[name].commands.join(', ')}]`);
  return [
    'Usage: quire <command> [DIR] [flags]',
    '',
    'DIR is a site folder holding site.json and docs/ (optionally public/, snippets, OpenAPI files),',
    "or Mintlify's docs.json with the pages beside it, read as it is; it defaults to the current",
    'directory. No astro.config.mjs, package.json or node_modules needed.',
    '',
    'Commands:',
    ...commands,
    '',
    'Flags:',
    ...flags,
    '',
    'Examples:',
    '  quire init ./my-docs',
    '  quire check ./my-docs',
    '  quire build ./my-docs --site https://docs.example.com --repo https://github.com/acme/docs',
    '  quire dev ./my-docs --port 4400',
    '  quire build ./my-docs --host netlify',
    '  quire mcp ./my-docs',
    '',
    'Run `quire <command> --help` for one command.',
  ].join('\n');
}

/** What each command takes after its name. */
const USAGE: Record<Command, string> = {
  init: '[DIR] [--format site.json|docs.json]',
  dev: '[DIR] [flags]',
  build: '[DIR] [flags]',
  preview: '[DIR] [flags]',
  check: '[DIR] [flags]',
  migrate: 'SRC DEST [--force]   (SRC: a Mintlify folder with mint.json; DEST: the new Quire site folder)',
  mcp: '[DIR]',
};

export function commandHelp(command: Command): string {
  const flags = Object.keys(FLAGS)
    .filter((name) => FLAGS[name].commands.includes(command))
    .map((name) => flagLine(name, command));
  return [`Usage: quire ${command} ${USAGE[command]}`, '', `${COMMANDS[command][0].toUpperCase()}${COMMANDS[command].slice(1)}.`, '', 'Flags:', ...flags].join('\n');
}

/** Escapes a table cell of Markdown: a `|` would end the cell. */
const cell = (text: string) => text.replace(/\|/g, '\\|');

/**
 * The flag table of the CLI reference (docs/reference/cli.md), made from FLAGS so the page cannot
 * drift from the parser: one row per flag, the commands it belongs to, its meaning for each.
 */
export function flagTableMarkdown(): string {
  const rows = Object.keys(FLAGS).map((name) => `| \`${cell(flagLeft(name))}\` | ${FLAGS[name].commands.join(', ')} | ${cell(flagHelp(name))} |`);
  return ['| flag | commands | meaning |', '|---|---|---|', ...rows].join('\n');
}
