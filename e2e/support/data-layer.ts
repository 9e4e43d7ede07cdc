import { expect, type Page } from '@playwright/test';

/** One GA4 event as the page pushed it to window.dataLayer (ADR 27). */
export interface DataLayerEvent {
  event: string;
  ecommerce?: {
    currency?: string;
    value?: number;
    transaction_id?: string;
    items?: { item_id: string; item_list_name?: string }[];
  };
}

/** The events pushed so far on this page (not GTM's own entries nor the ecommerce resets). */
export async function dataLayerEvents(page: Page): Promise<DataLayerEvent[]> {
  return page.evaluate(() =>
    ((window as { dataLayer?: unknown[] }).dataLayer ?? []).filter(
      (entry): entry is DataLayerEvent =>
        typeof entry === 'object' && entry !== null && 'event' in entry,
    ),
  );
}

/** The pushes of one event name; each ecommerce event must follow an `ecommerce: null`. */
export async function dataLayerEventsNamed(page: Page, name: string): Promise<DataLayerEvent[]> {
  const entries = await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? []);
  entries.forEach((entry, index) => {
    if ((entry as DataLayerEvent).event === name && (entry as DataLayerEvent).ecommerce)
      expect(entries[index - 1]).toEqual({ ecommerce: null });
  });
  return entries.filter((entry) => (entry as DataLayerEvent).event === name) as DataLayerEvent[];
}

/** Waits until the page pushed `name` exactly once, and answers that push. */
export async function expectOnce(page: Page, name: string): Promise<DataLayerEvent> {
  await expect.poll(async () => (await dataLayerEventsNamed(page, name)).length).toBe(1);
  const [only] = await dataLayerEventsNamed(page, name);
  if (!only) throw new Error(`${name} not pushed`);
  return only;
}
