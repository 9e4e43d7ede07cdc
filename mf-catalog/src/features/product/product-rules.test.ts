import { price, productFixture } from '../../testing/product-fixture';
import {
  isFinalSale,
  needsSizeChoice,
  productSubscriptionOffer,
  purchaseMode,
  skuInStock,
  skuToAdd,
} from './product-rules';

describe('product page rules', () => {
  it('needs a size when there are several sized SKUs', () => {
    const product = productFixture();
    expect(needsSizeChoice(product)).toBe(true);
    expect(skuToAdd(product, null)).toBeNull();
    expect(skuToAdd(product, 5002)?.size).toBe('17');
  });

  it('takes the only SKU when there is no choice', () => {
    const [only] = productFixture().skuListWithGems;
    const product = productFixture({ skuListWithGems: [{ ...only!, size: null }] });
    expect(needsSizeChoice(product)).toBe(false);
    expect(skuToAdd(product, null)?.id).toBe(5001);
  });

  it('reads stock from SKU balances', () => {
    const [first, second] = productFixture().skuListWithGems;
    expect(skuInStock(first!)).toBe(true);
    expect(skuInStock(second!)).toBe(false);
  });

  it('chooses buy, preorder or unavailable', () => {
    expect(purchaseMode(productFixture())).toBe('buy');
    expect(purchaseMode(productFixture({ preorder: true, maxQuantity: 0 }))).toBe('preorder');
    expect(purchaseMode(productFixture({ maxQuantity: 0 }))).toBe('unavailable');
    expect(purchaseMode(productFixture({ price: price(null, null) }))).toBe('unavailable');
    expect(purchaseMode(productFixture({ is_archive: true, preorder: true }))).toBe('unavailable');
  });

  it('treats a product of the sale as final sale', () => {
    expect(isFinalSale(productFixture())).toBe(true);
    expect(isFinalSale(productFixture({ tags: [] }))).toBe(false);
    expect(
      isFinalSale(productFixture({ tags: [{ code: 'new', name: 'New', url: '/catalog/new' }] })),
    ).toBe(false);
  });

  it('offers a price or a back-in-stock subscription, none for an archived piece', () => {
    expect(productSubscriptionOffer(productFixture())).toBe('price');
    expect(productSubscriptionOffer(productFixture({ maxQuantity: 0 }))).toBe('availability');
    expect(productSubscriptionOffer(productFixture({ preorder: true, maxQuantity: 0 }))).toBe(
      'price',
    );
    expect(productSubscriptionOffer(productFixture({ price: price(null, null) }))).toBe('price');
    expect(productSubscriptionOffer(productFixture({ is_archive: true }))).toBeNull();
  });
});
