import type {
  AuthAuthenticateResponse,
  AuthIdentificationResponse,
  CartResponse,
  FavoritesChangeResponse,
  FavoritesShowResponse,
  ProfileInfoResponse,
  RegistrationResponse,
} from '@shop/types';
import { spendPhoneWrongCodes } from '../../testing/phone-wrong-codes';
import { Agent, type TestServer, startTestServer } from '../../testing/test-server';
import { UserRepository } from './user-repository';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('phone-code auth', () => {
  it('logs in a seeded user and merges the guest cart', async () => {
    const agent = new Agent(server.url);
    await agent.token();
    await agent.post('/cart/add', { product_id: 2 });
    const guest = await agent.post<CartResponse>('/cart/calculate', {});
    expect((await agent.get('/profile/info')).status).toBe(401);
    await agent.login('+79990000001', server.hooks);
    const info = await agent.get<ProfileInfoResponse>('/profile/info');
    expect(info.status).toBe(200);
    expect(info.body.user).toMatchObject({
      isAuth: true,
      name: 'Мария',
      fullName: 'Мария Иванова',
    });
    const merged = await agent.post<CartResponse>('/cart/calculate', {});
    expect(merged.body.cartData.totalProducts).toBe(guest.body.cartData.totalProducts);
    for (const path of [
      '/profile/orders',
      '/profile/certificates',
      '/profile/bonuses',
      '/profile/user_address',
    ]) {
      expect((await agent.get(path)).status).toBe(200);
    }
    // Another site's link or image (the browser says cross-site) does not log the customer out.
    const fromElsewhere = await agent.request('GET', '/logout', undefined, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(fromElsewhere.status).toBe(403);
    expect((await agent.get('/profile/info')).status).toBe(200);
    const fromTheShop = await agent.request<{ success: boolean }>('GET', '/logout', undefined, {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(fromTheShop.body.success).toBe(true);
    expect((await agent.get('/profile/info')).status).toBe(401);
  });

  it('rejects wrong codes and limits attempts; cooldown on resend', async () => {
    const agent = new Agent(server.url);
    await agent.token();
    const phone = '+79990000002';
    expect(
      (await agent.post<AuthIdentificationResponse>('/auth/identification', { phone })).body
        .success,
    ).toBe(true);
    const again = await agent.post<AuthIdentificationResponse>('/auth/identification', { phone });
    expect(again.body).toMatchObject({ success: false, code: 'code_resend_too_early' });
    const sms = await server.hooks.lastSms(phone);
    const wrongCode = sms.code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 4; i += 1) {
      const r = await agent.post<AuthAuthenticateResponse>('/auth/authenticate', {
        phone,
        code: wrongCode,
      });
      expect(r.body.code).toBe('code_invalid');
    }
    const fifth = await agent.post<AuthAuthenticateResponse>('/auth/authenticate', {
      phone,
      code: wrongCode,
    });
    expect(fifth.body.code).toBe('code_attempts_exceeded');
    const right = await agent.post<AuthAuthenticateResponse>('/auth/authenticate', {
      phone,
      code: sms.code,
    });
    expect(right.body.code).toBe('code_attempts_exceeded');
    expect(
      (await agent.post<AuthIdentificationResponse>('/auth/identification', { phone: 'abc' })).body
        .code,
    ).toBe('phone_invalid');
  });

  it("says so when the phone's wrong codes of the day are used up: a new code would not help", async () => {
    const agent = new Agent(server.url, 'ru');
    await agent.token();
    const phone = '+79990000003';
    await agent.post<AuthIdentificationResponse>('/auth/identification', { phone });
    const { code } = await server.hooks.lastSms(phone);
    // Others' wrong tries (from their own sessions' codes) used up the day's allowance.
    await spendPhoneWrongCodes(server.app.shopContext, phone);
    const locked = await agent.post<AuthAuthenticateResponse>('/auth/authenticate', {
      phone,
      code,
    });
    expect(locked.body).toMatchObject({
      success: false,
      code: 'code_attempts_exceeded',
      message: 'Слишком много неверных кодов для этого номера: попробуйте через несколько часов',
    });
  });

  it('registers a new phone after its code, and asks for a captcha after too many codes', async () => {
    const agent = new Agent(server.url);
    await agent.token();
    const phone = '+79991112233';
    const id = await agent.post<AuthIdentificationResponse>('/auth/identification', { phone });
    expect(id.body).toMatchObject({ success: true, userExists: false, step: 3 });
    const sms = await server.hooks.lastSms(phone);
    const auth = await agent.post<AuthAuthenticateResponse>('/auth/authenticate', {
      phone,
      code: sms.code,
    });
    expect(auth.body).toMatchObject({ success: true, registrationRequired: true, step: 4 });
    const bad = await agent.post<RegistrationResponse>('/registration', {
      phone,
      name: 'Иван',
      surname: '',
      email: 'x',
    });
    expect(bad.body.success).toBe(false);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(
      expect.arrayContaining(['surname', 'email']),
    );
    const ok = await agent.post<RegistrationResponse>('/registration', {
      phone,
      name: 'Иван',
      surname: 'Петров',
      email: 'ivan@example.com',
    });
    expect(ok.body.user).toMatchObject({ isAuth: true, phone });

    // Third and fourth codes from one session within 10 minutes need a captcha.
    const other = new Agent(server.url);
    await other.token();
    await server.app.shopContext.db
      .updateTable('sms_codes')
      .set({ created_at: '2000-01-01T00:00:00.000Z' })
      .execute();
    const phones = ['+79991110001', '+79991110002', '+79991110003'];
    for (const p of phones)
      expect(
        (await other.post<AuthIdentificationResponse>('/auth/identification', { phone: p })).body
          .success,
      ).toBe(true);
    const blocked = await other.post<AuthIdentificationResponse>('/auth/identification', {
      phone: '+79991110004',
    });
    expect(blocked.body).toMatchObject({
      success: false,
      captchaRequired: true,
      code: 'captcha_required',
    });
    const captcha = await other.get<{ image: string; token: string }>('/captcha');
    expect(captcha.body.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const answer = await server.hooks.request<{ answer: string }>(
      'GET',
      `/captcha/${captcha.body.token}`,
    );
    // Another session's captcha is no pass, even answered right (attack pass).
    const stranger = new Agent(server.url);
    await stranger.token();
    for (const p of ['+79991110011', '+79991110012', '+79991110013'])
      await stranger.post('/auth/identification', { phone: p });
    const borrowed = await stranger.post<AuthIdentificationResponse>('/auth/identification', {
      phone: '+79991110014',
      captchaToken: captcha.body.token,
      captchaCode: answer.body.answer,
    });
    expect(borrowed.body).toMatchObject({ success: false, code: 'captcha_invalid' });
    const solved = await other.post<AuthIdentificationResponse>('/auth/identification', {
      phone: '+79991110004',
      captchaToken: captcha.body.token,
      captchaCode: answer.body.answer,
    });
    expect(solved.body.success).toBe(true);
    // Once: the same answer again is refused.
    await server.app.shopContext.db
      .updateTable('sms_codes')
      .set({ created_at: '2000-01-01T00:00:00.000Z' })
      .execute();
    await other.post('/auth/identification', { phone: '+79991110005' });
    await other.post('/auth/identification', { phone: '+79991110006' });
    await other.post('/auth/identification', { phone: '+79991110007' });
    const again = await other.post<AuthIdentificationResponse>('/auth/identification', {
      phone: '+79991110008',
      captchaToken: captcha.body.token,
      captchaCode: answer.body.answer,
    });
    expect(again.body).toMatchObject({ success: false, code: 'captcha_invalid' });
  });
});

describe('favorites', () => {
  it('answers 401 to guests on server calls and keeps a user wishlist', async () => {
    const guest = new Agent(server.url);
    await guest.token();
    expect((await guest.post('/favorites/10')).status).toBe(401);
    const shown = await guest.post<FavoritesShowResponse>('/favorites/show', {
      favorites: [10, 12, 7],
      inStock: false,
    });
    expect(shown.body.result.favoriteItemIds).toEqual([10, 12, 7]);
    expect(shown.body.result.products.map((p) => p.id)).toEqual([7, 12, 10]);

    const user = new Agent(server.url);
    await user.login('+79990000001', server.hooks);
    expect(
      (await user.post<FavoritesChangeResponse>('/favorites/10')).body.favoriteItemIds,
    ).toContain(10);
    await user.post('/favorites/12');
    expect((await user.post('/favorites/999999')).status).toBe(404);
    const list = await user.post<FavoritesShowResponse>('/favorites/show', { inStock: false });
    expect(list.body.result.favoriteItemIds).toEqual(expect.arrayContaining([10, 12]));
    expect(
      (await user.request<FavoritesChangeResponse>('DELETE', '/favorites/10')).body.result,
    ).toBe(true);
    expect((await user.request('DELETE', '/favorites/', { items: [] })).status).toBe(400);
    expect(
      (await user.request<FavoritesChangeResponse>('DELETE', '/favorites/', { items: [12] })).body
        .favoriteItemIds,
    ).toEqual([]);
    const items = await user.post<{ item_ids: number[] }>('/favorites/items', {
      sku_ids: [100001, 100002, 1],
    });
    expect(items.body.item_ids.length).toBeGreaterThan(0);
  });
});

it('registers a confirmed phone once when a second registration lands meanwhile: the other is told the phone is taken, not a server error', async () => {
  const phone = '+79990000391';
  const agent = new Agent(server.url);
  await agent.login(phone, server.hooks);
  const register = (email: string) =>
    agent.post<RegistrationResponse>('/registration', {
      phone,
      name: 'Анна',
      surname: 'Тест',
      email,
    });
  // The other registration is made whole between this one's checks and its insert, as
  // simultaneous requests interleave on PostgreSQL (there the unique phone answered 500).
  const create = UserRepository.prototype.create;
  let other: RegistrationResponse | undefined;
  const creating = jest
    .spyOn(UserRepository.prototype, 'create')
    .mockImplementationOnce(async function (this: UserRepository, fields) {
      other = (await register('other-of-two@example.com')).body;
      return create.call(this, fields);
    });
  const first = await register('first-of-two@example.com');
  creating.mockRestore();

  expect(other?.success).toBe(true);
  expect(first.status).toBe(200);
  expect(first.body).toMatchObject({
    success: false,
    errors: { phone: ['Этот номер уже зарегистрирован'] },
  });
  const users = await server.app.shopContext.db
    .selectFrom('users')
    .select(['email', 'bonus_balance'])
    .where('phone', '=', phone)
    .execute();
  expect(users).toEqual([{ email: 'other-of-two@example.com', bonus_balance: 500 }]);
});
