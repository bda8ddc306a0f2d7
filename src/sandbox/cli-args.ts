// Command-line options of `npm run sandbox`, parsed without side effects so they can be unit-tested.
import { parseArgs } from 'node:util';
import { DEFAULT_HOST, DEFAULT_PORT } from './server.ts';

export type CliOptions = { port: number; host: string; dataFile: string | null; help: boolean };
export type ParsedArgs = { ok: true; options: CliOptions } | { ok: false; message: string };

export const USAGE = `Usage: npm run sandbox -- [options]
       node src/sandbox/cli.ts [options]

Runs a local User Group API sandbox: GET, PUT and POST on /api/user.

Options:
  --port N      Port to listen on (default ${DEFAULT_PORT}; 0 picks a free port)
  --host H      Address to listen on (default ${DEFAULT_HOST})
  --data FILE   Keep user groups in this JSON file, written atomically on every change
                (default: in memory, lost when the sandbox stops)
  -h, --help    Show this help

Environment:
  SANDBOX_CUSTOMER_TOKEN  API token of the Customer environment (default: sandbox-customer-token)
  SANDBOX_TESTING_TOKEN   API token of the Testing environment (default: sandbox-testing-token)
`;

const OPTIONS = {
  port: { type: 'string' },
  host: { type: 'string' },
  data: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Read by node:util's parseArgs (not strict: its own errors would not say what is expected); each mistake worded here. */
export function parseCliArgs(argv: readonly string[]): ParsedArgs {
  const options: CliOptions = { port: DEFAULT_PORT, host: DEFAULT_HOST, dataFile: null, help: false };
  const { tokens } = parseArgs({ args: [...argv], options: OPTIONS, strict: false, allowPositionals: true, tokens: true });
  for (const token of tokens) {
    if (token.kind === 'option-terminator') continue;
    if (token.kind === 'positional') return fail(`Unexpected argument ${JSON.stringify(token.value)}; the sandbox takes options only (see --help).`);
    const { name, value } = token;
    if (name === 'help' && value === undefined) {
      options.help = true;
      continue;
    }
    if (name !== 'port' && name !== 'host' && name !== 'data') {
      return fail(`Unknown option ${token.rawName}. Known options: --port N, --host H, --data FILE, --help.`);
    }
    // The parser takes the next argument as the value even when it is the next option.
    if (value === undefined || value === '' || (!token.inlineValue && value.startsWith('--'))) return fail(`Option ${token.rawName} needs a value.`);
    if (name === 'port') {
      const port = Number(value);
      if (!/^\d+$/.test(value) || port > 65535) {
        return fail(`Option --port needs a whole number from 0 to 65535, not ${JSON.stringify(value)}.`);
      }
      options.port = port;
    } else if (name === 'host') {
      options.host = value;
    } else {
      options.dataFile = value;
    }
  }
  return { ok: true, options };
}

function fail(message: string): ParsedArgs {
  return { ok: false, message };
}
