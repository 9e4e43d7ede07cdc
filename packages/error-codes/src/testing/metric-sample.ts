/**
 * Tests only: the value of the one sample of `name` in Prometheus' text format whose labels
 * include `labels` (undefined when there is none), whatever the labels' order (ADR 32).
 */
export function metricSample(
  text: string,
  name: string,
  labels: Record<string, string>,
): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)\{(.*)\} (\S+)$/.exec(line);
    if (match?.[1] !== name) continue;
    const found = Object.fromEntries(
      [...match[2]!.matchAll(/([a-z_]+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value))
      return Number(match[3]);
  }
  return undefined;
}
