import { expect, test } from '../fixtures';
import { probe, STOREFRONT_HOSTS } from '../support/http-probe';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

// One page of every remote, and the shell's own: what each loads must be allowed by the CSP.
const TOUR = ['/', '/catalog', '/cart', '/wishlist', '/get-certificate', '/about', '/404'];

const SERVED_TEXT = {
  ru: { title: '<title>Каталог — Ювелирный дом</title>', skip: 'Перейти к содержимому' },
  en: { title: '<title>Catalog — Jewelry House</title>', skip: 'Skip to content' },
} as const;

test('every remote works under the page Content-Security-Policy, with no violation reported', async ({
  page,
  storefront,
}) => {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const paths = [...TOUR, ...(storefront === 'ru' ? ['/certificate'] : [])];
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  // A product page: its own chunk, the gallery and the photos.
  await page.goto('/catalog');
  await page.locator('#shell-main a[href^="/jewelry/"]').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
});

test('the served HTML speaks the storefront language and carries the security headers before any script runs', async ({
  storefront,
}) => {
  const answer = await probe('/catalog', STOREFRONT_HOSTS[storefront]);
  expect(answer.status).toBe(200);
  expect(answer.body).toContain(`<html lang="${storefront}">`);
  expect(answer.body).toContain(SERVED_TEXT[storefront].title);
  expect(answer.body).toContain(`>${SERVED_TEXT[storefront].skip}</a>`);
  expect(answer.body).toMatch(/<script id="shop-registry" type="application\/json">\{/);
});
