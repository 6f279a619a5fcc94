import { type A11yClient, paginate } from '@a11y-platform/client';
import { clientFor, type Config } from '../config.js';
import { EXIT } from '../errors.js';
import type { Io } from '../io.js';
import { writeOutput } from '../output.js';
import type { Site } from '../types.js';
import { type GateOptions, runAndGate } from './scan.js';

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export function sitesTable(sites: Site[]): string {
  const header = ['ID', 'NAME', 'URL', 'LAST SCAN', 'SCORE', 'OPEN ISSUES (C/S/M/m)', 'NEXT RUN'];
  const rows = sites.map((site) => {
    const open = site.openIssues;
    return [
      site.id,
      site.name,
      site.url,
      site.latestScan ? `${site.latestScan.status} ${site.latestScan.createdAt.slice(0, 16).replace('T', ' ')}` : '–',
      site.latestScan?.score == null ? '–' : String(site.latestScan.score),
      `${open.total} (${open.critical}/${open.serious}/${open.moderate}/${open.minor})`,
      site.nextRunAt ? site.nextRunAt.slice(0, 16).replace('T', ' ') : '–',
    ];
  });
  return `${table([header, ...rows])}\n`;
}

async function allSites(client: A11yClient): Promise<Site[]> {
  const sites: Site[] = [];
  for await (const site of paginate((cursor) => client.sites.list({ limit: 200, cursor }))) sites.push(site);
  return sites;
}

/** `sites list`: a table, or JSON. */
export async function sitesListCommand(config: Config, io: Io, options: { format: 'table' | 'json' }): Promise<number> {
  const sites = await allSites(clientFor(config, (line) => io.stderr.write(`${line}\n`)));
  await writeOutput(options.format === 'json' ? `${JSON.stringify(sites, null, 2)}\n` : sitesTable(sites), undefined, io.stdout);
  return EXIT.passed;
}

/** `sites scan <id>`: runs the site now; its scan is compared with the site's tracked issues, so new ones gate by default. */
export function sitesScanCommand(config: Config, io: Io, siteId: string, options: GateOptions): Promise<number> {
  return runAndGate(config, io, options, true, async function* (client) {
    yield await client.sites.run(siteId);
  });
}
