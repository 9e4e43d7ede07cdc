/**
 * Yandex ID in E2E is a stand-in provider on loopback that the web server starts first
 * (scripts/start-e2e.ts, packages/shop-api/src/testing/oauth-stand-in.ts). Like the real one it
 * asks who signs in, on its own page; the test answers with the account.
 */
import { expect, type Page } from '@playwright/test';

/** An account at the stand-in provider (its StandInAccount). */
export interface YandexAccount {
  /** The provider's id of the account: the same id is the same customer. */
  id: string;
  /** The account's own phone (Yandex's default_phone), which joins a customer with that phone. */
  phone?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
}

/** The API's start of the login, through the shell's /api proxy. */
export const YANDEX_AUTHORIZE_PATH = '/api/oauth/yandex/authorize';

/** On the provider's sign-in page (the browser was sent there): signs in as `account`. */
export async function signInAtYandexAs(page: Page, account: YandexAccount): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Stand-in Yandex ID' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Account (JSON)' }).fill(JSON.stringify(account));
  await page.getByRole('button', { name: 'Sign in' }).click();
}
