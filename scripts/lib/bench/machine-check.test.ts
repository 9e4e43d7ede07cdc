import { machineLines, memoryTouchRate, SLOW_MEMORY_MBPS } from './machine-check';

describe('machine check', () => {
  it('measures the rate at which a new process gets fresh memory', () => {
    const rate = memoryTouchRate(1);
    expect(Number.isFinite(rate)).toBe(true);
    expect(rate).toBeGreaterThan(0);
  });

  it('warns that browser figures read slow on a machine that faults memory in slowly', () => {
    const lines = machineLines({ memoryMBps: SLOW_MEMORY_MBPS / 3, benchmarkIndex: 2040.4 });
    expect(lines[0]).toBe(
      'Machine check: fresh memory at 333 MB/s, Lighthouse benchmarkIndex 2040',
    );
    expect(lines[1]).toContain('warning');
    expect(lines[1]).toContain('compare these figures only with runs on the same machine');
  });

  it('says nothing more on an ordinary machine, or without Lighthouse', () => {
    expect(machineLines({ memoryMBps: SLOW_MEMORY_MBPS * 4 })).toEqual([
      'Machine check: fresh memory at 4000 MB/s',
    ]);
  });
});
