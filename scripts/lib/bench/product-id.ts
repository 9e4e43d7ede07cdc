/**
 * A real product for the product-page route and the cart with one product: the API's first one
 * in stock (one out of stock cannot be added, and the cart rows would measure an empty cart),
 * else the listing's first link.
 */
import type { Browser } from '@playwright/test';
import { loadPage } from './browser';

interface CatalogShowAnswer {
  result?: { products?: Array<{ id?: number | string }> };
}

/** The API's first product in stock, or null when the listing has none or does not answer. */
export async function firstProductInStock(apiUrl: string): Promise<string | null> {
  const response = await fetch(`${apiUrl}/catalog/show`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url: '', limit: 1, offset: 0, parameters: { in_stock: true } }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) return null;
  const id = ((await response.json()) as CatalogShowAnswer).result?.products?.[0]?.id;
  return id === undefined ? null : String(id);
}

async function fromListing(browser: Browser, listingUrl: string): Promise<string | null> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await loadPage(page, listingUrl);
    const href = await page
      .locator('#shell-main a[href^="/jewelry/"]')
      .first()
      .getAttribute('href', { timeout: 5_000 })
      .catch(() => null);
    return href?.split('/')[2]?.split(/[?#]/)[0] || null;
  } finally {
    await context.close();
  }
}

export async function findProductId(
  apiUrl: string,
  browser: Browser,
  listingUrl: string,
): Promise<{ id: string | null; source: string }> {
  const viaApi = await firstProductInStock(apiUrl).catch(() => null);
  if (viaApi) return { id: viaApi, source: 'api' };
  const viaListing = await fromListing(browser, listingUrl).catch(() => null);
  return { id: viaListing, source: viaListing ? 'listing link' : 'none' };
}
