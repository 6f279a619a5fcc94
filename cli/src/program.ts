import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { exportCommand, EXPORT_FORMATS } from './commands/export.js';
import { FORMATS, scanCommand } from './commands/scan.js';
import { sitesListCommand, sitesScanCommand } from './commands/sites.js';
import { type GlobalOptions, resolveConfig } from './config.js';
import { describeError, EXIT, EXIT_CODES_HELP, redact } from './errors.js';
import { FAIL_ON, IMPACTS } from './gate.js';
import type { Io } from './io.js';
import { VERSION } from './version.js';

const ENGINES = ['axe', 'ibm', 'htmlcs'] as const;
const STANDARDS = ['WCAG20_A', 'WCAG20_AA', 'WCAG21_A', 'WCAG21_AA', 'WCAG22_A', 'WCAG22_AA'] as const;

function positiveInt(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('a whole number of at least 1 is expected.');
  return n;
}

function engineList(value: string): Array<(typeof ENGINES)[number]> {
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const known: readonly string[] = ENGINES;
  const unknown = names.filter((name) => !known.includes(name));
  if (names.length === 0 || unknown.length) throw new InvalidArgumentError(`engines are ${ENGINES.join(', ')} (comma-separated).`);
  return ENGINES.filter((engine) => names.includes(engine));
}

/** The options every gating command shares. */
function gateOptions(command: Command, defaultFormat: string): Command {
  return command
    .addOption(new Option('--fail-on <mode>', 'which issues fail the build (default: new with a baseline, else any)').choices(FAIL_ON))
    .addOption(new Option('--min-impact <impact>', 'count only issues at or above this impact').choices(IMPACTS).default('minor'))
    .addOption(new Option('--format <format>', 'output format').choices(FORMATS).default(defaultFormat))
    .option('--output <file>', 'write the output to a file instead of stdout')
    .option('--quiet', 'no progress on stderr')
    .addOption(new Option('--poll-interval <ms>', 'how often a running scan is polled').argParser(positiveInt).default(2000).hideHelp())
    .addHelpText('after', EXIT_CODES_HELP);
}

/** The `a11y-platform` program; `main` runs it. Kept apart for tests of the parsing. */
export function buildProgram(io: Io, setExit: (code: number) => void, scrub: (text: string) => string = (text) => text): Command {
  const program = new Command('a11y-platform')
    .description('Run accessibility scans through the a11y-platform API and gate a CI build on the barriers they find.')
    .version(VERSION, '-V, --version')
    .option('--key <key>', 'API key (default: $A11Y_PLATFORM_KEY)')
    .option('--url <url>', 'service URL, e.g. https://a11y.example.com (default: $A11Y_PLATFORM_URL)')
    .option('--verbose', 'log each request on stderr (never the key)')
    .addHelpText('after', EXIT_CODES_HELP)
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride()
    .configureOutput({ writeOut: (text) => io.stdout.write(text), writeErr: (text) => io.stderr.write(scrub(text)) });

  const config = (command: Command) => resolveConfig(command.optsWithGlobals<GlobalOptions>(), io.env);

  gateOptions(
    program
      .command('scan')
      .description('scan each URL (a job per URL), wait for the scans, gate and report')
      .argument('<url...>', 'the pages to scan')
      .option('--crawl', 'follow links from each URL')
      .addOption(new Option('--max-pages <n>', 'pages per crawl (implies --crawl)').argParser(positiveInt))
      .addOption(new Option('--engines <list>', `rule engines, comma-separated: ${ENGINES.join(',')}`).argParser(engineList))
      .addOption(new Option('--standard <standard>', 'the WCAG standard (default: the tenant’s)').choices(STANDARDS))
      .option('--site <id>', 'the site whose tracked issues --baseline site compares with')
      .option('--baseline <baseline>', 'compare with: previous (the last scan of the URL), site (the --site’s tracked issues) or a scan id'),
    'text',
  ).action(async (urls: string[], options, command: Command) => setExit(await scanCommand(config(command), io, urls, options)));

  const sites = program.command('sites').description('sites watched by the service');
  sites
    .command('list')
    .description('list the sites')
    .addOption(new Option('--format <format>', 'output format').choices(['table', 'json']).default('table'))
    .action(async (options, command: Command) => setExit(await sitesListCommand(config(command), io, options)));
  gateOptions(
    sites.command('scan').description('scan a site now (compared with its tracked issues), wait, gate and report').argument('<id>', 'the site id'),
    'text',
  ).action(async (id: string, options, command: Command) => setExit(await sitesScanCommand(config(command), io, id, options)));

  program
    .command('issues')
    .description('issues of scans and sites')
    .command('export')
    .description('stream a scan’s issues or a site’s tracked issues as CSV or JSON Lines')
    .option('--scan <id>', 'a scan’s issues')
    .option('--site <id>', 'a site’s tracked issues')
    .addOption(new Option('--format <format>', 'export format').choices(EXPORT_FORMATS).default('csv'))
    .option('--output <file>', 'write to a file instead of stdout')
    .action(async (options, command: Command) => setExit(await exportCommand(config(command), io, options)));

  return program;
}

/** The keys this run could print by mistake: from --key and the environment. */
function secretsOf(argv: readonly string[], io: Io): string[] {
  const secrets = [io.env.A11Y_PLATFORM_KEY ?? ''];
  argv.forEach((arg, i) => {
    if (arg === '--key') secrets.push(argv[i + 1] ?? '');
    else if (arg.startsWith('--key=')) secrets.push(arg.slice('--key='.length));
  });
  return secrets.filter((secret) => secret.length >= 4);
}

/** Runs the CLI on `argv` (without node and the script); resolves to the exit code. */
export async function main(argv: readonly string[], io: Io): Promise<number> {
  const secrets = secretsOf(argv, io);
  const scrub = (text: string) => secrets.reduce((out, secret) => redact(out, secret), text);
  let exit: number = EXIT.passed;
  try {
    const setExit = (code: number) => {
      exit = code;
    };
    await buildProgram(io, setExit, scrub).parseAsync([...argv], { from: 'user' });
    return exit;
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.code === 'commander.helpDisplayed' || error.code === 'commander.version' ? EXIT.passed : EXIT.usage;
    }
    const { exit: code, message } = describeError(error);
    io.stderr.write(`${scrub(message)}\n`);
    return code;
  }
}
