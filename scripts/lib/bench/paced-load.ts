/**
 * The load table's fixed-rate rows (issue #22: "the journey at a fixed 300 req/s"): arrivals
 * paced evenly, one sequence every `steps / rate` seconds, whatever the answers do (an open
 * loop). autocannon's `overallRate` is not that: each connection sends its quota for the second
 * back to back, then waits for the next second, so "300 req/s" was a burst at full concurrency
 * in the first part of each second and idle after it, and the row's p99 measured that burst.
 *
 * The steps of a sequence are autocannon's request objects (shopperRequests(), htmlRequest()),
 * run one after another as a shopper does, each sequence with a context of its own. A
 * sequence's first request is timed from when it was due (a late generator or a stalled server
 * counts against the row, as wrk2 does), the next ones from when they were sent.
 */
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type autocannon from 'autocannon';

export interface PacedRun {
  /** The origin, and the path of a row without steps. */
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  /** A sequence's steps, in order; default: one request to `url`. */
  requests?: autocannon.Request[];
  /** Requests per second, all steps counted. */
  rate: number;
  durationS: number;
  timeoutS?: number;
  /**
   * At most this many connections (requests beyond them wait, and the wait is timed); default
   * 64, enough that a slow answer holds no arrival back at the bench's rates.
   */
  maxConnections?: number;
}

export interface PacedResult {
  requests: number;
  durationS: number;
  /** Milliseconds, in the order they ended. */
  latenciesMs: number[];
  errors: number;
  non2xx: number;
  bodyBytes: number;
  /** The most requests in flight at once. */
  peakInFlight: number;
}

interface Answer {
  status: number;
  body: Buffer;
  headers: IncomingHttpHeaders;
}

export async function pacedLoad(run: PacedRun): Promise<PacedResult> {
  const origin = new URL(run.url);
  const steps: autocannon.Request[] = run.requests ?? [
    { method: run.method ?? 'GET', path: `${origin.pathname}${origin.search}` },
  ];
  const agent = new Agent({ keepAlive: true, maxSockets: run.maxConnections ?? 64 });
  const timeoutMs = (run.timeoutS ?? 10) * 1000;
  const result: PacedResult = {
    requests: 0,
    durationS: 0,
    latenciesMs: [],
    errors: 0,
    non2xx: 0,
    bodyBytes: 0,
    peakInFlight: 0,
  };
  let inFlight = 0;
  const started = performance.now();

  const send = (step: autocannon.Request): Promise<Answer> => {
    const body = step.body ?? run.body;
    const headers: Record<string, string> = { ...run.headers };
    for (const [name, value] of Object.entries(step.headers ?? {}))
      if (typeof value === 'string') headers[name] = value;
    if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
    return new Promise((resolve, reject) => {
      const call = httpRequest(
        {
          agent,
          host: origin.hostname,
          port: origin.port,
          method: step.method ?? run.method ?? 'GET',
          path: step.path ?? `${origin.pathname}${origin.search}`,
          headers,
          timeout: timeoutMs,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks),
              headers: response.headers,
            }),
          );
          response.on('error', reject);
        },
      );
      call.on('timeout', () => call.destroy(new Error('timed out')));
      call.on('error', reject);
      call.end(body);
    });
  };

  const sequence = async (dueAt: number): Promise<void> => {
    const context: Record<string, unknown> = {};
    let timedFrom = dueAt;
    for (const step of steps) {
      // A function, never a file to load (autocannon's worker form): the rows pass functions.
      const setup = typeof step.setupRequest === 'function' ? step.setupRequest : null;
      const onResponse = typeof step.onResponse === 'function' ? step.onResponse : null;
      const prepared = setup ? setup({ ...step }, context) : step;
      if (!prepared) return;
      inFlight += 1;
      result.peakInFlight = Math.max(result.peakInFlight, inFlight);
      try {
        const answer = await send(prepared);
        result.latenciesMs.push(performance.now() - timedFrom);
        result.requests += 1;
        result.bodyBytes += answer.body.length;
        if (answer.status < 200 || answer.status > 299) result.non2xx += 1;
        onResponse?.(answer.status, answer.body.toString('utf8'), context, answer.headers);
      } catch {
        // A failed step ends its shopper's sequence, as it would end a visit.
        result.errors += 1;
        return;
      } finally {
        inFlight -= 1;
      }
      timedFrom = performance.now();
    }
  };

  const sequences = Math.max(1, Math.round((run.rate * run.durationS) / steps.length));
  const intervalMs = (1000 * steps.length) / run.rate;
  const running: Promise<void>[] = [];
  for (let index = 0; index < sequences; index += 1) {
    const dueAt = started + index * intervalMs;
    const wait = dueAt - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    running.push(sequence(dueAt));
  }
  await Promise.all(running);
  result.durationS = (performance.now() - started) / 1000;
  agent.destroy();
  return result;
}
