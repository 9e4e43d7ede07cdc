import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type {
  AuthAuthenticateResponse,
  AuthIdentificationResponse,
  DevLastSmsResponse,
  RegistrationResponse,
} from '@shop/types';

/** A phone no other test uses: E2E workers share one database, and each phone has its own code limits. */
export function uniquePhone(): string {
  const digits = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  return `+79${digits}`;
}

async function csrfToken(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/token');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { csrfToken: string }).csrfToken;
}

/**
 * Logs the page's browser context in through the real auth calls (the code read
 * from the API's development endpoint), registering the phone when it is new.
 * The session cookie lands in the context, so the next navigation is logged in.
 * Use it where a test needs a user but is not about the auth popup itself.
 */
export async function devLogin(
  page: Page,
  phone: string = uniquePhone(),
  profile: { name: string; surname: string; email: string } = {
    name: 'Анна',
    surname: 'Тестова',
    email: `e2e-${phone.slice(-9)}@example.com`,
  },
): Promise<{ phone: string }> {
  const request = page.request;
  const headers = { 'x-csrf-token': await csrfToken(request) };
  const identification = await request.post('/api/auth/identification', {
    headers,
    data: { phone },
  });
  const identified = (await identification.json()) as AuthIdentificationResponse;
  expect(identified.success, JSON.stringify(identified)).toBe(true);

  const sms = await request.get(`/api/dev/last-sms?phone=${encodeURIComponent(phone)}`);
  const { code } = (await sms.json()) as DevLastSmsResponse;
  const authentication = await request.post('/api/auth/authenticate', {
    headers,
    data: { phone, code },
  });
  const authenticated = (await authentication.json()) as AuthAuthenticateResponse;
  expect(authenticated.success, JSON.stringify(authenticated)).toBe(true);

  if (authenticated.registrationRequired) {
    // A fresh token: the session (and its CSRF token) may rotate when the code is confirmed.
    const registration = await request.post('/api/registration', {
      headers: { 'x-csrf-token': await csrfToken(request) },
      data: { phone, ...profile },
    });
    const registered = (await registration.json()) as RegistrationResponse;
    expect(registered.success, JSON.stringify(registered)).toBe(true);
  }
  return { phone };
}
