import type { FavoritesChangeResponse } from '@shop/types';
import { Agent, type TestServer, startTestServer } from '../../testing/test-server';

let server: TestServer;
let user: Agent;

beforeAll(async () => {
  server = await startTestServer();
  user = new Agent(server.url);
  await user.login('+79990000001', server.hooks);
});
afterAll(() => server.close());

describe('POST /favorites/merge', () => {
  it('answers 401 to guests', async () => {
    const guest = new Agent(server.url);
    await guest.token();
    expect((await guest.post('/favorites/merge', { items: [1, 2] })).status).toBe(401);
  });

  it('merges a guest list into the server list in one call: no duplicates, none lost', async () => {
    await user.post('/favorites/5');
    await user.post('/favorites/9');
    const merged = await user.post<FavoritesChangeResponse>('/favorites/merge', {
      items: [9, 12, 12, 7, 999_999],
    });
    expect(merged.status).toBe(200);
    expect(merged.body.result).toBe(true);
    // The unknown product is dropped; the duplicate and the one already saved appear once.
    expect([...merged.body.favoriteItemIds].sort((a, b) => a - b)).toEqual([5, 7, 9, 12]);
    const again = await user.post<FavoritesChangeResponse>('/favorites/merge', { items: [] });
    expect(again.body.favoriteItemIds).toHaveLength(4);
  });

  it('rejects malformed input with 400', async () => {
    for (const body of [{}, { items: 'all' }, { items: [0] }, { items: [1.5] }, { items: ['x'] }]) {
      const answer = await user.post<{ error: { code: string } }>('/favorites/merge', body);
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBeTruthy();
    }
    const tooMany = Array.from({ length: 501 }, (_, i) => i + 1);
    expect((await user.post('/favorites/merge', { items: tooMany })).status).toBe(400);
  });
});
