import type {
  AuthAuthenticateResponse,
  AuthIdentificationResponse,
  OAuthResponse,
  ProfileSaveResponse,
  ProfileSubscriptionResponse,
  RegistrationResponse,
} from '@shop/types';
import { Agent, type TestServer, startTestServer } from '../../testing/test-server';

let server: TestServer;
let phoneSeq = 0;
const newPhone = () => `+7977${String(Date.now() % 1_000_000).padStart(6, '0')}${phoneSeq++ % 10}`;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Registers a new phone through the real steps; the agent ends logged in with a fresh token. */
async function register(agent: Agent, phone: string, email: string): Promise<void> {
  await agent.token();
  await agent.post('/auth/identification', { phone });
  const sms = await server.hooks.lastSms(phone);
  await agent.post('/auth/authenticate', { phone, code: sms.code });
  const done = await agent.post<RegistrationResponse>('/registration', {
    phone,
    name: 'Анна',
    surname: 'Смирнова',
    email,
  });
  expect(done.body.success).toBe(true);
  // Login may rotate the session's CSRF token; a browser refetches it the same way.
  await agent.token();
}

describe('auth answers in the storefront language', () => {
  it('keeps a bad phone on step 1 with the ru or en text', async () => {
    const ru = new Agent(server.url, 'ru');
    await ru.token();
    const bad = await ru.post<AuthIdentificationResponse>('/auth/identification', {
      phone: 'abc',
    });
    expect(bad.body).toMatchObject({
      success: false,
      step: 1,
      captchaRequired: false,
      code: 'phone_invalid',
      message: 'Неверный номер телефона',
    });
    const en = new Agent(server.url, 'en');
    await en.token();
    const badEn = await en.post<AuthIdentificationResponse>('/auth/identification', {
      phone: '12',
    });
    expect(badEn.body).toMatchObject({ step: 1, message: 'Wrong phone number' });
  });

  it('answers a wrong code and a failed third-party login in ru and en', async () => {
    const phone = newPhone();
    const ru = new Agent(server.url, 'ru');
    await ru.token();
    await ru.post('/auth/identification', { phone });
    const sms = await server.hooks.lastSms(phone);
    const wrong = await ru.post<AuthAuthenticateResponse>('/auth/authenticate', {
      phone,
      code: sms.code === '0000' ? '1111' : '0000',
    });
    expect(wrong.body).toMatchObject({
      code: 'code_invalid',
      message: 'Неверный код подтверждения',
    });
    const en = new Agent(server.url, 'en');
    await en.token();
    const oauth = await en.post<OAuthResponse>('/oauth', {
      provider: 'yandex',
      code: 'x',
      state: 'x',
    });
    expect(oauth.body).toMatchObject({
      success: false,
      message: 'Login with Yandex ID is not configured',
    });
    const registration = await en.post<RegistrationResponse>('/registration', {
      phone,
      name: '',
      surname: 'X',
      email: 'bad',
    });
    expect(registration.body.errors).toMatchObject({
      name: ['Enter your name'],
      email: ['Wrong email'],
      phone: ['The phone is not confirmed'],
    });
  });
});

describe('flashcall confirmation', () => {
  it('rings for a repeated request; the last four digits of the number are the code', async () => {
    const phone = newPhone();
    const agent = new Agent(server.url);
    await agent.token();
    const first = await agent.post<AuthIdentificationResponse>('/auth/identification', { phone });
    expect(first.body).toMatchObject({ success: true, step: 3, confirmationType: 'sms' });
    const sms = await server.hooks.lastSms(phone);
    expect(sms).toMatchObject({ confirmationType: 'sms', callerNumber: null });
    // Past the 30 s resend cooldown but inside the 10-minute window.
    await server.app.shopContext.db
      .updateTable('sms_codes')
      .set({ created_at: new Date(Date.now() - 60_000).toISOString() })
      .where('phone', '=', phone)
      .execute();
    const second = await agent.post<AuthIdentificationResponse>('/auth/identification', { phone });
    expect(second.body).toMatchObject({ success: true, confirmationType: 'flashcall' });
    const call = await server.hooks.lastSms(phone);
    expect(call.confirmationType).toBe('flashcall');
    const digits = (call.callerNumber ?? '').replace(/\D/g, '');
    expect(digits.slice(-4)).toBe(call.code);
    const ok = await agent.post<AuthAuthenticateResponse>('/auth/authenticate', {
      phone,
      code: digits.slice(-4),
    });
    expect(ok.body).toMatchObject({ success: true, registrationRequired: true, step: 4 });
  });
});

describe('profile writes', () => {
  it('refuses guests (401), a missing CSRF token (403) and malformed bodies (400)', async () => {
    const guest = new Agent(server.url);
    await guest.token();
    const body = { name: 'A', surname: 'B', email: 'a@b.ru' };
    expect((await guest.post('/profile/info', body)).status).toBe(401);
    expect((await guest.post('/profile/subscription', { isSubscribed: true })).status).toBe(401);
    const user = new Agent(server.url);
    await register(user, newPhone(), `w${Date.now()}@example.com`);
    expect((await user.request('POST', '/profile/info', body, { csrf: false })).status).toBe(403);
    const malformed = await user.post<{ error: { code: string } }>('/profile/info', { name: 1 });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBeTruthy();
    expect(
      (await user.request('POST', '/profile/subscription', undefined, { raw: '{' })).status,
    ).toBe(400);
  });

  it('saves personal data, sets the birthday once and toggles the subscription', async () => {
    const agent = new Agent(server.url, 'ru');
    const email = `p${Date.now()}@example.com`;
    await register(agent, newPhone(), email);
    const base = { name: 'Анна', surname: 'Смирнова', email };

    const invalid = await agent.post<ProfileSaveResponse>('/profile/info', {
      ...base,
      name: ' ',
      birthday: '31.02.1990',
    });
    expect(invalid.body).toMatchObject({ success: false, messageType: 'error' });
    expect(invalid.body.errors).toMatchObject({
      name: ['Введите имя'],
      birthday: [expect.stringContaining('дд.мм.гггг')],
    });

    // Markup was not typed into the form (its mask keeps letters, digits and spaces): refused.
    const marked = await agent.post<ProfileSaveResponse>('/profile/info', {
      ...base,
      name: 'Анна"><img src=x onerror=alert(1)>',
      surname: 'Смирнова<script>',
    });
    expect(marked.body).toMatchObject({ success: false, messageType: 'error' });
    expect(marked.body.errors).toEqual({
      name: ['Имя может содержать только буквы, цифры и пробелы'],
      surname: ['Фамилия может содержать только буквы, цифры и пробелы'],
    });

    const same = await agent.post<ProfileSaveResponse>('/profile/info', base);
    expect(same.body).toMatchObject({ messageType: 'info', message: 'Вы не изменили данные' });

    const renamed = await agent.post<ProfileSaveResponse>('/profile/info', {
      ...base,
      name: 'Анастасия',
      birthday: '01.02.1990',
    });
    expect(renamed.body).toMatchObject({
      success: true,
      messageType: 'success',
      message: 'Сохранено',
    });
    expect(renamed.body.user.name).toBe('Анастасия');
    expect(renamed.body.personalData.birthday).toBe('01.02.1990');

    const again = await agent.post<ProfileSaveResponse>('/profile/info', {
      ...base,
      name: 'Анастасия',
      birthday: '02.02.1990',
    });
    expect(again.body).toMatchObject({
      success: false,
      messageType: 'info',
      message: 'Чтобы изменить дату рождения ещё раз, позвоните операторам',
    });
    expect(again.body.personalData.birthday).toBe('01.02.1990');

    const on = await agent.post<ProfileSubscriptionResponse>('/profile/subscription', {
      isSubscribed: true,
    });
    expect(on.body).toMatchObject({ message: 'Подписка изменена', user: { isSubscribed: true } });
    const repeat = await agent.post<ProfileSubscriptionResponse>('/profile/subscription', {
      isSubscribed: true,
    });
    expect(repeat.body).toMatchObject({ messageType: 'info', message: 'Вы не изменили данные' });
    const off = await agent.post<ProfileSubscriptionResponse>('/profile/subscription', {
      isSubscribed: false,
    });
    expect(off.body).toMatchObject({
      message: 'Вы отписались от рассылки',
      user: { isSubscribed: false },
    });
  });

  it('refuses an email another user has', async () => {
    const first = new Agent(server.url, 'en');
    const taken = `t${Date.now()}@example.com`;
    await register(first, newPhone(), taken);
    const second = new Agent(server.url, 'en');
    const own = `o${Date.now()}@example.com`;
    await register(second, newPhone(), own);
    const clash = await second.post<ProfileSaveResponse>('/profile/info', {
      name: 'Анна',
      surname: 'Смирнова',
      email: taken,
    });
    expect(clash.body.errors).toEqual({ email: ['This email is already registered'] });
  });
});
