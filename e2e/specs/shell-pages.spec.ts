import { expect, test } from '../fixtures';
import { seriousViolations } from '../support/axe';

const ABOUT = { ru: 'О нас', en: 'About us' };

test.describe('pages the shell renders itself', () => {
  test('a static page shows its localized content and title, with no serious axe violations', async ({
    page,
    chrome,
    storefront,
  }) => {
    await page.goto('/about');
    await expect(await chrome.pageHeading()).toHaveText(ABOUT[storefront]);
    await expect(chrome.main.locator('p').first()).not.toBeEmpty();
    await expect(page).toHaveTitle(new RegExp(`^${ABOUT[storefront]} — `));
    await expect(page.locator('html')).toHaveAttribute('lang', storefront);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the not-found page has its title, description and a link to the catalog, with no serious axe violations', async ({
    page,
    chrome,
  }) => {
    const response = await page.goto('/404');
    expect(response?.status()).toBe(404);
    await expect(await chrome.pageHeading()).toHaveText(chrome.text.notFound);
    await expect(chrome.main.getByRole('link', { name: /catalog|каталог/i })).toHaveAttribute(
      'href',
      '/catalog',
    );
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the footer links only pages this storefront offers, and they open in-app', async ({
    page,
    chrome,
    storefront,
  }) => {
    await page.goto('/about');
    const footerLinks = page.locator('#shell-footer nav a');
    const hrefs = await footerLinks.evaluateAll((links) =>
      links.map((a) => a.getAttribute('href')),
    );
    expect(hrefs.length).toBeGreaterThan(5);
    expect(hrefs).not.toContain(storefront === 'ru' ? '/delivery' : '/oferta');
    const before = await page.evaluate(() => performance.getEntriesByType('navigation').length);
    await footerLinks.filter({ hasText: storefront === 'ru' ? 'Контакты' : 'Contacts' }).click();
    await expect(page).toHaveURL(/\/contacts$/);
    await expect(await chrome.pageHeading()).toHaveText(
      storefront === 'ru' ? 'Контакты' : 'Contacts',
    );
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(
      before,
    );
  });

  test('the header keeps its styles after leaving a shell page for a remote', async ({
    page,
    chrome,
  }) => {
    await page.goto('/about');
    const brand = chrome.header.getByRole('link').first();
    await expect(brand).toHaveCSS('text-transform', 'uppercase');
    await chrome.headerLink('catalog').click();
    await expect(page).toHaveURL(/\/catalog$/);
    await expect(await chrome.pageHeading()).toBeVisible();
    await expect(brand).toHaveCSS('text-transform', 'uppercase');
  });

  test('the empty wishlist, owned by the favorites remote, is accessible', async ({
    page,
    chrome,
  }) => {
    await page.goto('/wishlist');
    await expect(await chrome.pageHeading()).toHaveText(chrome.text.wishlist);
    await expect(chrome.main.getByRole('link', { name: /catalog|каталог/i })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
