// `npm run sandbox`: starts the User Group API sandbox, prints where it is and how to call it, and
// stops cleanly on Ctrl-C (SIGINT) or SIGTERM. Exit codes: 0 stopped or --help, 1 could not start,
// 2 bad options or tokens.
import { resolve } from 'node:path';
import { parseCliArgs, USAGE } from './cli-args.ts';
import { problemWithTokens, TOKEN_VARIABLES, tokensFromEnvironment } from './api-tokens.ts';
import type { TokenSource } from './api-tokens.ts';
import { DataFileError } from './data-file.ts';
import { startSandbox, USER_PATH } from './server.ts';
import type { RunningSandbox } from './server.ts';

async function main(): Promise<void> {
  const parsed = parseCliArgs(process.argv.slice(2));
  if (!parsed.ok) return quit(2, `sandbox: ${parsed.message}\nRun with --help for usage.`);
  const { options } = parsed;
  if (options.help) {
    process.stdout.write(USAGE);
    return;
  }
  const source = tokensFromEnvironment(process.env);
  const tokenProblem = problemWithTokens(source.tokens);
  if (tokenProblem) return quit(2, `sandbox: ${tokenProblem}`);

  let sandbox: RunningSandbox;
  try {
    sandbox = await startSandbox({
      port: options.port,
      host: options.host,
      dataFile: options.dataFile === null ? null : resolve(options.dataFile),
      tokens: source.tokens,
    });
  } catch (error) {
    return quit(1, `sandbox: ${describeStartFailure(error, options.host, options.port)}`);
  }

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // A second Ctrl-C while stopping means "now".
    if (stopping) process.exit(130);
    stopping = true;
    sandbox.close().then(
      () => {
        // Exit from the write callback: stdout may be an asynchronous pipe (macOS), and exiting
        // straight away could drop the line.
        process.stdout.write(`Sandbox stopped (${signal}).\n`, () => process.exit(0));
      },
      (error: unknown) => quit(1, `sandbox: error while stopping: ${(error as Error).message}`),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // Only now: whoever waits for the banner (a person, a test) may signal at once.
  process.stdout.write(banner(sandbox, source));
}

function banner(sandbox: RunningSandbox, source: TokenSource): string {
  const width = Math.max(source.tokens.customer.length, source.tokens.testing.length);
  const tokenLine = (environment: 'Customer' | 'Testing', key: 'customer' | 'testing') => {
    const origin = source.defaulted[key] ? `development default; set ${TOKEN_VARIABLES[key]} to choose another` : `from ${TOKEN_VARIABLES[key]}`;
    return `    ${environment.padEnd(9)} ${source.tokens[key].padEnd(width)}   (${origin})\n`;
  };
  const count = sandbox.countUserGroups();
  const data =
    sandbox.dataFile === null
      ? 'in memory, lost when the sandbox stops (pass --data FILE to keep it)'
      : `${sandbox.dataFile} (${count} user group${count === 1 ? '' : 's'} loaded; every change written atomically)`;
  return (
    `User Group API sandbox listening on ${sandbox.url}\n` +
    `  Endpoint:   ${sandbox.url}${USER_PATH}   GET get-or-create, PUT update, POST rotate token\n` +
    '  Headers:    Authorization: Token <API_TOKEN>, Content-Type: application/json\n' +
    '  Environments and their API tokens:\n' +
    tokenLine('Customer', 'customer') +
    tokenLine('Testing', 'testing') +
    `  Data:       ${data}\n` +
    '  This is a local sandbox for development and tests, not the production service.\n' +
    'Press Ctrl-C to stop.\n'
  );
}

function describeStartFailure(error: unknown, host: string, port: number): string {
  if (error instanceof DataFileError) return error.message;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') {
    return `Port ${port} on ${host} is already in use. Pass --port N (or --port 0 for any free port).`;
  }
  if (code === 'EACCES') return `Not allowed to listen on ${host}:${port}. Pick a port above 1023.`;
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return `Cannot listen on host ${JSON.stringify(host)}: no such local address.`;
  }
  return `Could not start: ${(error as Error).message}`;
}

function quit(code: number, message: string): void {
  process.exitCode = code;
  process.stderr.write(`${message}\n`, () => process.exit(code));
}

await main();
