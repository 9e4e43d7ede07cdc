import type { ProductModificationGroup, ProductVariant } from '@shop/types';
import { price, productFixture } from '../../testing/product-fixture';
import {
  canBuy,
  cardPhotos,
  favoritesAction,
  visibleModifications,
  visibleTags,
} from './card-rules';

const variants = (n: number): ProductVariant[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i,
    size: null,
    mainGemWeight: null,
    name: `v${i}`,
    picture: null,
    color: null,
    value: String.fromCharCode(65 + i),
    url: `/jewelry/${i}`,
  }));

describe('card rules (docs/product/02-screens.md#product-card)', () => {
  it('can buy only when not archived, maxQuantity > 0 and an initial price is present', () => {
    expect(canBuy(productFixture())).toBe(true);
    expect(canBuy(productFixture({ is_archive: true }))).toBe(false);
    expect(canBuy(productFixture({ maxQuantity: 0 }))).toBe(false);
    expect(canBuy(productFixture({ price: price(null, null) }))).toBe(false);
    expect(canBuy(productFixture({ price: price(0, 0) }))).toBe(true);
  });

  it('shows at most 2 tags', () => {
    expect(visibleTags(productFixture().tags).map((t) => t.code)).toEqual(['new', 'sale']);
  });

  it('shows 7 symbols then an ellipsis', () => {
    const group: ProductModificationGroup = {
      name: 'Letter',
      type: 'symbol',
      variants: variants(10),
    };
    const visible = visibleModifications(group);
    expect(visible.shown).toHaveLength(7);
    expect(visible.ellipsis).toBe(true);
    expect(visible.moreCount).toBe(0);
    expect(visibleModifications({ ...group, variants: variants(7) }).ellipsis).toBe(false);
  });

  it('shows 3 other variants then +N', () => {
    const group: ProductModificationGroup = {
      name: 'Colour',
      type: 'color',
      variants: variants(5),
    };
    const visible = visibleModifications(group);
    expect(visible.shown).toHaveLength(3);
    expect(visible.moreCount).toBe(2);
    expect(visible.ellipsis).toBe(false);
    expect(visibleModifications({ ...group, variants: variants(3) }).moreCount).toBe(0);
  });

  it('orders photos main first and picks the hover photo', () => {
    const photos = cardPhotos(productFixture());
    expect(photos.main?.id).toBe('a');
    expect(photos.hover?.id).toBe('b');
    expect(photos.all.map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(cardPhotos({ photos: [] }).main).toBeNull();
  });

  it('gives showcase items no favorites button', () => {
    expect(favoritesAction(productFixture())).toBe('add-to-cart');
    expect(favoritesAction(productFixture({ maxQuantity: 0 }))).toBe('not-available');
    expect(
      favoritesAction(
        productFixture({ itemCard: { cardClass: 'x', isShowcase: true, showcaseDesigner: null } }),
      ),
    ).toBe('none');
  });
});
