/**
 * @jest-environment node
 */
// The shell is the edge: a client's made-up forwarding headers never reach the API's limiter.
import { type EdgeOverApi, startEdgeOverApi } from './edge-over-api';

let edge: EdgeOverApi;
let shell: EdgeOverApi['shell'];

beforeAll(async () => {
  edge = await startEdgeOverApi();
  ({ shell } = edge);
});
afterAll(() => edge.close());

it('limits 70 auth calls through the shell that each carry a different made-up X-Forwarded-For', async () => {
  const token = await shell.inject({ url: '/api/token', headers: { host: 'shop.test.ru' } });
  const cookie = token.headers['set-cookie']!.toString().split(';')[0]!;
  const csrf = token.json<{ csrfToken: string }>().csrfToken;
  const statuses: number[] = [];
  for (let i = 0; i < 70; i++) {
    const answer = await shell.inject({
      method: 'POST',
      url: '/api/auth/identification',
      headers: {
        host: 'shop.test.ru',
        cookie,
        'x-csrf-token': csrf,
        'x-forwarded-for': `198.51.100.${i}, 10.0.0.${i}`,
        'x-real-ip': `198.51.100.${i}`,
      },
      payload: { phone: '+79990007788' },
    });
    statuses.push(answer.statusCode);
  }
  expect(statuses.filter((status) => status === 200)).toHaveLength(60);
  expect(statuses.filter((status) => status === 429)).toHaveLength(10);
});
