/** A buyable product with an SKU in stock: listed by the listing (cards), its SKUs from the product call. */
import type { CatalogShowResponse, ProductResponse } from '@shop/types';
import { sql } from 'kysely';
import type { Agent, TestServer } from './test-server';

export async function buyableProduct(
  agent: Agent,
  from = '/earrings',
): Promise<{ id: number; skuId: number }> {
  const listing = await agent.request<CatalogShowResponse>(
    'POST',
    '/catalog/show',
    { url: from, parameters: { in_stock: true } },
    { csrf: false },
  );
  for (const card of listing.body.result.products) {
    if (!card.canBuy || card.preorder || card.itemCard.isShowcase) continue;
    const { product } = (await agent.get<ProductResponse>(`/jewelry/${card.id}`)).body;
    const sku = product.skuListWithGems.find((s) => (s.balances[0]?.quantity ?? 0) > 0);
    if (sku) return { id: product.id, skuId: sku.id };
  }
  throw new Error(`no buyable product in ${from}`);
}

/** A number of one row as the database holds it now: a stock, a balance. */
export async function storedNumber(
  server: TestServer,
  table: 'skus' | 'certificates',
  column: 'stock' | 'balance',
  key: { column: 'id' | 'code'; value: number | string },
): Promise<number> {
  const { rows } = await sql<{ value: number }>`SELECT ${sql.ref(column)} AS value FROM ${sql.table(
    table,
  )} WHERE ${sql.ref(key.column)} = ${key.value}`.execute(server.app.shopContext.db);
  if (!rows[0]) throw new Error(`no ${table} row with ${key.column} ${key.value}`);
  return Number(rows[0].value);
}

/** An SKU's stock as the database holds it now. */
export const stockOf = (server: TestServer, skuId: number): Promise<number> =>
  storedNumber(server, 'skus', 'stock', { column: 'id', value: skuId });
