/**
 * Contract test: the refund and job-application calls through @shop/api-client against the
 * real server (ADR 0026): JSON for refunds, multipart with the résumé file for applications.
 */
import { type ApiError, createApiClient } from '@shop/api-client';
import { cookieFetch } from '../testing/cookie-fetch';
import { type TestServer, startTestServer } from '../testing/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it("files a refund for the customer's order and lists it with its state", async () => {
  const api = createApiClient({ baseUrl: server.url, storefront: 'ru', fetch: cookieFetch() });
  const phone = `+7955${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  await api.authIdentification({ phone });
  const sms = await server.hooks.lastSms(phone);
  await api.authAuthenticate({ phone, code: sms.code });
  const { user } = await api.register({
    phone,
    name: 'Анна',
    surname: 'Смирнова',
    email: `r${Date.now()}@example.com`,
  });
  const { id: orderId } = await server.app.shopContext.db
    .insertInto('orders')
    .values({
      user_id: Number(user?.id),
      session_id: 'contract',
      kind: 'products',
      status: 'paid',
      currency: 'RUB',
      final_sum: 1000,
      delivery_price: 0,
      delivery_method_id: 1,
      payment_method_id: 13,
      data: '{}',
      lines: JSON.stringify([
        {
          productId: 1,
          skuId: 7,
          name: 'Кольцо',
          designer: 'D',
          quantity: 1,
          price: 1000,
          photo: null,
        },
      ]),
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const { refund } = await api.createRefund(Number(orderId), {
    items: [{ skuId: 7, quantity: 1 }],
    reason: 'Не подошёл размер',
    bank: { inn: '7707083893', bik: '044525225', account: '40817810099910004312' },
  });
  expect(refund).toMatchObject({ orderId: Number(orderId), status: 'new' });
  expect((await api.getProfileRefunds()).refunds).toEqual([refund]);
  const again = await api
    .createRefund(Number(orderId), { items: [{ skuId: 7, quantity: 1 }], reason: 'x' })
    .catch((error: ApiError) => error);
  expect(again).toMatchObject({ status: 400, fieldErrors: expect.any(Object) });
});

it('sends a job application with its résumé as multipart', async () => {
  const api = createApiClient({ baseUrl: server.url, storefront: 'ru', fetch: cookieFetch() });
  const pdf = new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' });
  const { applicationId } = await api.applyForJob(
    { name: 'Анна', contact: 'anna@example.com' },
    pdf,
    'cv.pdf',
  );
  expect(applicationId).toMatch(/^[0-9a-f-]{36}$/);
  const refused = await api
    .applyForJob({ name: 'Анна', contact: 'anna@example.com' }, new Blob(['MZ']), 'cv.pdf')
    .catch((error: ApiError) => error);
  expect(refused).toMatchObject({
    status: 400,
    fieldErrors: { resume: ['error.resume.type'] },
  });
});
