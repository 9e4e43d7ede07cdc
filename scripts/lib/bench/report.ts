/** The printed table and the JSON files of a bench run. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchReport } from './types';
import { API_CONNECTIONS, API_DURATION_S } from './api-load';
import { formatEarlyTap } from './early-tap';
import { machineLines } from './machine-check';
import { kib, ms } from './stats';

function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
}

const API_CONNECTIONS_NOTE = `${API_CONNECTIONS} connections × ${API_DURATION_S} s per call`;

const fixed = (value: number, digits: number): string =>
  Number.isFinite(value) ? value.toFixed(digits) : '—';

export function formatReport(report: BenchReport): string {
  const out: string[] = [];
  out.push(
    `Bench ${report.startedAt} — ${report.machine.cpus} CPUs, Node ${report.machine.node}, ${report.machine.chrome}`,
  );
  if (report.machine.memoryMBps !== undefined) out.push(...machineLines(report.machine));
  out.push('');
  out.push(
    'Pages (Lighthouse mobile, median of runs; JS on first load, empty cache: ' +
      'wire = as chromium got it (br), gzip = same scripts as gzip, raw = uncompressed)',
  );
  out.push(
    table(
      [
        'route',
        'path',
        'score',
        'LCP',
        'TBT',
        'CLS',
        'runs',
        'JS wire',
        'JS gzip',
        'JS raw',
        'scripts',
      ],
      report.routes.map(({ route, lighthouse, js }) => [
        route.name,
        route.path,
        fixed(lighthouse.score, 0),
        ms(lighthouse.lcpMs),
        ms(lighthouse.tbtMs),
        fixed(lighthouse.cls, 3),
        String(lighthouse.runs),
        kib(js.transferredBytes),
        kib(js.gzipBytes),
        kib(js.decodedBytes),
        js.error ? 'error' : String(js.requests),
      ]),
    ),
  );
  out.push('');
  const shared = report.sharedCopies;
  out.push(`Shared libraries after ${shared.visited.join(' → ') || '(nothing)'}`);
  out.push(
    table(
      ['package', 'loaded copies', 'versions in share scope'],
      Object.keys(shared.instances).map((name) => [
        name,
        String(shared.instances[name]),
        (shared.versions[name] ?? []).join(', ') || '—',
      ]),
    ),
  );
  out.push(`Mounted in that session: ${shared.mounted.join(', ') || '—'}`);
  out.push(
    `React renderers injected: ${fixed(shared.reactRenderers, 0)} (${shared.rendererVersions.join(', ') || '—'})`,
  );
  out.push('');
  out.push('Click to another remote → its h1 painted (median of samples)');
  out.push(
    table(
      ['switch', 'target', 'cold', 'warm cache', 'cold samples'],
      report.remoteSwitches.map((entry) => [
        entry.label,
        entry.target,
        ms(entry.coldMedianMs),
        ms(entry.warmMedianMs),
        entry.coldMs.map((value) => Math.round(value)).join(' '),
      ]),
    ),
  );
  if (report.earlyTap) {
    out.push('');
    out.push(...formatEarlyTap(report.earlyTap));
  }
  out.push('');
  out.push(`API (autocannon, ${API_CONNECTIONS_NOTE})`);
  out.push(
    table(
      ['call', 'measured by', 'req/s', 'p50', 'p99', 'non-2xx', 'errors'],
      report.api.results.map((figures) => [
        figures.name,
        figures.source,
        fixed(figures.requestsPerSecond, 0),
        ms(figures.p50Ms),
        ms(figures.p99Ms),
        String(figures.non2xx),
        String(figures.errors),
      ]),
    ),
  );
  const problems = [
    ...report.routes.flatMap(({ route, lighthouse, js }) => [
      ...lighthouse.errors.map((error) => `lighthouse ${route.name} ${error}`),
      ...(js.error ? [`js ${route.name}: ${js.error}`] : []),
    ]),
    ...(shared.error ? [`shared: ${shared.error}`] : []),
    ...report.remoteSwitches.flatMap((entry) =>
      entry.error ? [`switch ${entry.label}: ${entry.error}`] : [],
    ),
    ...report.api.errors.map((error) => `api: ${error}`),
    ...report.notes,
  ];
  if (problems.length > 0) {
    out.push('');
    out.push('Notes');
    for (const problem of problems) out.push(`  - ${problem}`);
  }
  out.push('');
  out.push(`Total ${report.durationS.toFixed(0)} s`);
  return out.join('\n');
}

/** bench-results/bench-<timestamp>.json and bench-results/latest.json; NaN becomes null. */
export function writeReport(root: string, report: BenchReport): string {
  const dir = join(root, 'bench-results');
  mkdirSync(dir, { recursive: true });
  const json = JSON.stringify(report, null, 2) + '\n';
  const file = join(dir, `bench-${report.startedAt.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, json);
  writeFileSync(join(dir, 'latest.json'), json);
  return file;
}
