import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { COMMANDS, commandHelp, FLAGS, mainHelp, parseArgs, UsageError } from '../../src/cli/args.ts';
import { quireHere } from './quire-process.ts';

test('commands take a folder and flags in either spelling; the folder defaults to the current one', () => {
  assert.deepEqual(parseArgs(['build']), { command: 'build', dir: '.', flags: {} });
  assert.deepEqual(parseArgs(['build', 'my-docs', '--links', 'warn', '--out=site', '--site', 'https://docs.example.com']), {
    command: 'build',
    dir: 'my-docs',
    flags: { links: 'warn', out: 'site', site: 'https://docs.example.com' },
  });
  assert.deepEqual(parseArgs(['dev', '--port', '4400', '--host', '0.0.0.0', 'docs-folder']).flags, { port: '4400', host: '0.0.0.0' });
  assert.deepEqual(parseArgs(['check', '-h']).flags, { help: true });
  assert.deepEqual(parseArgs(['migrate', 'mintlify-docs', 'quire-docs', '--force']), { command: 'migrate', dir: 'mintlify-docs', dest: 'quire-docs', flags: { force: true } });
});

test('an unknown command or flag fails with the closest name', () => {
  assert.throws(() => parseArgs(['biuld']), { name: 'Error', message: /unknown command "biuld": did you mean "quire build" \(build the static site into DIR\/dist\)\?/ });
  assert.throws(() => parseArgs(['chek', '.']), /did you mean "quire check" \(/);
  assert.throws(() => parseArgs(['build', '--lnks', 'warn']), /unknown flag --lnks for quire build: did you mean --links\?/);
  // Other tools' words get what they most likely mean.
  assert.throws(() => parseArgs(['serve']), /unknown command "serve": did you mean "quire dev" \(serve the site with live reload while you edit\) or "quire preview" \(serve the built site\)\?/);
  assert.throws(() => parseArgs(['start']), /did you mean "quire dev"/);
  // The closest flag of the command named: build has no --port, so --prot suggests none of dev's flags.
  assert.throws(
    () => parseArgs(['build', '--prot']),
    (error: Error) => error instanceof UsageError && error.command === 'build' && !/--port/.test(error.message),
  );
  assert.throws(() => parseArgs(['dev', '--prot', '80']), /unknown flag --prot for quire dev: did you mean --port\?/);
  assert.throws(
    () => parseArgs(['build', '--xyzzy']),
    (error: Error) => error instanceof UsageError && !/did you mean/.test(error.message),
  );
});

test('flag values are checked before anything runs', () => {
  assert.throws(() => parseArgs(['build', '--links', 'loud']), /--links: expected "error" or "warn", found "loud"/);
  assert.throws(() => parseArgs(['dev', '--port', 'eighty']), /--port: expected a port number/);
  assert.throws(() => parseArgs(['build', '--site', 'docs.example.com']), /--site: expected an absolute http\(s\) URL/);
  assert.throws(() => parseArgs(['build', '--repo', 'git@github.com:a/b']), /--repo: expected an http\(s\) URL/);
  assert.throws(() => parseArgs(['build', '--mcp-url', 'javascript:alert(1)']), /--mcp-url: expected an absolute http\(s\) URL/);
  assert.equal(parseArgs(['dev', '--mcp-url', 'https://docs.example.com/mcp']).flags['mcp-url'], 'https://docs.example.com/mcp');
  assert.throws(() => parseArgs(['build', '--out']), /--out needs a value \(DIR\)/);
  assert.throws(() => parseArgs(['check', '--port', '4400']), /--port is not a flag of quire check \(it belongs to quire dev, quire preview\)/);
  assert.throws(() => parseArgs(['build', 'a', 'b']), /takes one folder, found also "b"/);
});

test("--help lists every command and flag; a command's help lists its own flags only", () => {
  const help = mainHelp();
  for (const command of Object.keys(COMMANDS)) assert.match(help, new RegExp(`^  ${command} `, 'm'));
  for (const flag of Object.keys(FLAGS)) assert.ok(help.includes(`--${flag}`), `--${flag} missing from quire --help`);
  const check = commandHelp('check');
  assert.match(check, /--links error\|warn/);
  assert.doesNotMatch(check, /--port\b|--repo\b/);
  assert.match(commandHelp('dev'), /--port N[\s\S]*--host HOST/);
});

test("a command's help gives each flag's meaning for that command, and its own arguments", () => {
  const dev = commandHelp('dev');
  assert.match(dev, /--host HOST +the address to listen on/);
  assert.doesNotMatch(dev, /netlify|migrate|DEST/);
  const build = commandHelp('build');
  assert.match(build, /--host HOST +netlify, cloudflare or vercel/);
  assert.match(build, /--force +replace a non-empty --out folder/);
  assert.doesNotMatch(build, /DEST|listen on/);
  assert.match(commandHelp('migrate'), /^Usage: quire migrate SRC DEST/);
  assert.doesNotMatch(commandHelp('migrate'), /\[DIR\]|--out folder/);
  assert.match(commandHelp('preview'), /--out DIR +the built site to serve/);
  // quire --help names each command's own meaning of a shared flag.
  assert.match(mainHelp(), /--force +build: replace[^\n]*; migrate: replace/);
});

test('node:util reads the command line; Quire words each mistake', () => {
  assert.deepEqual(parseArgs(['build', '--', '--odd-folder']), { command: 'build', dir: '--odd-folder', flags: {} });
  assert.throws(() => parseArgs(['build', '--force=yes']), /--force takes no value/);
  assert.throws(() => parseArgs(['build', '--out', '--links', 'warn']), /--out needs a value \(DIR\)/);
  assert.throws(() => parseArgs(['build', '--lnks=warn']), /unknown flag --lnks for quire build: did you mean --links\?$/);
  assert.throws(
    () => parseArgs(['dev', '-x']),
    (error: Error) => error instanceof UsageError && error.message.startsWith('unknown flag -x'),
  );
  assert.throws(() => parseArgs(['build', '--site', 'https://']), /--site: expected an absolute http\(s\) URL/);
  assert.throws(() => parseArgs(['toString']), /unknown command "toString"/);
  assert.throws(() => parseArgs(['build', '--constructor']), /unknown flag --constructor/);
  assert.deepEqual(parseArgs(['dev', '--port=4400', '-h']).flags, { port: '4400', help: true });
});

test('--help puts every flag description in one column, at least two spaces after the longest flag', () => {
  for (const help of [mainHelp(), commandHelp('init')]) {
    const flagLines = help.split('\n').filter((line) => line.startsWith('  --'));
    const columns = new Set(flagLines.map((line) => /^ {2}(\S+(?: \S+)*?) {2,}\S/.exec(line)?.[0].length));
    assert.equal(columns.size, 1, `descriptions start at different columns:\n${flagLines.join('\n')}`);
    assert.ok(!columns.has(undefined), `a flag runs into its description:\n${flagLines.join('\n')}`);
  }
  assert.match(commandHelp('init'), /--format site\.json\|docs\.json {2,}the starter's config/);
});

test('quire build --host names a host it writes for; dev and preview read --host as the address to listen on', () => {
  assert.deepEqual(parseArgs(['build', '--host', 'netlify']).flags, { host: 'netlify' });
  assert.throws(() => parseArgs(['build', '--host', 'netlfy']), /--host: quire build writes for netlify, cloudflare or vercel, found "netlfy": did you mean --host netlify\?/);
  assert.throws(() => parseArgs(['build', '--host', '0.0.0.0']), UsageError);
  assert.deepEqual(parseArgs(['preview', '--host', '0.0.0.0']).flags, { host: '0.0.0.0' });
});

test("--version and -v print Quire's version and the Astro and Node.js it runs on, before any folder is looked at", async () => {
  assert.deepEqual(parseArgs(['-v']).flags, { version: true });
  assert.deepEqual(parseArgs(['build', '--version']).flags, { version: true });
  const own = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  const astro = JSON.parse(readFileSync(new URL('../../node_modules/astro/package.json', import.meta.url), 'utf8')) as { version: string };
  const expected = `quire ${own.version} (Astro ${astro.version}, Node.js ${process.versions.node})\n`;
  for (const args of [['--version'], ['-v'], ['build', 'no-such-folder', '--version']]) {
    const run = await quireHere(args);
    assert.deepEqual({ status: run.status, stdout: run.stdout, stderr: run.stderr }, { status: 0, stdout: expected, stderr: '' }, args.join(' '));
  }
  assert.match(mainHelp(), /--version, -v {2,}print the version of Quire/);
});
