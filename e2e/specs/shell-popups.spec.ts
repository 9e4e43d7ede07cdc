import { expect, test } from '../fixtures';
import { seriousViolations } from '../support/axe';
import { ShellPopups } from '../pages/shell-popups';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The winter-sale popup opens after 4 s on a browsing page; give it room. */
const LOOK_AROUND_MS = 6_000;

/** A subscriber of the seed data (a user with the newsletter on). */
const KNOWN_SUBSCRIBER = 'maria@example.com';

const uniqueEmail = (): string =>
  `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test.describe('the winter-sale popup (docs/product/04-states.md#popups: once per visitor, cookie 14 days)', () => {
  test.use({ winterSaleSeen: false });

  test('opens once on the home page, not after a reload within 14 days, again after them', async ({
    page,
    storefront,
  }) => {
    const popups = new ShellPopups(page, storefront);
    const start = Date.UTC(2026, 11, 1, 9);
    const winterSale = popups.dialog(popups.text.winterSaleTitle);
    const shownAt = async () =>
      Number(
        (await page.context().cookies()).find((c) => c.name === 'shop_winter_sale_shown')?.value,
      );
    // Loads the page, waits for the shell, then lets the shopper look around for a while.
    const visitHome = async (reload: boolean) => {
      if (reload) await page.reload();
      else await page.goto('/');
      await popups.footerButton('subscribe').waitFor();
      await page.clock.fastForward(LOOK_AROUND_MS);
    };

    await page.clock.install({ time: start });
    await visitHome(false);
    await expect(winterSale).toBeVisible();
    expect(await seriousViolations(page, popups.openDialogSelector)).toEqual([]);
    const firstShown = await shownAt();
    expect(firstShown).toBeGreaterThanOrEqual(start);
    expect(firstShown).toBeLessThan(start + DAY_MS);
    const cookie = (await page.context().cookies()).find(
      (c) => c.name === 'shop_winter_sale_shown',
    );
    // 1 209 600 s from now, give or take the test's own run time.
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(14 * DAY_MS - 60_000);
    expect(cookie!.expires * 1000 - Date.now()).toBeLessThanOrEqual(14 * DAY_MS);
    await page.keyboard.press('Escape');
    await expect(winterSale).toBeHidden();

    // The promo writes the cookie when it opens the popup: an unchanged cookie means it did not.
    await visitHome(true);
    expect(await shownAt()).toBe(firstShown);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.clock.setSystemTime(start + 13 * DAY_MS);
    await visitHome(true);
    expect(await shownAt()).toBe(firstShown);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.clock.setSystemTime(start + 14 * DAY_MS + 60_000);
    await visitHome(true);
    await expect(winterSale).toBeVisible();
    expect(await shownAt()).toBeGreaterThanOrEqual(start + 14 * DAY_MS);
  });

  test('stays away from a product page', async ({ page, storefront }) => {
    const popups = new ShellPopups(page, storefront);
    await page.clock.install();
    await page.goto('/jewelry/2');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await popups.footerButton('subscribe').waitFor();
    await page.clock.fastForward(LOOK_AROUND_MS);
    await expect(popups.dialog(popups.text.winterSaleTitle)).toHaveCount(0);
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain(
      'shop_winter_sale_shown',
    );
  });
});

test.describe('the newsletter subscription from the footer', () => {
  test('a subscribed e-mail gets the existing-subscriber text; a new one the success popup', async ({
    page,
    storefront,
  }) => {
    const popups = new ShellPopups(page, storefront);
    await page.goto('/about');
    const form = await popups.subscribe(KNOWN_SUBSCRIBER);
    await expect(form.getByText(popups.text.existing)).toBeVisible();
    expect(await seriousViolations(page, popups.openDialogSelector)).toEqual([]);
    await form.getByRole('button', { name: popups.text.close }).click();
    await expect(form).toBeHidden();

    await popups.subscribe(uniqueEmail());
    const success = popups.dialog(popups.text.successTitle);
    await expect(success).toBeVisible();
    await expect(popups.dialog(popups.text.subscriptionTitle)).toHaveCount(0);
    await expect(success.getByRole('button', { name: popups.text.done })).toBeFocused();
    expect(await seriousViolations(page, popups.openDialogSelector)).toEqual([]);
    await success.getByRole('button', { name: popups.text.done }).click();
    await expect(success).toBeHidden();
  });
});

test.describe('every shell popup', () => {
  for (const [trigger, title] of [
    ['subscribe', 'subscriptionTitle'],
    ['sale', 'saleTitle'],
    ['shops', 'shopsTitle'],
    ['social', 'socialTitle'],
  ] as const) {
    test(`${trigger}: no serious axe violations; Esc closes it, focus stays inside and returns to its button`, async ({
      page,
      storefront,
    }) => {
      const popups = new ShellPopups(page, storefront);
      await page.goto('/about');
      await popups.open(trigger);
      const dialog = popups.dialog(popups.text[title]);
      await expect(dialog).toBeVisible();
      if (trigger === 'shops') {
        await expect(dialog.getByRole('heading', { name: popups.text.firstShop })).toBeVisible();
        await expect(dialog.getByRole('listitem')).toHaveCount(12);
      }
      expect(await seriousViolations(page, popups.openDialogSelector)).toEqual([]);
      // The modal dialog keeps the keyboard: tabbing round never reaches the page behind (past
      // its last control the browser's own toolbar may take the focus, the document's body).
      const focusPlaces = new Set<string>();
      for (let i = 0; i < 8; i += 1) {
        await page.keyboard.press('Tab');
        focusPlaces.add(
          await dialog.evaluate((node) => {
            const active = document.activeElement;
            if (!active || active === document.body) return 'outside the page';
            return node.contains(active) ? 'in the popup' : 'behind the popup';
          }),
        );
      }
      expect(focusPlaces).toContain('in the popup');
      expect(focusPlaces).not.toContain('behind the popup');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(popups.footerButton(trigger)).toBeFocused();
    });
  }

  test('on a phone a swipe down on the popup’s header closes it', async ({ page, storefront }) => {
    const popups = new ShellPopups(page, storefront);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/about');
    await popups.open('social');
    const dialog = popups.dialog(popups.text.socialTitle);
    await expect(dialog).toBeVisible();
    const heading = dialog.getByRole('heading', { name: popups.text.socialTitle });
    const box = (await heading.boundingBox())!;
    const at = (y: number) => ({
      pointerId: 7,
      pointerType: 'touch',
      isPrimary: true,
      clientX: box.x + 10,
      clientY: y,
      bubbles: true,
    });
    await heading.dispatchEvent('pointerdown', at(box.y));
    await heading.dispatchEvent('pointermove', at(box.y + 60));
    await heading.dispatchEvent('pointerup', at(box.y + 160));
    await expect(dialog).toBeHidden();
  });
});
