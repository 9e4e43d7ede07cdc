/** A buyable product with an SKU in stock: listed by the listing (cards), its SKUs from the product call. */
import type { CatalogShowResponse, ProductResponse } from '@shop/types';
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

/** An SKU's stock as the database holds it now. */
export const stockOf = async (server: TestServer, skuId: number): Promise<number> =>
  (
    await server.app.shopContext.db
      .selectFrom('skus')
      .select('stock')
      .where('id', '=', skuId)
      .executeTakeFirstOrThrow()
  ).stock;
