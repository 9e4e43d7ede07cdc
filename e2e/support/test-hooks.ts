/**
 * The API's test hooks (login codes, captcha answers, a paid order's certificate codes, stock):
 * a loopback listener of their own that the E2E harness turns on (SHOP_API_TEST_HOOKS=1 in
 * playwright.config.ts), never a route under the shop's /api. Called from the test process,
 * not from the page: a visitor's browser has no way to them.
 */
import { expect } from '@playwright/test';

const HOOKS_ORIGIN = `http://127.0.0.1:${process.env.SHOP_API_TEST_HOOKS_PORT ?? 8091}`;

export interface TestHookResponse<T> {
  status: number;
  body: T;
}

export async function testHook<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<TestHookResponse<T>> {
  const response = await fetch(`${HOOKS_ORIGIN}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** A hook's answer, failing the test unless it is 200. */
export async function testHookOk<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  const answer = await testHook<T>(method, path, body);
  expect(answer.status, `${method} ${path} (test hook): ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body;
}
