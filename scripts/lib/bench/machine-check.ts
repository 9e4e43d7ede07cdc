/**
 * How fast this machine gives a process fresh memory: a browser's page load touches a few
 * hundred megabytes it has never used (a new renderer, V8's heap, parsed scripts), so a
 * machine that faults memory in slowly makes every browser timing slower, whatever its CPU
 * scores. Seen on 2026-11-28: the same build read Lighthouse TBT ~1 000 ms on home where an
 * earlier machine read ~100 ms, with Lighthouse's own CPU index (benchmarkIndex) ~2 000 on
 * both, and fresh memory faulted in at ~330 MB/s. The bench prints both, so figures from two
 * machines are not compared as if they were one (docs/benchmark.md, "Machines").
 */
import { execFileSync } from 'node:child_process';
import { median } from './stats';

/** What a child process touches: enough to leave the CPU caches, little enough to be quick. */
const TOUCHED_MIB = 256;
const CHUNK_MIB = 8;

/**
 * Below this rate (MB/s) the bench says its browser figures are slow for the machine, not the
 * build. Ordinary machines fault fresh memory in at several GB/s.
 */
export const SLOW_MEMORY_MBPS = 1_000;

/** Runs in a fresh Node process, so every page it touches is new to it. */
const TOUCH_SCRIPT = `
const started = process.hrtime.bigint();
const kept = [];
for (let i = 0; i < ${TOUCHED_MIB / CHUNK_MIB}; i += 1) {
  const chunk = Buffer.allocUnsafeSlow(${CHUNK_MIB} * 1024 * 1024);
  chunk.fill(i + 1);
  kept.push(chunk);
}
process.stdout.write(String(Number(process.hrtime.bigint() - started) / 1e6));
`;

/** MB/s at which a new process's memory is faulted in and written, median of `samples`. */
export function memoryTouchRate(samples = 3): number {
  const rates: number[] = [];
  for (let sample = 0; sample < samples; sample += 1) {
    const elapsedMs = Number(
      execFileSync(process.execPath, ['-e', TOUCH_SCRIPT], { encoding: 'utf8' }),
    );
    if (elapsedMs > 0) rates.push((TOUCHED_MIB * 1.048576) / (elapsedMs / 1000));
  }
  return median(rates);
}

export interface MachineCheck {
  /** Fresh memory faulted in and written, MB/s (memoryTouchRate; absent in older reports). */
  memoryMBps?: number;
  /** Lighthouse's own CPU index, median of its runs (absent without Lighthouse). */
  benchmarkIndex?: number;
}

/** The report's machine line, and a warning line when browser figures will read slow. */
export function machineLines(check: MachineCheck): string[] {
  const index = Number.isFinite(check.benchmarkIndex)
    ? `, Lighthouse benchmarkIndex ${Math.round(check.benchmarkIndex as number)}`
    : '';
  const memory = Number.isFinite(check.memoryMBps)
    ? `fresh memory at ${Math.round(check.memoryMBps as number)} MB/s`
    : 'fresh memory rate not measured';
  const lines = [`Machine check: ${memory}${index}`];
  if (check.memoryMBps !== undefined && check.memoryMBps < SLOW_MEMORY_MBPS)
    lines.push(
      `  warning: below ${SLOW_MEMORY_MBPS} MB/s this machine makes every browser timing ` +
        '(TBT, LCP, the early-tap window) several times slower than the build is: compare ' +
        'these figures only with runs on the same machine (docs/benchmark.md, "Machines").',
    );
  return lines;
}
