import { expect, type Page } from '@playwright/test';

export interface BrowserApiResponse<T> {
  status: number;
  body: T;
}

/**
 * Calls the shop's API from inside the page (fetch under /api, the page's own cookies).
 * Playwright's `page.request` resolves hosts itself and does not see Chromium's
 * `--host-resolver-rules`, so on shop.test.ru / shop.test.com only the browser can reach
 * the shop. The page must be on a shop page first; a blank page is taken to the home page.
 */
export async function browserApi<T>(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<BrowserApiResponse<T>> {
  if (!page.url().startsWith('http')) await page.goto('/');
  return page.evaluate(
    async ({ method, path, body }) => {
      const headers: Record<string, string> = { accept: 'application/json' };
      if (method !== 'GET') {
        const token = (await (await fetch('/api/token')).json()) as { csrfToken: string };
        headers['content-type'] = 'application/json';
        headers['x-csrf-token'] = token.csrfToken;
      }
      const response = await fetch(`/api${path}`, {
        method,
        headers,
        credentials: 'same-origin',
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { method, path, body },
  ) as Promise<BrowserApiResponse<T>>;
}

/** A call that must succeed (2xx); answers its body. */
export async function browserApiOk<T>(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await browserApi<T>(page, method, path, body);
  expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBeLessThan(300);
  return response.body;
}
