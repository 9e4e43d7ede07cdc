import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { SearchPages } from '../pages/search-pages';
import { seriousViolations } from '../support/axe';
import { memoryTouchRate, SLOW_MEMORY_MBPS } from '../../scripts/lib/bench/machine-check';

// Issue #25's table, run on both storefronts: any case, another form, a typo, whole words,
// nothing found. Names are "Кольцо Aurora" on .ru and "Aurora ring" on .com.
const NAME = {
  ru: { ring: /^Кольцо /, earring: /^Серьги /, notRing: /Серьг/ },
  en: { ring: / ring$/, earring: / earrings$/, notRing: /earring/i },
} as const;

test.describe.configure({ timeout: 90_000 });

test('finds rings in any case and form, corrects typos, matches whole words, helps when nothing matches', async ({
  page,
  storefront,
}) => {
  const search = new SearchPages(page, storefront);
  const name = NAME[storefront];

  await search.open('Кольцо');
  const upper = await search.results();
  expect(upper.quantity).toBeGreaterThan(150);
  expect(upper.names.every((n) => name.ring.test(n))).toBe(true);
  await expect(search.sort).toHaveValue('');
  await expect(search.sort.locator('option:checked')).toHaveText(search.text.relevance);

  for (const query of ['кольцо', 'кольца']) {
    await search.open(query);
    const found = await search.results();
    expect({ query, quantity: found.quantity }).toEqual({ query, quantity: upper.quantity });
    await expect(search.correctedNotice).toHaveCount(0);
  }

  await search.open('колцо');
  await expect(search.correctedNotice).toHaveText(search.text.corrected('колцо', 'кольцо'));
  expect((await search.results()).quantity).toBe(upper.quantity);

  await search.open('серьги');
  const earrings = await search.results();
  expect(earrings.names.every((n) => name.earring.test(n))).toBe(true);

  await search.open('earings');
  await expect(search.correctedNotice).toHaveText(search.text.corrected('earings', 'earrings'));
  const corrected = await search.results();
  expect(corrected.quantity).toBeGreaterThan(100);
  expect(corrected.names.every((n) => name.earring.test(n))).toBe(true);

  // "ring" is a whole word: earrings are not rings.
  await search.open('ring');
  const rings = await search.results();
  expect(rings.quantity).toBeGreaterThan(150);
  expect(rings.quantity).toBeLessThan(upper.quantity);
  expect(rings.names.filter((n) => name.notRing.test(n))).toEqual([]);

  await search.open('zzzqqq');
  await expect(search.nothingFound).toContainText(search.text.nothing('zzzqqq'));
  await expect(search.waysOn.getByRole('link')).toHaveCount(3);
  await search.waysOn.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/catalog$/);
});

test('suggests while typing in the header, and the list is used by keyboard', async ({
  page,
  storefront,
}) => {
  const search = new SearchPages(page, storefront);
  await page.goto('/catalog');
  const field = await search.typeInto('header', storefront === 'ru' ? 'кол' : 'rin');
  await expect(search.listbox('header')).toBeVisible();
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  const options = search.options('header');
  expect(await options.count()).toBeGreaterThan(3);
  await expect(
    search.listbox('header').getByRole('group', { name: search.text.products }),
  ).toBeVisible();
  await expect(
    search.listbox('header').getByRole('group', { name: search.text.categories }),
  ).toBeVisible();
  // A product option shows its photo and price.
  await expect(options.first().locator('img')).toHaveAttribute('src', /-320\.webp$/);
  await expect(options.first()).toContainText(storefront === 'ru' ? '₽' : '$');

  // ↓ highlights the first option, ↑ from there the last, ↓ back to the first.
  await page.keyboard.press('ArrowDown');
  const first = options.first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(field).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await page.keyboard.press('ArrowUp');
  await expect(options.last()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');

  // Escape closes the list; ↓ opens it again; Enter opens the highlighted product.
  await page.keyboard.press('Escape');
  await expect(search.listbox('header')).toBeHidden();
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowDown');
  await expect(search.listbox('header')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const name = (await first.textContent()) ?? '';
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/jewelry\//);
  await expect(search.main.getByRole('heading', { level: 1 })).toBeVisible();
  expect(name).toContain((await search.main.getByRole('heading', { level: 1 }).textContent())!);

  // Enter with nothing highlighted searches what is typed.
  const again = await search.typeInto('header', storefront === 'ru' ? 'серьги' : 'earrings');
  await expect(again).toHaveValue(storefront === 'ru' ? 'серьги' : 'earrings');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\//);
  expect((await search.results()).quantity).toBeGreaterThan(100);
});

/** Milliseconds from the last keystroke to the list's first appearance, measured in the page. */
async function keystrokeToList(page: Page, search: SearchPages, text: string): Promise<number> {
  await page.evaluate(() => {
    const state = window as unknown as { lastInput: number; listShown: number };
    state.lastInput = 0;
    state.listShown = 0;
    document.addEventListener('input', () => (state.lastInput = performance.now()), true);
    new MutationObserver(() => {
      const list = document.querySelector('#shell-main [role="listbox"]');
      if (list && !list.hasAttribute('hidden') && state.lastInput && !state.listShown)
        state.listShown = performance.now();
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await search.typeInto('page', text);
  await expect(search.listbox('page')).toBeVisible();
  return page.evaluate(() => {
    const state = window as unknown as { lastInput: number; listShown: number };
    return state.listShown - state.lastInput;
  });
}

test('shows suggestions within 150 ms of the last keystroke', async ({ page, storefront }) => {
  const search = new SearchPages(page, storefront);
  // A served shop is warm: one query first (not measured), so the API has prepared its
  // statements; then the median of five others, each on a fresh page (no answer kept).
  const [warmUp, ...texts] =
    storefront === 'ru'
      ? ['бра', 'кол', 'сер', 'зол', 'жем', 'под']
      : ['bra', 'rin', 'ear', 'gol', 'pea', 'pen'];
  await search.open();
  await keystrokeToList(page, search, warmUp!);
  const times: number[] = [];
  for (const text of texts) {
    await search.open();
    times.push(await keystrokeToList(page, search, text));
  }
  times.sort((a, b) => a - b);
  // 150 ms is the budget on an ordinary machine; one that faults fresh memory in slowly makes
  // every browser timing several times slower than the build is (docs/benchmark.md,
  // "Machines"): there the list must still show within twice that.
  const memoryMBps = memoryTouchRate(1);
  const budgetMs = memoryMBps < SLOW_MEMORY_MBPS ? 300 : 150;
  console.info(
    `[search] keystroke → list (${storefront}): ${times.map(Math.round).join(', ')} ms ` +
      `(budget ${budgetMs} ms; fresh memory at ${Math.round(memoryMBps)} MB/s)`,
  );
  expect(times[2]).toBeLessThanOrEqual(budgetMs);
});

test('the search page has no serious or critical axe violations with suggestions open', async ({
  page,
  storefront,
}) => {
  const search = new SearchPages(page, storefront);
  await search.open();
  await search.typeInto('page', storefront === 'ru' ? 'кол' : 'rin');
  await expect(search.listbox('page')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(search.options('page').first()).toHaveAttribute('aria-selected', 'true');
  expect(await seriousViolations(page)).toEqual([]);
});
