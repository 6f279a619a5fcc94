import { clientFor, type Config } from '../config.js';
import { EXIT, UsageError } from '../errors.js';
import type { Io } from '../io.js';
import { streamOutput } from '../output.js';

export const EXPORT_FORMATS = ['csv', 'jsonl'] as const;
type ExportFormat = (typeof EXPORT_FORMATS)[number];
export interface ExportOptions {
  scan?: string | undefined;
  site?: string | undefined;
  format: ExportFormat;
  output?: string | undefined;
}

/** `issues export`: a scan's issues or a site's tracked issues, streamed to a file or stdout as they arrive. */
export async function exportCommand(config: Config, io: Io, options: ExportOptions): Promise<number> {
  if (Boolean(options.scan) === Boolean(options.site)) throw new UsageError('issues export needs one of --scan <id> and --site <id>.');
  const client = clientFor(config, (line) => io.stderr.write(`${line}\n`));
  const params = { format: options.format };
  const stream = options.scan ? await client.scanner.exportIssues(options.scan, params) : await client.siteIssues.export(options.site ?? '', params);
  await streamOutput(stream, options.output, io.stdout);
  return EXIT.passed;
}
