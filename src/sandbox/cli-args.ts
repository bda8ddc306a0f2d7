// Command-line options of `npm run sandbox`, parsed without side effects so they can be unit-tested.
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

const VALUE_OPTIONS = ['--port', '--host', '--data'] as const;

export function parseCliArgs(argv: readonly string[]): ParsedArgs {
  const options: CliOptions = { port: DEFAULT_PORT, host: DEFAULT_HOST, dataFile: null, help: false };
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index];
    if (argument === '--help' || argument === '-h') {
      options.help = true;
      continue;
    }
    // Accept both "--port 9000" and "--port=9000".
    const [flag, inline] = argument.startsWith('--') && argument.includes('=')
      ? [argument.slice(0, argument.indexOf('=')), argument.slice(argument.indexOf('=') + 1)]
      : [argument, undefined];
    if (!(VALUE_OPTIONS as readonly string[]).includes(flag)) {
      return argument.startsWith('-')
        ? fail(`Unknown option ${flag}. Known options: --port N, --host H, --data FILE, --help.`)
        : fail(`Unexpected argument ${JSON.stringify(argument)}; the sandbox takes options only (see --help).`);
    }
    let value = inline;
    if (value === undefined) {
      const next = argv[index + 1];
      if (next === undefined || next.startsWith('--')) return fail(`Option ${flag} needs a value.`);
      value = next;
      index++;
    }
    if (value === '') return fail(`Option ${flag} needs a value.`);
    if (flag === '--port') {
      const port = Number(value);
      if (!/^\d+$/.test(value) || port > 65535) {
        return fail(`Option --port needs a whole number from 0 to 65535, not ${JSON.stringify(value)}.`);
      }
      options.port = port;
    } else if (flag === '--host') {
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
