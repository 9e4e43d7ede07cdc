import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Tests only (`@shop/error-codes/testing`): a stand-in for Sentry's ingest, on loopback. A DSN
 * pointing at it (`receiver.dsn`) makes the SDKs send their envelopes here; `events` are the
 * error events that arrived, parsed, for a test to assert on (ADR 32).
 */
export interface ReceivedEvent {
  event_id?: string;
  message?: string;
  tags?: Record<string, string>;
  exception?: { values?: { type?: string; value?: string }[] };
  environment?: string;
  [key: string]: unknown;
}

export interface SentryReceiver {
  dsn: string;
  /** Every error event received so far. */
  events: ReceivedEvent[];
  /** Every envelope's raw text, as it arrived. */
  raw: string[];
  /** The first event that satisfies `match`, waiting up to `timeoutMs` for it. */
  waitFor(match: (event: ReceivedEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
  close(): Promise<void>;
}

function eventsOf(envelope: string): ReceivedEvent[] {
  const lines = envelope.split('\n');
  const events: ReceivedEvent[] = [];
  for (let index = 1; index + 1 < lines.length; index += 2) {
    const header = JSON.parse(lines[index] ?? '{}') as { type?: string };
    if (header.type === 'event') events.push(JSON.parse(lines[index + 1] ?? '{}'));
  }
  return events;
}

export async function startSentryReceiver(port = 0): Promise<SentryReceiver> {
  const events: ReceivedEvent[] = [];
  const raw: string[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      if (request.method === 'POST' && /\/api\/\d+\/envelope\/?/.test(request.url ?? '')) {
        raw.push(text);
        try {
          events.push(...eventsOf(text));
        } catch {
          // Not an envelope: kept in raw only.
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{}');
    });
  });
  await new Promise<void>((listening) => server.listen(port, '127.0.0.1', listening));
  const { port: bound } = server.address() as AddressInfo;
  return {
    dsn: `http://public@127.0.0.1:${bound}/1`,
    events,
    raw,
    async waitFor(match, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`no matching event within ${timeoutMs} ms (${events.length} received)`);
        await new Promise((wait) => setTimeout(wait, 50));
      }
    },
    close: () => new Promise((closed) => server.close(() => closed())),
  };
}
