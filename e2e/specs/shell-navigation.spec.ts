import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { ShellNavigation } from '../pages/shell-navigation';
import { seriousViolations } from '../support/axe';

const CONTACTS = { ru: 'Контакты', en: 'Contacts' };
const ABOUT = { ru: 'О нас', en: 'About us' };
/** A landing page each storefront offers (the others are blocked on .com, docs/product/02-screens.md#page-blocking-per-storefront). */
const LANDING = {
  ru: { path: '/lpsale', title: 'Распродажа' },
  en: { path: '/landings/tablet-subscription', title: 'Subscription' },
};
const ATTRIBUTION_MAX_AGE_S = 2_592_000;

/** Holds matching requests back, then lets them reach the real backend or remote. */
async function slowDown(page: Page, url: string | RegExp, delayMs: number) {
  await page.route(url, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
}

test.describe('shell navigation', () => {
  test('the progress bar shows on a slow navigation (data and remote held back) and finishes', async ({
    page,
    chrome,
    storefront,
  }) => {
    const nav = new ShellNavigation(page, storefront);
    await page.goto('/about');
    await expect(await chrome.pageHeading()).toHaveText(ABOUT[storefront]);
    await expect(nav.progressBar).toHaveCount(0);

    await slowDown(page, /\/api\/content\/pages\/contacts/, 1500);
    await chrome.navigateInApp('/contacts');
    await expect(nav.progressBar).toBeVisible();
    await expect(await chrome.pageHeading()).toHaveText(CONTACTS[storefront]);
    await expect(nav.progressBar).toHaveCount(0);

    // The catalog remote has not been needed yet: its code arriving late holds the bar too.
    await slowDown(page, /:8081\//, 1500);
    await chrome.navigateInApp('/designers');
    await expect(nav.progressBar).toBeVisible();
    await expect(chrome.main.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await expect(nav.progressBar).toHaveCount(0, { timeout: 6_000 });
  });

  test('a fast navigation shows no progress bar at all', async ({ page, chrome, storefront }) => {
    const nav = new ShellNavigation(page, storefront);
    await page.goto('/about');
    await expect(await chrome.pageHeading()).toHaveText(ABOUT[storefront]);
    // The served page shows its heading before the first load's remotes are in: let that
    // first navigation (and any bar of its own) finish before counting.
    await page.waitForLoadState('networkidle');
    await expect(nav.progressBar).toHaveCount(0);
    const progressBarsShown = await nav.countProgressBars();

    // A navigation that needs no new code and no data (the page is already there, only the
    // URL changes): it settles well within the 200 ms throttle, even on a loaded machine,
    // where a request held by page.route would not.
    await chrome.navigateInApp('/about?from=e2e');
    await expect(page).toHaveURL(/\/about\?from=e2e$/);
    await expect(await chrome.pageHeading()).toHaveText(ABOUT[storefront]);
    // Past the throttle: a bar that was going to show would have shown by now.
    await page.waitForTimeout(600);
    expect(await progressBarsShown()).toBe(0);
  });

  test('a landing page renders in the landing layout, and the shop in the default one', async ({
    page,
    chrome,
    storefront,
  }) => {
    const nav = new ShellNavigation(page, storefront);
    const landing = LANDING[storefront];
    await page.goto(landing.path);
    await expect(await chrome.pageHeading()).toHaveText(landing.title);
    await expect(page.locator('body')).toHaveAttribute('data-layout', 'landing');
    await expect(nav.menu).toHaveCount(0);
    await expect(nav.footerNav).toHaveCount(0);
    await expect(nav.toShopLink).toBeVisible();

    await nav.toShopLink.click();
    await expect(page).toHaveURL(/\/catalog$/);
    await expect(page.locator('body')).toHaveAttribute('data-layout', 'default');
    await expect(nav.menu).toBeVisible();
    await expect(nav.footerNav).toBeVisible();
    await expect(nav.toShopLink).toHaveCount(0);
  });

  test('a marketing visit sets the 30-day attribution cookie; an ordinary one keeps it', async ({
    page,
    context,
  }) => {
    const attribution = async () =>
      (await context.cookies()).find((cookie) => cookie.name === 'shop_attribution');

    const before = Date.now() / 1000;
    await page.goto('/?utm_source=gdeslon&utm_medium=cpa&utm_campaign=e2e');
    const gdeslon = await attribution();
    expect(gdeslon?.value).toBe('gdeslon');
    expect(gdeslon?.path).toBe('/');
    expect(gdeslon?.expires).toBeGreaterThanOrEqual(before + ATTRIBUTION_MAX_AGE_S - 5);
    expect(gdeslon?.expires).toBeLessThanOrEqual(Date.now() / 1000 + ATTRIBUTION_MAX_AGE_S + 5);

    await page.goto('/catalog?gclid=e2e-click');
    expect((await attribution())?.value).toBe('paid');
    await page.goto('/about?utm_source=newsletter&utm_medium=email');
    expect((await attribution())?.value).toBe('other');
    await page.goto('/catalog');
    expect((await attribution())?.value).toBe('other');
  });
});

test.describe('main menu on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens in a drawer where every item is reachable, and closes again', async ({
    page,
    storefront,
  }) => {
    const nav = new ShellNavigation(page, storefront);
    await page.goto('/catalog');
    await expect(nav.menuButton).toBeVisible();
    await expect(nav.menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.menuItem(nav.text.items[0])).toBeHidden();
    // Nothing in the header runs off the edge any more.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    await nav.menuButton.click();
    await expect(nav.menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.menuItem(nav.text.items[0])).toBeFocused();
    for (const item of nav.text.items) {
      await expect(nav.menuItem(item)).toBeInViewport();
    }
    expect(await seriousViolations(page, '#shell-header nav')).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(nav.menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.menuButton).toBeFocused();
    await expect(nav.menuItem(nav.text.items[0])).toBeHidden();

    await nav.menuButton.click();
    await nav.closeButton.click();
    await expect(nav.menuButton).toBeFocused();

    const last = nav.text.items[nav.text.items.length - 1]!;
    await nav.menuButton.click();
    await nav.menuItem(last).click();
    await expect(page).toHaveURL(storefront === 'ru' ? /\/certificate$/ : /\/designers$/);
    await expect(nav.menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.menuItem(last)).toBeHidden();
  });

  test('at 320 px the header still fits', async ({ page, storefront }) => {
    const nav = new ShellNavigation(page, storefront);
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/about');
    await expect(nav.menuButton).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
  });
});
