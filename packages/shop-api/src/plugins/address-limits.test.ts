/**
 * Per-address limits count an IPv6 /64 as one client (lib/address-bucket.ts): a visitor who
 * owns a /64 cannot multiply an allowance by picking a new address for every call. The caller
 * is the trusted edge (loopback), so X-Forwarded-For names the client.
 */
import { Agent, type TestServer, startTestServer } from '../testing/test-server';
import { AUTH_RATE_LIMIT } from '../features/auth/auth-schema';
import { JOB_APPLICATION_RATE_LIMIT } from '../features/careers/job-application-config';
import { MARKETING_RATE_LIMIT } from '../features/marketing/marketing-config';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ disableRateLimit: false });
});
afterAll(() => server.close());

const LIMITS = [
  ["a route's config.rateLimit (auth)", '/auth/identification', AUTH_RATE_LIMIT.max, '2001:db8:a'],
  [
    'a per-address scope (careers)',
    '/careers/applications',
    JOB_APPLICATION_RATE_LIMIT.max,
    '2001:db8:b',
  ],
  ['the marketing platform', '/marketing/subscriptions', MARKETING_RATE_LIMIT.max, '2001:db8:c'],
] as const;

describe.each(LIMITS)('%s', (_name, path, max, prefix) => {
  const post = async (agent: Agent, ip: string) =>
    (
      await agent.request(
        'POST',
        path,
        { phone: '+79990001122' },
        { headers: { 'X-Forwarded-For': ip } },
      )
    ).status;

  it('is shared by every address of one /64 and not by the next /64', async () => {
    const agent = new Agent(server.url);
    await agent.token();
    const statuses: number[] = [];
    // A new address of the same /64 for every call.
    for (let i = 0; i <= max; i++)
      statuses.push(await post(agent, `${prefix}:1:${i.toString(16)}::1`));
    expect(statuses.slice(0, max).every((status) => status !== 429)).toBe(true);
    expect(statuses[max]).toBe(429);
    expect(await post(agent, `${prefix}:2::1`)).not.toBe(429);
  });
});

it('counts an IPv4-mapped IPv6 address as its IPv4 address', async () => {
  const agent = new Agent(server.url);
  await agent.token();
  const statuses: number[] = [];
  for (let i = 0; i <= MARKETING_RATE_LIMIT.max; i++)
    statuses.push(
      (
        await agent.request(
          'POST',
          '/marketing/subscriptions',
          {},
          { headers: { 'X-Forwarded-For': i % 2 ? '198.51.100.9' : '::ffff:198.51.100.9' } },
        )
      ).status,
    );
  expect(statuses.slice(0, MARKETING_RATE_LIMIT.max).every((status) => status !== 429)).toBe(true);
  expect(statuses[MARKETING_RATE_LIMIT.max]).toBe(429);
});
