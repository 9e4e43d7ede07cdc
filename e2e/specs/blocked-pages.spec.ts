import { BLOCKED_PAGES } from '@shop/storefront';
import { expect, test } from '../fixtures';
import { probe, STOREFRONT_HOSTS } from '../support/http-probe';

/** Spellings of one path that must not get around the block. */
function variants(path: string): string[] {
  const [first = '', ...rest] = path.slice(1).split('');
  return [
    path,
    `${path}/`,
    path.toUpperCase(),
    `${path}?utm_source=mail&x=1`,
    `/%${first.charCodeAt(0).toString(16)}${rest.join('')}`,
    `/${path}`,
  ];
}

test.describe('pages blocked per storefront', () => {
  test('every blocked page of this storefront redirects to /404 on the server, in every spelling', async ({
    storefront,
  }) => {
    const host = STOREFRONT_HOSTS[storefront];
    for (const page of BLOCKED_PAGES[storefront]) {
      for (const url of variants(page)) {
        const answer = await probe(url, host);
        expect.soft(answer.status, `${host}${url}`).toBe(302);
        expect.soft(answer.location, `${host}${url}`).toBe('/404');
      }
    }
  });

  test('pages blocked only on the other storefront are served here', async ({ storefront }) => {
    const other = storefront === 'ru' ? 'en' : 'ru';
    const host = STOREFRONT_HOSTS[storefront];
    const servedHere = BLOCKED_PAGES[other].filter(
      (page) => !BLOCKED_PAGES[storefront].includes(page) && page !== '/get-certificates',
    );
    expect(servedHere.length).toBeGreaterThan(0);
    for (const page of servedHere) {
      const answer = await probe(page, host);
      expect.soft(answer.status, `${host}${page}`).toBe(200);
    }
  });

  test('the English profile sections for bonuses and certificates are blocked', async ({
    storefront,
  }) => {
    const host = STOREFRONT_HOSTS[storefront];
    const urls = [
      '/profile?section=bonusesData',
      '/profile/?section=certificatesData',
      '/PROFILE?utm=1&section=bonusesData',
    ];
    for (const url of urls) {
      const answer = await probe(url, host);
      expect.soft(answer.status, `${host}${url}`).toBe(storefront === 'en' ? 302 : 200);
    }
    expect((await probe('/profile?section=ordersData', host)).status).toBe(200);
  });

  test('a blocked page reached in the browser shows the not-found page at /404', async ({
    page,
    chrome,
    storefront,
  }) => {
    const blocked = BLOCKED_PAGES[storefront][0] as string;
    await page.goto(blocked);
    await expect(page).toHaveURL(/\/404$/);
    await expect(await chrome.pageHeading()).toHaveText(chrome.text.notFound);
    await expect(chrome.main.getByRole('link', { name: /catalog|каталог/i })).toHaveAttribute(
      'href',
      '/catalog',
    );
  });

  test('in-app navigation to a blocked page is redirected to /404 by the client', async ({
    page,
    chrome,
    storefront,
  }) => {
    await page.goto('/about');
    await expect(await chrome.pageHeading()).toBeVisible();
    const blocked = BLOCKED_PAGES[storefront][1] as string;
    await chrome.navigateInApp(`${blocked}/`);
    await expect(page).toHaveURL(/\/404$/);
    await expect(await chrome.pageHeading()).toHaveText(chrome.text.notFound);
  });
});

test.describe('unknown paths', () => {
  test('answer HTTP 404 with the shell page saying the page could not be found', async ({
    page,
    chrome,
    storefront,
  }) => {
    const answer = await probe('/no-such-page/at-all', STOREFRONT_HOSTS[storefront]);
    expect(answer.status).toBe(404);
    expect(answer.body).toContain(`<html lang="${storefront}">`);
    const response = await page.goto('/no-such-page/at-all');
    expect(response?.status()).toBe(404);
    await expect(await chrome.pageHeading()).toHaveText(chrome.text.unknown);
  });
});
