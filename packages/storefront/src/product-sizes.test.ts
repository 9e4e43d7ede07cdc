import type { Product, SkuWithGems } from '@shop/types';
import { needsSizeChoice, sizedSkus, skuInStock, skuToAdd } from './product-sizes';

const sku = (id: number, size: string | null, quantity = 1) =>
  ({ id, size, balances: [{ quantity }] }) as unknown as SkuWithGems;
const product = (...skus: SkuWithGems[]) =>
  ({ skuListWithGems: skus }) as unknown as Pick<Product, 'skuListWithGems'>;

describe('product sizes', () => {
  it('knows a SKU in stock', () => {
    expect(skuInStock(sku(1, '16', 2))).toBe(true);
    expect(skuInStock(sku(1, '16', 0))).toBe(false);
  });

  it('asks for a size only when there are several sized SKUs', () => {
    const ring = product(sku(1, '16'), sku(2, '17'), sku(3, ''));
    expect(sizedSkus(ring).map((s) => s.id)).toEqual([1, 2]);
    expect(needsSizeChoice(ring)).toBe(true);
    expect(needsSizeChoice(product(sku(1, '16')))).toBe(false);
    expect(sizedSkus({} as Pick<Product, 'skuListWithGems'>)).toEqual([]);
  });

  it('adds the chosen SKU, else the only one in stock, never guesses a size', () => {
    const ring = product(sku(1, '16'), sku(2, '17'));
    expect(skuToAdd(ring, 2)?.id).toBe(2);
    expect(skuToAdd(ring, 9)).toBeNull();
    expect(skuToAdd(ring, null)).toBeNull();
    expect(skuToAdd(product(sku(5, null, 0), sku(6, null)), null)?.id).toBe(6);
    expect(skuToAdd(product(sku(5, null, 0)), null)?.id).toBe(5);
    expect(skuToAdd(product(), null)).toBeNull();
    expect(skuToAdd({} as Pick<Product, 'skuListWithGems'>, null)).toBeNull();
  });
});
