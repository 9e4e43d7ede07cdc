/**
 * The load table's generator, in a process of its own (benchLoad() in ../bench-load.ts starts
 * it): it reads its options from BENCH_LOAD_OPTIONS, prints progress lines, then the report as
 * one line after REPORT_MARKER.
 */
import { REPORT_MARKER, runLoadBench, type LoadOptions } from '../bench-load';
import { errorText } from './stats';

async function main(): Promise<void> {
  const options = JSON.parse(process.env.BENCH_LOAD_OPTIONS ?? '{}') as LoadOptions;
  if (!options.shellUrl || !options.apiUrl) throw new Error('BENCH_LOAD_OPTIONS names no URLs');
  // Bare lines: the bench's process passes them to its own log, which names the bench.
  const report = await runLoadBench({ ...options, log: (message) => console.info(message) });
  process.stdout.write(`${REPORT_MARKER}${JSON.stringify(report)}\n`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`[bench:load] the load generator failed: ${errorText(error)}`);
    process.exit(1);
  },
);
