/**
 * @jest-environment node
 */
// The browser's envelopes through the edge to a local stand-in for Sentry: forwarded for the
// configured DSN only, scrubbed again, size- and rate-limited.
import Fastify, { type FastifyInstance } from 'fastify';
import { type SentryReceiver, startSentryReceiver } from '@shop/error-codes/testing';
import {
  ERROR_TUNNEL_BODY_LIMIT_BYTES,
  ERROR_TUNNEL_PATH,
  envelopeUrlOf,
  errorReportingMeta,
  registerErrorTunnel,
} from './error-tunnel';

let receiver: SentryReceiver;
let edge: FastifyInstance;

beforeAll(async () => {
  receiver = await startSentryReceiver();
  edge = Fastify();
  registerErrorTunnel(edge, receiver.dsn);
  await edge.ready();
});
afterAll(async () => {
  await edge.close();
  await receiver.close();
});

const envelope = (dsn: string, event: object) =>
  [
    JSON.stringify({ event_id: 'e1', dsn, sent_at: new Date().toISOString() }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify(event),
  ].join('\n');

const post = (payload: string) =>
  edge.inject({
    method: 'POST',
    url: ERROR_TUNNEL_PATH,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    payload,
  });

it('forwards an envelope of the configured DSN to its project, scrubbed', async () => {
  const answer = await post(
    envelope(receiver.dsn, {
      message: 'checkout failed for +7 912 000-11-22',
      tags: { remote: 'catalog' },
    }),
  );
  expect(answer.statusCode).toBe(200);
  const event = await receiver.waitFor((received) => received.tags?.remote === 'catalog');
  expect(event.message).toBe('checkout failed for [scrubbed]');
});

it('is no open relay: another DSN, a malformed or an oversized body is refused', async () => {
  const before = receiver.raw.length;
  expect((await post(envelope('http://other@evil.example/9', { message: 'x' }))).statusCode).toBe(
    403,
  );
  expect((await post('not an envelope')).statusCode).toBe(400);
  const big = envelope(receiver.dsn, { message: 'x'.repeat(ERROR_TUNNEL_BODY_LIMIT_BYTES) });
  expect((await post(big)).statusCode).toBe(413);
  expect(receiver.raw.length).toBe(before);
});

it('names the DSN in pages only when there is one; finds its envelope endpoint', () => {
  expect(errorReportingMeta(undefined)).toBe('');
  expect(errorReportingMeta('https://k@o1.ingest.example/42')).toContain(
    '<meta name="shop:error-reporting-dsn" content="https://k@o1.ingest.example/42" />',
  );
  expect(envelopeUrlOf('https://k@sentry.example/base/42')).toBe(
    'https://sentry.example/base/api/42/envelope/',
  );
});

it('is not there without a DSN', async () => {
  const bare = Fastify();
  registerErrorTunnel(bare, undefined);
  const answer = await bare.inject({ method: 'POST', url: ERROR_TUNNEL_PATH, payload: 'x' });
  expect(answer.statusCode).toBe(404);
  await bare.close();
});
