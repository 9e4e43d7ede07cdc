import { expect, type Page } from '@playwright/test';
import type {
  AuthAuthenticateResponse,
  AuthIdentificationResponse,
  DevLastSmsResponse,
  RegistrationResponse,
} from '@shop/types';
import { browserApiOk } from './browser-api';
import { testHookOk } from './test-hooks';

/** A phone no other test uses: E2E workers share one database, and each phone has its own code limits. */
export function uniquePhone(): string {
  const digits = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  return `+79${digits}`;
}

/**
 * Logs the page's browser context in through the real auth calls (the code read
 * from the API's test hooks), registering the phone when it is new.
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
  // Through the browser: Playwright's own request context cannot resolve the storefront hosts.
  const identified = await browserApiOk<AuthIdentificationResponse>(
    page,
    'POST',
    '/auth/identification',
    { phone },
  );
  expect(identified.success, JSON.stringify(identified)).toBe(true);

  const { code } = await testHookOk<DevLastSmsResponse>(
    'GET',
    `/last-sms?phone=${encodeURIComponent(phone)}`,
  );
  const authenticated = await browserApiOk<AuthAuthenticateResponse>(
    page,
    'POST',
    '/auth/authenticate',
    { phone, code },
  );
  expect(authenticated.success, JSON.stringify(authenticated)).toBe(true);

  if (authenticated.registrationRequired) {
    // Each call fetches a fresh token: the session (and its CSRF token) may rotate on login.
    const registered = await browserApiOk<RegistrationResponse>(page, 'POST', '/registration', {
      phone,
      ...profile,
    });
    expect(registered.success, JSON.stringify(registered)).toBe(true);
  }
  return { phone };
}
